/**
 * The discovery reads: text and formula search, compare, implies / implied
 * by, a space's unknowns and the open questions, on a small catalogue of
 * real Banach-space facts built through the API; and every bad query a 400.
 */
import { createEquation, createEquationProperty, createProperty, createSpace, createTheorem } from '../support/catalogue';
import { admin, server, useFileServer } from '../support/file-server';

useFileServer();

const ids: Record<string, number> = {};
const ALL = 'REAL_AND_COMPLEX';
const NONE = 'NOT_REAL_AND_NOT_COMPLEX';

beforeAll(async () => {
  for (const name of ['Finite-dimensional', 'Reflexive', 'Super-reflexive', 'Separable', 'Unconditional basis', 'Schur property']) {
    ids[name] = await createProperty(admin, { name, description: name === 'Schur property' ? 'Weakly convergent sequences converge in norm.' : '' });
  }
  ids.l2 = await createSpace(admin, { symbol: '$\\ell^2$' });
  ids.l1 = await createSpace(admin, {
    symbol: '$\\ell^1$',
    description: 'Absolutely summable sequences.',
    references: [{ url: 'https://arxiv.org/abs/1234.5678', title: 'Banach spaces of summable sequences', arxivId: '1234.5678', wikipediaId: null, bibtex: null, page: null, statement: null }],
  });
  ids.c0 = await createSpace(admin, { symbol: '$c_0$' });
  ids.T = await createSpace(admin, { symbol: '$T$', description: "Tsirelson's space." });
  ids.X = await createSpace(admin, { symbol: '$X$' });
  ids.Y = await createSpace(admin, { symbol: '$Y$' });
  const link = (space: string, property: string, field: string) => admin.post(`/api/space/${ids[space]}/property/${ids[property]}`, { field });
  for (const [space, property, field] of [
    ['l2', 'Super-reflexive', ALL], ['l2', 'Separable', ALL], ['l2', 'Unconditional basis', ALL], ['l2', 'Finite-dimensional', NONE],
    ['l1', 'Separable', ALL], ['l1', 'Reflexive', NONE], ['l1', 'Schur property', ALL], ['l1', 'Unconditional basis', ALL],
    ['c0', 'Reflexive', NONE], ['c0', 'Separable', ALL],
    ['T', 'Reflexive', ALL], ['T', 'Super-reflexive', NONE],
    ['X', 'Schur property', ALL], ['Y', 'Finite-dimensional', NONE],
  ]) {
    expect((await link(space, property, field)).status).toBe(200);
  }
  ids.superReflexive = await createTheorem(admin, [[ids['Super-reflexive'], ALL]], [[ids.Reflexive, ALL]], { name: 'Super-reflexive spaces are reflexive' });
  ids.schur = await createTheorem(admin, [[ids.Reflexive, ALL], [ids['Schur property'], ALL]], [[ids['Finite-dimensional'], ALL]], { name: 'Reflexive Schur spaces are finite-dimensional' });
  ids.fd = await createTheorem(admin, [[ids['Finite-dimensional'], ALL]], [[ids['Super-reflexive'], ALL], [ids.Separable, ALL]]);
  ids.linear = await createEquationProperty(admin, { name: 'Linear' });
  ids.parabolic = await createEquationProperty(admin, { name: 'Parabolic' });
  ids.heat = await createEquation(admin, { name: 'Heat equation' });
  ids.burgers = await createEquation(admin, { name: 'Burgers equation' });
  ids.wave = await createEquation(admin, { name: 'Wave equation' });
  for (const [equation, property, hasProperty] of [['heat', 'linear', true], ['heat', 'parabolic', true], ['burgers', 'linear', false], ['wave', 'linear', true]] as const) {
    expect((await admin.post(`/api/differential-equation/${ids[equation]}/property/${ids[property]}`, { hasProperty })).status).toBe(200);
  }
}, 120000);

const get = (path: string) => server.client().get(path);
const spaceIds = (entries: { space: { id: number } }[]) => entries.map((e) => e.space.id);

