/**
 * The discovery views count what relations carry (issue 23, item 5): a fact a
 * space knows only because a theorem along a relation carried it is found by
 * the formula search and shown by compare as computed; a gap counts the facts
 * its answer would carry to related spaces; the compute report counts carried
 * facts per theorem along relations; a property's implications list the
 * theorems that carry it (they are not one-space implications); the theorem
 * form's checks judge a theorem along a relation against the others.
 */
import { createProperty, createSpace, createTheorem, unique } from '../support/catalogue';
import { admin, server, useFileServer } from '../support/file-server';

useFileServer();

const BOTH = 'REAL_AND_COMPLEX';
const atoms = (...list: Array<[number, string]>) => list.map(([propertyId, field]) => ({ propertyId, field }));
const link = async (space: number, property: number, field: string) => expect((await admin.post(`/api/space/${space}/property/${property}`, { field })).status).toBe(200);
const relate = async (kind: string, spaceId: number, ofSpaceId: number) => expect((await admin.post('/api/relation', { kind, spaceId, ofSpaceId, field: BOTH })).status).toBe(200);

let p: number, q: number, pName: string, qName: string;
let toSubspaces: number;
let x: number, y: number;
beforeAll(async () => {
  pName = unique('Carried');
  qName = unique('Consequence');
  [p, q] = [await createProperty(admin, { name: pName }), await createProperty(admin, { name: qName })];
  await createTheorem(admin, [[p, BOTH]], [[q, BOTH]]);
  toSubspaces = await createTheorem(admin, [[p, BOTH]], [[p, BOTH]], { name: unique('Passes to subspaces'), along: { relation: 'subspace', direction: 'toRelated' } });
  // Y is complemented in X, so a subspace of X (a derived relation): Y has P only by carrying, and Q from it.
  [x, y] = [await createSpace(admin), await createSpace(admin)];
  await link(x, p, BOTH);
  await relate('complemented', y, x);
}, 120000);

test('the formula search finds a space whose property is known only by carrying, as computed, not linked', async () => {
  const body = (await server.client().get(`/api/search?formula=${encodeURIComponent(`${pName} + ${qName}`)}`)).body;
  const found = body.satisfy.find((s: { space: { id: number } }) => s.space.id === y);
  expect(found).toBeDefined();
  expect(found.facts.filter((f: { propertyId: number }) => f.propertyId === p)).toEqual([
    { propertyId: p, scalar: 'REAL', value: true, linked: false, computed: true },
    { propertyId: p, scalar: 'COMPLEX', value: true, linked: false, computed: true },
  ]);
  const own = body.satisfy.find((s: { space: { id: number } }) => s.space.id === x);
  expect(own.facts.find((f: { propertyId: number }) => f.propertyId === p)).toMatchObject({ linked: true });
});

test('compare shows the carried fact as computed, and its link page proves it across the relation', async () => {
  const body = (await server.client().get(`/api/compare?space=${x}&space=${y}`)).body;
  const row = body.rows.find((r: { property: { id: number } }) => r.property.id === p);
  expect(row.cells).toEqual([
    { field: BOTH, linked: true, computed: false },
    { field: BOTH, linked: false, computed: true },
  ]);
  const page = (await server.client().get(`/api/space/${y}/property/${p}`)).body;
  expect(page.proof[0]).toMatchObject({ rule: 'carried', theoremId: toSubspaces });
});

test('a gap counts the facts its answer would carry to related spaces', async () => {
  // W knows nothing; Z is a closed subspace of W. W has P would give W Q, and carry P (then Q) to Z: three facts per scalar.
  const [w, z] = [await createSpace(admin), await createSpace(admin)];
  await relate('subspace', z, w);
  const gaps = (await server.client().get(`/api/questions?space=${w}&property=${p}`)).body.questions;
  type Gap = { scalar: string; ifHolds: number | null; ifFails: number | null };
  // Real first (the ranking orders ties by scalar name).
  const byScalar = (list: Gap[]) => [...list].sort((a, b) => b.scalar.localeCompare(a.scalar));
  expect(byScalar(gaps).map((g) => [g.scalar, g.ifHolds, g.ifFails])).toEqual([
    ['REAL', 3, 0],
    ['COMPLEX', 3, 0],
  ]);
  // Z lacks P would carry back (the contrapositive): W lacks P.
  const zGaps = (await server.client().get(`/api/space/${z}/unknowns`)).body.filter((g: { property: { id: number } }) => g.property.id === p);
  expect(zGaps.map((g: { ifHolds: number; ifFails: number }) => [g.ifHolds, g.ifFails])).toEqual([
    [1, 1],
    [1, 1],
  ]);
  // A gap that a relation decides is no gap: V lacks Q, so lacks P, and (a closed subspace of W) makes W lack P.
  const v = await createSpace(admin);
  await link(v, q, 'NOT_REAL_AND_NOT_COMPLEX');
  await relate('subspace', v, w);
  expect((await server.client().get(`/api/questions?space=${w}&property=${p}`)).body.questions).toEqual([]);
  expect((await server.client().get(`/api/space/${w}/property/${p}`)).body).toMatchObject({ field: 'NOT_REAL_AND_NOT_COMPLEX', computed: true });
});

