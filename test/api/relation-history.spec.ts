/**
 * The change log of what relations added (issues 23 and 24): a relation's and
 * an equation theorem's history and their state at a version; a property's
 * `normDependent` and a theorem's `along` in the logged states, so a revert
 * puts them back; and reverting a space's deletion puts back its relations,
 * either way round, with what they carried.
 */
import { createEquationProperty, createProperty, createSpace, createTheorem, unique } from '../support/catalogue';
import { admin, server, useFileServer } from '../support/file-server';

useFileServer();

const BOTH = 'REAL_AND_COMPLEX';

async function history(path: string) {
  const r = await server.client().get(`${path}/history`);
  expect(r.status).toBe(200);
  return r.body as { total: number; changes: Array<{ id: number; action: string; version: number; label: string }> };
}

async function revert(changeId: number) {
  const r = await admin.post(`/api/changes/${changeId}/revert`);
  expect([r.status, r.body]).toEqual([200, expect.anything()]);
}

test('a relation has a history and a state at each version; a revert of its edit puts it back', async () => {
  const [x, y] = [await createSpace(admin), await createSpace(admin)];
  const created = await admin.post('/api/relation', { kind: 'complemented', spaceId: y, ofSpaceId: x, field: BOTH, description: 'As first stated.' });
  expect(created.status).toBe(200);
  const path = `/api/relation/${created.body.id}`;
  const { version } = (await server.client().get(path)).body;
  expect((await admin.post(path, { kind: 'complemented', spaceId: y, ofSpaceId: x, field: BOTH, description: 'Edited.', version })).status).toBe(200);
  const { total, changes } = await history(path);
  expect(total).toBe(2);
  expect(changes.map((c) => c.action)).toEqual(['update', 'create']);
  // Named as the relation's page heads it, not "relation #id".
  const symbols = new Map(((await server.client().get('/api/space')).body as Array<{ id: number; symbol: string }>).map((s) => [s.id, s.symbol]));
  expect(changes[0].label).toBe(`${symbols.get(y)} is isomorphic to a complemented subspace of ${symbols.get(x)}`);
  const negative = await admin.post('/api/relation', { kind: 'subspace', spaceId: x, ofSpaceId: y, field: 'NOT_REAL_AND_NOT_COMPLEX' });
  expect((await history(`/api/relation/${negative.body.id}`)).changes.map((c) => c.label)).toEqual([`${symbols.get(x)} is not isomorphic to a closed subspace of ${symbols.get(y)}`]);
  const atCreation = (await server.client().get(`${path}/history/${changes[1].version}`)).body;
  expect(atCreation.state).toMatchObject({ kind: 'complemented', spaceId: y, ofSpaceId: x, description: 'As first stated.' });
  await revert(changes[0].id);
  expect((await server.client().get(path)).body).toMatchObject({ description: 'As first stated.' });
  expect((await server.client().get('/api/relation/999999999/history')).status).toBe(404);
});

test('a property of the norm and a theorem along a relation are in the logged states: a revert puts them back', async () => {
  const p = await createProperty(admin);
  const property = (await server.client().get(`/api/property/${p}`)).body;
  expect((await admin.post(`/api/property/${p}`, { ...property, normDependent: true })).status).toBe(200);
  const [marking] = (await history(`/api/property/${p}`)).changes;
  const detail = (await server.client().get(`/api/changes/${marking.id}`)).body;
  expect([detail.before.normDependent, detail.after.normDependent]).toEqual([false, true]);
  await revert(marking.id);
  expect((await server.client().get(`/api/property/${p}`)).body).not.toHaveProperty('normDependent');

  const q = await createProperty(admin);
  const theorem = await createTheorem(admin, [[p, BOTH]], [[q, BOTH]], { name: unique('Along') });
  const body = (await server.client().get(`/api/theorem/${theorem}`)).body;
  const along = { relation: 'subspace', direction: 'toRelated' };
  expect((await admin.post(`/api/theorem/${theorem}`, { ...body, along })).status).toBe(200);
  const { version } = (await server.client().get(`/api/theorem/${theorem}`)).body;
  expect((await admin.post(`/api/theorem/${theorem}`, { ...body, version, along: { relation: 'quotient', direction: 'toRelated' } })).status).toBe(200);
  const [toQuotient, toSubspace] = (await history(`/api/theorem/${theorem}`)).changes;
  expect((await server.client().get(`/api/changes/${toQuotient.id}`)).body.before.along).toEqual(along);
  await revert(toQuotient.id);
  expect((await server.client().get(`/api/theorem/${theorem}`)).body.along).toEqual(along);
  // Before the first edit it went along nothing: that revert (of a change since overtaken) is a 409; the state before says null.
  expect((await server.client().get(`/api/changes/${toSubspace.id}`)).body.before.along).toBeNull();
});

