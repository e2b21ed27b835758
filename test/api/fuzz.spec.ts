/**
 * Several thousand malformed requests, deterministic (fast-check, fixed seed),
 * to every mutating route and to the reads with ids: broken values, broken
 * JSON, absurd nesting, huge strings, prototype-pollution keys, Unicode junk,
 * bad ids, missing or wrong headers. Each answer must be a 4xx in the API's
 * error shape (never a 5xx), and afterwards the catalogue must be exactly as
 * before and the rights unchanged.
 */
import fc from 'fast-check';
import type { ApiClient } from '../support/api-client';
import { admin, server, useFileServer } from '../support/file-server';
import {
  BODY_ROUTES,
  HEADER_DEFECTS,
  IDS,
  ROUTES,
  badId,
  brokenBody,
  brokenJson,
  deepJson,
  encodeSegment,
  notAnObject,
  path,
  unicodeJunk,
  type HeaderDefect,
  type MutatingRoute,
} from './fuzz-requests';

const SEED = 20261120;
const RUNS = Number(process.env.FUZZ_RUNS) || 1;
const options = (numRuns: number) => ({ seed: SEED, numRuns: numRuns * RUNS, endOnFailure: true });

let editor: ApiClient;
/** Sends the logouts: a logout ends the session it is sent with, on the server too. */
let leaver: ApiClient;
let before: unknown;
/** A csrf token for no session (tokens are bound to the session cookie): what a visitor's browser holds. */
let anonymousCsrf: string;
let existing: Set<number>;
let sent = 0;

/** A small catalogue where every route has something to aim at (ids of fuzz-requests.ts IDS). */
const seed = {
  format: 'banach-catalogue-backup',
  version: 1,
  spaces: [
    { id: IDS.space, symbol: '$\\ell^2$', norm: '', description: 'Hilbert.', field: 'REAL_OR_COMPLEX', references: [{ url: 'https://arxiv.org/abs/1234.5678', title: 'A paper', arxivId: '1234.5678', wikipediaId: null, bibtex: null, page: 3, statement: null }] },
    { id: 7, symbol: '$c_0$', norm: '', description: '', field: 'REAL', references: [] },
  ],
  properties: [
    { id: IDS.property, name: 'Uniformly convex', description: '', field: 'REAL_OR_COMPLEX', references: [] },
    { id: 5, name: 'Reflexive', description: '', field: 'REAL_OR_COMPLEX', references: [] },
    { id: 9, name: 'Unused', description: '', field: 'REAL', references: [] },
  ],
  spaceLinks: [{ spaceId: IDS.space, propertyId: IDS.property, field: 'REAL_AND_COMPLEX', description: '', references: [] }],
  theorems: [{ id: IDS.theorem, name: 'Milman–Pettis', description: '', conditions: [{ propertyId: IDS.property, field: 'REAL_AND_COMPLEX' }], conclusions: [{ propertyId: 5, field: 'REAL_AND_COMPLEX' }], references: [] }],
  differentialEquations: [{ id: IDS.equation, name: 'Heat equation', symbol: '$$u_t = \\Delta u$$', variables: '', parameters: '', description: '', references: [] }],
  differentialEquationProperties: [{ id: IDS.equationProperty, name: 'Linear', description: '', references: [] }],
  differentialEquationLinks: [{ differentialEquationId: IDS.equation, differentialEquationPropertyId: IDS.equationProperty, hasProperty: true, description: '', references: [] }],
};

async function content(): Promise<unknown> {
  const r = await admin.get('/api/admin/export');
  expect(r.status).toBe(200);
  const { exportedAt: _ignored, ...rest } = r.body;
  return rest;
}

useFileServer();
beforeAll(async () => {
  const code = (await admin.post('/api/admin/invite')).body.code;
  editor = server.client();
  leaver = await server.asAdmin();
  expect((await editor.post('/api/user/signup', { email: 'fuzz-editor@catalogue.test', password: 'password-1', inviteCode: code, license: true })).status).toBe(200);
  expect((await editor.post('/api/user/login', { email: 'fuzz-editor@catalogue.test', password: 'password-1' })).status).toBe(200);
  expect((await admin.post('/api/admin/import', seed)).status).toBe(200);
  const visitor = server.client();
  await visitor.get('/api/space');
  anonymousCsrf = visitor.cookies.get('csrf')!;
  before = await content();
  existing = new Set([3, 7, 2, 5, 9, 4, 6, 8]);
}, 120000);

afterAll(() => {
  console.log(`fuzz: ${sent} requests sent (seed ${SEED})`);
});

interface Sent {
  method: string;
  path: string;
  body?: string;
  /** Who sends it, and what is wrong with its headers. */
  as?: 'admin' | 'editor' | 'visitor';
  defect?: HeaderDefect;
}