describe('text search', () => {
  test('finds ℓ¹ however its symbol is typed, with its type', async () => {
    for (const q of ['ell^1', 'ℓ1', 'l1', '\\ell^1']) {
      const body = (await get(`/api/search?q=${encodeURIComponent(q)}`)).body;
      expect(body.kind).toBe('text');
      expect(body.results[0]).toEqual({ type: 'space', id: ids.l1, title: '$\\ell^1$', matched: 'symbol' });
    }
  });

  test('ranks names before descriptions and reference titles, across item types', async () => {
    const reflex = (await get('/api/search?q=reflex')).body;
    expect(reflex.results.slice(0, 4)).toEqual([
      { type: 'property', id: ids.Reflexive, title: 'Reflexive', matched: 'name' },
      { type: 'theorem', id: ids.schur, title: 'Reflexive Schur spaces are finite-dimensional', matched: 'name' },
      { type: 'property', id: ids['Super-reflexive'], title: 'Super-reflexive', matched: 'name' },
      { type: 'theorem', id: ids.superReflexive, title: 'Super-reflexive spaces are reflexive', matched: 'name' },
    ]);
    expect((await get('/api/search?q=summable')).body.results).toEqual([{ type: 'space', id: ids.l1, title: '$\\ell^1$', matched: 'description' }]);
    expect((await get('/api/search?q=summable%20sequences%20banach')).body.results).toEqual([{ type: 'space', id: ids.l1, title: '$\\ell^1$', matched: 'reference' }]);
    expect((await get('/api/search?q=weakly%20convergent')).body.results).toEqual([{ type: 'property', id: ids['Schur property'], title: 'Schur property', matched: 'description' }]);
    expect((await get('/api/search?q=heat')).body.results).toEqual([{ type: 'equation', id: ids.heat, title: 'Heat equation', matched: 'name' }]);
    expect((await get('/api/search?q=parabolic')).body.results).toEqual([{ type: 'equation-property', id: ids.parabolic, title: 'Parabolic', matched: 'name' }]);
  });

  test('pages with limit and offset, and sees writes at once', async () => {
    const page = (await get('/api/search?q=reflex&limit=1&offset=1')).body;
    expect(page.total).toBeGreaterThanOrEqual(3);
    expect(page.results).toEqual([{ type: 'theorem', id: ids.schur, title: 'Reflexive Schur spaces are finite-dimensional', matched: 'name' }]);
    expect((await get('/api/search?q=Radon')).body.total).toBe(0);
    const id = await createProperty(admin, { name: 'Radon–Nikodým property' });
    expect((await get('/api/search?q=radon%20nikodym')).body.results).toEqual([{ type: 'property', id, title: 'Radon–Nikodým property', matched: 'name' }]);
    await admin.delete(`/api/property/${id}`);
    expect((await get('/api/search?q=Radon')).body.total).toBe(0);
  });
});

describe('one search box: q read as a formula when it is one', () => {
  const search = async (query: string) => (await get(`/api/search?${query}`)).body;
  const q = (text: string) => `q=${encodeURIComponent(text)}`;

  test('a formula with an operator runs the formula search; as=text searches the words', async () => {
    const formula = await search(`${q('super-reflexive + ~finite-dimensional')}&field=real`);
    expect(formula.kind).toBe('space');
    expect(formula.field).toBe('real');
    expect(formula.terms.map((t: { property: { id: number }; value: boolean }) => [t.property.id, t.value])).toEqual([[ids['Super-reflexive'], true], [ids['Finite-dimensional'], false]]);
    expect(spaceIds(formula.satisfy)).toEqual([ids.l2]);
    expect((await search(`${q('reflexive and not separable')}`)).kind).toBe('space');
    const words = await search(`${q('super-reflexive + ~finite-dimensional')}&as=text`);
    expect(words.kind).toBe('text');
    expect(words.formulaError).toBeUndefined();
  });

  test('a name alone and plain words stay a text search', async () => {
    const name = await search(q('Reflexive'));
    expect(name.kind).toBe('text');
    expect(name.results[0]).toEqual({ type: 'property', id: ids.Reflexive, title: 'Reflexive', matched: 'name' });
    expect((await search(q('summable and absolutely'))).kind).toBe('text');
  });

  test('formula signs around an unknown name: text results, and the nearest names', async () => {
    const body = await search(q('Reflexive + ~Separabel'));
    expect(body.kind).toBe('text');
    expect(body.formulaError).toBe('Unknown property: “Separabel”. Did you mean “Separable”?');
    expect((await get(`/api/search?formula=${encodeURIComponent('Reflexive + ~Separabel')}`)).body).toEqual({
      errors: { formula: 'Unknown property: “Separabel”. Did you mean “Separable”?' },
    });
  });

  test('?P asks for P undecided, over spaces and equations', async () => {
    const body = await search(`${q('Reflexive + ?Separable')}&field=real`);
    expect(body.terms[1]).toEqual({ property: { id: ids.Separable, name: 'Separable' }, value: null });
    // T is reflexive and nothing says whether it is separable; ℓ² is reflexive (computed) and separable (stored): it fails on that fact.
    expect(spaceIds(body.satisfy)).toEqual([ids.T]);
    const l2 = body.fail.find((f: { space: { id: number } }) => f.space.id === ids.l2);
    expect(l2.facts).toEqual([{ propertyId: ids.Separable, scalar: 'REAL', value: true, linked: true, computed: false }]);
    expect(spaceIds(body.fail)).toContain(ids.l1);
    expect(spaceIds(body.undecided).sort()).toEqual([ids.X, ids.Y].sort());
    const equations = (await get(`/api/search?formula=${encodeURIComponent('?Parabolic')}&kind=equation`)).body;
    expect(equations.satisfy.map((e: { equation: { id: number } }) => e.equation.id).sort()).toEqual([ids.burgers, ids.wave].sort());
    expect(equations.fail).toEqual([{ equation: { id: ids.heat, name: 'Heat equation' }, facts: [{ propertyId: ids.parabolic, scalar: 'REAL', value: true, linked: true, computed: false }], refutation: null }]);
    expect((await get(`/api/search?formula=${encodeURIComponent('~?Separable')}`)).body).toEqual({
      errors: { formula: '“~?Separable”: a term is asserted, denied (~) or undecided (?), not both.' },
    });
  });

  test('bad input is a 400 naming the parameter', async () => {
    expect((await get(`/api/search?q=x&as=words`)).body).toEqual({ errors: { as: '“as” must be one of text, auto.' } });
    expect((await get(`/api/search?q=x&field=quaternion`)).status).toBe(400);
  });
});

