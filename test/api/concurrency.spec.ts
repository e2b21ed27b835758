/** Writes arriving at once: each is applied whole, and uniqueness holds under races. */
import type { ApiClient } from '../support/api-client';
import { createProperty, createSpace, unique } from '../support/catalogue';
import { startServer, type TestServer } from '../support/server';

let server: TestServer;
let admin: ApiClient;
beforeAll(async () => {
  server = await startServer();
  admin = await server.asAdmin();
});
afterAll(() => server?.stop());

describe('concurrent writes', () => {
  test('parallel creates all succeed with distinct ids, readable while they run', async () => {
    const symbols = Array.from({ length: 20 }, () => unique('$P$'));
    const [writes, reads] = await Promise.all([
      Promise.all(symbols.map((symbol) => admin.post('/api/space', { symbol, field: 'REAL' }))),
      Promise.all(Array.from({ length: 10 }, () => admin.get('/api/space'))),
    ]);
    expect(writes.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(new Set(writes.map((r) => r.body.id)).size).toBe(20);
    expect(reads.map((r) => r.status)).toEqual(Array(10).fill(200));
    const listed = new Set((await admin.get('/api/space')).body.map((s: { symbol: string }) => s.symbol));
    for (const symbol of symbols) expect(listed.has(symbol)).toBe(true);
  });

  test.each([
    ['space symbol', '/api/space', (n: string) => ({ symbol: n, field: 'REAL' }), 'symbol'],
    ['property name', '/api/property', (n: string) => ({ name: n, field: 'REAL' }), 'name'],
    ['theorem name', '/api/theorem', (n: string) => ({ name: n, conditions: [{ propertyId: 1, field: 'REAL' }], conclusions: [{ propertyId: 2, field: 'REAL' }] }), 'name'],
    ['equation name', '/api/differential-equation', (n: string) => ({ name: n, symbol: 'u' }), 'name'],
    ['equation property name', '/api/differential-equation/property', (n: string) => ({ name: n }), 'name'],
  ] as const)('racing duplicates of a %s: exactly one wins, the others get a 400 under its key', async (_label, path, body, key) => {
    if (path === '/api/theorem') {
      // Theorems need two properties with ids 1 and 2.
      while ((await admin.get('/api/property/2')).status === 404) await createProperty(admin);
    }
    const name = unique('Race');
    const responses = await Promise.all(Array.from({ length: 8 }, () => admin.post(path, body(name))));
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 400, 400, 400, 400, 400, 400, 400]);
    for (const r of responses.filter((x) => x.status === 400)) expect(Object.keys(r.body.errors)).toEqual([key]);
  });

  test('links saved at once on one space all land', async () => {
    const space = await createSpace(admin);
    const properties = await Promise.all(Array.from({ length: 10 }, () => createProperty(admin)));
    const responses = await Promise.all(properties.map((p) => admin.post(`/api/space/${space}/property/${p}`, { field: 'REAL_AND_COMPLEX' })));
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect((await admin.get(`/api/space/${space}/property`)).body).toHaveLength(10);
  });
});
