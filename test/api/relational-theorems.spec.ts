/**
 * Editors state the relational layer's inputs through the API (issue 23): a
 * property of the norm (`normDependent`) and a theorem along a relation
 * (`along`), with the checks the issue lists, kept by saves that do not name
 * them and carried by backups in their own lists.
 */
import { createProperty, createSpace, createTheorem } from '../support/catalogue';
import { admin, server, useFileServer } from '../support/file-server';

useFileServer();

const atom = (propertyId: number, field = 'REAL_AND_COMPLEX') => ({ propertyId, field });
const theoremBody = (propertyId: number, extra: Record<string, unknown> = {}) => ({ conditions: [atom(propertyId)], conclusions: [atom(propertyId)], ...extra });

test('a property of the norm: set, kept by a save that does not name it, cleared; bad values are refused', async () => {
  const id = await createProperty(admin, { normDependent: true });
  const saved = (await server.client().get(`/api/property/${id}`)).body;
  expect(saved.normDependent).toBe(true);
  // The spec's form does not name it: kept.
  expect((await admin.post(`/api/property/${id}`, { name: saved.name, field: 'REAL_OR_COMPLEX', description: 'Of the norm.' })).status).toBe(200);
  expect((await server.client().get(`/api/property/${id}`)).body).toMatchObject({ normDependent: true, description: 'Of the norm.' });
  expect((await admin.post(`/api/property/${id}`, { name: saved.name, field: 'REAL_OR_COMPLEX', normDependent: false })).status).toBe(200);
  expect((await server.client().get(`/api/property/${id}`)).body).not.toHaveProperty('normDependent');
  const bad = await admin.post('/api/property', { name: `${saved.name} 2`, field: 'REAL_OR_COMPLEX', normDependent: 'yes' });
  expect(bad.status).toBe(400);
  expect(bad.body.errors).toHaveProperty('normDependent');
});

test('a theorem along a relation carries a property to closed subspaces, forwards and by contraposition, with its proof', async () => {
  const [x, y, z] = [await createSpace(admin), await createSpace(admin), await createSpace(admin)];
  const property = await createProperty(admin);
  const theorem = await admin.post('/api/theorem', theoremBody(property, { name: `Passes to subspaces ${property}`, along: { relation: 'subspace', direction: 'toRelated' } }));
  expect(theorem.status).toBe(200);
  expect((await server.client().get(`/api/theorem/${theorem.body.id}`)).body.along).toEqual({ relation: 'subspace', direction: 'toRelated' });
  // Y ⊂ X and X has P: Y has P. Z lacks P, so "Z ⊂ X" would make X lack it: refused, X has it.
  expect((await admin.post(`/api/space/${x}/property/${property}`, { field: 'REAL_AND_COMPLEX' })).status).toBe(200);
  expect((await admin.post('/api/relation', { kind: 'subspace', spaceId: y, ofSpaceId: x, field: 'REAL_AND_COMPLEX' })).status).toBe(200);
  const carried = (await server.client().get(`/api/space/${y}/property/${property}`)).body;
  expect(carried).toMatchObject({ computed: true, field: 'REAL_AND_COMPLEX' });
  expect(carried.proof[0]).toMatchObject({ rule: 'carried', theoremId: theorem.body.id, relation: { kind: 'subspace' } });
  expect((await admin.post(`/api/space/${z}/property/${property}`, { field: 'NOT_REAL_AND_NOT_COMPLEX' })).status).toBe(200);
  const refused = await admin.post('/api/relation', { kind: 'subspace', spaceId: z, ofSpaceId: x, field: 'REAL_AND_COMPLEX' });
  expect(refused.status).toBe(400);

  // A save that does not name `along` keeps it; `along: null` makes it a theorem of one space, where P ⇒ P names P twice.
  const edited = await admin.post(`/api/theorem/${theorem.body.id}`, theoremBody(property, { description: 'Heredity.' }));
  expect(edited.status).toBe(200);
  expect((await server.client().get(`/api/theorem/${theorem.body.id}`)).body).toMatchObject({ description: 'Heredity.', along: { relation: 'subspace', direction: 'toRelated' } });
  const plain = await admin.post(`/api/theorem/${theorem.body.id}`, theoremBody(property, { along: null }));
  expect(plain.status).toBe(400);
  expect(plain.body.errors.conclusions).toMatch(/appears twice/);
});

test('bad input on along: a relation or direction that is none, two conditions, a property of the norm along an isomorphism', async () => {
  const [p, q] = [await createProperty(admin), await createProperty(admin)];
  for (const along of [{ relation: 'cousin', direction: 'toRelated' }, { relation: 'dual', direction: 'sideways' }, 'subspace', [1]]) {
    const r = await admin.post('/api/theorem', theoremBody(p, { along }));
    expect([JSON.stringify(along), r.status]).toEqual([JSON.stringify(along), 400]);
    expect(r.body.errors).toHaveProperty('along');
  }
  const two = await admin.post('/api/theorem', { conditions: [atom(p), atom(q)], conclusions: [atom(p)], along: { relation: 'quotient', direction: 'toRelated' } });
  expect(two.status).toBe(400);
  expect(two.body.errors.conditions).toMatch(/exactly one condition/);

  const ofNorm = await createProperty(admin, { normDependent: true });
  const isomorphic = await admin.post('/api/theorem', theoremBody(ofNorm, { along: { relation: 'isomorphic', direction: 'toRelated' } }));
  expect(isomorphic.status).toBe(400);
  expect(isomorphic.body.errors.along).toMatch(/depends on the norm/);
  // The other way round: a property carried along isomorphisms by a theorem cannot become one of the norm.
  const carrier = await createTheorem(admin, [[q, 'REAL_AND_COMPLEX']], [[q, 'REAL_AND_COMPLEX']], { along: { relation: 'isomorphic', direction: 'toRelated' } });
  const name = (await admin.get(`/api/property/${q}`)).body.name;
  const made = await admin.post(`/api/property/${q}`, { name, field: 'REAL_OR_COMPLEX', normDependent: true });
  expect(made.status).toBe(400);
  expect(made.body.errors.normDependent).toMatch(/Theorems along isomorphisms/);
  expect((await admin.get(`/api/theorem/${carrier}`)).status).toBe(200);
});

test('backups keep the properties of the norm in their list and theorems along relations on the theorem', async () => {
  const ofNorm = await createProperty(admin, { normDependent: true });
  const p = await createProperty(admin);
  const theorem = await createTheorem(admin, [[p, 'REAL_AND_COMPLEX']], [[p, 'REAL_AND_COMPLEX']], { along: { relation: 'quotient', direction: 'toRelated' } });
  const exported = (await admin.get('/api/admin/export')).body;
  expect(exported.normDependentProperties).toContain(ofNorm);
  expect(exported.properties.find((x: { id: number }) => x.id === ofNorm)).not.toHaveProperty('normDependent');
  expect(exported.theorems.find((t: { id: number }) => t.id === theorem).along).toEqual({ relation: 'quotient', direction: 'toRelated' });
});