test('the compute report counts carried facts, per theorem along a relation', async () => {
  const summary = (await admin.get('/api/admin/compute/summary')).body;
  expect(summary.byTheorem.find((t: { id: number }) => t.id === toSubspaces)?.count).toBeGreaterThanOrEqual(1);
  expect(summary.relational.carried).toBeGreaterThanOrEqual(2);
  expect(summary.relational.decided).toBeGreaterThanOrEqual(4);
  const carriedBy = summary.relational.byTheorem.find((t: { id: number }) => t.id === toSubspaces);
  expect(carriedBy.count).toBeGreaterThanOrEqual(2);
  const rows = (await admin.get(`/api/admin/compute/rows?theoremId=${toSubspaces}`)).body.rows;
  expect(rows.map((r: { spaceId: number; propertyId: number }) => [r.spaceId, r.propertyId])).toContainEqual([y, p]);
});

test('implications stay inside one space and name the theorems that carry the property along relations', async () => {
  const body = (await server.client().get(`/api/property/${p}/implications`)).body;
  expect(body.implies.map((e: { property: { id: number } }) => e.property.id)).toEqual([q]);
  expect(body.along).toEqual([{ theorem: { id: toSubspaces, name: expect.any(String) }, relation: 'subspace', direction: 'toRelated', role: 'both' }]);
  expect((await server.client().get(`/api/property/${q}/implications`)).body.along).toEqual([]);
});

describe('theorem checks along relations', () => {
  const along = (relation: string, direction = 'toRelated') => ({ relation, direction });

  test('a carry that stored theorems along relations already give is redundant, with its derivation across the two spaces', async () => {
    // Complemented subspaces are closed subspaces: "P passes to complemented subspaces" follows.
    const r = await admin.post('/api/theorem/check', { conditions: atoms([p, BOTH]), conclusions: atoms([p, BOTH]), along: along('complemented') });
    expect(r.status).toBe(200);
    expect(r.body.redundant).toBe(true);
    expect(r.body.derivations.map((d: { scalar: string }) => d.scalar)).toEqual(['REAL', 'COMPLEX']);
    const [real] = r.body.derivations;
    const root = real.steps[real.conclusions[0]];
    expect(root).toMatchObject({ propertyId: p, value: true, rule: 'carried', theoremId: toSubspaces, space: 'related', relation: 'subspace' });
    expect(real.steps[root.supports[0]]).toMatchObject({ propertyId: p, rule: 'assumed', space: 'of' });
    // Q too, through the theorem P ⇒ Q on the subspace.
    const withQ = await admin.post('/api/theorem/check', { conditions: atoms([p, BOTH]), conclusions: atoms([q, BOTH]), along: along('complemented') });
    expect(withQ.body.redundant).toBe(true);
  });

  test('a carry nothing gives is not redundant; its converse is refuted by a stored related pair, or open', async () => {
    const r = await admin.post('/api/theorem/check', { conditions: atoms([p, BOTH]), conclusions: atoms([p, BOTH]), along: along('quotient') });
    expect(r.body).toMatchObject({ redundant: false, derivations: [], converse: { kind: 'open' } });
    // Up from closed subspaces: its converse is the stored "P passes to subspaces".
    const up = await admin.post('/api/theorem/check', { conditions: atoms([p, BOTH]), conclusions: atoms([p, BOTH]), along: along('subspace', 'fromRelated') });
    expect(up.body.redundant).toBe(false);
    expect(up.body.converse.kind).toBe('follows');
    expect(up.body.converse.derivations[0].steps.at(-1)).toMatchObject({ rule: 'carried', theoremId: toSubspaces, space: 'related' });
    // Down to closed subspaces: redundant, and its converse is refuted by a subspace that has P in a space that lacks it.
    const [big, small] = [await createSpace(admin), await createSpace(admin)];
    await link(big, p, 'NOT_REAL_AND_NOT_COMPLEX');
    await link(small, p, BOTH);
    await relate('subspace', small, big);
    const down = await admin.post('/api/theorem/check', { conditions: atoms([p, BOTH]), conclusions: atoms([p, BOTH]), along: along('subspace') });
    expect(down.body.redundant).toBe(true);
    expect(down.body.converse).toMatchObject({ kind: 'refuted', total: 1, spaces: [{ id: big, symbol: expect.any(String) }] });
    expect(down.body.converse.pairs).toEqual([{ space: { id: small, symbol: expect.any(String) }, ofSpace: { id: big, symbol: expect.any(String) } }]);
  });

  test('the stored theorem is checked against the others, not itself; bad along is a 400', async () => {
    const own = await admin.post(`/api/theorem/${toSubspaces}/check`, { conditions: atoms([p, BOTH]), conclusions: atoms([p, BOTH]), along: along('subspace') });
    expect(own.body.redundant).toBe(false);
    const bad = await admin.post('/api/theorem/check', { conditions: atoms([p, BOTH]), conclusions: atoms([p, BOTH]), along: along('cousin') });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('along');
  });

  test("the admin's list of redundant theorems holds a stored theorem along a relation that the others give", async () => {
    const complemented = await createTheorem(admin, [[p, BOTH]], [[p, BOTH]], { along: along('complemented') });
    const listed = (await admin.get('/api/admin/redundant-theorems')).body.map((r: { theorem: { id: number } }) => r.theorem.id);
    expect(listed).toContain(complemented);
    expect(listed).not.toContain(toSubspaces);
  });
});
