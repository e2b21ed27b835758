/**
 * Accounts through HTTP on a real server and database: signup with single-use
 * invite codes, login, logout, the session cookies and their flags, and that
 * the server trusts the database rather than the isAdmin/canEdit cookies.
 */
import { admin, server, useFileServer } from '../support/file-server';


useFileServer();

async function invite(): Promise<string> {
  const r = await admin.post('/api/admin/invite');
  expect(r.status).toBe(200);
  return r.body.code;
}

let emails = 0;
const newEmail = () => `editor${++emails}-${Date.now()}@catalogue.test`;

/** The attributes of the Set-Cookie line for `name`, lower-cased keys. */
function cookie(setCookies: string[], name: string): { value: string; attributes: Map<string, string> } | undefined {
  const line = setCookies.find((l) => l.startsWith(`${name}=`));
  if (!line) return undefined;
  const [pair, ...rest] = line.split(';');
  const attributes = new Map(rest.map((a) => {
    const [k, ...v] = a.trim().split('=');
    return [k.toLowerCase(), v.join('=')] as [string, string];
  }));
  return { value: decodeURIComponent(pair.slice(name.length + 1)), attributes };
}

describe('signup', () => {
  it('opens a session as the original server does: the original client\'s flow, with its cookies', async () => {
    // Spec section 7: GET /api/space for a csrf cookie, then the signup with the csrf header.
    const visitor = server.client();
    const csrf = cookie((await visitor.get('/api/space')).setCookies, 'csrf')!.value;
    const email = newEmail();
    const r = await visitor.raw({
      method: 'POST',
      path: '/api/user/signup',
      headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': csrf },
      body: JSON.stringify({ email, password: 'correct horse', inviteCode: await invite(), license: 'true' }),
    });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ isAdmin: false, canEdit: true });
    // The privileges the client refreshes from (spec section 6), and the session itself.
    expect(cookie(r.setCookies, 'canEdit')?.value).toBe('true');
    expect(cookie(r.setCookies, 'isAdmin')?.value).toBe('false');
    const session = cookie(r.setCookies, 'session')!;
    expect(session.attributes.has('httponly')).toBe(true);
    expect((await visitor.get('/api/user/me')).body).toEqual({ email, role: 'editor' });
    expect((await visitor.post('/api/space', { symbol: `$F_{${emails}}$`, field: 'REAL' })).status).toBe(200);
    // The new editor's password logs in later like any other.
    expect((await server.client().post('/api/user/login', { email, password: 'correct horse' })).body).toEqual({ isAdmin: false, canEdit: true });
  });

  it('checks the invite code first, then refuses an email that has an account without spending the code', async () => {
    const existing = newEmail();
    expect((await server.client().post('/api/user/signup', { email: existing, password: 'first password', inviteCode: await invite(), license: true })).status).toBe(200);
    // A wrong code: the code's error only, whether or not the email is registered.
    for (const email of [existing, newEmail()]) {
      const r = await server.client().post('/api/user/signup', { email, password: 'password-1', inviteCode: 'not-a-code', license: true });
      expect(r).toMatchObject({ status: 400, body: { errors: { inviteCode: 'Please enter a valid invite code.' } }, setCookies: [] });
    }
    // A valid code: an existing email (in any case) is named, no session is opened, and the code is kept.
    const code = await invite();
    for (const email of [existing, server.admin.email.toUpperCase()]) {
      const r = await server.client().post('/api/user/signup', { email, password: 'other password', inviteCode: code, license: true });
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ errors: { email: 'A user with this email already exists.' } });
      expect(r.setCookies.filter((l) => !l.startsWith('csrf='))).toEqual([]);
    }
    expect((await server.client().post('/api/user/login', { email: existing, password: 'first password' })).status).toBe(200);
    expect((await server.client().post('/api/user/login', { email: existing, password: 'other password' })).status).toBe(400);
    expect((await server.client().post('/api/user/login', server.admin)).status).toBe(200);
    expect((await server.client().post('/api/user/signup', { email: newEmail(), password: 'password-1', inviteCode: code, license: true })).status).toBe(200);
  });

  it('accepts an invite code only once', async () => {
    const code = await invite();
    const first = await server.client().post('/api/user/signup', { email: newEmail(), password: 'password-1', inviteCode: code, license: true });
    expect(first.status).toBe(200);
    const second = await server.client().post('/api/user/signup', { email: newEmail(), password: 'password-2', inviteCode: code, license: true });
    expect(second.status).toBe(400);
    expect(second.body).toEqual({ errors: { inviteCode: 'Please enter a valid invite code.' } });
  });

  it('lets exactly one of many simultaneous signups use a code', async () => {
    const code = await invite();
    const attempts = await Promise.all(
      Array.from({ length: 6 }, () => server.client().post('/api/user/signup', { email: newEmail(), password: 'password-x', inviteCode: code, license: true })),
    );
    expect(attempts.map((a) => a.status).sort()).toEqual([200, 400, 400, 400, 400, 400]);
  });

  it('makes one account of simultaneous signups for one email, each with its own code', async () => {
    const email = newEmail();
    const codes = [await invite(), await invite(), await invite()];
    const attempts = await Promise.all(codes.map((inviteCode) => server.client().post('/api/user/signup', { email, password: 'password-y', inviteCode, license: true })));
    expect(attempts.map((a) => a.status).sort()).toEqual([200, 400, 400]);
    // The two refused signups kept their codes.
    const kept = codes.filter((_, i) => attempts[i].status === 400);
    for (const inviteCode of kept) {
      expect((await server.client().post('/api/user/signup', { email: newEmail(), password: 'password-z', inviteCode, license: true })).status).toBe(200);
    }
  });

  it('names every missing field', async () => {
    const r = await server.client().post('/api/user/signup', {});
    expect(r.status).toBe(400);
    expect(r.body).toEqual({
      errors: {
        email: 'Please enter an email address.',
        password: 'Please enter a password.',
        inviteCode: 'Please enter an invite code.',
        license: 'Please agree to the license terms to sign up.',
      },
    });
  });

  it.each([
    [{ email: 'not an email' }, 'email', 'Please enter a valid email address.'],
    [{ email: `${'a'.repeat(320)}@x.org` }, 'email', 'Please enter a valid email address.'],
    [{ email: 42 }, 'email', 'Please enter a valid email address.'],
    [{ password: 'short' }, 'password', 'The password must be at least 8 characters.'],
    [{ password: 'p'.repeat(201) }, 'password', 'The password must be at most 200 characters.'],
    [{ password: 12345678 }, 'password', 'The password must be text.'],
    [{ inviteCode: '   ' }, 'inviteCode', 'Please enter an invite code.'],
    [{ license: false }, 'license', 'Please agree to the license terms to sign up.'],
    [{ license: 'false' }, 'license', 'Please agree to the license terms to sign up.'],
    [{ license: 'yes' }, 'license', 'Please agree to the license terms to sign up.'],
    [{ license: 1 }, 'license', 'Please agree to the license terms to sign up.'],
  ])('refuses %j under %s', async (override, key, message) => {
    const body = { email: newEmail(), password: 'password-ok', inviteCode: await invite(), license: true, ...override };
    const r = await server.client().post('/api/user/signup', body);
    expect(r.status).toBe(400);
    expect(r.body.errors[key]).toBe(message);
  });

  it('treats email case and blanks as the same account', async () => {
    const email = newEmail();
    expect((await server.client().post('/api/user/signup', { email: `  ${email.toUpperCase()} `, password: 'password-1', inviteCode: await invite(), license: true })).status).toBe(200);
    expect((await server.client().post('/api/user/login', { email, password: 'password-1' })).status).toBe(200);
  });
});