describe('formula search', () => {
  test('sorts the spaces into satisfy, fail and undecided, each fact marked linked or computed', async () => {
    const body = (await get(`/api/search?formula=${encodeURIComponent('Reflexive + ~Unconditional basis')}&field=real`)).body;
    expect(body.kind).toBe('space');
    expect(body.field).toBe('real');
    expect(body.terms).toEqual([
      { property: { id: ids.Reflexive, name: 'Reflexive' }, value: true },
      { property: { id: ids['Unconditional basis'], name: 'Unconditional basis' }, value: false },
    ]);
    expect(body.contradiction).toBeNull();
    expect(body.satisfy).toEqual([]);
    expect(spaceIds(body.fail).sort()).toEqual([ids.l2, ids.l1, ids.c0].sort());
    const l2 = body.fail.find((f: { space: { id: number } }) => f.space.id === ids.l2);
    expect(l2.facts).toEqual([{ propertyId: ids['Unconditional basis'], scalar: 'REAL', value: true, linked: true, computed: false }]);
    expect(body.undecided).toEqual([
      { space: { id: ids.T, symbol: '$T$' }, facts: [{ propertyId: ids.Reflexive, scalar: 'REAL', value: true, linked: true, computed: false }], unknown: [{ propertyId: ids['Unconditional basis'], scalar: 'REAL' }] },
      {
        space: { id: ids.X, symbol: '$X$' },
        facts: [],
        unknown: [{ propertyId: ids.Reflexive, scalar: 'REAL' }, { propertyId: ids['Unconditional basis'], scalar: 'REAL' }],
      },
      {
        space: { id: ids.Y, symbol: '$Y$' },
        facts: [],
        unknown: [{ propertyId: ids.Reflexive, scalar: 'REAL' }, { propertyId: ids['Unconditional basis'], scalar: 'REAL' }],
      },
    ]);

    const satisfied = (await get(`/api/search?formula=${encodeURIComponent('reflexive and separable')}`)).body;
    expect(satisfied.field).toBe('both');
    expect(spaceIds(satisfied.satisfy)).toEqual([ids.l2]);
    expect(satisfied.satisfy[0].facts).toContainEqual({ propertyId: ids.Reflexive, scalar: 'COMPLEX', value: true, linked: false, computed: true });
  });

  test('a formula the theorems forbid says so with the derivation', async () => {
    const body = (await get(`/api/search?formula=${encodeURIComponent('Reflexive + Schur property + ~Finite-dimensional')}&field=real`)).body;
    expect(body.contradiction).not.toBeNull();
    const { steps, holds, fails } = body.contradiction;
    expect(steps[holds]).toMatchObject({ propertyId: ids['Finite-dimensional'], value: true, rule: 'forward', theoremId: ids.schur });
    expect(steps[fails]).toMatchObject({ propertyId: ids['Finite-dimensional'], value: false, rule: 'assumed' });
    expect(body.satisfy).toEqual([]);
  });

  test('a space whose facts and the formula contradict the theorems fails by refutation', async () => {
    // Y is only known to be infinite-dimensional: nothing decides it is reflexive or Schur, but both together would make it finite-dimensional.
    const body = (await get(`/api/search?formula=${encodeURIComponent('Reflexive + Schur property')}&field=real`)).body;
    expect(body.contradiction).toBeNull();
    const y = body.fail.find((f: { space: { id: number } }) => f.space.id === ids.Y);
    expect(y.facts).toEqual([]);
    const { steps, holds, fails } = y.refutation;
    expect([steps[holds].propertyId, steps[holds].value, steps[fails].value]).toEqual([steps[fails].propertyId, true, false]);
    expect(steps).toContainEqual({ propertyId: ids['Finite-dimensional'], scalar: 'REAL', value: false, rule: 'stored', theoremId: null, supports: [] });
    expect(steps.some((step: { theoremId: number | null }) => step.theoremId === ids.schur)).toBe(true);
    expect(spaceIds(body.undecided)).toEqual([ids.X]);
    expect(spaceIds(body.satisfy)).toEqual([]);
    const schur = (await get(`/api/search?formula=${encodeURIComponent('Schur property')}&field=real`)).body;
    expect(spaceIds(schur.satisfy)).toEqual([ids.l1, ids.X]);
    expect(schur.fail.find((f: { space: { id: number } }) => f.space.id === ids.T)).toEqual({
      space: { id: ids.T, symbol: '$T$' },
      facts: [{ propertyId: ids['Schur property'], scalar: 'REAL', value: false, linked: false, computed: true }],
      refutation: null,
    });
  });

  test('over the differential equations by their properties', async () => {
    const fact = (propertyId: number, value: boolean) => ({ propertyId, scalar: 'REAL', value, linked: true, computed: false });
    const body = (await get(`/api/search?formula=${encodeURIComponent('Linear + Parabolic')}&kind=equation`)).body;
    expect(body).toEqual({
      kind: 'equation',
      terms: [
        { property: { id: ids.linear, name: 'Linear' }, value: true },
        { property: { id: ids.parabolic, name: 'Parabolic' }, value: true },
      ],
      contradiction: null,
      satisfy: [{ equation: { id: ids.heat, name: 'Heat equation' }, facts: [fact(ids.linear, true), fact(ids.parabolic, true)] }],
      fail: [{ equation: { id: ids.burgers, name: 'Burgers equation' }, facts: [fact(ids.linear, false)], refutation: null }],
      undecided: [{ equation: { id: ids.wave, name: 'Wave equation' }, facts: [fact(ids.linear, true)], unknown: [{ id: ids.parabolic, name: 'Parabolic' }] }],
    });
    const impossible = (await get(`/api/search?formula=${encodeURIComponent('Linear + ~Linear')}&kind=equation`)).body;
    const { steps, holds, fails } = impossible.contradiction;
    expect([steps[holds], steps[fails]]).toEqual([expect.objectContaining({ propertyId: ids.linear, value: true, rule: 'assumed' }), expect.objectContaining({ propertyId: ids.linear, value: false, rule: 'assumed' })]);
  });
});

