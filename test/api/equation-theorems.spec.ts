/**
 * /api/differential-equation/theorem: CRUD, every bad input, the facts the
 * theorems derive on the equation lists (linked / computed), the proof on the
 * equation link page, and contradictions refused at write time.
 */
import { arxivReference, createEquation, createEquationProperty, createProperty, unique } from '../support/catalogue';
import { admin, server, useFileServer } from '../support/file-server';

useFileServer();

const at = (...list: Array<[number, boolean]>) => list.map(([propertyId, hasProperty]) => ({ propertyId, hasProperty }));
const THEOREMS = '/api/differential-equation/theorem';
const link = (e: number, p: number, hasProperty: boolean) => admin.post(`/api/differential-equation/${e}/property/${p}`, { hasProperty });

async function createEquationTheorem(conditions: Array<[number, boolean]>, conclusions: Array<[number, boolean]>, name = unique('ET')): Promise<number> {
  const response = await admin.post(THEOREMS, { name, conditions: at(...conditions), conclusions: at(...conclusions) });
  if (response.status !== 200) throw new Error(`could not create an equation theorem: ${JSON.stringify(response.body)}`);
  return response.body.id;
}

describe('equation theorems', () => {
  test('create, read, list, filter, edit and delete', async () => {
    const [a, b, c] = [await createEquationProperty(admin), await createEquationProperty(admin), await createEquationProperty(admin)];
    const nameOf = async (id: number) => (await admin.get(`/api/differential-equation/property/${id}`)).body.name;
    const name = unique('Linear ⇒ not nonlinear');
    const created = await admin.post(THEOREMS, { name: ` ${name} `, description: ' By definition. ', conditions: at([a, true]), conclusions: at([b, false], [c, true]), references: [arxivReference()] });
    expect(created.status).toBe(200);
    const id = created.body.id;
    const read = (await server.client().get(`${THEOREMS}/${id}`)).body;
    expect(read).toEqual({
      id,
      name,
      description: 'By definition.',
      conditions: [{ propertyId: a, hasProperty: true, propertyName: await nameOf(a) }],
      conclusions: [
        { propertyId: b, hasProperty: false, propertyName: await nameOf(b) },
        { propertyId: c, hasProperty: true, propertyName: await nameOf(c) },
      ],
      references: [arxivReference()],
      version: 1,
    });
    expect((await server.client().get(THEOREMS)).body).toContainEqual(read);
    expect((await admin.get(`${THEOREMS}?propertyId=${c}`)).body.map((t: { id: number }) => t.id)).toEqual([id]);
    expect((await admin.get(`${THEOREMS}?propertyId=999999`)).status).toBe(404);

    expect((await admin.post(`${THEOREMS}/${id}`, { name: '', conditions: at([b, true]), conclusions: at([a, true]), version: 1 })).body).toEqual({ id });
    const after = (await admin.get(`${THEOREMS}/${id}`)).body;
    expect([after.name, after.version, after.conditions[0].propertyId, after.conclusions[0].propertyId]).toEqual([null, 2, b, a]);
    expect((await admin.post(`${THEOREMS}/${id}`, { conditions: at([b, true]), conclusions: at([a, true]), version: 1 })).status).toBe(409);

    expect((await admin.delete(`${THEOREMS}/${id}`)).body).toEqual({});
    expect((await admin.get(`${THEOREMS}/${id}`)).status).toBe(404);
    expect((await admin.delete(`${THEOREMS}/${id}`)).status).toBe(404);
  });

  test('only editors write', async () => {
    const [a, b] = [await createEquationProperty(admin), await createEquationProperty(admin)];
    const anonymous = server.client();
    expect((await anonymous.post(THEOREMS, { conditions: at([a, true]), conclusions: at([b, true]) })).status).toBe(401);
    const id = await createEquationTheorem([[a, true]], [[b, true]]);
    expect((await anonymous.delete(`${THEOREMS}/${id}`)).status).toBe(401);
    expect((await anonymous.get(`${THEOREMS}/${id}`)).status).toBe(200);
  });

  describe('bad input', () => {
    let a: number;
    let b: number;
    let spaceProperty: number;
    beforeAll(async () => {
      a = await createEquationProperty(admin);
      b = await createEquationProperty(admin);
      // Far above every equation property id, so it names only a property of spaces.
      spaceProperty = await createProperty(admin, { name: unique('Reflexive') });
      while ((await admin.get(`/api/differential-equation/property/${spaceProperty}`)).status !== 404) spaceProperty = await createProperty(admin);
    });

    test.each([
      ['no conditions', () => ({ conditions: [], conclusions: at([b, true]) }), { conditions: 'A theorem needs at least one condition.' }],
      ['no conclusions', () => ({ conditions: at([a, true]) }), { conclusions: 'A theorem needs at least one conclusion.' }],
      ['a field instead of hasProperty', () => ({ conditions: [{ propertyId: a, field: 'REAL' }], conclusions: at([b, true]) }), { conditions: 'Condition 1 needs a property and whether it is had (hasProperty true or false).' }],
      ['six conditions', () => ({ conditions: at(...Array.from({ length: 6 }, (_, i): [number, boolean] => [b + i + 1, true])), conclusions: at([a, true]) }), { conditions: 'A theorem has at most 5 conditions.' }],
      ['six conclusions', () => ({ conditions: at([a, true]), conclusions: at(...Array.from({ length: 6 }, (_, i): [number, boolean] => [b + i + 1, true])) }), { conclusions: 'A theorem has at most 5 conclusions.' }],
      ['a missing property', () => ({ conditions: at([a, true]), conclusions: at([2147483000, true]) }), { conclusions: 'Conclusion 1: the property of differential equations does not exist.' }],
      ['the same property twice on a side', () => ({ conditions: at([a, true], [a, true]), conclusions: at([b, true]) }), { conditions: expect.stringContaining('appears twice') }],
      ['the same property both sides, same value', () => ({ conditions: at([a, true]), conclusions: at([a, true]) }), { conclusions: expect.stringContaining('with the same value') }],
      ['a long name', () => ({ name: 'n'.repeat(301), conditions: at([a, true]), conclusions: at([b, true]) }), { name: 'The name must be at most 300 characters.' }],
    ])('refuses %s', async (_label, body, errors) => {
      const response = await admin.post(THEOREMS, body());
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ errors });
    });

    test('refuses a property of spaces', async () => {
      const response = await admin.post(THEOREMS, { conditions: at([spaceProperty, true]), conclusions: at([b, true]) });
      expect(response.status).toBe(400);
      expect(response.body.errors.conditions).toMatch(/is a property of spaces, not of differential equations/);
    });

    test('refuses conditions that can never hold and a duplicate name', async () => {
      const [p, q, r] = [await createEquationProperty(admin), await createEquationProperty(admin), await createEquationProperty(admin)];
      const name = await createEquationTheorem([[p, true]], [[q, false]]).then(async (id) => (await admin.get(`${THEOREMS}/${id}`)).body.name);
      const never = await admin.post(THEOREMS, { conditions: at([p, true], [q, true]), conclusions: at([r, true]) });
      expect(never.status).toBe(400);
      expect(never.body.errors.conditions).toMatch(/can never hold/);
      const again = await admin.post(THEOREMS, { name, conditions: at([r, true]), conclusions: at([q, true]) });
      expect(again.body).toEqual({ errors: { name: 'A theorem about differential equations with this name already exists.' } });
    });

    test('an equation property used by a theorem cannot be deleted; the message names the theorems', async () => {
      const [p, q] = [await createEquationProperty(admin), await createEquationProperty(admin)];
      const name = unique('Uses p');
      const id = await createEquationTheorem([[p, true]], [[q, true]], name);
      const refused = await admin.delete(`/api/differential-equation/property/${p}`);
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ errors: { general: `The property cannot be deleted: it is used by theorems: ${name}.` } });
      await admin.delete(`${THEOREMS}/${id}`);
      expect((await admin.delete(`/api/differential-equation/property/${p}`)).status).toBe(200);
    });
  });

  describe('reasoning', () => {
    test('derived facts are listed as computed, stored ones as linked, with the proof chain on the link page', async () => {
      const [linearCC, linear, nonlinear, autonomous] = [
        await createEquationProperty(admin), await createEquationProperty(admin), await createEquationProperty(admin), await createEquationProperty(admin),
      ];
      const eq = await createEquation(admin);
      await link(eq, linearCC, true);
      await link(eq, linear, true);
      const first = await createEquationTheorem([[linearCC, true]], [[linear, true], [autonomous, true]]);
      const second = await createEquationTheorem([[linear, true]], [[nonlinear, false]]);

      const entries = (await server.client().get(`/api/differential-equation/${eq}/property`)).body;
      const entry = (id: number) => entries.find((e: { differentialEquationProperty: { id: number } }) => e.differentialEquationProperty.id === id);
      expect(entry(linearCC)).toMatchObject({ hasProperty: true, linked: true, computed: false });
      expect(entry(linear)).toMatchObject({ hasProperty: true, linked: true, computed: true });
      expect(entry(autonomous)).toMatchObject({ hasProperty: true, linked: false, computed: true });
      expect(entry(nonlinear)).toMatchObject({ hasProperty: false, linked: false, computed: true });
      expect(entries).toHaveLength(4);
      const fromProperty = (await server.client().get(`/api/differential-equation/property/${nonlinear}/differential-equation`)).body;
      expect(fromProperty).toEqual([expect.objectContaining({ hasProperty: false, linked: false, computed: true, differentialEquation: expect.objectContaining({ id: eq }) })]);

      // Nonlinear is lacked by the second theorem, from Linear, which is stored and also follows from the first.
      const page = (await server.client().get(`/api/differential-equation/${eq}/property/${nonlinear}`)).body;
      expect(page).toMatchObject({ hasProperty: false, linked: false, computed: true, theoremIds: [second], version: 0, description: '' });
      const [proof] = page.proof;
      expect(proof).toMatchObject({ differentialEquationId: eq, differentialEquationPropertyId: nonlinear, hasProperty: false, rule: 'forward', theoremId: second });
      expect(proof.supports).toEqual([{ differentialEquationId: eq, differentialEquationPropertyId: linear, hasProperty: true, rule: 'stored', theoremId: null, supports: [] }]);
      const stored = (await server.client().get(`/api/differential-equation/${eq}/property/${linear}`)).body;
      expect(stored).toMatchObject({ hasProperty: true, linked: true, computed: true, theoremIds: [first], version: 1 });
      expect(stored.proof[0]).toMatchObject({ rule: 'forward', theoremId: first, supports: [expect.objectContaining({ differentialEquationPropertyId: linearCC, rule: 'stored' })] });

      // An unrelated pair the theorems say nothing about stays a 404.
      const other = await createEquationProperty(admin);
      expect((await server.client().get(`/api/differential-equation/${eq}/property/${other}`)).status).toBe(404);

      // Deleting the theorem takes its consequences along at once.
      await admin.delete(`${THEOREMS}/${second}`);
      expect((await server.client().get(`/api/differential-equation/${eq}/property/${nonlinear}`)).status).toBe(404);
    });

    test('a contradicting link or theorem is refused with its derivation', async () => {
      const [linear, nonlinear, chaotic] = [await createEquationProperty(admin), await createEquationProperty(admin), await createEquationProperty(admin)];
      const eq = await createEquation(admin);
      const eqName = (await admin.get(`/api/differential-equation/${eq}`)).body.name;
      const linearName = (await admin.get(`/api/differential-equation/property/${linear}`)).body.name;
      const theoremName = unique('Linear is not nonlinear');
      await createEquationTheorem([[linear, true]], [[nonlinear, false]], theoremName);
      expect((await link(eq, nonlinear, true)).status).toBe(200);

      const refused = await link(eq, linear, true);
      expect(refused.status).toBe(400);
      // Both sides of the clash are named: the stored "nonlinear" and the new "linear".
      expect(refused.body.errors.hasProperty).toMatch(/^This change contradicts the theorems: /);
      expect(refused.body.errors.hasProperty).toContain(`equation ${eqName}, property ${linearName}, theorems ${theoremName}`);
      // Nothing stored; the theorem's contrapositive gives "not linear" from the stored "nonlinear".
      const derived = (await admin.get(`/api/differential-equation/${eq}/property/${linear}`)).body;
      expect(derived).toMatchObject({ hasProperty: false, linked: false, computed: true });
      expect(derived.proof[0]).toMatchObject({ rule: 'contrapositive', supports: [expect.objectContaining({ differentialEquationPropertyId: nonlinear, rule: 'stored' })] });
      expect((await link(eq, linear, false)).status).toBe(200);

      // Chaotic ⇒ linear contradicts this equation's stored "not linear".
      await link(eq, chaotic, true);
      const theorem = await admin.post(THEOREMS, { conditions: at([chaotic, true]), conclusions: at([linear, true]) });
      expect(theorem.status).toBe(400);
      expect(theorem.body.errors.conclusions).toMatch(new RegExp(`^This change contradicts the theorems: equation .*, theorems this theorem\\.$`));
      expect((await admin.get(`${THEOREMS}?propertyId=${chaotic}`)).body).toEqual([]);
    });
  });
});
