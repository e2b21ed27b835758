/** GET /api/data: the public, read-only download of the catalogue in the backup format, without users or invite codes. */
import { createEquation, createProperty, createSpace } from '../support/catalogue';
import { admin, server, useFileServer } from '../support/file-server';

useFileServer();

const withoutTime = (backup: any) => ({ ...backup, exportedAt: undefined });

describe('public data download', () => {
  test('anyone gets the whole catalogue as the admin export has it, as a named file with its licence linked', async () => {
    const space = await createSpace(admin);
    const property = await createProperty(admin);
    await admin.post(`/api/space/${space}/property/${property}`, { field: 'REAL', description: 'why' });
    await createEquation(admin);
    await admin.post('/api/admin/invite');

    const visitor = server.client();
    const response = await visitor.get('/api/data');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="banach-catalogue_\d{4}-\d\d-\d\dT[\d:.]+Z\.json"$/);
    expect(response.headers.get('link')).toBe('</data>; rel="license"');
    const exported = (await admin.get('/api/admin/export')).body;
    expect(withoutTime(response.body)).toEqual(withoutTime(exported));
    expect(response.body.format).toBe('banach-catalogue-backup');
    expect(response.body.spaceLinks).toContainEqual(expect.objectContaining({ spaceId: space, propertyId: property, field: 'REAL' }));
    // Backups hold no users and no invite codes: nothing of the accounts is in the download.
    const text = JSON.stringify(response.body);
    expect(text).not.toContain(server.admin.email);
    expect(Object.keys(response.body).sort()).toEqual(
      ['differentialEquationLinks', 'differentialEquationProperties', 'differentialEquations', 'exportedAt', 'format', 'properties', 'spaceLinks', 'spaces', 'theorems', 'version'].sort(),
    );
  });

  test('follows every write: the next download has it', async () => {
    const before = (await server.client().get('/api/data')).body;
    const again = (await server.client().get('/api/data')).body;
    // Between writes the same export is served.
    expect(again.exportedAt).toBe(before.exportedAt);
    const space = await createSpace(admin);
    const after = (await server.client().get('/api/data')).body;
    expect(after.spaces.map((s: { id: number }) => s.id)).toContain(space);
    await admin.delete(`/api/space/${space}`);
    expect((await server.client().get('/api/data')).body.spaces.map((s: { id: number }) => s.id)).not.toContain(space);
    // Equations are not in the knowledge base; their writes move the catalogue version too.
    const equation = await createEquation(admin);
    expect((await server.client().get('/api/data')).body.differentialEquations.map((e: { id: number }) => e.id)).toContain(equation);
  });

  test('the download is a backup the admin import accepts', async () => {
    const data = (await server.client().get('/api/data')).body;
    const imported = await admin.post('/api/admin/import', data);
    expect(imported.status).toBe(200);
    expect(withoutTime((await admin.get('/api/admin/export')).body)).toEqual(withoutTime(data));
  });

  test('it is read-only', async () => {
    const visitor = server.client();
    await visitor.get('/api/space');
    expect([401, 403, 404]).toContain((await visitor.post('/api/data', {})).status);
    expect([403, 404]).toContain((await admin.post('/api/data', {})).status);
  });
});
