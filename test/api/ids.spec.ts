/**
 * Ids at the edge of PostgreSQL's integer range: out-of-range ids in bodies are
 * 400s (404 in paths), and after an import new entries continue after the
 * largest imported id, up to the last one, then a 400 — never a 500.
 */
import { admin, useFileServer } from '../support/file-server';

useFileServer();

const MAX = 2147483647;

function backup(spaceId: number, propertyId = 1) {
  return {
    format: 'banach-catalogue-backup',
    version: 1,
    spaces: [{ id: spaceId, symbol: '$X$', norm: '', description: '', field: 'REAL', references: [] }],
    properties: [{ id: propertyId, name: 'Reflexive', description: '', field: 'REAL', references: [] }],
    spaceLinks: [{ spaceId, propertyId, field: 'REAL', description: '', references: [] }],
    theorems: [],
    differentialEquations: [],
    differentialEquationProperties: [],
    differentialEquationLinks: [],
  };
}

describe('ids at the edge of the integer range', () => {
  test('an import with an id of 2^31 or 2^31-1 is a 400 and changes nothing', async () => {
    expect((await admin.post('/api/admin/import', backup(5, 6))).status).toBe(200);
    for (const id of [MAX + 1, MAX, 1e20]) {
      const r = await admin.post('/api/admin/import', backup(id));
      expect({ id, status: r.status }).toEqual({ id, status: 400 });
      expect(r.body.errors.general).toMatch(/spaces\[0\] \(id \d+\): id must be a positive integer id/);
    }
    expect((await admin.get('/api/space')).body).toEqual([{ id: 5, symbol: '$X$' }]);
  });

  test('a theorem naming a property id out of range is a 400; such ids in paths are 404', async () => {
    const r = await admin.post('/api/theorem', { conditions: [{ propertyId: MAX + 1, field: 'REAL' }], conclusions: [{ propertyId: 6, field: 'REAL' }] });
    expect(r.status).toBe(400);
    expect(r.body.errors.conditions).toBe('Condition 1 needs a property and a field.');
    expect((await admin.get(`/api/theorem?propertyId=${MAX + 1}`)).status).toBe(404);
    expect((await admin.post(`/api/space/${MAX + 1}/property/6`, { field: 'REAL' })).status).toBe(404);
  });

  test('after an import new entries continue after the largest id, up to 2^31-1, then a 400', async () => {
    expect((await admin.post('/api/admin/import', backup(MAX - 1, 40))).status).toBe(200);
    const last = await admin.post('/api/space', { symbol: '$Y$', field: 'REAL' });
    expect(last).toMatchObject({ status: 200, body: { id: MAX } });
    const none = await admin.post('/api/space', { symbol: '$Z$', field: 'REAL' });
    expect(none).toMatchObject({ status: 400, body: { errors: { general: 'No ids are left for new entries of this kind.' } } });
    // Other kinds continue after their own largest id; links after the imported link.
    expect(await admin.post('/api/property', { name: 'Separable', field: 'REAL' })).toMatchObject({ status: 200, body: { id: 41 } });
    expect((await admin.post(`/api/space/${MAX}/property/40`, { field: 'REAL' })).status).toBe(200);
    expect((await admin.get(`/api/space/${MAX}/property/40`)).status).toBe(200);
  });
});
