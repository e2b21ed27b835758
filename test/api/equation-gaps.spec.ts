/**
 * What the equation catalogue leaves open and what its theorems compute
 * (issue 26): the ranked gaps, the admin's compute report of equation facts
 * and list of redundant equation theorems, and the change log's consequences
 * of equation link and theorem writes.
 */
import { createEquation, createEquationProperty, unique } from '../support/catalogue';
import { admin, server, useFileServer } from '../support/file-server';

useFileServer();

const EQ = '/api/differential-equation';
const ids: Record<string, number> = {};
const names: Record<string, string> = {};
const at = (...list: Array<[string, boolean]>) => list.map(([p, hasProperty]) => ({ propertyId: ids[p], hasProperty }));
const get = (path: string) => server.client().get(path);

async function theorem(key: string, conditions: Array<[string, boolean]>, conclusions: Array<[string, boolean]>) {
  const response = await admin.post(`${EQ}/theorem`, { name: (names[key] = unique(key)), conditions: at(...conditions), conclusions: at(...conclusions) });
  expect(response.status).toBe(200);
  ids[key] = response.body.id;
}

const link = async (e: string, p: string, hasProperty: boolean) => expect((await admin.post(`${EQ}/${ids[e]}/property/${ids[p]}`, { hasProperty })).status).toBe(200);

beforeAll(async () => {
  for (const p of ['x', 'y', 'w']) ids[p] = await createEquationProperty(admin, { name: (names[p] = unique(p)) });
  for (const e of ['open', 'settled']) ids[e] = await createEquation(admin, { name: (names[e] = unique(e)) });
  // Y follows whether or not X holds; forward chaining (no reasoning by cases) leaves Y open, but denying it contradicts the theorems.
  await theorem('xy', [['x', true]], [['y', true]]);
  await theorem('notXy', [['x', false]], [['y', true]]);
}, 120000);

describe('gaps of the equation catalogue', () => {
  test('every undecided (equation, property), ranked: an answer that contradicts the theorems first, with what each answer brings', async () => {
    const response = await get(`${EQ}/questions?equation=${ids.open}`);
    expect(response.status).toBe(200);
    const mine = response.body.questions.filter((q: { property: { id: number } }) => [ids.x, ids.y, ids.w].includes(q.property.id));
    const equation = { id: ids.open, name: names.open };
    expect(mine).toEqual([
      { equation, property: { id: ids.y, name: names.y }, ifHolds: 0, ifFails: null },
      { equation, property: { id: ids.x, name: names.x }, ifHolds: 1, ifFails: 1 },
      { equation, property: { id: ids.w, name: names.w }, ifHolds: 0, ifFails: 0 },
    ]);
    expect(response.body.total).toBe(response.body.questions.length);
    const byProperty = (await get(`${EQ}/questions?property=${ids.y}&limit=500`)).body;
    expect(byProperty.questions).toContainEqual(mine[0]);
    expect(byProperty.questions.every((q: { property: { id: number } }) => q.property.id === ids.y)).toBe(true);
  });

  test('a gap settled by a link leaves the list, with what it decided', async () => {
    const before = (await get(`${EQ}/questions?equation=${ids.settled}`)).body;
    await link('settled', 'x', true);
    const after = (await get(`${EQ}/questions?equation=${ids.settled}`)).body;
    // X is linked and Y follows from it: two gaps fewer.
    expect(after.total).toBe(before.total - 2);
    expect(after.questions.map((q: { property: { id: number } }) => q.property.id)).not.toEqual(expect.arrayContaining([ids.x]));
    expect(after.questions.map((q: { property: { id: number } }) => q.property.id)).toContain(ids.w);
  });

  test.each([
    ['equation=abc', { equation: expect.any(String) }],
    ['equation=2147483000', { equation: 'No equation has the id 2147483000.' }],
    ['property=2147483000', { property: 'No equation property has the id 2147483000.' }],
    ['limit=0', { limit: '“limit” must be a whole number from 1 to 500.' }],
    ['offset=-1', { offset: expect.any(String) }],
  ])('refuses ?%s', async (query, errors) => {
    const response = await get(`${EQ}/questions?${query}`);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ errors });
  });
});

