/**
 * The admin area through a real server: export (a download of the whole
 * catalogue, nothing about accounts), import (replaces everything in one
 * transaction; a broken backup changes nothing), invite codes and the compute
 * report.
 */
import { admin, server, useFileServer } from '../support/file-server';


useFileServer();

/** A Wikipedia reference as the reference form stores it: the page id, the title, the url rebuilt from the title. */
const wikipedia = (title: string, pageId = 3989) => ({
  url: `https://en.wikipedia.org/wiki/${title}`, title: title.replace(/_/g, ' '), arxivId: null, wikipediaId: pageId, bibtex: null, page: 12, statement: 'Theorem 1.',
});

/** A small catalogue touching every list and field of the backup format. */
function catalogue() {
  return {
    format: 'banach-catalogue-backup',
    version: 1,
    exportedAt: '2026-01-01T00:00:00.000Z',
    spaces: [
      { id: 3, symbol: '$\\ell^2$', norm: '$\\|x\\|_2$', description: 'Square-summable sequences.', field: 'REAL_OR_COMPLEX', references: [wikipedia('Sequence_space')] },
      { id: 7, symbol: '$c_0$', norm: '', description: '', field: 'REAL', references: [] },
    ],
    properties: [
      { id: 2, name: 'Uniformly convex', description: 'Round unit ball.', field: 'REAL_OR_COMPLEX', references: [] },
      { id: 5, name: 'Reflexive', description: '', field: 'REAL_OR_COMPLEX', references: [wikipedia('Reflexive_space')] },
      { id: 9, name: 'Real only', description: '', field: 'REAL', references: [] },
    ],
    spaceLinks: [
      { spaceId: 3, propertyId: 2, field: 'REAL_AND_COMPLEX', description: 'Parallelogram law.', references: [wikipedia('Uniformly_convex_space')] },
      { spaceId: 7, propertyId: 5, field: 'NOT_REAL', description: '', references: [] },
    ],
    theorems: [
      { id: 4, name: 'Milman–Pettis', description: 'Uniformly convex spaces are reflexive.', conditions: [{ propertyId: 2, field: 'REAL_AND_COMPLEX' }], conclusions: [{ propertyId: 5, field: 'REAL_AND_COMPLEX' }], references: [wikipedia('Milman–Pettis_theorem')] },
    ],
    differentialEquations: [
      { id: 6, name: 'Heat equation', symbol: '$$u_t = \\Delta u$$', variables: '$t, x$', parameters: '', description: 'Diffusion.', references: [] },
    ],
    differentialEquationProperties: [{ id: 8, name: 'Linear', description: '', references: [] }],
    differentialEquationLinks: [{ differentialEquationId: 6, differentialEquationPropertyId: 8, hasProperty: true, description: 'Obviously.', references: [] }],
  };
}

/** The export without its timestamp: the catalogue's content. */
async function content(): Promise<Record<string, unknown>> {
  const r = await admin.get('/api/admin/export');
  expect(r.status).toBe(200);
  const { exportedAt, ...rest } = r.body;
  expect(typeof exportedAt).toBe('string');
  return rest;
}

describe('export', () => {
  it('downloads the catalogue as backup_<ISO timestamp>.json, without accounts', async () => {
    const code = (await admin.post('/api/admin/invite')).body.code as string;
    const before = Date.now();
    const r = await admin.get('/api/admin/export');
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/^application\/json/);
    const match = /^attachment; filename="backup_(.+)\.json"$/.exec(r.headers.get('content-disposition') ?? '');
    expect(match).not.toBeNull();
    const stamp = match![1];
    expect(new Date(stamp).toISOString()).toBe(stamp);
    expect(Date.parse(stamp)).toBeGreaterThanOrEqual(before - 1000);
    expect(r.body.exportedAt).toBe(stamp);
    expect(r.body).toMatchObject({ format: 'banach-catalogue-backup', version: 1 });
    const text = JSON.stringify(r.body);
    for (const secret of [server.admin.email, code, 'passwordHash', 'argon2', 'invite']) expect(text).not.toContain(secret);
  });
});

