/**
 * The HTTP guards through a real server: CSRF double submit bound to the
 * session, JSON-only changes, who may change what (401 without a session, 403
 * without the right), the rate limit on login and signup, and the security
 * headers, HTTPS ones included behind a trusted proxy (TRUST_PROXY=loopback).
 */
import type { ApiClient } from '../support/api-client';
import { admin, server, useFileServer } from '../support/file-server';
import { startServer, type TestServer } from '../support/server';

let editor: ApiClient;
let spaceId: number;

useFileServer({ env: { TRUST_PROXY: 'loopback' } });
beforeAll(async () => {
  const code = (await admin.post('/api/admin/invite')).body.code;
  editor = server.client();
  const signup = await editor.post('/api/user/signup', { email: 'editor@catalogue.test', password: 'password-1', inviteCode: code, license: true });
  expect(signup.status).toBe(200);
  expect((await editor.post('/api/user/login', { email: 'editor@catalogue.test', password: 'password-1' })).status).toBe(200);
  spaceId = (await admin.post('/api/space', { symbol: '$X$', field: 'REAL' })).body.id;
}, 120000);

const space = () => JSON.stringify({ symbol: `$Y_{${Math.random()}}$`, field: 'REAL' });

describe('CSRF', () => {
  it('sets a readable SameSite=Lax csrf cookie on a response when the request has none, and keeps it after', async () => {
    const client = server.client();
    const first = await client.get('/api/space');
    const line = first.setCookies.find((l) => l.startsWith('csrf='))!;
    expect(line).toMatch(/^csrf=[0-9a-f]{64}\.[0-9a-f]{64}; Path=\/; SameSite=Lax$/);
    const second = await client.get('/api/property');
    expect(second.setCookies.some((l) => l.startsWith('csrf='))).toBe(false);
    // Any response, a refused one or an unknown path included, hands out a cookie.
    const other = server.client();
    expect((await other.get('/api/space/999999')).setCookies.some((l) => l.startsWith('csrf='))).toBe(true);
  });

  it('refuses a change without the header, with a wrong one, or without the cookie', async () => {
    const token = editor.cookies.get('csrf')!;
    const cases: Array<Record<string, string>> = [
      { 'Content-Type': 'application/json' },
      { 'Content-Type': 'application/json', 'X-CSRF-Token': 'x'.repeat(43) },
      { 'Content-Type': 'application/json', 'X-CSRF-Token': token.slice(0, -1) },
      { 'Content-Type': 'application/json', 'X-CSRF-Token': '' },
    ];
    for (const headers of cases) {
      const r = await editor.raw({ method: 'POST', path: '/api/space', headers, body: space() });
      expect(r.status).toBe(403);
      expect(r.body.errors.general).toMatch(/CSRF/);
    }
    // The right token, but no cookie to compare it with.
    const cookieHeader = [...editor.cookies].filter(([k]) => k !== 'csrf').map(([k, v]) => `${k}=${v}`).join('; ');
    const noCookie = await editor.raw({ method: 'POST', path: '/api/space', headers: { Cookie: cookieHeader, 'Content-Type': 'application/json', 'X-CSRF-Token': token }, body: space() });
    expect(noCookie.status).toBe(403);
  });

  it('refuses a change that is not JSON', async () => {
    const token = editor.cookies.get('csrf')!;
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/jsonx', '']) {
      const headers: Record<string, string> = { 'X-CSRF-Token': token };
      if (type) headers['Content-Type'] = type;
      const r = await editor.raw({ method: 'POST', path: '/api/space', headers, body: space() });
      expect(r.status).toBe(403);
      expect(r.body.errors.general).toMatch(/JSON/);
    }
    const ok = await editor.raw({ method: 'POST', path: '/api/space', headers: { 'X-CSRF-Token': token, 'Content-Type': 'application/json; charset=utf-8' }, body: space() });
    expect(ok.status).toBe(200);
  });

  it('binds the token to the session: a token of session A is refused with session B, and login and logout hand out a new one', async () => {
    const a = await server.asAdmin();
    const b = editor;
    const tokenA = a.cookies.get('csrf')!;
    const tokenB = b.cookies.get('csrf')!;
    expect(tokenA).not.toBe(tokenB);
    const cookieB = [...b.cookies].map(([k, v]) => `${k}=${k === 'csrf' ? tokenA : v}`).join('; ');
    const crossed = await b.raw({ method: 'POST', path: '/api/space', headers: { Cookie: cookieB, 'Content-Type': 'application/json', 'X-CSRF-Token': tokenA }, body: space() });
    expect(crossed.status).toBe(403);
    expect(crossed.body.errors.general).toMatch(/CSRF/);
    // A visitor's token does not survive the login, nor a session's the logout.
    const visitor = server.client();
    await visitor.get('/api/space');
    const before = visitor.cookies.get('csrf')!;
    const login = await visitor.post('/api/user/login', server.admin);
    const after = visitor.cookies.get('csrf')!;
    expect(login.setCookies.some((l) => l.startsWith('csrf='))).toBe(true);
    expect(after).not.toBe(before);
    const stale = [...visitor.cookies].map(([k, v]) => `${k}=${k === 'csrf' ? before : v}`).join('; ');
    expect((await visitor.raw({ method: 'POST', path: '/api/space', headers: { Cookie: stale, 'Content-Type': 'application/json', 'X-CSRF-Token': before }, body: space() })).status).toBe(403);
    expect((await visitor.post('/api/space', JSON.parse(space()))).status).toBe(200);
    expect((await visitor.post('/api/user/logout')).status).toBe(200);
    expect(visitor.cookies.get('csrf')).not.toBe(after);
    expect((await visitor.post('/api/user/login', server.admin)).status).toBe(200);
  });

  it('guards DELETE and the open account routes too', async () => {
    const token = editor.cookies.get('csrf')!;
    expect((await editor.raw({ method: 'DELETE', path: `/api/space/${spaceId}`, headers: { 'Content-Type': 'application/json' } })).status).toBe(403);
    expect((await editor.raw({ method: 'DELETE', path: `/api/space/${spaceId}`, headers: { 'X-CSRF-Token': token } })).status).toBe(403);
    const visitor = server.client();
    await visitor.get('/api/space');
    const login = await visitor.raw({ method: 'POST', path: '/api/user/login', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(server.admin) });
    expect(login.status).toBe(403);
    expect(login.setCookies.some((l) => l.startsWith('session='))).toBe(false);
    expect((await admin.get(`/api/space/${spaceId}`)).status).toBe(200);
  });
});

