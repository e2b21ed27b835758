/**
 * Export and import of the whole catalogue (the routes of /api/admin, the work
 * of BackupService): the format, the round trip, ids kept, and refusals that
 * change nothing.
 */
import { arxivReference, createEquation, createEquationProperty, createProperty, createSpace, createTheorem, unique } from '../support/catalogue';
import { admin, server, useFileServer } from '../support/file-server';

useFileServer();

const withoutTime = (backup: any) => ({ ...backup, exportedAt: undefined });

async function exportBackup(): Promise<any> {
  const response = await admin.get('/api/admin/export');
  expect(response.status).toBe(200);
  return response.body;
}

/** A small valid backup with every kind of record. */
function sampleBackup() {
  const ref = arxivReference();
  return {
    format: 'banach-catalogue-backup',
    version: 1,
    exportedAt: '2026-11-20T12:00:00.000Z',
    spaces: [
      { id: 5, symbol: '$\\ell^2$', norm: '$\\|x\\|_2$', description: 'Hilbert.', field: 'REAL_OR_COMPLEX', references: [ref] },
      { id: 9, symbol: '$c_0$', norm: '', description: '', field: 'REAL', references: [] },
    ],
    properties: [
      { id: 3, name: 'Reflexive', description: '', field: 'REAL_OR_COMPLEX', references: [] },
      { id: 4, name: 'Separable', description: 'd', field: 'REAL_OR_COMPLEX', references: [ref] },
      { id: 8, name: 'Real-only', description: '', field: 'REAL', references: [] },
    ],
    spaceLinks: [
      { spaceId: 5, propertyId: 3, field: 'REAL_AND_COMPLEX', description: 'Hilbert spaces are reflexive.', references: [ref] },
      { spaceId: 9, propertyId: 3, field: 'NOT_REAL', description: '', references: [] },
    ],
    theorems: [
      { id: 2, name: 'Milman–Pettis', description: '', conditions: [{ propertyId: 4, field: 'REAL' }], conclusions: [{ propertyId: 3, field: 'REAL' }], references: [ref] },
      { id: 7, name: null, description: 'x', conditions: [{ propertyId: 8, field: 'NOT_REAL' }, { propertyId: 4, field: 'COMPLEX' }], conclusions: [{ propertyId: 3, field: 'NOT_COMPLEX' }], references: [] },
    ],
    differentialEquations: [{ id: 6, name: 'Heat equation', symbol: '$$u_t = \\Delta u$$', variables: 'u', parameters: '', description: '', references: [ref] }],
    differentialEquationProperties: [{ id: 11, name: 'Linear', description: '', references: [] }],
    differentialEquationLinks: [{ differentialEquationId: 6, differentialEquationPropertyId: 11, hasProperty: true, description: 'yes', references: [ref] }],
  };
}