describe('compare', () => {
  test('every property for both spaces, differing rows marked', async () => {
    const body = (await get(`/api/compare?space=${ids.l1}&space=${ids.l2}`)).body;
    expect(body.spaces).toEqual([
      { id: ids.l1, symbol: '$\\ell^1$', field: 'REAL_OR_COMPLEX' },
      { id: ids.l2, symbol: '$\\ell^2$', field: 'REAL_OR_COMPLEX' },
    ]);
    const row = (name: string) => body.rows.find((r: { property: { id: number } }) => r.property.id === ids[name]);
    expect(row('Reflexive')).toEqual({
      property: { id: ids.Reflexive, name: 'Reflexive' },
      differs: true,
      cells: [
        { field: NONE, linked: true, computed: false },
        { field: ALL, linked: false, computed: true },
      ],
    });
    expect(row('Separable').differs).toBe(false);
    // ℓ² is reflexive and infinite-dimensional, so the theorems make it fail the Schur property.
    expect(row('Schur property')).toEqual({
      property: { id: ids['Schur property'], name: 'Schur property' },
      differs: true,
      cells: [
        { field: ALL, linked: true, computed: false },
        { field: NONE, linked: false, computed: true },
      ],
    });
    expect(row('Unconditional basis').differs).toBe(false);
    const withX = (await get(`/api/compare?space=${ids.l1}&space=${ids.X}`)).body;
    expect(withX.rows.find((r: { property: { id: number } }) => r.property.id === ids.Reflexive).cells[1]).toEqual({ field: null, linked: false, computed: false });
    expect((await get(`/api/compare?space=${ids.l1},${ids.l2},${ids.c0}`)).body.spaces).toHaveLength(3);
  });
});

