/** POST /api/preview/link, /theorem and /relation: what a save would add and remove, or its contradiction; nothing written; rights and bad input. */
import { createProperty, createSpace, createTheorem, unique } from '../support/catalogue';
import { admin, server, useFileServer } from '../support/file-server';

useFileServer();

const atoms = (...list: Array<[number, string]>) => list.map(([propertyId, field]) => ({ propertyId, field }));
const link = (space: number, property: number, field: string) => admin.post(`/api/space/${space}/property/${property}`, { field });
const knownOf = async (space: number) => (await admin.get(`/api/space/${space}/property`)).body.map((e: { property: { id: number }; field: string }) => [e.property.id, e.field]);

let fd: number, sup: number, refl: number, sep: number;
let enflo: number;
let l2: number, c0: number, t: number;
beforeAll(async () => {
  [fd, sup, refl, sep] = await Promise.all(['Finite-dimensional', 'Super-reflexive', 'Reflexive', 'Separable'].map((n) => createProperty(admin, { name: unique(n) })));
  enflo = await createTheorem(admin, [[sup, 'REAL_AND_COMPLEX']], [[refl, 'REAL_AND_COMPLEX']], { name: unique('Enflo') });
  [l2, c0, t] = await Promise.all([createSpace(admin, { symbol: unique('$\\ell^2$') }), createSpace(admin, { symbol: unique('$c_0$'), field: 'REAL' }), createSpace(admin)]);
  await link(l2, sup, 'REAL_AND_COMPLEX');
  await link(c0, refl, 'NOT_REAL');
  await link(t, sep, 'REAL_AND_COMPLEX');
}, 120000);

describe('theorem preview', () => {
  test('a new theorem: the facts it would derive, counted, with the first examples named; nothing is saved', async () => {
    const before = await knownOf(l2);
    const r = await admin.post('/api/preview/theorem', { conditions: atoms([refl, 'REAL_AND_COMPLEX']), conclusions: atoms([sep, 'REAL_AND_COMPLEX']) });
    expect(r.status).toBe(200);
    // ℓ² is reflexive (derived by Enflo), so it would be separable over both scalars; c₀ lacks reflexivity: nothing.
    expect(r.body).toMatchObject({ added: 2, removed: 0, spaces: 1, examplesRemoved: [] });
    expect(r.body.examplesAdded).toHaveLength(2);
    for (const example of r.body.examplesAdded) {
      expect(example).toMatchObject({ subjectKind: 'space', subjectId: l2, label: expect.stringContaining('ell^2'), propertyId: sep, propertyName: expect.stringContaining('Separable'), value: true, stored: false });
    }
    expect(r.body.examplesAdded.map((e: { scalar: string }) => e.scalar).sort()).toEqual(['COMPLEX', 'REAL']);
    expect(await knownOf(l2)).toEqual(before);
    expect((await admin.get(`/api/theorem?propertyId=${sep}`)).body).toEqual([]);
  });

  test('an edit over a stored theorem: what changing it would remove and add', async () => {
    // Enflo narrowed to the real scalar: ℓ²'s complex reflexivity goes; c₀'s derived real non-super-reflexivity stays.
    const r = await admin.post('/api/preview/theorem', { id: enflo, conditions: atoms([sup, 'REAL']), conclusions: atoms([refl, 'REAL']) });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ added: 0, removed: 1, spaces: 1 });
    expect(r.body.examplesRemoved).toEqual([
      { subjectKind: 'space', subjectId: l2, label: expect.any(String), propertyId: refl, propertyName: expect.any(String), scalar: 'COMPLEX', value: true, stored: false },
    ]);
    // Saving the same theorem unchanged changes nothing.
    const same = await admin.post('/api/preview/theorem', { id: enflo, conditions: atoms([sup, 'REAL_AND_COMPLEX']), conclusions: atoms([refl, 'REAL_AND_COMPLEX']) });
    expect(same.body).toEqual({ added: 0, removed: 0, spaces: 0, examplesAdded: [], examplesRemoved: [] });
    expect((await admin.post('/api/preview/theorem', { id: 999999, conditions: atoms([sup, 'REAL']), conclusions: atoms([refl, 'REAL']) })).status).toBe(404);
  });

  test('a contradiction is the 400 the save gives, under the same field', async () => {
    const body = { name: unique('Wrong'), conditions: atoms([sep, 'REAL_AND_COMPLEX']), conclusions: atoms([fd, 'REAL_AND_COMPLEX']) };
    // T is separable; make it infinite-dimensional, then "separable ⇒ finite-dimensional" contradicts it.
    expect((await link(t, fd, 'NOT_REAL_AND_NOT_COMPLEX')).status).toBe(200);
    const preview = await admin.post('/api/preview/theorem', body);
    expect(preview.status).toBe(400);
    expect(Object.keys(preview.body.errors)).toEqual(['conclusions']);
    expect(preview.body.errors.conclusions).toMatch(/^This change contradicts the theorems: space .*, property .*Finite-dimensional.* \((real|complex)\), theorems Wrong/);
    const save = await admin.post('/api/theorem', body);
    expect(save.status).toBe(400);
    expect(save.body).toEqual(preview.body);
  });
});