describe('backup', () => {
  test('the export holds everything, named backup_<ISO timestamp>.json', async () => {
    const space = await createSpace(admin, { references: [arxivReference()] });
    const p = await createProperty(admin);
    const q = await createProperty(admin);
    await admin.post(`/api/space/${space}/property/${p}`, { field: 'REAL', description: 'why' });
    const theorem = await createTheorem(admin, [[p, 'REAL']], [[q, 'NOT_REAL']], { name: unique('T') });
    const equation = await createEquation(admin);
    const eqProperty = await createEquationProperty(admin);
    await admin.post(`/api/differential-equation/${equation}/property/${eqProperty}`, { hasProperty: false });

    const response = await admin.get('/api/admin/export');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="backup_\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z\.json"$/);
    const backup = response.body;
    expect(backup.format).toBe('banach-catalogue-backup');
    expect(backup.version).toBe(1);
    // As its GET shows it, but for the edit version, which a backup does not carry.
    const { version: _version, ...shown } = (await admin.get(`/api/space/${space}`)).body;
    expect(backup.spaces).toContainEqual(shown);
    expect(backup.spaceLinks).toContainEqual({ spaceId: space, propertyId: p, field: 'REAL', description: 'why', references: [] });
    const t = backup.theorems.find((x: { id: number }) => x.id === theorem);
    expect(t.conditions).toEqual([{ propertyId: p, field: 'REAL' }]);
    expect(t.conclusions).toEqual([{ propertyId: q, field: 'NOT_REAL' }]);
    expect(backup.differentialEquationLinks).toContainEqual({
      differentialEquationId: equation,
      differentialEquationPropertyId: eqProperty,
      hasProperty: false,
      description: '',
      references: [],
    });
    expect(JSON.stringify(backup)).not.toMatch(/password|email|invite/i);
  });

  test('differentialEquationTheorems travel: import, derived facts, export → import → export identical; a bad one refused', async () => {
    const sample = sampleBackup();
    const withTheorems = {
      ...sample,
      differentialEquationProperties: [...sample.differentialEquationProperties, { id: 12, name: 'Nonlinear', description: '', references: [] }],
      differentialEquationTheorems: [
        { id: 4, name: 'Linear is not nonlinear', description: 'By definition.', conditions: [{ propertyId: 11, hasProperty: true }], conclusions: [{ propertyId: 12, hasProperty: false }], references: [arxivReference()] },
      ],
    };
    expect((await admin.post('/api/admin/import', withTheorems)).status).toBe(200);
    const first = await exportBackup();
    expect(withoutTime(first)).toEqual(withoutTime(withTheorems));
    expect((await admin.post('/api/admin/import', first)).status).toBe(200);
    expect(JSON.stringify(withoutTime(await exportBackup()))).toBe(JSON.stringify(withoutTime(first)));
    expect((await admin.get('/api/differential-equation/6/property/12')).body).toMatchObject({ hasProperty: false, linked: false, computed: true, theoremIds: [4] });
    expect((await admin.post('/api/differential-equation/theorem', { conditions: [{ propertyId: 12, hasProperty: true }], conclusions: [{ propertyId: 11, hasProperty: false }] })).body).toEqual({ id: 5 });

    const dangling = { ...withTheorems, differentialEquationTheorems: [{ ...withTheorems.differentialEquationTheorems[0], conclusions: [{ propertyId: 99, hasProperty: true }] }] };
    const refused = await admin.post('/api/admin/import', dangling);
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('differentialEquationTheorems[0] (id 4): there is no differential equation property with id 99.');
  });

  test('import replaces the catalogue keeping ids; export → import → export is identical', async () => {
    const leftover = await createSpace(admin);
    const imported = await admin.post('/api/admin/import', sampleBackup());
    expect(imported.status).toBe(200);
    expect((await admin.get(`/api/space/${leftover}`)).status).toBe(404);

    const first = await exportBackup();
    expect(withoutTime(first)).toEqual(withoutTime(sampleBackup()));
    expect((await admin.post('/api/admin/import', first)).status).toBe(200);
    const second = await exportBackup();
    expect(withoutTime(second)).toEqual(withoutTime(first));
    expect(JSON.stringify(withoutTime(second))).toBe(JSON.stringify(withoutTime(first)));

    // Ids survive, the views see the imported links, and new rows continue after the highest id.
    expect((await admin.get('/api/space/5')).body.symbol).toBe('$\\ell^2$');
    expect((await admin.get('/api/space/5/property')).body).toEqual([
      { property: { id: 3, name: 'Reflexive', field: 'REAL_OR_COMPLEX' }, field: 'REAL_AND_COMPLEX', linked: true, computed: expect.any(Boolean) },
    ]);
    expect((await admin.get('/api/theorem/7')).body.conditions.map((c: { propertyName: string }) => c.propertyName)).toEqual(['Real-only', 'Separable']);
    expect(await createSpace(admin)).toBe(10);
    expect(await createProperty(admin)).toBe(9);
    expect(await createTheorem(admin, [[3, 'REAL']], [[4, 'REAL']])).toBe(8);
    expect(await createEquation(admin)).toBe(7);
    expect(await createEquationProperty(admin)).toBe(12);
    // Accounts are not part of the catalogue.
    expect((await server.asAdmin()).cookies.has('session')).toBe(true);
  });

  test('an empty backup empties the catalogue', async () => {
    const empty = { format: 'banach-catalogue-backup', version: 1, spaces: [], properties: [], spaceLinks: [], theorems: [], differentialEquations: [], differentialEquationProperties: [], differentialEquationLinks: [] };
    expect((await admin.post('/api/admin/import', empty)).status).toBe(200);
    expect((await admin.get('/api/space')).body).toEqual([]);
    expect((await admin.get('/api/theorem')).body).toEqual([]);
    expect(withoutTime(await exportBackup())).toEqual(withoutTime(empty));
  });

  describe('a bad backup is a 400 with errors.general and changes nothing', () => {
    const cases: Array<[string, (b: any) => unknown]> = [
      ['not an object', () => [1, 2]],
      ['a wrong format', (b) => ({ ...b, format: 'other' })],
      ['a wrong version', (b) => ({ ...b, version: 2 })],
      ['a missing list', (b) => ({ ...b, theorems: undefined })],
      ['a list that is not a list', (b) => ({ ...b, spaces: {} })],
      ['an item that is not an object', (b) => ({ ...b, spaces: [...b.spaces, 'x'] })],
      ['a text id', (b) => ({ ...b, spaces: [{ ...b.spaces[0], id: '5' }, b.spaces[1]] })],
      ['a zero id', (b) => ({ ...b, properties: [{ ...b.properties[0], id: 0 }, ...b.properties.slice(1)] })],
      ['a duplicate id', (b) => ({ ...b, spaces: [b.spaces[0], { ...b.spaces[1], id: 5 }] })],
      ['a duplicate symbol', (b) => ({ ...b, spaces: [b.spaces[0], { ...b.spaces[1], symbol: ' $\\ell^2$ ' }] })],
      ['a duplicate property name', (b) => ({ ...b, properties: [...b.properties, { ...b.properties[0], id: 50 }] })],
      ['a duplicate theorem name', (b) => ({ ...b, theorems: [...b.theorems, { ...b.theorems[0], id: 50 }] })],
      ['a duplicate equation name', (b) => ({ ...b, differentialEquations: [...b.differentialEquations, { ...b.differentialEquations[0], id: 50 }] })],
      ['a missing symbol', (b) => ({ ...b, spaces: [{ ...b.spaces[0], symbol: '  ' }, b.spaces[1]] })],
      ['$$ in a symbol', (b) => ({ ...b, spaces: [{ ...b.spaces[0], symbol: '$$x$$' }, b.spaces[1]] })],
      ['a wrong item field', (b) => ({ ...b, spaces: [{ ...b.spaces[0], field: 'REAL_AND_COMPLEX' }, b.spaces[1]] })],
      ['a link to a missing space', (b) => ({ ...b, spaceLinks: [...b.spaceLinks, { spaceId: 99, propertyId: 4, field: 'REAL', description: '', references: [] }] })],
      ['a link to a missing property', (b) => ({ ...b, spaceLinks: [...b.spaceLinks, { spaceId: 5, propertyId: 99, field: 'REAL', description: '', references: [] }] })],
      ['a link field outside the options', (b) => ({ ...b, spaceLinks: [b.spaceLinks[0], { ...b.spaceLinks[1], field: 'REAL_AND_COMPLEX' }] })],
      ['a pair linked twice', (b) => ({ ...b, spaceLinks: [...b.spaceLinks, { ...b.spaceLinks[0], field: 'REAL' }] })],
      ['a theorem on a missing property', (b) => ({ ...b, theorems: [{ ...b.theorems[0], conditions: [{ propertyId: 99, field: 'REAL' }] }] })],
      ['a theorem without conclusions', (b) => ({ ...b, theorems: [{ ...b.theorems[0], conclusions: [] }] })],
      ['a theorem with six conditions', (b) => ({ ...b, theorems: [{ ...b.theorems[0], conditions: Array(6).fill({ propertyId: 4, field: 'REAL' }) }] })],
      ['a property twice in a theorem', (b) => ({ ...b, theorems: [{ ...b.theorems[0], conclusions: [{ propertyId: 4, field: 'NOT_REAL' }] }] })],
      ['an atom field outside the options', (b) => ({ ...b, theorems: [{ ...b.theorems[0], conditions: [{ propertyId: 8, field: 'COMPLEX' }] }] })],
      ['an equation link to a missing equation', (b) => ({ ...b, differentialEquationLinks: [{ ...b.differentialEquationLinks[0], differentialEquationId: 99 }] })],
      ['an equation link without hasProperty', (b) => ({ ...b, differentialEquationLinks: [{ ...b.differentialEquationLinks[0], hasProperty: 'yes' }] })],
      ['an equation pair linked twice', (b) => ({ ...b, differentialEquationLinks: [b.differentialEquationLinks[0], b.differentialEquationLinks[0]] })],
      ['a reference with two sources', (b) => ({ ...b, properties: [{ ...b.properties[0], references: [arxivReference({ bibtex: '@x' })] }, ...b.properties.slice(1)] })],
      ['21 references', (b) => ({ ...b, properties: [{ ...b.properties[0], references: Array(21).fill(arxivReference()) }, ...b.properties.slice(1)] })],
      ['a bad page', (b) => ({ ...b, spaceLinks: [{ ...b.spaceLinks[0], references: [arxivReference({ page: 0 })] }, b.spaceLinks[1]] })],
    ];

    test.each(cases)('%s', async (_label, corrupt) => {
      expect((await admin.post('/api/admin/import', sampleBackup())).status).toBe(200);
      const before = await exportBackup();
      const response = await admin.post('/api/admin/import', corrupt(sampleBackup()));
      expect(response.status).toBe(400);
      expect(Object.keys(response.body.errors)).toEqual(['general']);
      expect(response.body.errors.general).toMatch(/^Invalid backup: /);
      expect(withoutTime(await exportBackup())).toEqual(withoutTime(before));
    });
  });

  test('a visitor can neither export nor import', async () => {
    const visitor = server.client();
    expect((await visitor.get('/api/admin/export')).status).toBe(401);
    expect((await visitor.post('/api/admin/import', sampleBackup())).status).toBe(401);
  });
});