describe('rights', () => {
  const changes: Array<[string, string, unknown]> = [
    ['POST', '/api/space', { symbol: '$V$', field: 'REAL' }],
    ['POST', '/api/space/1', { symbol: '$V$', field: 'REAL' }],
    ['DELETE', '/api/space/1', undefined],
    ['POST', '/api/space/1/property/1', { field: 'REAL' }],
    ['DELETE', '/api/space/1/property/1', undefined],
    ['POST', '/api/property', { name: 'P', field: 'REAL' }],
    ['POST', '/api/property/1', { name: 'P', field: 'REAL' }],
    ['DELETE', '/api/property/1', undefined],
    ['POST', '/api/theorem', {}],
    ['POST', '/api/theorem/1', {}],
    ['DELETE', '/api/theorem/1', undefined],
    ['POST', '/api/differential-equation', { name: 'E', symbol: 'u' }],
    ['POST', '/api/differential-equation/1', { name: 'E', symbol: 'u' }],
    ['DELETE', '/api/differential-equation/1', undefined],
    ['POST', '/api/differential-equation/property', { name: 'L' }],
    ['POST', '/api/differential-equation/property/1', { name: 'L' }],
    ['DELETE', '/api/differential-equation/property/1', undefined],
    ['POST', '/api/differential-equation/1/property/1', { hasProperty: true }],
    ['DELETE', '/api/differential-equation/1/property/1', undefined],
  ];
  const adminCalls: Array<[string, string]> = [
    ['GET', '/api/admin/export'],
    ['POST', '/api/admin/import'],
    ['POST', '/api/admin/invite'],
    ['POST', '/api/admin/compute'],
    ['GET', '/api/ADMIN/export'],
    ['GET', '/api/admin/export/'],
  ];

  it.each(changes)('%s %s needs a session (401)', async (method, path, body) => {
    const r = await server.client().request(method, path, body);
    expect(r.status).toBe(401);
    expect(r.body).toEqual({ errors: { general: 'Please log in.' } });
  });

  it.each(adminCalls)('%s %s needs a session (401) and an admin (403)', async (method, path) => {
    expect((await server.client().request(method, path)).status).toBe(401);
    const r = await editor.request(method, path);
    expect(r.status).toBe(403);
    expect(r.body).toEqual({ errors: { general: 'You do not have the rights to do this.' } });
  });

  it('lets visitors read', async () => {
    const visitor = server.client();
    for (const path of ['/api/space', `/api/space/${spaceId}`, `/api/space/${spaceId}/property`, '/api/property', '/api/theorem', '/api/differential-equation', '/api/differential-equation/property']) {
      expect((await visitor.get(path)).status).toBe(200);
    }
  });

  it('lets an editor change the catalogue', async () => {
    const r = await editor.post(`/api/space/${spaceId}`, { symbol: '$X$', field: 'REAL', description: 'Edited.' });
    expect(r.status).toBe(200);
    expect((await server.client().get(`/api/space/${spaceId}`)).body.description).toBe('Edited.');
  });
});