describe('implications', () => {
  test('implies and implied by, with chains and separating spaces', async () => {
    const body = (await get(`/api/property/${ids['Super-reflexive']}/implications`)).body;
    expect(body).toMatchObject({ property: { id: ids['Super-reflexive'], name: 'Super-reflexive' }, scalar: 'REAL', value: true, impossible: null });
    const reflexive = body.implies.find((e: { property: { id: number } }) => e.property.id === ids.Reflexive);
    expect(reflexive.value).toBe(true);
    expect(body.steps[reflexive.chain.root]).toMatchObject({ rule: 'forward', theoremId: ids.superReflexive });
    // Reflexive does not imply super-reflexive: Tsirelson's space separates them.
    expect(reflexive.converse).toEqual({ kind: 'separated', spaces: [{ id: ids.T, symbol: '$T$' }] });
    const fd = body.impliedBy.find((e: { property: { id: number } }) => e.property.id === ids['Finite-dimensional']);
    expect(fd.chain.steps[fd.chain.root]).toMatchObject({ propertyId: ids['Super-reflexive'], rule: 'forward', theoremId: ids.fd });
    expect(fd.converse).toEqual({ kind: 'separated', spaces: [{ id: ids.l2, symbol: '$\\ell^2$' }] });

    const lacks = (await get(`/api/property/${ids.Reflexive}/implications?field=complex&value=lacks`)).body;
    expect(lacks).toMatchObject({ scalar: 'COMPLEX', value: false });
    expect(lacks.implies.map((e: { property: { id: number }; value: boolean }) => [e.property.id, e.value])).toContainEqual([ids['Super-reflexive'], false]);
    const separable = (await get(`/api/property/${ids.Separable}/implications`)).body;
    const unknown = separable.impliedBy.find((e: { property: { id: number } }) => e.property.id === ids['Finite-dimensional']);
    expect(unknown.converse).toEqual({ kind: 'separated', spaces: [{ id: ids.l2, symbol: '$\\ell^2$' }, { id: ids.l1, symbol: '$\\ell^1$' }, { id: ids.c0, symbol: '$c_0$' }].sort((a, b) => a.id - b.id) });
  });
});

describe('unknowns and open questions', () => {
  test("a space's undecided properties, with what settling each would bring", async () => {
    const body = (await get(`/api/space/${ids.X}/unknowns`)).body;
    const reflexive = body.filter((q: { property: { id: number } }) => q.property.id === ids.Reflexive);
    // Were X reflexive, it would be finite-dimensional (a Schur space), hence super-reflexive and separable;
    // were it not, it would be neither super-reflexive nor finite-dimensional.
    expect(reflexive).toEqual([
      { space: { id: ids.X, symbol: '$X$' }, property: { id: ids.Reflexive, name: 'Reflexive' }, scalar: 'COMPLEX', ifHolds: 3, ifFails: 2 },
      { space: { id: ids.X, symbol: '$X$' }, property: { id: ids.Reflexive, name: 'Reflexive' }, scalar: 'REAL', ifHolds: 3, ifFails: 2 },
    ]);
    expect(body.some((q: { property: { id: number } }) => q.property.id === ids['Schur property'])).toBe(false);
    // Tsirelson's space: reflexive and not super-reflexive, so not finite-dimensional and (theorems) not Schur.
    const t = (await get(`/api/space/${ids.T}/unknowns`)).body.map((q: { property: { name: string } }) => q.property.name);
    expect([...new Set(t)].sort()).toEqual(['Separable', 'Unconditional basis']);
  });

  test('ranked catalogue-wide, filtered by property, space and field, paged', async () => {
    const all = (await get('/api/questions')).body;
    expect(all.total).toBeGreaterThan(4);
    // X's questions settle the most facts (5 either way together), so they come first.
    expect(all.questions[0]).toMatchObject({ space: { id: ids.X }, ifHolds: 3, ifFails: 2 });
    const bySchur = (await get(`/api/questions?property=${ids['Schur property']}&field=real`)).body;
    expect(bySchur.questions.every((q: { property: { id: number }; scalar: string }) => q.property.id === ids['Schur property'] && q.scalar === 'REAL')).toBe(true);
    expect(bySchur.questions.map((q: { space: { id: number } }) => q.space.id)).toEqual([ids.Y, ids.c0]);
    expect((await get('/api/questions?field=both')).body).toEqual(all);
    const page = (await get(`/api/questions?limit=2&offset=1`)).body;
    expect(page).toEqual({ total: all.total, questions: all.questions.slice(1, 3) });
    const ofT = (await get(`/api/questions?space=${ids.T}&limit=500`)).body;
    expect(ofT.questions).toEqual(((await get(`/api/space/${ids.T}/unknowns`)).body as object[]).map((q) => expect.objectContaining(q)));
  });
});