describe('import', () => {
  it('replaces the catalogue, keeps ids, and export → import → export gives the same content', async () => {
    expect((await admin.post('/api/space', { symbol: '$Old$', field: 'REAL' })).status).toBe(200);
    const r = await admin.post('/api/admin/import', catalogue());
    expect(r.status).toBe(200);
    expect(r.body).toEqual({});

    const visitor = server.client();
    expect((await visitor.get('/api/space')).body.map((s: { id: number }) => s.id).sort()).toEqual([3, 7]);
    expect((await visitor.get('/api/space/3')).body).toMatchObject({ id: 3, symbol: '$\\ell^2$', description: 'Square-summable sequences.' });
    expect((await visitor.get('/api/theorem/4')).body).toMatchObject({ id: 4, name: 'Milman–Pettis' });
    expect((await visitor.get('/api/differential-equation/6/property/8')).body).toMatchObject({ hasProperty: true, description: 'Obviously.' });

    const first = await content();
    const { exportedAt: _ignored, ...expected } = catalogue();
    expect(first).toEqual(expected);
    expect((await admin.post('/api/admin/import', { ...first, exportedAt: 'x' })).status).toBe(200);
    expect(await content()).toEqual(first);
  });

  it('answers a malformed or inconsistent backup with 400 errors.general and changes nothing', async () => {
    expect((await admin.post('/api/admin/import', catalogue())).status).toBe(200);
    const before = await content();
    const good = catalogue();
    const broken: Array<[string, unknown]> = [
      ['not an object', [good]],
      ['a string', 'backup'],
      ['null', null],
      ['wrong format', { ...good, format: 'other' }],
      ['wrong version', { ...good, version: 2 }],
      ['a list missing', { ...good, theorems: undefined }],
      ['a list of the wrong type', { ...good, spaces: {} }],
      ['a duplicate space id', { ...good, spaces: [good.spaces[0], { ...good.spaces[1], id: 3 }] }],
      ['a duplicate property name', { ...good, properties: [...good.properties, { ...good.properties[0], id: 99 }] }],
      ['a dangling link', { ...good, spaceLinks: [...good.spaceLinks, { ...good.spaceLinks[0], spaceId: 404 }] }],
      ['a dangling theorem atom', { ...good, theorems: [{ ...good.theorems[0], conclusions: [{ propertyId: 404, field: 'REAL' }] }] }],
      ['a dangling equation link', { ...good, differentialEquationLinks: [{ ...good.differentialEquationLinks[0], differentialEquationPropertyId: 404 }] }],
      ['an unknown field', { ...good, spaces: [{ ...good.spaces[0], field: 'QUATERNION' }, good.spaces[1]] }],
      ['a link field the sides forbid', { ...good, spaceLinks: [{ ...good.spaceLinks[1], field: 'COMPLEX' }] }],
      ['a space id of the wrong type', { ...good, spaces: [{ ...good.spaces[0], id: '3' }, good.spaces[1]] }],
      ['a negative id', { ...good, properties: [{ ...good.properties[0], id: -2 }, ...good.properties.slice(1)] }],
      ['a missing symbol', { ...good, spaces: [{ ...good.spaces[0], symbol: '  ' }, good.spaces[1]] }],
      ['$$ in a symbol', { ...good, spaces: [{ ...good.spaces[0], symbol: '$$x$$' }, good.spaces[1]] }],
      ['a theorem without conditions', { ...good, theorems: [{ ...good.theorems[0], conditions: [] }] }],
      ['a theorem using a property twice', { ...good, theorems: [{ ...good.theorems[0], conclusions: [{ propertyId: 2, field: 'REAL_AND_COMPLEX' }] }] }],
      ['21 references', { ...good, properties: [{ ...good.properties[0], references: Array.from({ length: 21 }, (_, i) => wikipedia(`Page_${i}`)) }, ...good.properties.slice(1)] }],
      ['a reference with two sources', { ...good, spaces: [{ ...good.spaces[0], references: [{ ...wikipedia('X'), arxivId: '1234.5678' }] }, good.spaces[1]] }],
      ['a page out of range', { ...good, spaces: [{ ...good.spaces[0], references: [{ ...wikipedia('X'), page: 100001 }] }, good.spaces[1]] }],
      ['an equation link given twice', { ...good, differentialEquationLinks: [good.differentialEquationLinks[0], good.differentialEquationLinks[0]] }],
      // Everything valid except the very last item: nothing before it may have been written.
      ['a bad last item', { ...good, differentialEquationLinks: [{ ...good.differentialEquationLinks[0], hasProperty: 'yes' }] }],
    ];
    for (const [why, body] of broken) {
      const r = await admin.post('/api/admin/import', body);
      expect({ why, status: r.status }).toEqual({ why, status: 400 });
      expect(typeof r.body.errors?.general).toBe('string');
    }
    const malformed = await admin.raw({ method: 'POST', path: '/api/admin/import', headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': admin.cookies.get('csrf')! }, body: '{"format": "banach-catalogue-backup", "spaces": [' });
    expect(malformed.status).toBe(400);
    expect(await content()).toEqual(before);
  });

  it('imports an older backup whose wikipediaId holds the article title: page id unknown (null), title and url kept', async () => {
    const older = catalogue();
    older.spaces[0].references = [{ ...wikipedia('Sequence_space'), wikipediaId: 'Sequence_space' as never }];
    // A url that is not the article's is rebuilt from the old title.
    older.properties[1].references = [{ ...wikipedia('Reflexive_space'), url: 'https://example.org/x', wikipediaId: 'Reflexive_space' as never }];
    expect((await admin.post('/api/admin/import', older)).status).toBe(200);
    expect((await admin.get('/api/space/3')).body.references).toEqual([{ ...wikipedia('Sequence_space'), wikipediaId: null }]);
    expect((await admin.get('/api/property/5')).body.references).toEqual([{ ...wikipedia('Reflexive_space'), wikipediaId: null }]);
    // Exported as such, and imported again unchanged.
    const exported = await content();
    expect((await admin.post('/api/admin/import', exported)).status).toBe(200);
    expect(await content()).toEqual(exported);
  });

  it('imports a valid backup that the theorems contradict (the compute report shows it)', async () => {
    const contradictory = catalogue();
    contradictory.spaceLinks.push({ spaceId: 3, propertyId: 5, field: 'NOT_REAL_AND_NOT_COMPLEX', description: '', references: [] });
    expect((await admin.post('/api/admin/import', contradictory)).status).toBe(200);
    const report = (await admin.post('/api/admin/compute')).body;
    expect(report.contradictions).toEqual(expect.arrayContaining([expect.objectContaining({ spaceId: 3, propertyId: 5, theoremIds: [4] })]));
  });
});

describe('invite', () => {
  it('returns a fresh random code of at least 128 bits each time', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const r = await admin.post('/api/admin/invite');
      expect(r.status).toBe(200);
      expect(Object.keys(r.body)).toEqual(['code']);
      expect(r.body.code).toMatch(/^[A-Za-z0-9_-]{22,}$/);
      expect(Buffer.from(r.body.code, 'base64url').length).toBeGreaterThanOrEqual(16);
      codes.add(r.body.code);
    }
    expect(codes.size).toBe(5);
  });
});

describe('compute', () => {
  it('rebuilds from the database and reports spaces, properties and computations', async () => {
    expect((await admin.post('/api/admin/import', catalogue())).status).toBe(200);
    const r = await admin.post('/api/admin/compute');
    expect(r.status).toBe(200);
    expect(r.body.spaces).toEqual([{ id: 3, symbol: '$\\ell^2$' }, { id: 7, symbol: '$c_0$' }]);
    expect(r.body.properties).toEqual([{ id: 2, name: 'Uniformly convex' }, { id: 5, name: 'Reflexive' }, { id: 9, name: 'Real only' }]);
    // Milman–Pettis turns ℓ² uniformly convex into ℓ² reflexive.
    expect(r.body.computations).toEqual(expect.arrayContaining([expect.objectContaining({ spaceId: 3, propertyId: 5, theoremId: 4 })]));
    for (const c of r.body.computations) expect(Object.keys(c).sort()).toEqual(['field', 'id', 'propertyId', 'spaceId', 'theoremId']);
    expect(r.body.contradictions).toEqual([]);
    expect(r.body.stats).toEqual(expect.objectContaining({ closureMs: expect.any(Number), facts: expect.any(Number), computed: expect.any(Number) }));
  });
});
