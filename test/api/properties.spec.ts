/** /api/property: list, read, create, edit, delete, the refusal while a theorem uses it. */
import { arxivReference, createProperty, createSpace, createTheorem, unique } from '../support/catalogue';
import { admin, server, useFileServer } from '../support/file-server';

useFileServer();

describe('properties', () => {
  test('create, read, edit and delete a property', async () => {
    const name = unique('Reflexive');
    const created = await admin.post('/api/property', { name: ` ${name} `, description: ' d ', field: 'REAL', references: [arxivReference()] });
    expect(created.status).toBe(200);
    const id = created.body.id;
    expect((await server.client().get(`/api/property/${id}`)).body).toEqual({
      id,
      name,
      description: 'd',
      field: 'REAL',
      references: [arxivReference()],
      version: 1,
    });
    expect((await admin.post(`/api/property/${id}`, { name, field: 'REAL_OR_COMPLEX' })).body).toEqual({ id });
    expect((await admin.get(`/api/property/${id}`)).body).toEqual({ id, name, description: '', field: 'REAL_OR_COMPLEX', references: [], version: 2 });
    const list = (await server.client().get('/api/property')).body;
    // The field rides along in the list: the theorem form needs each property's options.
    expect(list).toContainEqual({ id, name, field: 'REAL_OR_COMPLEX' });
    for (const entry of list) expect(Object.keys(entry).sort()).toEqual(['field', 'id', 'name']);
    expect((await admin.delete(`/api/property/${id}`)).body).toEqual({});
    expect((await admin.get(`/api/property/${id}`)).status).toBe(404);
  });

  test('the list is sorted by name', async () => {
    const b = await createProperty(admin, { name: 'zz-Property 10' });
    const a = await createProperty(admin, { name: 'zz-Property 9' });
    const ids = (await admin.get('/api/property')).body.filter((p: { name: string }) => p.name.startsWith('zz-')).map((p: { id: number }) => p.id);
    expect(ids).toEqual([a, b]);
  });

  test.each([
    ['no name', { field: 'REAL' }, { name: 'Please enter a name.' }],
    ['a blank name', { name: ' \n ', field: 'REAL' }, { name: 'Please enter a name.' }],
    ['a long name', { name: 'n'.repeat(301), field: 'REAL' }, { name: 'The name must be at most 300 characters.' }],
    ['an object as name', { name: { a: 1 }, field: 'REAL' }, { name: 'The name must be text.' }],
    ['no field', { name: 'ok-prop' }, { field: 'Please choose a field.' }],
    ['a wrong field', { name: 'ok-prop', field: 'real' }, { field: 'The field must be one of REAL_OR_COMPLEX, REAL, COMPLEX.' }],
    ['a number as description', { name: 'ok-prop', field: 'REAL', description: 3 }, { description: 'The description must be text.' }],
  ])('refuses %s', async (_label, body, errors) => {
    const response = await admin.post('/api/property', body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ errors });
  });

  test('the name is unique', async () => {
    const name = unique('Separable');
    await createProperty(admin, { name });
    expect((await admin.post('/api/property', { name, field: 'REAL' })).body).toEqual({ errors: { name: 'A property with this name already exists.' } });
  });

  test('a property used by theorems cannot be deleted; the message names them', async () => {
    const p = await createProperty(admin);
    const q = await createProperty(admin);
    const r = await createProperty(admin);
    const named = unique('Milman–Pettis');
    const t1 = await createTheorem(admin, [[p, 'REAL']], [[q, 'REAL']], { name: named });
    const t2 = await createTheorem(admin, [[r, 'REAL']], [[p, 'NOT_REAL']]);
    const refused = await admin.delete(`/api/property/${p}`);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ errors: { general: `The property cannot be deleted: it is used by theorems: ${named}, #${t2}.` } });
    expect((await admin.get(`/api/property/${p}`)).status).toBe(200);
    await admin.delete(`/api/theorem/${t1}`);
    await admin.delete(`/api/theorem/${t2}`);
    expect((await admin.delete(`/api/property/${p}`)).status).toBe(200);
  });

  test('deleting a property removes its links', async () => {
    const space = await createSpace(admin);
    const p = await createProperty(admin);
    await admin.post(`/api/space/${space}/property/${p}`, { field: 'REAL_AND_COMPLEX' });
    expect((await admin.get(`/api/space/${space}/property`)).body).toHaveLength(1);
    await admin.delete(`/api/property/${p}`);
    expect((await admin.get(`/api/space/${space}/property`)).body).toEqual([]);
  });

  test('a field change must keep links and theorem atoms valid', async () => {
    const space = await createSpace(admin);
    const p = await createProperty(admin);
    const name = (await admin.get(`/api/property/${p}`)).body.name;
    await admin.post(`/api/space/${space}/property/${p}`, { field: 'REAL_AND_COMPLEX' });
    const byLink = await admin.post(`/api/property/${p}`, { name, field: 'REAL' });
    expect(byLink.status).toBe(400);
    expect(byLink.body.errors.field).toMatch(/^The field cannot change: the links to .* would no longer be valid\.$/);
    await admin.delete(`/api/space/${space}/property/${p}`);

    const q = await createProperty(admin);
    const theorem = await createTheorem(admin, [[p, 'COMPLEX']], [[q, 'COMPLEX']], { name: unique('T') });
    const byTheorem = await admin.post(`/api/property/${p}`, { name, field: 'REAL' });
    expect(byTheorem.status).toBe(400);
    expect(byTheorem.body.errors.field).toMatch(/^The field cannot change: the theorems .* would no longer be valid\.$/);
    expect((await admin.post(`/api/property/${p}`, { name, field: 'COMPLEX' })).status).toBe(200);
    await admin.delete(`/api/theorem/${theorem}`);
  });

  test.each(['x', '0', '12345678901'])('id %s is not found', async (id) => {
    expect((await admin.get(`/api/property/${id}`)).status).toBe(404);
    expect((await admin.get(`/api/property/${id}/space`)).status).toBe(404);
    expect((await admin.delete(`/api/property/${id}`)).status).toBe(404);
  });
});
