/**
 * Versions never issued twice at one key (version-reuse.spec.ts) across two
 * server instances on one PostgreSQL database: the form is loaded from one
 * instance, the item deleted and made again at its key through the other,
 * and the stale form's save, sent to either, is a 409.
 */
import type { ApiClient } from '../support/api-client';
import { createProperty, createSpace, unique } from '../support/catalogue';
import { startAnotherInstance, startServer, type TestServer } from '../support/server';

let a: TestServer;
let b: TestServer;
let adminA: ApiClient;
let adminB: ApiClient;

beforeAll(async () => {
  // One session secret, so a login holds on every instance.
  a = await startServer({ mode: 'postgres', env: { SESSION_SECRET: 'version-reuse-secret' } });
  b = await startAnotherInstance(a);
  [adminA, adminB] = await Promise.all([a.asAdmin(), b.asAdmin()]);
}, 180000);

afterAll(async () => {
  await b?.stop();
  await a?.stop();
});

test('a link deleted on one instance and linked again on the other: the form loaded before is a 409 on both', async () => {
  const [space, property] = [await createSpace(adminA, { field: 'REAL' }), await createProperty(adminA, { field: 'REAL' })];
  const path = `/api/space/${space}/property/${property}`;
  expect((await adminA.post(path, { field: 'REAL', description: 'first' })).status).toBe(200);
  const loaded = (await adminA.get(path)).body.link.version;
  expect((await adminA.delete(path)).status).toBe(200);
  expect((await adminB.post(path, { field: 'REAL', description: 'linked again', version: 0 })).status).toBe(200);
  for (const client of [adminA, adminB]) {
    const stale = await client.post(path, { field: 'REAL', description: 'stale form', version: loaded });
    expect(stale.status).toBe(409);
    expect(stale.body.current.link).toMatchObject({ description: 'linked again' });
  }
  expect((await adminB.get(path)).body.link.description).toBe('linked again');
});

test('a space deleted on one instance, its id given again after an import on the other: the form loaded before is a 409', async () => {
  const space = await createSpace(adminA, { field: 'REAL' });
  const loaded = (await adminA.get(`/api/space/${space}`)).body;
  expect((await adminA.delete(`/api/space/${space}`)).status).toBe(200);
  const backup = await adminB.get('/api/admin/export');
  expect((await adminB.post('/api/admin/import', backup.body)).status).toBe(200);
  const symbol = unique('$New$');
  const made = await adminB.post('/api/space', { symbol, field: 'REAL' });
  expect(made.body.id).toBe(space);
  const stale = await adminA.post(`/api/space/${space}`, { symbol: loaded.symbol, field: 'REAL', description: 'stale form', version: loaded.version });
  expect(stale.status).toBe(409);
  expect(stale.body.current).toMatchObject({ id: space, symbol });
  expect((await adminA.request('DELETE', `/api/space/${space}`, { version: loaded.version })).status).toBe(409);
  expect((await adminB.get(`/api/space/${space}`)).body).toMatchObject({ symbol, description: '' });
});