describe('login and logout', () => {
  it('sets an httpOnly SameSite=Lax session cookie and readable rights cookies', async () => {
    const client = server.client();
    const r = await client.post('/api/user/login', server.admin);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ isAdmin: true, canEdit: true });
    const session = cookie(r.setCookies, 'session')!;
    expect(session.value).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(session.attributes.has('httponly')).toBe(true);
    expect(session.attributes.get('samesite')).toBe('Lax');
    expect(session.attributes.get('path')).toBe('/');
    for (const name of ['isAdmin', 'canEdit']) {
      const c = cookie(r.setCookies, name)!;
      expect(c.value).toBe('true');
      expect(c.attributes.has('httponly')).toBe(false);
      expect(c.attributes.get('samesite')).toBe('Lax');
    }
  });

  it('refuses a wrong password and an unknown email alike', async () => {
    const wrong = await server.client().post('/api/user/login', { email: server.admin.email, password: 'wrong password' });
    const unknown = await server.client().post('/api/user/login', { email: 'nobody@catalogue.test', password: 'wrong password' });
    for (const r of [wrong, unknown]) {
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ errors: { general: 'Invalid email or password.' } });
      expect(cookie(r.setCookies, 'session')).toBeUndefined();
    }
  });

  it('names missing fields', async () => {
    const r = await server.client().post('/api/user/login', { email: '  ' });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ errors: { email: 'Please enter your email address.', password: 'Please enter your password.' } });
  });

  it('ends the session on logout and resets the rights cookies', async () => {
    const client = await server.asAdmin();
    const r = await client.post('/api/user/logout');
    expect(r.status).toBe(200);
    const session = cookie(r.setCookies, 'session')!;
    expect(session.value).toBe('');
    expect(Date.parse(session.attributes.get('expires')!)).toBeLessThan(Date.now());
    expect(cookie(r.setCookies, 'isAdmin')?.value).toBe('false');
    expect(cookie(r.setCookies, 'canEdit')?.value).toBe('false');
    expect(client.cookies.has('session')).toBe(false);
    expect((await client.post('/api/space', { symbol: '$Z$', field: 'REAL' })).status).toBe(401);
  });

  it('ends the session on the server: a token captured before logout is refused after it', async () => {
    const client = await server.asAdmin();
    const captured = client.cookies.get('session')!;
    const other = await server.asAdmin();
    expect((await client.post('/api/admin/invite')).status).toBe(200);
    expect((await client.post('/api/user/logout')).status).toBe(200);
    client.cookies.set('session', captured);
    // The csrf token is bound to the session cookie: take one for the captured token.
    await client.get('/api/space');
    expect((await client.post('/api/admin/invite')).status).toBe(401);
    expect((await client.get('/api/admin/export')).status).toBe(401);
    expect((await client.post('/api/space', { symbol: '$Captured$', field: 'REAL' })).status).toBe(401);
    // Only that session ended: another login of the same account still works.
    expect((await other.post('/api/admin/invite')).status).toBe(200);
  });

  it('logs out without a session, or with a forged one, as a no-op', async () => {
    const visitor = server.client();
    expect((await visitor.post('/api/user/logout')).status).toBe(200);
    visitor.cookies.set('session', 'garbage');
    // A csrf token for that cookie first, as any page load would give.
    await visitor.get('/api/space');
    expect((await visitor.post('/api/user/logout')).body).toEqual({});
  });
});