describe('link preview', () => {
  test('a new link: what the theorems derive from it (its own stored fact is the edit itself)', async () => {
    const s = await createSpace(admin);
    const r = await admin.post('/api/preview/link', { spaceId: s, propertyId: sup, field: 'REAL' });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      added: 1,
      removed: 0,
      spaces: 1,
      examplesAdded: [{ subjectKind: 'space', subjectId: s, label: expect.any(String), propertyId: refl, propertyName: expect.any(String), scalar: 'REAL', value: true, stored: false }],
      examplesRemoved: [],
    });
    expect(await knownOf(s)).toEqual([]);
  });

  test('deleting a stored link (field null) and changing its field; the same field changes nothing', async () => {
    const removed = await admin.post('/api/preview/link', { spaceId: l2, propertyId: sup, field: null });
    expect(removed.body).toMatchObject({ added: 0, removed: 2, spaces: 1 });
    const changed = await admin.post('/api/preview/link', { spaceId: l2, propertyId: sup, field: 'REAL' });
    expect(changed.body).toMatchObject({ added: 0, removed: 1, spaces: 1 });
    const same = await admin.post('/api/preview/link', { spaceId: l2, propertyId: sup, field: 'REAL_AND_COMPLEX' });
    expect(same.body).toMatchObject({ added: 0, removed: 0, spaces: 0 });
    // A computed link has no record to delete, as its delete says.
    expect((await admin.post('/api/preview/link', { spaceId: l2, propertyId: refl, field: null })).status).toBe(404);
  });

  test('a contradiction is the save\'s 400 under field', async () => {
    const preview = await admin.post('/api/preview/link', { spaceId: l2, propertyId: refl, field: 'NOT_REAL_AND_NOT_COMPLEX' });
    expect(preview.status).toBe(400);
    expect(preview.body.errors.field).toMatch(/^This change contradicts the theorems: space .*ell\^2.*, property .*(Reflexive|Super-reflexive).*, theorems Enflo/);
    const save = await link(l2, refl, 'NOT_REAL_AND_NOT_COMPLEX');
    expect(save.body).toEqual(preview.body);
  });
});

