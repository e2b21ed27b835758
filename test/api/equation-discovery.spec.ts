/**
 * Discovery over the differential equations, as for spaces, through the
 * equation theorems: the formula search counts derived facts, the theorem
 * form's checks (redundant, converse) and what an equation property implies
 * and what implies it, with separating equations.
 */
import { createEquation, createEquationProperty, unique } from '../support/catalogue';
import { admin, server, useFileServer } from '../support/file-server';

useFileServer();

const EQ = '/api/differential-equation';
const ids: Record<string, number> = {};
const names: Record<string, string> = {};
const at = (...list: Array<[string, boolean]>) => list.map(([p, hasProperty]) => ({ propertyId: ids[p], hasProperty }));
const get = (path: string) => server.client().get(path);

beforeAll(async () => {
  for (const p of ['linear', 'nonlinear', 'parabolic', 'constant']) ids[p] = await createEquationProperty(admin, { name: (names[p] = unique(p)) });
  for (const e of ['heat', 'burgers', 'wave']) ids[e] = await createEquation(admin, { name: (names[e] = unique(e)) });
  const theorem = async (key: string, conditions: Array<[string, boolean]>, conclusions: Array<[string, boolean]>) => {
    const response = await admin.post(`${EQ}/theorem`, { name: (names[key] = unique(key)), conditions: at(...conditions), conclusions: at(...conclusions) });
    expect(response.status).toBe(200);
    ids[key] = response.body.id;
  };
  // Linear ⇔ not nonlinear; constant coefficients ⇒ linear.
  await theorem('linearNotNonlinear', [['linear', true]], [['nonlinear', false]]);
  await theorem('notLinearNonlinear', [['linear', false]], [['nonlinear', true]]);
  await theorem('constantLinear', [['constant', true]], [['linear', true]]);
  for (const [e, p, hasProperty] of [
    ['heat', 'constant', true], ['heat', 'parabolic', true],
    ['burgers', 'nonlinear', true],
    ['wave', 'linear', true], ['wave', 'parabolic', false], ['wave', 'constant', false],
  ] as const) {
    expect((await admin.post(`${EQ}/${ids[e]}/property/${ids[p]}`, { hasProperty })).status).toBe(200);
  }
}, 120000);

const fact = (p: string, value: boolean, linked: boolean, computed: boolean) => ({ propertyId: ids[p], scalar: 'REAL', value, linked, computed });
const mine = <T extends { equation: { id: number } }>(entries: T[]) => entries.filter((e) => [ids.heat, ids.burgers, ids.wave].includes(e.equation.id));

describe('formula search over the equations', () => {
  test('derived facts count: satisfy, fail with the facts and where they come from', async () => {
    const body = (await get(`/api/search?formula=${encodeURIComponent(`${names.linear} + ${names.parabolic}`)}&kind=equation`)).body;
    expect(body.contradiction).toBeNull();
    // The heat equation is linear because it has constant coefficients: computed, not typed in.
    expect(mine(body.satisfy)).toEqual([{ equation: { id: ids.heat, name: names.heat }, facts: [fact('linear', true, false, true), fact('parabolic', true, true, false)] }]);
    const fail = mine(body.fail);
    expect(fail).toContainEqual({ equation: { id: ids.burgers, name: names.burgers }, facts: [fact('linear', false, false, true)], refutation: null });
    expect(fail).toContainEqual({ equation: { id: ids.wave, name: names.wave }, facts: [fact('parabolic', false, true, false)], refutation: null });
    expect(mine(body.undecided)).toEqual([]);
  });

  test('a formula the equation theorems exclude is impossible, with its derivation', async () => {
    const body = (await get(`/api/search?formula=${encodeURIComponent(`${names.constant} + ${names.nonlinear}`)}&kind=equation`)).body;
    expect(body.contradiction.steps.map((s: { theoremId: number | null }) => s.theoremId)).toEqual(expect.arrayContaining([ids.constantLinear, ids.linearNotNonlinear]));
    const { steps, holds, fails } = body.contradiction;
    expect(steps[holds].propertyId).toBe(steps[fails].propertyId);
  });
});