describe('the admin’s equation reports', () => {
  test('the compute report counts equation facts: in all, linked and derived, per theorem and per property', async () => {
    expect((await get('/api/admin/compute/equations')).status).toBe(401);
    const before = (await admin.get('/api/admin/compute/equations')).body;
    expect(before).toMatchObject({ contradictions: [] });
    expect(before.facts).toBe(before.linked + before.derived);
    const e = await createEquation(admin);
    ids.reported = e;
    await link('reported', 'x', true);
    const after = (await admin.get('/api/admin/compute/equations')).body;
    expect(after).toMatchObject({ equations: before.equations + 1, linked: before.linked + 1, derived: before.derived + 1, facts: before.facts + 2, computations: before.computations + 1 });
    const count = (report: { byTheorem: { id: number; count: number }[] }) => report.byTheorem.find((t) => t.id === ids.xy)?.count ?? 0;
    expect(count(after)).toBe(count(before) + 1);
    expect(after.byTheorem.find((t: { id: number }) => t.id === ids.xy).name).toBe(names.xy);
    expect(after.byProperty.find((p: { id: number }) => p.id === ids.y).count).toBe(before.byProperty.find((p: { id: number }) => p.id === ids.y).count + 1);
  });

  test('the equation theorems that follow from the others, with their derivation; admins only', async () => {
    expect((await get('/api/admin/redundant-equation-theorems')).status).toBe(401);
    await theorem('xwy', [['x', true], ['w', true]], [['y', true]]);
    const list = (await admin.get('/api/admin/redundant-equation-theorems')).body;
    const found = list.find((r: { theorem: { id: number } }) => r.theorem.id === ids.xwy);
    expect(found.theorem).toEqual({ id: ids.xwy, name: names.xwy });
    expect(found.derivations[0].scalar).toBe('REAL');
    expect(found.derivations[0].steps.map((s: { theoremId: number | null }) => s.theoremId)).toContain(ids.xy);
    expect(list.map((r: { theorem: { id: number } }) => r.theorem.id)).not.toContain(ids.xy);
    await admin.delete(`${EQ}/theorem/${ids.xwy}`);
  });
});

describe('the change log’s consequences of equation writes', () => {
  const latest = async (path: string) => (await get(`${path}/history`)).body.changes[0];
  const derivedFact = (p: string, value: boolean) => expect.objectContaining({ propertyId: ids[p], scalar: 'REAL', value, stored: false });

  test('an equation link lists the facts it derives, and its delete those it takes away', async () => {
    const e = await createEquation(admin);
    ids.logged = e;
    await link('logged', 'x', false);
    const path = `${EQ}/${e}/property/${ids.x}`;
    const row = await latest(path);
    expect(row).toMatchObject({ kind: 'differential-equation-link', action: 'create', consequences: { added: 1, removed: 0, spaces: 1 } });
    const detail = (await get(`/api/changes/${row.id}`)).body;
    const consequence = detail.consequences.find((c: { subjectKind: string; subjectId: number }) => c.subjectKind === 'equation' && c.subjectId === e);
    expect(consequence.added).toEqual(expect.arrayContaining([derivedFact('y', true)]));
    // Named as their pages name them.
    expect(consequence.label).toBe((await get(`${EQ}/${e}`)).body.name);
    expect(consequence.added.find((f: { propertyId: number }) => f.propertyId === ids.y).propertyName).toBe(names.y);
    expect((await admin.delete(path)).status).toBe(200);
    const deleted = await latest(path);
    expect(deleted).toMatchObject({ action: 'delete', consequences: { added: 0, removed: 1, spaces: 1 } });
  });

  test('an equation theorem lists the facts it derives on every equation, and its delete those it takes away', async () => {
    const e = await createEquation(admin);
    ids.theorised = e;
    await link('theorised', 'w', true);
    await theorem('wx', [['w', true]], [['x', true]]);
    const newest = async () => (await get('/api/changes?kind=differential-equation-theorem&limit=1')).body.changes[0];
    const created = await newest();
    expect(created).toMatchObject({ action: 'create', itemId: ids.wx });
    // On the equation with W: X, and Y through X.
    expect(created.consequences.added).toBeGreaterThanOrEqual(2);
    const detail = (await get(`/api/changes/${created.id}`)).body;
    const consequence = detail.consequences.find((c: { subjectKind: string; subjectId: number }) => c.subjectKind === 'equation' && c.subjectId === e);
    expect(consequence.added).toEqual(expect.arrayContaining([derivedFact('x', true)]));
    expect((await admin.delete(`${EQ}/theorem/${ids.wx}`)).status).toBe(200);
    const deleted = await newest();
    expect(deleted).toMatchObject({ action: 'delete', itemId: ids.wx });
    const gone = (await get(`/api/changes/${deleted.id}`)).body.consequences.find((c: { subjectId: number; subjectKind: string }) => c.subjectKind === 'equation' && c.subjectId === e);
    expect(gone.removed).toEqual(expect.arrayContaining([derivedFact('x', true)]));
  });
});