describe('relation preview', () => {
  const relation = (kind: string, spaceId: number, ofSpaceId: number, field = 'REAL_AND_COMPLEX') => ({ kind, spaceId, ofSpaceId, field });

  test('a relation: the facts it would carry across spaces, or the save\'s contradiction; an edit; nothing is saved', async () => {
    const [x, y, z] = await Promise.all(['$X_{pre}$', '$Y_{pre}$', '$Z_{pre}$'].map((symbol) => createSpace(admin, { symbol: unique(symbol) })));
    const carried = await createProperty(admin, { name: unique('Carried by isomorphism') });
    expect((await link(x, carried, 'REAL_AND_COMPLEX')).status).toBe(200);
    expect((await link(z, carried, 'NOT_REAL_AND_NOT_COMPLEX')).status).toBe(200);

    // Y ≅ X: Y would have what X has, over both scalars (isomorphism invariance).
    const r = await admin.post('/api/preview/relation', relation('isomorphic', y, x));
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ added: 2, removed: 0, spaces: 1, examplesRemoved: [] });
    expect(r.body.examplesAdded.map((e: { subjectId: number; propertyId: number; value: boolean }) => [e.subjectId, e.propertyId, e.value])).toEqual([
      [y, carried, true],
      [y, carried, true],
    ]);
    expect((await admin.get(`/api/relation?space=${x}`)).body).toEqual([]);
    expect(await knownOf(y)).toEqual([]);

    // Z ≅ X would contradict Z's own link: the save's 400, word for word.
    const refused = await admin.post('/api/preview/relation', relation('isomorphic', z, x));
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.errors)).toEqual(['field']);
    expect(refused.body.errors.field).toMatch(/^This change contradicts the theorems: space .*, property Carried by isomorphism/);
    expect(refused.body.errors.field).not.toMatch(/theorems ;/);
    expect((await admin.post('/api/relation', relation('isomorphic', z, x))).body).toEqual(refused.body);

    // Saved, then previewed as its negation: the carried facts would go.
    const saved = await admin.post('/api/relation', relation('isomorphic', y, x));
    expect(saved.status).toBe(200);
    const negated = await admin.post('/api/preview/relation', { ...relation('isomorphic', y, x, 'NOT_REAL_AND_NOT_COMPLEX'), id: saved.body.id });
    expect(negated.body).toMatchObject({ added: 0, removed: 2, spaces: 1 });
    // The same relation again as a new one is refused as the save refuses it.
    expect((await admin.post('/api/preview/relation', relation('isomorphic', y, x))).body.errors).toHaveProperty('kind');
  });

  test('bad input: 400 under the field, 404 for a relation nothing has, editors only', async () => {
    expect((await admin.post('/api/preview/relation', {})).status).toBe(400);
    expect((await admin.post('/api/preview/relation', relation('subspace', l2, l2))).body.errors).toHaveProperty('ofSpaceId');
    expect((await admin.post('/api/preview/relation', relation('cousin', l2, t))).body.errors).toHaveProperty('kind');
    expect((await admin.post('/api/preview/relation', relation('subspace', 999999, t))).body.errors).toHaveProperty('spaceId');
    expect((await admin.post('/api/preview/relation', { ...relation('subspace', l2, t), id: 999999 })).status).toBe(404);
    expect((await admin.post('/api/preview/relation', { ...relation('subspace', l2, t), id: 'x' })).body.errors).toHaveProperty('id');
    const visitor = server.client();
    await visitor.get('/api/space');
    expect([401, 403]).toContain((await visitor.post('/api/preview/relation', relation('subspace', l2, t))).status);
  });
});

describe('bad input and rights', () => {
  test('bad input is a 400 errors object (or a 404 for ids nothing has), never a 500', async () => {
    expect((await admin.post('/api/preview/link', {})).body).toEqual({
      errors: { spaceId: 'Please choose a space.', propertyId: 'Please choose a property.', field: 'Please choose a field.' },
    });
    expect((await admin.post('/api/preview/link', { spaceId: 'x', propertyId: 1.5, field: 'SOMETIMES' })).body).toEqual({
      errors: {
        spaceId: 'The space must be given by its id, a positive whole number.',
        propertyId: 'The property must be given by its id, a positive whole number.',
        field: 'The field must be one of the eight link field types, or null for deleting the link.',
      },
    });
    expect((await admin.post('/api/preview/link', [1, 2])).body).toEqual({ errors: { general: 'The request body must be a JSON object.' } });
    expect((await admin.post('/api/preview/link', { spaceId: 999999, propertyId: sup, field: 'REAL' })).status).toBe(404);
    // c₀ is real: a complex field is not among its options.
    expect((await admin.post('/api/preview/link', { spaceId: c0, propertyId: sep, field: 'COMPLEX' })).body).toEqual({
      errors: { field: 'The field must be one of REAL, NOT_REAL for this space and property.' },
    });
    expect((await admin.post('/api/preview/theorem', {})).body).toEqual({
      errors: { conditions: 'A theorem needs at least one condition.', conclusions: 'A theorem needs at least one conclusion.' },
    });
    expect((await admin.post('/api/preview/theorem', { conditions: atoms([999999, 'REAL']), conclusions: atoms([refl, 'REAL']) })).body).toEqual({
      errors: { conditions: 'Condition 1: the property does not exist.' },
    });
    expect((await admin.post('/api/preview/theorem', { id: -3, conditions: atoms([sup, 'REAL']), conclusions: atoms([refl, 'REAL']) })).body).toEqual({
      errors: { id: 'The theorem must be given by its id, a positive whole number.' },
    });
  });

  test('a preview needs an editor, as the save does', async () => {
    const visitor = server.client();
    await visitor.get('/api/space');
    expect([401, 403]).toContain((await visitor.post('/api/preview/link', { spaceId: l2, propertyId: sup, field: 'REAL' })).status);
    expect([401, 403]).toContain((await visitor.post('/api/preview/theorem', { conditions: atoms([sup, 'REAL']), conclusions: atoms([refl, 'REAL']) })).status);
  });
});
