/**
 * A property declared to mean a relation to a named space (issue 23):
 * `means` on POST /api/property[/{id}], kept by a save that does not name it,
 * refused when it names no space or a bad kind or the property depends on the
 * norm; the reasoner takes the fact and the relation as one, both ways, with
 * proofs that name the declaration; backups carry it in their own list; the
 * change log keeps it in a property's states, so a revert puts it back.
 */
import { createProperty, createSpace } from '../support/catalogue';
import { admin, server, useFileServer } from '../support/file-server';

useFileServer();

test('a declared property and the relation are one fact, both ways, with proofs that name the declaration', async () => {
  const [c0, x, z] = [await createSpace(admin), await createSpace(admin), await createSpace(admin)];
  const contains = await createProperty(admin, { means: { relation: 'subspace', spaceId: c0 } });
  expect((await server.client().get(`/api/property/${contains}`)).body.means).toEqual({ relation: 'subspace', spaceId: c0 });

  // X has the property: c₀ is a subspace of X, proved by X's fact.
  expect((await admin.post(`/api/space/${x}/property/${contains}`, { field: 'REAL_AND_COMPLEX' })).status).toBe(200);
  const page = (await server.client().get(`/api/space/${c0}/relation/subspace/${x}`)).body;
  expect(page).toMatchObject({ relation: null, field: 'REAL_AND_COMPLEX' });
  expect(page.proofs[0]).toMatchObject({ rule: 'means', relationId: null, fact: { spaceId: x, propertyId: contains, value: true, rule: 'stored' } });

  // A stored relation c₀ ⊂ Z: Z has the property, by what it means; and c₀ has it itself.
  expect((await admin.post('/api/relation', { kind: 'subspace', spaceId: c0, ofSpaceId: z, field: 'REAL_AND_COMPLEX' })).status).toBe(200);
  const carried = (await server.client().get(`/api/space/${z}/property/${contains}`)).body;
  expect(carried).toMatchObject({ computed: true, field: 'REAL_AND_COMPLEX' });
  expect(carried.proof[0]).toMatchObject({ rule: 'means', theoremId: null, relation: { kind: 'subspace', spaceId: c0, ofSpaceId: z, rule: 'stored' } });
  expect((await server.client().get(`/api/space/${c0}/property/${contains}`)).body.proof[0]).toMatchObject({ rule: 'means', relation: { rule: 'reflexive' } });

  // Against the relation: refused, naming it.
  const refused = await admin.post(`/api/space/${z}/property/${contains}`, { field: 'NOT_REAL_AND_NOT_COMPLEX' });
  expect(refused.status).toBe(400);
  expect(JSON.stringify(refused.body.errors)).toMatch(/subspace|relation/i);
});

test('bad declarations are refused under means; a save that does not name it keeps it; null clears it', async () => {
  const space = await createSpace(admin);
  const name = (suffix: string) => `Means ${space} ${suffix}`;
  for (const means of [{ relation: 'cousin', spaceId: space }, { relation: 'subspace' }, { relation: 'subspace', spaceId: 2147483646 }, 'subspace', [space]]) {
    const r = await admin.post('/api/property', { name: name(JSON.stringify(means)), field: 'REAL_OR_COMPLEX', means });
    expect([JSON.stringify(means), r.status]).toEqual([JSON.stringify(means), 400]);
    expect(r.body.errors).toHaveProperty('means');
  }
  const ofNorm = await admin.post('/api/property', { name: name('norm'), field: 'REAL_OR_COMPLEX', normDependent: true, means: { relation: 'subspace', spaceId: space } });
  expect(ofNorm.status).toBe(400);
  expect(ofNorm.body.errors.means).toMatch(/norm/);

  const id = await createProperty(admin, { name: name('kept'), means: { relation: 'quotient', spaceId: space } });
  expect((await admin.post(`/api/property/${id}`, { name: name('kept'), field: 'REAL_OR_COMPLEX', description: 'Edited.' })).status).toBe(200);
  expect((await server.client().get(`/api/property/${id}`)).body).toMatchObject({ description: 'Edited.', means: { relation: 'quotient', spaceId: space } });
  expect((await admin.post(`/api/property/${id}`, { name: name('kept'), field: 'REAL_OR_COMPLEX', means: null })).status).toBe(200);
  expect((await server.client().get(`/api/property/${id}`)).body).not.toHaveProperty('means');
});