describe('bad queries are 400s with a message, unknown items 404', () => {
  test.each([
    ['no query', '/api/search', { q: 'Please enter something to search for.' }],
    ['an empty text', '/api/search?q=%20', { q: 'Please enter something to search for.' }],
    ['text and formula', '/api/search?q=a&formula=b', { general: 'Search by text (q) or by formula (formula), not both at once.' }],
    ['q twice', '/api/search?q=a&q=b', { q: 'Please send “q” once, as text.' }],
    ['a bad limit', '/api/search?q=a&limit=0', { limit: '“limit” must be a whole number from 1 to 100.' }],
    ['an empty formula', '/api/search?formula=', { formula: 'Please enter a formula: property names joined by +, each optionally preceded by ~ (not) or ? (undecided).' }],
    ['an unknown property', '/api/search?formula=Reflexive%20%2B%20Compact', { formula: 'Unknown property: “Compact”.' }],
    ['an unknown equation property', '/api/search?formula=Elliptic&kind=equation', { formula: 'Unknown equation property: “Elliptic”.' }],
    ['too many terms', `/api/search?formula=${encodeURIComponent(Array(9).fill('Reflexive').join(' + '))}`, { formula: 'A formula has at most 8 terms; this one has 9.' }],
    ['a bad field', '/api/search?formula=Reflexive&field=quaternion', { field: '“field” must be one of real, complex, both.' }],
    ['a bad kind', '/api/search?formula=Reflexive&kind=theorem', { kind: '“kind” must be one of space, equation.' }],
    ['no space to compare', '/api/compare', { space: 'Please choose a space to compare.' }],
    ['seven spaces', '/api/compare?space=1,2,3,4,5,6,7', { space: 'At most 6 spaces can be compared at once.' }],
    ['a word as space', '/api/compare?space=abc', { space: '“abc” is not an id (a positive whole number).' }],
    ['an unknown space', '/api/compare?space=999999', { space: 'No space has the id 999999.' }],
    ['a bad implication field', 'IMPLICATIONS?field=both', { field: '“field” must be one of real, complex.' }],
    ['a bad implication value', 'IMPLICATIONS?value=maybe', { value: '“value” must be one of has, lacks.' }],
    ['a word as question property', '/api/questions?property=abc', { property: '“property” must be an id (a positive whole number).' }],
    ['an unknown question space', '/api/questions?space=999999', { space: 'No space has the id 999999.' }],
    ['a big question limit', '/api/questions?limit=501', { limit: '“limit” must be a whole number from 1 to 500.' }],
    ['a negative offset', '/api/questions?offset=-1', { offset: '“offset” must be a whole number from 0 to 10000000.' }],
    // The /gaps page offers Both as well as Real and Complex: the message names all three.
    ['a bad question field', '/api/questions?field=xyz', { field: '“field” must be one of real, complex, both.' }],
  ])('%s', async (_label, path, errors) => {
    const response = await get(path.replace('IMPLICATIONS', `/api/property/${ids.Reflexive}/implications`));
    expect({ status: response.status, body: response.body }).toEqual({ status: 400, body: { errors } });
  });

  test('unknown ids are 404', async () => {
    for (const path of ['/api/property/999999/implications', '/api/property/abc/implications', '/api/space/999999/unknowns']) {
      expect((await get(path)).status).toBe(404);
    }
  });
});