describe('rate limit', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startServer({ env: { AUTH_RATE_LIMIT: '5' } });
  }, 120000);
  afterAll(() => limited?.stop());

  it('answers 429 after too many logins and signups together from one address in a minute', async () => {
    const client = limited.client();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await client.post('/api/user/login', { email: 'x@catalogue.test', password: 'wrong password' })).status);
    statuses.push((await client.post('/api/user/signup', {})).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400]);
    const refused = await client.post('/api/user/login', limited.admin);
    expect(refused.status).toBe(429);
    expect(refused.body.errors.general).toMatch(/Too many attempts/);
    expect(refused.setCookies.some((l) => l.startsWith('session='))).toBe(false);
    expect((await client.post('/api/user/signup', {})).status).toBe(429);
    // Reading is not limited.
    expect((await client.get('/api/space')).status).toBe(200);
  });
});

describe('behind an HTTPS proxy (TRUST_PROXY)', () => {
  it('marks every cookie Secure and sends HSTS when the proxy says https, and neither over plain http', async () => {
    const client = server.client();
    const read = await client.raw({ method: 'GET', path: '/api/space', headers: { 'X-Forwarded-Proto': 'https' } });
    expect(read.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(read.setCookies.find((l) => l.startsWith('csrf='))).toMatch(/; Secure/);
    const login = await client.raw({
      method: 'POST',
      path: '/api/user/login',
      headers: { 'X-Forwarded-Proto': 'https', 'Content-Type': 'application/json', 'X-CSRF-Token': client.cookies.get('csrf')! },
      body: JSON.stringify(server.admin),
    });
    expect(login.status).toBe(200);
    for (const name of ['session', 'isAdmin', 'canEdit', 'csrf']) {
      expect({ name, secure: /; Secure/.test(login.setCookies.find((l) => l.startsWith(`${name}=`)) ?? '') }).toEqual({ name, secure: true });
    }
    const plain = await server.client().post('/api/user/login', server.admin);
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    expect(plain.setCookies.filter((l) => /; Secure/.test(l))).toEqual([]);
  });
});

describe('security headers', () => {
  it('sends helmet headers with a CSP that fits the app and KaTeX', async () => {
    const r = await server.client().get('/api/space');
    const csp = r.headers.get('content-security-policy')!;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("font-src 'self' data:");
    expect(csp).toContain("img-src 'self' data:");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    expect(r.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(r.headers.get('referrer-policy')).toBe('no-referrer');
    expect(r.headers.get('x-powered-by')).toBeNull();
  });
});