test('a space lists the properties declared to mean a relation to it, which its delete page reads', async () => {
  const [space, other] = [await createSpace(admin), await createSpace(admin)];
  const name = `Contains a complemented copy of space ${space}`;
  const first = await createProperty(admin, { name, means: { relation: 'complemented', spaceId: space } });
  const second = await createProperty(admin, { field: 'REAL', means: { relation: 'dual', spaceId: space } });
  await createProperty(admin, { means: { relation: 'subspace', spaceId: other } });
  const listed = await server.client().get(`/api/space/${space}/declared-properties`);
  expect({ status: listed.status, body: listed.body }).toEqual({
    status: 200,
    body: [
      { id: first, name, field: 'REAL_OR_COMPLEX', relation: 'complemented' },
      { id: second, name: expect.any(String), field: 'REAL', relation: 'dual' },
    ],
  });
  // A cleared declaration is no longer listed; a space nothing names lists none; an unknown space is a 404.
  const property = (await server.client().get(`/api/property/${second}`)).body;
  expect((await admin.post(`/api/property/${second}`, { ...property, means: null })).status).toBe(200);
  expect((await server.client().get(`/api/space/${space}/declared-properties`)).body.map((p: { id: number }) => p.id)).toEqual([first]);
  expect((await server.client().get(`/api/space/${await createSpace(admin)}/declared-properties`)).body).toEqual([]);
  expect((await server.client().get('/api/space/2147483000/declared-properties')).status).toBe(404);
  // Deleting the space clears what remained.
  expect((await admin.delete(`/api/space/${space}`)).status).toBe(200);
  expect((await server.client().get(`/api/space/${space}/declared-properties`)).status).toBe(404);
  expect((await server.client().get(`/api/property/${first}`)).body).not.toHaveProperty('means');
});

test('backups keep declarations in their own list; deleting the named space clears them', async () => {
  const space = await createSpace(admin);
  const id = await createProperty(admin, { means: { relation: 'complemented', spaceId: space } });
  const exported = (await admin.get('/api/admin/export')).body;
  expect(exported.propertyMeanings).toContainEqual({ propertyId: id, relation: 'complemented', spaceId: space });
  expect(exported.properties.find((p: { id: number }) => p.id === id)).not.toHaveProperty('means');
  expect((await admin.delete(`/api/space/${space}`)).status).toBe(200);
  expect((await server.client().get(`/api/property/${id}`)).body).not.toHaveProperty('means');
  // Reverting the deletion declares it again, of the space's new id.
  const [deletion] = (await server.client().get(`/api/space/${space}/history`)).body.changes;
  expect(deletion.action).toBe('delete');
  const reverted = await admin.post(`/api/changes/${deletion.id}/revert`);
  expect(reverted.status).toBe(200);
  const reverts = (await server.client().get('/api/changes?limit=10')).body.changes.filter((c: { revertOf: number | null }) => c.revertOf === deletion.id);
  expect(reverts.map((c: { kind: string }) => c.kind).sort()).toEqual(['property', 'space']);
  const again = reverts.find((c: { kind: string }) => c.kind === 'space').itemId;
  expect(again).not.toBe(space);
  expect((await server.client().get(`/api/property/${id}`)).body.means).toEqual({ relation: 'complemented', spaceId: again });
});

test('the change log keeps a declaration in the property\'s states: the diff shows it and a revert puts it back', async () => {
  const [c0, l1] = [await createSpace(admin), await createSpace(admin)];
  const id = await createProperty(admin, { means: { relation: 'subspace', spaceId: c0 } });
  const path = `/api/property/${id}`;
  const property = (await server.client().get(path)).body;
  expect((await admin.post(path, { ...property, means: { relation: 'complemented', spaceId: l1 } })).status).toBe(200);
  const symbols = new Map(((await server.client().get('/api/space')).body as Array<{ id: number; symbol: string }>).map((s) => [s.id, s.symbol]));

  const [edit] = (await server.client().get(`${path}/history`)).body.changes;
  const detail = (await server.client().get(`/api/changes/${edit.id}`)).body;
  expect([detail.before.means, detail.after.means]).toEqual([
    { relation: 'subspace', spaceId: c0, spaceSymbol: symbols.get(c0) },
    { relation: 'complemented', spaceId: l1, spaceSymbol: symbols.get(l1) },
  ]);
  expect((await admin.post(`/api/changes/${edit.id}/revert`)).status).toBe(200);
  expect((await server.client().get(path)).body.means).toEqual({ relation: 'subspace', spaceId: c0 });

  // Cleared, then the clearing reverted: the declaration is back, and the reasoner takes it again.
  const { version } = (await server.client().get(path)).body;
  expect((await admin.post(path, { ...property, version, means: null })).status).toBe(200);
  const [clearing] = (await server.client().get(`${path}/history`)).body.changes;
  expect((await server.client().get(`/api/changes/${clearing.id}`)).body.after.means).toBeNull();
  expect((await admin.post(`/api/changes/${clearing.id}/revert`)).status).toBe(200);
  expect((await server.client().get(path)).body.means).toEqual({ relation: 'subspace', spaceId: c0 });
  expect((await server.client().get(`/api/space/${c0}/property/${id}`)).body).toMatchObject({ computed: true });
});