describe('equation theorem checks', () => {
  const check = (path: string, conditions: Array<[string, boolean]>, conclusions: Array<[string, boolean]>) => admin.post(path, { conditions: at(...conditions), conclusions: at(...conclusions) });

  test('a theorem the others derive is redundant, with the derivation; a converse refuted by stored equations names them', async () => {
    const response = await check(`${EQ}/theorem/check`, [['constant', true]], [['nonlinear', false]]);
    expect(response.status).toBe(200);
    expect(response.body.redundant).toBe(true);
    const [derivation] = response.body.derivations;
    expect(derivation.scalar).toBe('REAL');
    const used = derivation.steps.map((s: { theoremId: number | null }) => s.theoremId);
    expect(used).toEqual(expect.arrayContaining([ids.constantLinear, ids.linearNotNonlinear]));
    // Not nonlinear ⇒ constant coefficients fails on the wave equation (linear, so not nonlinear; no constant coefficients).
    expect(response.body.converse).toEqual({ kind: 'refuted', equations: [{ id: ids.wave, name: names.wave }], total: 1 });
  });

  test('editing a theorem is checked against the others; a converse that follows says so', async () => {
    const response = await check(`${EQ}/theorem/${ids.linearNotNonlinear}/check`, [['linear', true]], [['nonlinear', false]]);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ redundant: false, derivations: [] });
    expect(response.body.converse.kind).toBe('follows');
    expect(response.body.converse.derivations[0].steps.map((s: { theoremId: number | null }) => s.theoremId)).toContain(ids.notLinearNonlinear);
  });

  test('bad input is a 400 under the field, an unknown theorem a 404', async () => {
    expect((await admin.post(`${EQ}/theorem/check`, { conditions: [], conclusions: at(['linear', true]) })).body).toEqual({ errors: { conditions: 'A theorem needs at least one condition.' } });
    const twice = await check(`${EQ}/theorem/check`, [['linear', true]], [['linear', true]]);
    expect(twice.status).toBe(400);
    expect(Object.keys(twice.body.errors)).toEqual(['conclusions']);
    expect((await check(`${EQ}/theorem/2147483000/check`, [['linear', true]], [['nonlinear', false]])).status).toBe(404);
  });
});

describe('what an equation property implies and what implies it', () => {
  test('chains through the equation theorems, converses equivalent or separated by equations', async () => {
    const body = (await get(`${EQ}/property/${ids.constant}/implications`)).body;
    expect(body).toMatchObject({ property: { id: ids.constant, name: names.constant }, scalar: 'REAL', value: true, impossible: null, impliedBy: [] });
    const implied = new Map(body.implies.map((e: { property: { id: number }; value: boolean; converse: unknown }) => [`${e.property.id}:${e.value}`, e.converse]));
    expect(implied.get(`${ids.linear}:true`)).toEqual({ kind: 'separated', equations: [{ id: ids.wave, name: names.wave }] });
    expect(implied.get(`${ids.nonlinear}:false`)).toEqual({ kind: 'separated', equations: [{ id: ids.wave, name: names.wave }] });

    const linear = (await get(`${EQ}/property/${ids.linear}/implications?value=has`)).body;
    expect(linear.impliedBy.map((e: { property: { id: number }; value: boolean }) => [e.property.id, e.value])).toEqual(expect.arrayContaining([[ids.constant, true], [ids.nonlinear, false]]));
    const notNonlinear = linear.implies.find((e: { property: { id: number } }) => e.property.id === ids.nonlinear);
    expect(notNonlinear).toMatchObject({ value: false, converse: { kind: 'equivalent' } });

    const lacking = (await get(`${EQ}/property/${ids.linear}/implications?value=lacks`)).body;
    expect(lacking.implies.map((e: { property: { id: number }; value: boolean }) => [e.property.id, e.value])).toEqual(expect.arrayContaining([[ids.nonlinear, true], [ids.constant, false]]));
  });

  test('an unknown property is a 404, a bad value a 400', async () => {
    expect((await get(`${EQ}/property/2147483000/implications`)).status).toBe(404);
    expect((await get(`${EQ}/property/${ids.linear}/implications?value=maybe`)).body).toEqual({ errors: { value: '“value” must be one of has, lacks.' } });
  });
});

describe('equations side by side', () => {
  test('every equation property, each cell had, lacked or unknown with its source; differing rows marked', async () => {
    const body = (await get(`${EQ}/compare?equation=${ids.heat}&equation=${ids.burgers}`)).body;
    expect(body.equations).toEqual([{ id: ids.heat, name: names.heat }, { id: ids.burgers, name: names.burgers }]);
    const row = (p: string) => body.rows.find((r: { property: { id: number } }) => r.property.id === ids[p]);
    // Linear: derived both ways (constant coefficients ⇒ linear; nonlinear ⇒ not linear).
    expect(row('linear')).toEqual({ property: { id: ids.linear, name: names.linear }, differs: true, cells: [{ hasProperty: true, linked: false, computed: true }, { hasProperty: false, linked: false, computed: true }] });
    expect(row('parabolic')).toMatchObject({ differs: false, cells: [{ hasProperty: true, linked: true, computed: false }, { hasProperty: null, linked: false, computed: false }] });
    expect((await get(`${EQ}/compare?equation=${ids.heat},${ids.wave}`)).body.equations.map((e: { id: number }) => e.id)).toEqual([ids.heat, ids.wave]);
  });

  test('bad input is a 400 under equation', async () => {
    expect((await get(`${EQ}/compare`)).body).toEqual({ errors: { equation: 'Please choose an equation to compare.' } });
    expect((await get(`${EQ}/compare?equation=2147483000`)).body).toEqual({ errors: { equation: 'No equation has the id 2147483000.' } });
    expect((await get(`${EQ}/compare?equation=x`)).body).toEqual({ errors: { equation: '“x” is not an id (a positive whole number).' } });
    expect((await get(`${EQ}/compare?equation=1,2,3,4,5,6,7`)).body).toEqual({ errors: { equation: 'At most 6 equations can be compared at once.' } });
  });
});
