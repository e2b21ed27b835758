/** Open problems and pairs independent of ZFC: marks beside the links, never facts, left out of the gaps. */
import { arxivReference, createProperty, createSpace } from '../support/catalogue';
import { admin, server, useFileServer } from '../support/file-server';

useFileServer();

const open = (overrides: Record<string, unknown> = {}) => ({ status: 'OPEN', since: '1935', references: [arxivReference()], ...overrides });
const independent = (overrides: Record<string, unknown> = {}) => ({
  status: 'INDEPENDENT',
  decidedBy: 'Holds under CH; fails under MA + ¬CH.',
  references: [arxivReference()],
  ...overrides,
});

describe('marks: open problem and independent of ZFC', () => {
  test('a marked pair is shown as marked, stays undecided and is left out of the gaps', async () => {
    const space = await createSpace(admin);
    const property = await createProperty(admin);
    const gapsBefore = (await server.client().get(`/api/questions?space=${space}&property=${property}`)).body;
    expect(gapsBefore.questions.map((q: { scalar: string }) => q.scalar).sort()).toEqual(['COMPLEX', 'REAL']);

    const saved = await admin.post(`/api/space/${space}/property/${property}/problem/REAL`, open({ description: 'Asked by Banach.' }));
    expect(saved.status).toBe(200);
    expect(Object.keys(saved.body)).toEqual(['id']);
    const visitor = server.client();
    const marks = (await visitor.get(`/api/problem?space=${space}`)).body;
    expect(marks).toEqual([
      expect.objectContaining({ space: expect.objectContaining({ id: space }), property: expect.objectContaining({ id: property }), scalar: 'REAL', status: 'OPEN', since: '1935', decidedBy: '', description: 'Asked by Banach.', version: 1, derived: null }),
    ]);
    expect((await visitor.get(`/api/problem?property=${property}&status=INDEPENDENT`)).body).toEqual([]);
    // Not a fact: the pair is still unknown to the reasoner and to the link views.
    expect((await visitor.get(`/api/space/${space}/property/${property}`)).status).toBe(404);
    expect((await visitor.get(`/api/space/${space}/property`)).body).toEqual([]);
    // Left out of the gaps (the catalogue-wide ranking, a space's, a property's).
    const gaps = (await visitor.get(`/api/questions?space=${space}&property=${property}`)).body;
    expect(gaps.questions.map((q: { scalar: string }) => q.scalar)).toEqual(['COMPLEX']);
    expect(gaps.total).toBe(1);
    const unknowns = (await visitor.get(`/api/space/${space}/unknowns`)).body;
    expect(unknowns.map((q: { property: { id: number }; scalar: string }) => `${q.property.id}:${q.scalar}`)).toEqual([`${property}:COMPLEX`]);
    const catalogueWide = (await visitor.get('/api/questions?limit=500')).body;
    expect(catalogueWide.questions.some((q: { space: { id: number }; property: { id: number }; scalar: string }) => q.space.id === space && q.property.id === property && q.scalar === 'REAL')).toBe(false);

    // Edit (with the loaded version), stale edit, delete.
    expect((await admin.post(`/api/space/${space}/property/${property}/problem/REAL`, open({ since: '1932', version: 1 }))).status).toBe(200);
    expect((await admin.post(`/api/space/${space}/property/${property}/problem/REAL`, open({ version: 1 }))).status).toBe(409);
    expect((await admin.delete(`/api/space/${space}/property/${property}/problem/REAL`)).status).toBe(200);
    expect((await visitor.get(`/api/problem?space=${space}`)).body).toEqual([]);
    expect((await admin.delete(`/api/space/${space}/property/${property}/problem/REAL`)).status).toBe(404);
  });

  test('marking a pair stored as has or lacks asks to remove the stored value first', async () => {
    const space = await createSpace(admin);
    const property = await createProperty(admin);
    await admin.post(`/api/space/${space}/property/${property}`, { field: 'REAL' });
    const refused = await admin.post(`/api/space/${space}/property/${property}/problem/REAL`, open());
    expect(refused.status).toBe(400);
    expect(refused.body.errors.status).toMatch(/is stored as one that has .* over the real numbers \(Real\): remove the stored value first/);
    // The other scalar is not stored: it can be marked.
    expect((await admin.post(`/api/space/${space}/property/${property}/problem/COMPLEX`, open())).status).toBe(200);
  });

  test('a stored has or lacks on a pair independent of ZFC is refused', async () => {
    const space = await createSpace(admin);
    const property = await createProperty(admin);
    expect((await admin.post(`/api/space/${space}/property/${property}/problem/COMPLEX`, independent())).status).toBe(200);
    for (const field of ['COMPLEX', 'NOT_COMPLEX', 'REAL_AND_NOT_COMPLEX']) {
      const refused = await admin.post(`/api/space/${space}/property/${property}`, { field });
      expect(refused.status).toBe(400);
      expect(refused.body.errors.field).toMatch(/independent of ZFC/);
    }
    // Over the reals nothing is marked: storing it there is fine.
    expect((await admin.post(`/api/space/${space}/property/${property}`, { field: 'NOT_REAL' })).status).toBe(200);
  });

  test('a theorem that decides an open pair is saved with a warning, not silently', async () => {
    const space = await createSpace(admin);
    const [p, q] = [await createProperty(admin), await createProperty(admin)];
    await admin.post(`/api/space/${space}/property/${p}`, { field: 'REAL_AND_COMPLEX' });
    await admin.post(`/api/space/${space}/property/${q}/problem/REAL`, open());
    const saved = await admin.post('/api/theorem', { conditions: [{ propertyId: p, field: 'REAL' }], conclusions: [{ propertyId: q, field: 'REAL' }] });
    expect(saved.status).toBe(200);
    expect(saved.body.warnings).toEqual([expect.stringMatching(/now derive that .* has .* over the real numbers, which is marked an open problem/)]);
    expect((await server.client().get(`/api/problem?space=${space}`)).body[0].derived).toBe(true);
    // A later save that decides nothing new warns of nothing.
    const again = await admin.post('/api/space/' + space + '/property/' + p, { field: 'REAL_AND_COMPLEX', description: 'Texts only.' });
    expect(again.body).toEqual({ id: expect.any(Number) });
  });

  test('bad input is a 400 or a 404, never a 500', async () => {
    const space = await createSpace(admin, { field: 'REAL' });
    const property = await createProperty(admin);
    const path = `/api/space/${space}/property/${property}/problem`;
    const cases: Array<[string, unknown, number, string]> = [
      [`${path}/REAL`, { references: [arxivReference()] }, 400, 'status'],
      [`${path}/REAL`, open({ status: 'MAYBE' }), 400, 'status'],
      [`${path}/REAL`, open({ references: [] }), 400, 'general'],
      [`${path}/REAL`, independent({ decidedBy: '' }), 400, 'decidedBy'],
      [`${path}/COMPLEX`, open(), 400, 'scalar'],
      [`${path}/QUATERNION`, open(), 404, 'general'],
      [`/api/space/2147483000/property/${property}/problem/REAL`, open(), 404, 'general'],
    ];
    for (const [url, body, status, key] of cases) {
      const response = await admin.post(url, body);
      expect([url, response.status]).toEqual([url, status]);
      expect(Object.keys(response.body.errors)).toContain(key);
    }
    // The messages name the field as the form labels it ("Since"), in a sentence.
    expect((await admin.post(`${path}/REAL`, open({ since: 1935 }))).body.errors).toEqual({ since: 'The date it is open since must be text.' });
    expect((await admin.post(`${path}/REAL`, open({ since: '1'.repeat(301) }))).body.errors).toEqual({ since: 'The date it is open since must be at most 300 characters.' });
    expect((await server.client().get('/api/problem?space=x')).status).toBe(400);
    expect((await server.client().get('/api/problem?status=CLOSED')).status).toBe(400);
    expect((await server.client().post(`${path}/REAL`, open())).status).toBe(401);
  });

  test('marks travel in backups; a backup without them imports unchanged', async () => {
    const space = await createSpace(admin);
    const property = await createProperty(admin);
    await admin.post(`/api/space/${space}/property/${property}/problem/REAL`, independent({ description: 'Kept.' }));
    const backup = (await admin.get('/api/admin/export')).body;
    const mark = backup.spaceProblems.find((m: { spaceId: number }) => m.spaceId === space);
    expect(mark).toEqual({ spaceId: space, propertyId: property, scalar: 'REAL', status: 'INDEPENDENT', since: '', decidedBy: 'Holds under CH; fails under MA + ¬CH.', description: 'Kept.', references: [expect.objectContaining({ arxivId: '1234.5678' })] });
    const older = { ...backup };
    delete older.spaceProblems;
    expect((await admin.post('/api/admin/import', older)).status).toBe(200);
    expect((await admin.get(`/api/problem?space=${space}`)).body).toEqual([]);
    expect((await admin.post('/api/admin/import', backup)).status).toBe(200);
    expect((await admin.get(`/api/problem?space=${space}`)).body).toHaveLength(1);
    const clash = { ...backup, spaceLinks: [...backup.spaceLinks, { spaceId: space, propertyId: property, field: 'REAL', description: '', references: [] }] };
    const refused = await admin.post('/api/admin/import', clash);
    expect(refused.status).toBe(400);
    expect(refused.body.errors.general).toMatch(/spaceProblems\[\d+\]: .* a marked pair has none/);
  });
});