test('reverting a space’s deletion puts back its relations, either way round, and what they carried', async () => {
  const [x, y, w] = [await createSpace(admin), await createSpace(admin), await createSpace(admin)];
  const p = await createProperty(admin);
  await createTheorem(admin, [[p, BOTH]], [[p, BOTH]], { name: unique('Passes to subspaces'), along: { relation: 'subspace', direction: 'toRelated' } });
  expect((await admin.post(`/api/space/${x}/property/${p}`, { field: BOTH })).status).toBe(200);
  expect((await admin.post('/api/relation', { kind: 'subspace', spaceId: y, ofSpaceId: x, field: BOTH, description: 'Y in X.' })).status).toBe(200);
  expect((await admin.post('/api/relation', { kind: 'quotient', spaceId: x, ofSpaceId: w, field: BOTH })).status).toBe(200);
  expect((await server.client().get(`/api/space/${y}/property/${p}`)).body).toMatchObject({ computed: true });

  expect((await admin.delete(`/api/space/${x}`)).status).toBe(200);
  expect((await server.client().get(`/api/space/${y}/property/${p}`)).status).toBe(404);
  const [deletion] = (await history(`/api/space/${x}`)).changes;
  const before = (await server.client().get(`/api/changes/${deletion.id}`)).body.before;
  expect(before.relations).toEqual([
    expect.objectContaining({ kind: 'subspace', spaceId: y, ofSpaceId: x, description: 'Y in X.' }),
    expect.objectContaining({ kind: 'quotient', spaceId: x, ofSpaceId: w }),
  ]);

  await revert(deletion.id);
  const symbol = (before as { symbol: string }).symbol;
  const back = ((await server.client().get('/api/space')).body as Array<{ id: number; symbol: string }>).find((s) => s.symbol === symbol)!;
  const relations = (await server.client().get(`/api/relation?space=${back.id}`)).body as Array<{ kind: string; space: { id: number }; ofSpace: { id: number } }>;
  expect(relations.map(({ kind, space, ofSpace }) => ({ kind, spaceId: space.id, ofSpaceId: ofSpace.id }))).toEqual(
    expect.arrayContaining([
      { kind: 'subspace', spaceId: y, ofSpaceId: back.id },
      { kind: 'quotient', spaceId: back.id, ofSpaceId: w },
    ]),
  );
  expect(relations).toHaveLength(2);
  // Y is a subspace of X again, and X has P again: Y has it again, carried.
  expect((await server.client().get(`/api/space/${y}/property/${p}`)).body).toMatchObject({ computed: true });
  const reverts = (await server.client().get('/api/changes?limit=10')).body.changes.filter((c: { revertOf: number | null }) => c.revertOf === deletion.id);
  expect(reverts.map((c: { kind: string }) => c.kind).sort()).toEqual(['link', 'relation', 'relation', 'space']);
});

test('an equation theorem has a history and a state at each version', async () => {
  const [a, b] = [await createEquationProperty(admin), await createEquationProperty(admin)];
  const atoms = { conditions: [{ propertyId: a, hasProperty: true }], conclusions: [{ propertyId: b, hasProperty: true }] };
  const created = await admin.post('/api/differential-equation/theorem', { name: unique('ET'), ...atoms });
  expect(created.status).toBe(200);
  const path = `/api/differential-equation/theorem/${created.body.id}`;
  const current = (await server.client().get(path)).body;
  expect((await admin.post(path, { ...current, description: 'Edited.' })).status).toBe(200);
  const { changes } = await history(path);
  expect(changes.map((c) => c.action)).toEqual(['update', 'create']);
  const atCreation = (await server.client().get(`${path}/history/${changes[1].version}`)).body;
  expect(atCreation.state).toMatchObject({ name: current.name, description: '' });
  expect((await server.client().get(`${path}/history/${changes[0].version}`)).body.state).toMatchObject({ description: 'Edited.' });
});