describe('what the server trusts', () => {
  it('ignores forged isAdmin and canEdit cookies', async () => {
    const visitor = server.client();
    await visitor.get('/api/space');
    visitor.cookies.set('isAdmin', 'true');
    visitor.cookies.set('canEdit', 'true');
    expect((await visitor.post('/api/space', { symbol: '$Forged$', field: 'REAL' })).status).toBe(401);
    expect((await visitor.post('/api/admin/invite')).status).toBe(401);

    const email = newEmail();
    await server.client().post('/api/user/signup', { email, password: 'password-1', inviteCode: await invite(), license: true });
    const editor = await server.login(email, 'password-1');
    editor.cookies.set('isAdmin', 'true');
    expect((await editor.post('/api/admin/invite')).status).toBe(403);
    expect((await editor.get('/api/admin/export')).status).toBe(403);
  });

  it('does not believe X-Forwarded-Proto without TRUST_PROXY: no Secure cookies, no HSTS', async () => {
    const client = server.client();
    await client.get('/api/space');
    const r = await client.raw({ method: 'POST', path: '/api/user/login', headers: { 'X-Forwarded-Proto': 'https', 'Content-Type': 'application/json', 'X-CSRF-Token': client.cookies.get('csrf')! }, body: JSON.stringify(server.admin) });
    expect(r.status).toBe(200);
    expect(r.headers.get('strict-transport-security')).toBeNull();
    expect(r.setCookies.filter((l) => /; Secure/.test(l))).toEqual([]);
  });

  it('refuses a session token that is forged, altered or signed with another secret', async () => {
    const client = await server.asAdmin();
    const token = client.cookies.get('session')!;
    const [header, , signature] = token.split('.');
    const claims = Buffer.from(JSON.stringify({ sub: 1, iat: Math.floor(Date.now() / 1000) })).toString('base64url');
    const unsigned = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    for (const forged of [`${header}.${claims}.${signature}`, `${unsigned}.${claims}.`, 'garbage', `${token}x`]) {
      client.cookies.set('session', forged);
      await client.get('/api/space');
      expect((await client.post('/api/admin/invite')).status).toBe(401);
    }
  });
});
