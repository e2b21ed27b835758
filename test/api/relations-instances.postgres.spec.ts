/**
 * Relations between spaces on two server processes over one PostgreSQL
 * database (issue 23): a relation written on one instance carries its facts
 * on the other, and a contradiction across spaces is refused whichever
 * instance the two writes go to, even sent at once.
 */
import { createProperty, createSpace } from '../support/catalogue';
import { eventually, twoInstances } from '../support/two-instances';

const pair = twoInstances();

const isomorphic = (spaceId: number, ofSpaceId: number) => ({ kind: 'isomorphic', spaceId, ofSpaceId, field: 'REAL_AND_COMPLEX' });

test('a relation written on one instance carries its facts on the other, and is refused there when it would contradict', async () => {
  const x = await createSpace(pair.adminA);
  const y = await createSpace(pair.adminA);
  const property = await createProperty(pair.adminA);
  expect((await pair.adminA.post(`/api/space/${x}/property/${property}`, { field: 'REAL_AND_COMPLEX' })).status).toBe(200);
  const saved = await pair.adminA.post('/api/relation', isomorphic(y, x));
  expect(saved.status).toBe(200);
  await eventually(async () => {
    const r = await pair.b.client().get(`/api/space/${y}/property/${property}`);
    return r.status === 200 && r.body.computed === true && r.body.proof[0]?.rule === 'carried';
  }, 5000);
  expect((await pair.b.client().get(`/api/space/${y}/relation`)).body).toEqual(
    expect.arrayContaining([expect.objectContaining({ kind: 'isomorphic', relationId: saved.body.id, computed: false })]),
  );

  // On B, a link against what the relation from A carries is refused with its derivation.
  const refused = await pair.adminB.post(`/api/space/${y}/property/${property}`, { field: 'NOT_REAL' });
  expect(refused.status).toBe(400);
  expect(refused.body.errors.field).toMatch(/carried from .* because .* is isomorphic to/);
});

test('a relation and a link that contradict it, sent at once to the two instances, never both land', async () => {
  for (let round = 0; round < 3; round++) {
    const x = await createSpace(pair.adminA);
    const y = await createSpace(pair.adminA);
    const property = await createProperty(pair.adminA);
    expect((await pair.adminA.post(`/api/space/${x}/property/${property}`, { field: 'REAL_AND_COMPLEX' })).status).toBe(200);
    // B must know the spaces and the link before it is asked to write about them.
    await eventually(async () => (await pair.b.client().get(`/api/space/${x}/property/${property}`)).status === 200, 5000);
    const [relation, link] = await Promise.all([pair.adminA.post('/api/relation', isomorphic(y, x)), pair.adminB.post(`/api/space/${y}/property/${property}`, { field: 'NOT_REAL_AND_NOT_COMPLEX' })]);
    expect([relation.status, link.status].sort()).toEqual([200, 400]);
    // Both instances end with the same, consistent state: the loser is not there, and nothing is contradicted.
    for (const server of [pair.a, pair.b]) {
      await eventually(async () => {
        const relations = (await server.client().get(`/api/relation?space=${y}`)).body as unknown[];
        const pair = await server.client().get(`/api/space/${y}/property/${property}`);
        return relations.length === (relation.status === 200 ? 1 : 0) && pair.status === 200 && pair.body.contradictions.length === 0 && pair.body.linked === (link.status === 200);
      }, 5000);
    }
  }
});
