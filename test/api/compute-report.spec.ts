/**
 * The paged compute report (GET /api/admin/compute/summary, /rows, /download)
 * through a real server: admins only, read from the knowledge base as every
 * write leaves it, filters in the search normal form, 400 on bad parameters.
 */
import { admin, server, useFileServer } from '../support/file-server';

useFileServer();

/** Three spaces, a chain of two theorems: Superreflexive ⇒ Reflexive ⇒ Separable. */
function catalogue() {
  const space = (id: number, symbol: string, field: string) => ({ id, symbol, norm: '', description: '', field, references: [] });
  const property = (id: number, name: string) => ({ id, name, description: '', field: 'REAL_OR_COMPLEX', references: [] });
  const link = (spaceId: number, field: string) => ({ spaceId, propertyId: 2, field, description: '', references: [] });
  const both = 'REAL_AND_COMPLEX';
  return {
    format: 'banach-catalogue-backup',
    version: 1,
    exportedAt: '2026-01-01T00:00:00.000Z',
    spaces: [space(1, '$\\ell^2$', 'REAL_OR_COMPLEX'), space(2, '$c_0$', 'REAL'), space(3, '$L^p$', 'REAL_OR_COMPLEX')],
    properties: [property(1, 'Reflexive'), property(2, 'Superreflexive'), property(3, 'Separable, "quoted"')],
    spaceLinks: [link(1, both), link(2, 'REAL')],
    theorems: [
      { id: 7, name: 'Enflo', description: '', conditions: [{ propertyId: 2, field: both }], conclusions: [{ propertyId: 1, field: both }], references: [] },
      { id: 8, name: null, description: '', conditions: [{ propertyId: 1, field: both }], conclusions: [{ propertyId: 3, field: both }], references: [] },
    ],
    differentialEquations: [],
    differentialEquationProperties: [],
    differentialEquationLinks: [],
  };
}

beforeAll(async () => {
  expect((await admin.post('/api/admin/import', catalogue())).status).toBe(200);
});

describe('rights', () => {
  it('answers visitors 401 and editors 403', async () => {
    const paths = ['/api/admin/compute/summary', '/api/admin/compute/rows', '/api/admin/compute/download?format=csv'];
    for (const path of paths) expect({ path, status: (await server.client().get(path)).status }).toEqual({ path, status: 401 });
    const code = (await admin.post('/api/admin/invite')).body.code;
    expect((await server.client().post('/api/user/signup', { email: 'editor@catalogue.test', password: 'editor password', inviteCode: code, license: true })).status).toBe(200);
    const editor = await server.login('editor@catalogue.test', 'editor password');
    for (const path of paths) expect({ path, status: (await editor.get(path)).status }).toEqual({ path, status: 403 });
  });
});

describe('summary', () => {
  it('counts computed results per theorem and per property, with timings and no contradictions', async () => {
    const r = await admin.get('/api/admin/compute/summary');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ computations: 4, spaces: 3, properties: 3, theorems: 2, contradictions: [] });
    expect(r.body.byTheorem).toEqual([
      { id: 7, name: 'Enflo', count: 2 },
      { id: 8, name: 'Reflexive implies Separable, "quoted"', count: 2 },
    ]);
    expect(r.body.byProperty).toEqual([{ id: 1, name: 'Reflexive', count: 2 }, { id: 3, name: 'Separable, "quoted"', count: 2 }]);
    for (const key of ['closureMs', 'kbBuildMs', 'reportMs', 'facts', 'computed']) expect(typeof r.body[key]).toBe('number');
    // The spec's report counts the same computations.
    expect((await admin.post('/api/admin/compute')).body.computations).toHaveLength(4);
  });

  it('follows every write at once (read-your-writes), contradictions included', async () => {
    const before = (await admin.get('/api/admin/compute/summary')).body.computations;
    expect((await admin.post('/api/space/3/property/2', { field: 'REAL_AND_COMPLEX', description: '', references: [] })).status).toBe(200);
    expect((await admin.get('/api/admin/compute/summary')).body.computations).toBe(before + 2);
    expect((await admin.get('/api/admin/compute/rows?space=L^p')).body.total).toBe(2);
    // A contradiction can only come from an import.
    const contradictory = catalogue();
    contradictory.spaceLinks.push({ spaceId: 1, propertyId: 1, field: 'NOT_REAL_AND_NOT_COMPLEX', description: '', references: [] });
    expect((await admin.post('/api/admin/import', contradictory)).status).toBe(200);
    const summary = (await admin.get('/api/admin/compute/summary')).body;
    expect(summary.contradictions).toEqual(
      expect.arrayContaining([{ spaceId: 1, space: '$\\ell^2$', propertyId: 1, property: 'Reflexive', scalar: 'REAL', theorems: [{ id: 7, name: 'Enflo' }] }]),
    );
    expect((await admin.post('/api/admin/import', catalogue())).status).toBe(200);
    expect((await admin.get('/api/admin/compute/summary')).body).toMatchObject({ computations: 4, contradictions: [] });
  });
});

