/** /api/theorem: conditions and conclusions, ?propertyId=, every validation message. */
import { arxivReference, createEquationProperty, createProperty, createTheorem, unique } from '../support/catalogue';
import { admin, server, useFileServer } from '../support/file-server';

let p: number;
let q: number;
let realOnly: number;
let complexOnly: number;
useFileServer();
beforeAll(async () => {
  p = await createProperty(admin, { name: unique('P') });
  q = await createProperty(admin, { name: unique('Q') });
  realOnly = await createProperty(admin, { name: unique('R'), field: 'REAL' });
  complexOnly = await createProperty(admin, { name: unique('C'), field: 'COMPLEX' });
});

const atoms = (...list: Array<[number, string]>) => list.map(([propertyId, field]) => ({ propertyId, field }));
const name = async (id: number) => (await admin.get(`/api/property/${id}`)).body.name;

describe('theorems', () => {
  test('create, read, edit and delete a theorem', async () => {
    const theoremName = unique('Milman–Pettis');
    const created = await admin.post('/api/theorem', {
      name: ` ${theoremName} `,
      description: ' Uniformly convex spaces are reflexive. ',
      conditions: atoms([p, 'REAL_AND_COMPLEX'], [realOnly, 'REAL']),
      conclusions: atoms([q, 'NOT_COMPLEX']),
      references: [arxivReference()],
    });
    expect(created.status).toBe(200);
    const id = created.body.id;
    const read = (await server.client().get(`/api/theorem/${id}`)).body;
    expect(read).toEqual({
      id,
      name: theoremName,
      description: 'Uniformly convex spaces are reflexive.',
      conditions: [
        { id: expect.any(Number), propertyId: p, field: 'REAL_AND_COMPLEX', propertyName: await name(p) },
        { id: expect.any(Number), propertyId: realOnly, field: 'REAL', propertyName: await name(realOnly) },
      ],
      conclusions: [{ id: expect.any(Number), propertyId: q, field: 'NOT_COMPLEX', propertyName: await name(q) }],
      references: [arxivReference()],
      version: 1,
    });

    const edited = await admin.post(`/api/theorem/${id}`, { name: '  ', conditions: atoms([q, 'REAL']), conclusions: atoms([p, 'REAL'], [complexOnly, 'NOT_COMPLEX']) });
    expect(edited.body).toEqual({ id });
    const after = (await admin.get(`/api/theorem/${id}`)).body;
    expect(after.name).toBeNull();
    expect(after.description).toBe('');
    expect(after.conditions.map((c: { propertyId: number }) => c.propertyId)).toEqual([q]);
    expect(after.conclusions.map((c: { propertyId: number; field: string }) => [c.propertyId, c.field])).toEqual([[p, 'REAL'], [complexOnly, 'NOT_COMPLEX']]);
    expect((await admin.get('/api/theorem')).body).toContainEqual(after);

    expect((await admin.delete(`/api/theorem/${id}`)).body).toEqual({});
    expect((await admin.get(`/api/theorem/${id}`)).status).toBe(404);
    expect((await admin.delete(`/api/theorem/${id}`)).status).toBe(404);
  });

  test('?propertyId= lists the theorems with a condition or conclusion on the property', async () => {
    const x = await createProperty(admin);
    const y = await createProperty(admin);
    const onCondition = await createTheorem(admin, [[x, 'REAL']], [[y, 'REAL']]);
    const onConclusion = await createTheorem(admin, [[y, 'COMPLEX']], [[x, 'COMPLEX']]);
    const other = await createTheorem(admin, [[p, 'NOT_REAL']], [[y, 'NOT_REAL']]);
    const ids = (await admin.get(`/api/theorem?propertyId=${x}`)).body.map((t: { id: number }) => t.id);
    expect(ids).toEqual([onCondition, onConclusion]);
    expect(ids).not.toContain(other);
    expect((await admin.get('/api/theorem?propertyId=999999')).status).toBe(404);
    expect((await admin.get('/api/theorem?propertyId=abc')).status).toBe(404);
  });

  test('a property of differential equations is refused, by name', async () => {
    // An equation property whose id names no property of spaces.
    let equationProperty = await createEquationProperty(admin);
    while ((await admin.get(`/api/property/${equationProperty}`)).status !== 404) equationProperty = await createEquationProperty(admin);
    const eqName = (await admin.get(`/api/differential-equation/property/${equationProperty}`)).body.name;
    const response = await admin.post('/api/theorem', { conditions: atoms([p, 'REAL']), conclusions: atoms([equationProperty, 'REAL']) });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ errors: { conclusions: `Conclusion 1: ${eqName} is a property of differential equations, not of spaces.` } });
  });

  test('theorem names are unique when given; many may have none', async () => {
    const theoremName = unique('Eberlein–Šmulian');
    await createTheorem(admin, [[p, 'REAL']], [[q, 'REAL']], { name: theoremName });
    const again = await admin.post('/api/theorem', { name: theoremName, conditions: atoms([p, 'COMPLEX']), conclusions: atoms([q, 'COMPLEX']) });
    expect(again.body).toEqual({ errors: { name: 'A theorem with this name already exists.' } });
    expect((await admin.post('/api/theorem', { conditions: atoms([p, 'COMPLEX']), conclusions: atoms([q, 'COMPLEX']) })).status).toBe(200);
    expect((await admin.post('/api/theorem', { name: '', conditions: atoms([p, 'COMPLEX']), conclusions: atoms([q, 'COMPLEX']) })).status).toBe(200);
  });

  test('validation messages', async () => {
    const six = [p, q, realOnly, complexOnly, p, q].map((propertyId) => ({ propertyId, field: 'REAL' }));
    const cases: Array<[unknown, Record<string, string>]> = [
      [{ conclusions: atoms([q, 'REAL']) }, { conditions: 'A theorem needs at least one condition.' }],
      [{ conditions: [], conclusions: atoms([q, 'REAL']) }, { conditions: 'A theorem needs at least one condition.' }],
      [{ conditions: atoms([p, 'REAL']) }, { conclusions: 'A theorem needs at least one conclusion.' }],
      [{ conditions: six, conclusions: atoms([q, 'REAL']) }, { conditions: 'A theorem has at most 5 conditions.' }],
      [{ conditions: atoms([p, 'REAL']), conclusions: six }, { conclusions: 'A theorem has at most 5 conclusions.' }],
      [{ conditions: 'p', conclusions: atoms([q, 'REAL']) }, { conditions: 'The conditions must be a list.' }],
      [{ conditions: [{ propertyId: p }], conclusions: atoms([q, 'REAL']) }, { conditions: 'Condition 1 needs a property and a field.' }],
      [{ conditions: atoms([p, 'REAL']), conclusions: [atoms([q, 'REAL'])[0], { propertyId: '2', field: 'REAL' }] }, { conclusions: 'Conclusion 2 needs a property and a field.' }],
      [{ conditions: [null], conclusions: atoms([q, 'REAL']) }, { conditions: 'Condition 1 needs a property and a field.' }],
      [{ conditions: atoms([999999, 'REAL']), conclusions: atoms([q, 'REAL']) }, { conditions: 'Condition 1: the property does not exist.' }],
      [{ conditions: atoms([p, 'REAL']), conclusions: atoms([p, 'NOT_REAL']) }, { conclusions: `Conclusion 1: ${'NAME_P'} appears twice; a property may appear only once in a theorem.` }],
      [{ conditions: atoms([p, 'REAL'], [p, 'COMPLEX']), conclusions: atoms([q, 'REAL']) }, { conditions: `Condition 2: ${'NAME_P'} appears twice; a property may appear only once in a theorem.` }],
      [{ conditions: atoms([p, 'REAL_AND_NOT_COMPLEX']), conclusions: atoms([q, 'REAL']) }, { conditions: `Condition 1: the field must be one of REAL, COMPLEX, REAL_AND_COMPLEX, NOT_REAL, NOT_COMPLEX, NOT_REAL_AND_NOT_COMPLEX for ${'NAME_P'}.` }],
      [{ conditions: atoms([realOnly, 'COMPLEX']), conclusions: atoms([q, 'REAL']) }, { conditions: `Condition 1: the field must be one of REAL, NOT_REAL for ${'NAME_R'}.` }],
      [{ conditions: atoms([p, 'REAL']), conclusions: atoms([complexOnly, 'REAL_AND_COMPLEX']) }, { conclusions: `Conclusion 1: the field must be one of COMPLEX, NOT_COMPLEX for ${'NAME_C'}.` }],
      [{ name: 'n'.repeat(301), conditions: atoms([p, 'REAL']), conclusions: atoms([q, 'REAL']) }, { name: 'The name must be at most 300 characters.' }],
      [{ name: 7, conditions: atoms([p, 'REAL']), conclusions: atoms([q, 'REAL']) }, { name: 'The name must be text.' }],
    ];
    const names: Record<string, string> = { NAME_P: await name(p), NAME_R: await name(realOnly), NAME_C: await name(complexOnly) };
    const before = (await admin.get('/api/theorem')).body;
    for (const [body, errors] of cases) {
      const expected = Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v.replace(/NAME_[PRC]/, (m) => names[m])]));
      const response = await admin.post('/api/theorem', body);
      expect({ body, status: response.status, response: response.body }).toEqual({ body, status: 400, response: { errors: expected } });
    }
    expect((await admin.get('/api/theorem')).body).toEqual(before);
  });

  test('an edit that fails validation leaves the theorem as it was', async () => {
    const id = await createTheorem(admin, [[p, 'REAL']], [[q, 'REAL']]);
    const before = (await admin.get(`/api/theorem/${id}`)).body;
    expect((await admin.post(`/api/theorem/${id}`, { conditions: atoms([p, 'REAL']), conclusions: atoms([999999, 'REAL']) })).status).toBe(400);
    expect((await admin.get(`/api/theorem/${id}`)).body).toEqual(before);
  });

  test.each(['abc', '0', '3.0', '99999999999'])('id %s is not found', async (id) => {
    expect((await admin.get(`/api/theorem/${id}`)).status).toBe(404);
    expect((await admin.post(`/api/theorem/${id}`, { conditions: atoms([p, 'REAL']), conclusions: atoms([q, 'REAL']) })).status).toBe(404);
    expect((await admin.delete(`/api/theorem/${id}`)).status).toBe(404);
  });
});
