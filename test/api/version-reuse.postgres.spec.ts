/**
 * Versions never issued twice at one key (version-reuse.spec.ts) across two
 * server instances on one PostgreSQL database: the form is loaded from one
 * instance, the item deleted and made again at its key through the other,
 * and the stale form's save, sent to either, is a 409.
 */
import { createProperty, createSpace, unique } from '../support/catalogue';
import { twoInstances } from '../support/two-instances';

const pair = twoInstances();

test('a link deleted on one instance and linked again on the other: the form loaded before is a 409 on both', async () => {
  const [space, property] = [await createSpace(pair.adminA, { field: 'REAL' }), await createProperty(pair.adminA, { field: 'REAL' })];
  const path = `/api/space/${space}/property/${property}`;
  expect((await pair.adminA.post(path, { field: 'REAL', description: 'first' })).status).toBe(200);
  const loaded = (await pair.adminA.get(path)).body.link.version;
  expect((await pair.adminA.delete(path)).status).toBe(200);
  expect((await pair.adminB.post(path, { field: 'REAL', description: 'linked again', version: 0 })).status).toBe(200);
  for (const client of [pair.adminA, pair.adminB]) {
    const stale = await client.post(path, { field: 'REAL', description: 'stale form', version: loaded });
    expect(stale.status).toBe(409);
    expect(stale.body.current.link).toMatchObject({ description: 'linked again' });
  }
  expect((await pair.adminB.get(path)).body.link.description).toBe('linked again');
});

test('a space deleted on one instance, its id given again after an import on the other: the form loaded before is a 409', async () => {
  const space = await createSpace(pair.adminA, { field: 'REAL' });
  const loaded = (await pair.adminA.get(`/api/space/${space}`)).body;
  expect((await pair.adminA.delete(`/api/space/${space}`)).status).toBe(200);
  const backup = await pair.adminB.get('/api/admin/export');
  expect((await pair.adminB.post('/api/admin/import', backup.body)).status).toBe(200);
  const symbol = unique('$New$');
  const made = await pair.adminB.post('/api/space', { symbol, field: 'REAL' });
  expect(made.body.id).toBe(space);
  const stale = await pair.adminA.post(`/api/space/${space}`, { symbol: loaded.symbol, field: 'REAL', description: 'stale form', version: loaded.version });
  expect(stale.status).toBe(409);
  expect(stale.body.current).toMatchObject({ id: space, symbol });
  expect((await pair.adminA.request('DELETE', `/api/space/${space}`, { version: loaded.version })).status).toBe(409);
  expect((await pair.adminB.get(`/api/space/${space}`)).body).toMatchObject({ symbol, description: '' });
});