describe('rows', () => {
  it('pages the named rows in order, sorted by space, property and theorem', async () => {
    const r = await admin.get('/api/admin/compute/rows?limit=3');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ total: 4, offset: 0, limit: 3 });
    expect(r.body.rows[0]).toEqual({ id: '1-1-7', spaceId: 1, space: '$\\ell^2$', propertyId: 1, property: 'Reflexive', field: 'REAL_AND_COMPLEX', theoremId: 7, theorem: 'Enflo' });
    expect(r.body.rows.map((row: { id: string }) => row.id)).toEqual(['1-1-7', '1-3-8', '2-1-7']);
    expect((await admin.get('/api/admin/compute/rows?limit=3&offset=3')).body.rows.map((row: { id: string }) => row.id)).toEqual(['2-3-8']);
    expect((await admin.get('/api/admin/compute/rows?offset=10')).body).toEqual({ total: 4, offset: 10, limit: 50, rows: [] });
  });

  it('filters by space, property and theorem in the search normal form, and by ids', async () => {
    const ids = async (query: string) => (await admin.get(`/api/admin/compute/rows?${query}`)).body.rows.map((row: { id: string }) => row.id);
    expect(await ids('space=ell2')).toEqual(['1-1-7', '1-3-8']);
    expect(await ids(`space=${encodeURIComponent('ℓ²')}&property=separ`)).toEqual(['1-3-8']);
    expect(await ids('theorem=enflo')).toEqual(['1-1-7', '2-1-7']);
    expect(await ids('theorem=implies&spaceId=2')).toEqual(['2-3-8']);
    expect(await ids('propertyId=1&theoremId=8')).toEqual([]);
    expect(await ids('space=')).toHaveLength(4);
  });

  it('shows a write on the next page asked for, though the filter was just paged (the kept rows go with the catalogue version)', async () => {
    const ids = async () => (await admin.get('/api/admin/compute/rows?space=L^p&limit=1&offset=0')).body;
    expect(await ids()).toEqual({ total: 0, offset: 0, limit: 1, rows: [] });
    expect((await admin.post('/api/space/3/property/2', { field: 'REAL_AND_COMPLEX', description: '', references: [] })).status).toBe(200);
    const after = await ids();
    expect(after.total).toBe(2);
    expect(after.rows.map((row: { id: string }) => row.id)).toEqual(['3-1-7']);
    expect((await admin.post('/api/admin/import', catalogue())).status).toBe(200);
    expect((await ids()).total).toBe(0);
  });

  it('answers bad parameters with 400 naming them', async () => {
    const bad: Array<[string, string]> = [
      ['limit=0', 'limit'],
      ['limit=501', 'limit'],
      ['limit=ten', 'limit'],
      ['offset=-1', 'offset'],
      ['offset=1.5', 'offset'],
      ['spaceId=0', 'spaceId'],
      ['propertyId=x', 'propertyId'],
      ['theoremId=99999999999', 'theoremId'],
      ['space=a&space=b', 'space'],
      [`theorem=${'x'.repeat(201)}`, 'theorem'],
    ];
    for (const [query, key] of bad) {
      const r = await admin.get(`/api/admin/compute/rows?${query}`);
      expect({ query, status: r.status }).toEqual({ query, status: 400 });
      expect({ query, keys: Object.keys(r.body.errors) }).toEqual({ query, keys: [key] });
    }
    expect((await admin.get('/api/admin/compute/download?format=xml')).status).toBe(400);
    expect((await admin.get('/api/admin/compute/download?format=csv&limit=x')).status).toBe(200);
  });
});

describe('download', () => {
  it('gives the filtered rows as CSV and as JSON, as compute_<ISO timestamp> files', async () => {
    const csv = await admin.raw({ method: 'GET', path: '/api/admin/compute/download?format=csv&property=separable' });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/);
    const name = /^attachment; filename="compute_(.+)\.csv"$/.exec(csv.headers.get('content-disposition') ?? '');
    expect(new Date(name![1]).toISOString()).toBe(name![1]);
    expect((csv.body as string).split('\r\n')).toEqual([
      'id,spaceId,space,propertyId,property,field,theoremId,theorem',
      '1-3-8,1,$\\ell^2$,3,"Separable, ""quoted""",REAL_AND_COMPLEX,8,"Reflexive implies Separable, ""quoted"""',
      '2-3-8,2,$c_0$,3,"Separable, ""quoted""",REAL,8,"Reflexive implies Separable, ""quoted"""',
      '',
    ]);

    const json = await admin.get('/api/admin/compute/download?format=json');
    expect(json.status).toBe(200);
    expect(json.headers.get('content-disposition')).toMatch(/^attachment; filename="compute_.+\.json"$/);
    expect(json.body).toEqual((await admin.get('/api/admin/compute/rows')).body.rows);
    expect(json.body).toHaveLength(4);
  });
});