/** One request with exactly the cookies and headers the case calls for; the clients' jars are not touched. */
async function send(request: Sent): Promise<{ status: number; text: string }> {
  const client = request.path.startsWith('/api/user/logout') ? leaver : request.as === 'editor' || request.defect === 'editorOnAdmin' ? editor : admin;
  const cookies = new Map(client.cookies);
  // Without a session the browser holds a token for no session, not the session's.
  const anonymous = request.as === 'visitor' || request.defect === 'noSession';
  if (anonymous) {
    cookies.delete('session');
    cookies.set('csrf', anonymousCsrf);
  }
  if (request.defect === 'noCsrfCookie') cookies.delete('csrf');
  const headers: Record<string, string> = { Cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
  if (request.method !== 'GET') {
    const csrf = anonymous ? anonymousCsrf : client.cookies.get('csrf')!;
    if (request.defect !== 'noCsrfHeader') headers['X-CSRF-Token'] = request.defect === 'wrongCsrf' ? csrf.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')) : csrf;
    if (request.defect === 'textPlain') headers['Content-Type'] = 'text/plain';
    else if (request.defect === 'formEncoded') headers['Content-Type'] = 'application/x-www-form-urlencoded';
    else if (request.defect !== 'noContentType') headers['Content-Type'] = 'application/json';
  }
  const response = await fetch(server.baseUrl + request.path, { method: request.method, headers, body: request.body, redirect: 'manual' });
  sent++;
  return { status: response.status, text: await response.text() };
}

/** No 5xx, the status is one of those expected, and a refusal carries {errors: {key: message}}. */
function check(request: Sent, answer: { status: number; text: string }, allowed: number[]): void {
  const where = `${request.method} ${request.path.slice(0, 120)} ${request.defect ?? ''} body=${(request.body ?? '').slice(0, 200)}`;
  if (answer.status >= 500 || !allowed.includes(answer.status)) {
    throw new Error(`${where}\n→ ${answer.status} ${answer.text.slice(0, 300)} (expected ${allowed.join('/')})`);
  }
  if (answer.status >= 400) {
    const body = JSON.parse(answer.text) as { errors?: Record<string, unknown> };
    const messages = Object.values(body.errors ?? {});
    if (!messages.length || !messages.every((m) => typeof m === 'string')) throw new Error(`${where}\n→ ${answer.status} without an errors map: ${answer.text.slice(0, 300)}`);
  }
}

/** A valid body for the POST of this path pattern, so that only the id is wrong. */
const validBody = (pattern: string) => ROUTES.find((r) => r.method === 'POST' && r.pattern === pattern && r.valid)!.valid!();

const routeOf = (routes: MutatingRoute[]) => fc.constantFrom(...routes);

describe('fuzz', () => {
  it('refuses broken values in every body (400)', async () => {
    const arbitrary = routeOf(BODY_ROUTES).chain((route) => brokenBody(route).map((body) => ({ route, body })));
    await fc.assert(
      fc.asyncProperty(arbitrary, async ({ route, body }) => {
        const request = { method: route.method, path: path(route), body };
        check(request, await send(request), [400, 413]);
      }),
      options(1800),
    );
  }, 180000);

  it('refuses bodies that are not a JSON object, not JSON, or nested absurdly deep (400)', async () => {
    const routes = ROUTES.filter((r) => r.method === 'POST');
    const arbitrary = fc.record({ route: routeOf(routes), body: fc.oneof({ weight: 2, arbitrary: brokenJson }, { weight: 2, arbitrary: notAnObject }, { weight: 1, arbitrary: deepJson }) });
    await fc.assert(
      fc.asyncProperty(arbitrary, async ({ route, body }) => {
        const request = { method: route.method, path: path(route), body };
        // Logout, invite and compute read no body: valid JSON of any shape is fine for them.
        const ignoresBody = route.pattern === '/api/admin/import' ? false : !route.shape;
        // A body over the size limit (absurd nesting makes long bodies) is a 413 before it is parsed.
        check(request, await send(request), ignoresBody ? [200, 400, 413] : [400, 413]);
      }),
      options(800),
    );
  }, 120000);

  it('answers ids that name nothing with 404, for changes and reads alike', async () => {
    const withIds = ROUTES.filter((r) => r.ids.length > 0);
    const arbitrary = fc.record({
      route: routeOf(withIds),
      bad: badId(existing),
      which: fc.constantFrom(0, 1),
      method: fc.constantFrom('GET', 'POST', 'DELETE'),
      query: fc.option(fc.oneof(unicodeJunk, fc.constantFrom('unlinked=true', 'unlinked=1', 'unlinked[]=true', 'unlinked=true&unlinked=false')), { nil: undefined }),
    });
    await fc.assert(
      fc.asyncProperty(arbitrary, async ({ route, bad, which, method, query }) => {
        const ids: Array<string | number> = [...route.ids];
        ids[Math.min(which, ids.length - 1)] = bad;
        const request: Sent = {
          method,
          path: path(route, ids) + (query ? `?${query.includes('=') ? query : encodeSegment(query)}` : ''),
          body: method === 'POST' ? JSON.stringify(validBody(route.pattern)) : undefined,
        };
        check(request, await send(request), [404]);
      }),
      options(900),
    );
  }, 120000);

  it('answers reads with junk ids and queries without a 5xx', async () => {
    const reads = [
      '/api/space/:a', '/api/space/:a/property', '/api/space/:a/property?unlinked=true', '/api/property/:a', '/api/property/:a/space',
      '/api/space/3/property/:a', '/api/space/:a/property/2', '/api/theorem/:a', '/api/theorem?propertyId=:a', '/api/differential-equation/:a',
      '/api/differential-equation/:a/property', '/api/differential-equation/:a/property?unlinked=true', '/api/differential-equation/6/property/:a',
      '/api/differential-equation/property/:a', '/api/differential-equation/property/:a/differential-equation',
    ];
    const arbitrary = fc.record({ read: fc.constantFrom(...reads), bad: badId(existing) });
    await fc.assert(
      fc.asyncProperty(arbitrary, async ({ read, bad }) => {
        const request: Sent = { method: 'GET', path: read.replace(':a', bad), as: 'visitor' };
        check(request, await send(request), read.includes('?propertyId=') ? [200, 400, 404] : [404]);
      }),
      options(500),
    );
  }, 120000);

  it('refuses valid changes whose headers or session are wrong (401/403)', async () => {
    const arbitrary = fc.record({ route: routeOf(ROUTES), defect: fc.constantFrom(...HEADER_DEFECTS), body: fc.option(fc.oneof(notAnObject, brokenJson), { nil: undefined, freq: 3 }) })
      .filter(({ route, defect }) => !(route.who === 'open' && (defect === 'noSession' || defect === 'editorOnAdmin')) && !(route.who === 'editor' && defect === 'editorOnAdmin'));
    await fc.assert(
      fc.asyncProperty(arbitrary, async ({ route, defect, body }) => {
        const valid = route.pattern === '/api/admin/import' ? JSON.stringify({ ...seed, spaces: [] }) : route.valid ? JSON.stringify(route.valid()) : route.pattern === '/api/user/login' ? JSON.stringify(server.admin) : '{}';
        const request: Sent = { method: route.method, path: path(route), body: body ?? valid, defect };
        // The CSRF check comes before the body is read, the session check after: so a broken body
        // without a session may be refused as broken (400) rather than as anonymous (401).
        const expected = defect === 'noSession' ? (body === undefined ? [401] : [400, 401]) : defect === 'editorOnAdmin' && body !== undefined ? [400, 403] : [403];
        check(request, await send(request), expected);
      }),
      options(700),
    );
  }, 120000);

  it('refuses imports with one value broken anywhere in an otherwise valid backup', async () => {
    const lists = ['spaces', 'properties', 'spaceLinks', 'theorems', 'differentialEquations', 'differentialEquationProperties', 'differentialEquationLinks'] as const;
    const valueBreak = fc.oneof(unicodeJunk, fc.integer(), fc.constant(null), fc.boolean(), fc.constant([]), fc.constant({}), fc.constant('x'.repeat(60_000)));
    const arbitrary = fc.record({ list: fc.constantFrom(...lists), at: fc.nat(), key: fc.nat(), value: valueBreak, whole: fc.option(valueBreak, { nil: undefined, freq: 4 }) });
    await fc.assert(
      fc.asyncProperty(arbitrary, async ({ list, at, key, value, whole }) => {
        const backup = structuredClone(before) as Record<string, unknown>;
        if (whole !== undefined) {
          backup[list] = whole;
        } else {
          const items = backup[list] as Record<string, unknown>[];
          const item = items[at % items.length];
          const keys = Object.keys(item);
          item[keys[key % keys.length]] = value;
        }
        const request: Sent = { method: 'POST', path: '/api/admin/import', body: JSON.stringify({ format: 'banach-catalogue-backup', version: 1, ...backup }) };
        // A change that happens to keep the backup valid (say a description becoming other text) is imported:
        // then it is restored below; everything else must be refused.
        const answer = await send(request);
        check(request, answer, [200, 400]);
        if (answer.status === 200) expect((await admin.post('/api/admin/import', { format: 'banach-catalogue-backup', version: 1, ...(before as object) })).status).toBe(200);
      }),
      options(400),
    );
  }, 120000);

  it('leaves the catalogue exactly as it was, and nobody gained rights', async () => {
    expect(await content()).toEqual(before);
    expect((await editor.post('/api/admin/invite')).status).toBe(403);
    expect((await server.client().post('/api/space', { symbol: '$After$', field: 'REAL' })).status).toBe(401);
    expect((await editor.get('/api/space')).body).toEqual(expect.arrayContaining([expect.objectContaining({ id: 3 })]));
    expect(sent).toBeGreaterThanOrEqual(5000);
  });
});
