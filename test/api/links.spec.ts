/** Space–property links: read from both sides, the unlinked list, field options, delete. */
import { LINK_FIELDS } from '../../kb/contract/fields';
import { arxivReference, createProperty, createSpace } from '../support/catalogue';
import { admin, server, useFileServer } from '../support/file-server';

useFileServer();

describe('space–property links', () => {
  test('a stored link is read from the space, from the property and on its own', async () => {
    const space = await createSpace(admin);
    const property = await createProperty(admin);
    const saved = await admin.post(`/api/space/${space}/property/${property}`, {
      field: 'REAL_AND_NOT_COMPLEX',
      description: '  Because.  ',
      references: [arxivReference()],
    });
    expect(saved.status).toBe(200);
    expect(Object.keys(saved.body)).toEqual(['id']);

    const spaceBody = (await admin.get(`/api/space/${space}`)).body;
    const propertyBody = (await admin.get(`/api/property/${property}`)).body;
    const visitor = server.client();
    expect((await visitor.get(`/api/space/${space}/property`)).body).toEqual([
      { property: { id: property, name: propertyBody.name, field: 'REAL_OR_COMPLEX' }, field: 'REAL_AND_NOT_COMPLEX', linked: true, computed: false },
    ]);
    expect((await visitor.get(`/api/property/${property}/space`)).body).toEqual([
      { space: { id: space, symbol: spaceBody.symbol, field: 'REAL_OR_COMPLEX' }, field: 'REAL_AND_NOT_COMPLEX', linked: true, computed: false },
    ]);
    const link = (await visitor.get(`/api/space/${space}/property/${property}`)).body;
    expect(link).toMatchObject({
      space: spaceBody,
      property: propertyBody,
      link: { field: 'REAL_AND_NOT_COMPLEX', description: 'Because.', references: [arxivReference()] },
      field: 'REAL_AND_NOT_COMPLEX',
      computations: [],
    });
    expect(Array.isArray(link.proof)).toBe(true);
    expect(Array.isArray(link.contradictions)).toBe(true);

    // POST again updates the same link.
    expect((await admin.post(`/api/space/${space}/property/${property}`, { field: 'NOT_REAL' })).body).toEqual(saved.body);
    expect((await admin.get(`/api/space/${space}/property/${property}`)).body.link).toEqual({ field: 'NOT_REAL', description: '', references: [], version: 2 });
  });

  test('a pair with no stored link and nothing computed is 404', async () => {
    const space = await createSpace(admin);
    const property = await createProperty(admin);
    const response = await server.client().get(`/api/space/${space}/property/${property}`);
    expect(response.status).toBe(404);
  });

  test('?unlinked=true lists the properties that can still be linked', async () => {
    const realSpace = await createSpace(admin, { field: 'REAL' });
    const linked = await createProperty(admin, { field: 'REAL' });
    const open = await createProperty(admin, { field: 'REAL_OR_COMPLEX' });
    const complexOnly = await createProperty(admin, { field: 'COMPLEX' });
    await admin.post(`/api/space/${realSpace}/property/${linked}`, { field: 'REAL' });
    const ids = (await admin.get(`/api/space/${realSpace}/property?unlinked=true`)).body.map((e: { property: { id: number } }) => e.property.id);
    expect(ids).toContain(open);
    expect(ids).not.toContain(linked);
    expect(ids).not.toContain(complexOnly);
    const entry = (await admin.get(`/api/space/${realSpace}/property?unlinked=true`)).body.find((e: { property: { id: number } }) => e.property.id === open);
    expect(Object.keys(entry)).toEqual(['property']);
  });

  test('the field must be among the options of spec section 4', async () => {
    const cases: Array<[string, string, string[]]> = [
      ['REAL', 'REAL_OR_COMPLEX', ['REAL', 'NOT_REAL']],
      ['REAL', 'COMPLEX', []],
      ['COMPLEX', 'REAL', []],
      ['COMPLEX', 'COMPLEX', ['COMPLEX', 'NOT_COMPLEX']],
      ['REAL_OR_COMPLEX', 'REAL', ['REAL', 'NOT_REAL']],
      ['REAL_OR_COMPLEX', 'COMPLEX', ['COMPLEX', 'NOT_COMPLEX']],
      ['REAL_OR_COMPLEX', 'REAL_OR_COMPLEX', [...LINK_FIELDS]],
    ];
    for (const [spaceField, propertyField, options] of cases) {
      const space = await createSpace(admin, { field: spaceField });
      const property = await createProperty(admin, { field: propertyField });
      for (const field of LINK_FIELDS) {
        const response = await admin.post(`/api/space/${space}/property/${property}`, { field });
        if (options.includes(field)) {
          expect(response.status).toBe(200);
        } else {
          expect(response.status).toBe(400);
          expect(response.body.errors.field).toBe(
            options.length
              ? `The field must be one of ${options.join(', ')} for this space and property.`
              : 'This property cannot be linked to this space: their fields do not match.',
          );
        }
      }
    }
  });

  test.each([
    ['no field', {}, { field: 'Please choose a field.' }],
    ['an item field', { field: 'REAL_OR_COMPLEX' }, { field: 'The field must be one of the eight link field types.' }],
    ['a boolean field', { field: true }, { field: 'The field must be one of the eight link field types.' }],
    ['a long description', { field: 'REAL', description: 'x'.repeat(50001) }, { description: 'The description must be at most 50000 characters.' }],
  ])('refuses %s', async (_label, body, errors) => {
    const space = await createSpace(admin);
    const property = await createProperty(admin);
    const response = await admin.post(`/api/space/${space}/property/${property}`, body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ errors });
    expect((await admin.get(`/api/space/${space}/property`)).body).toEqual([]);
  });

  test('delete removes the stored link; deleting a missing link is 404', async () => {
    const space = await createSpace(admin);
    const property = await createProperty(admin);
    await admin.post(`/api/space/${space}/property/${property}`, { field: 'REAL' });
    expect((await admin.delete(`/api/space/${space}/property/${property}`)).body).toEqual({});
    expect((await admin.get(`/api/space/${space}/property`)).body).toEqual([]);
    expect((await admin.get(`/api/space/${space}/property/${property}`)).status).toBe(404);
    expect((await admin.delete(`/api/space/${space}/property/${property}`)).status).toBe(404);
  });

  test('unknown spaces and properties are 404 on every link route', async () => {
    const space = await createSpace(admin);
    const property = await createProperty(admin);
    for (const path of [`/api/space/999999/property/${property}`, `/api/space/${space}/property/999999`, '/api/space/x/property/1', `/api/space/${space}/property/1e3`]) {
      expect((await admin.get(path)).status).toBe(404);
      expect((await admin.post(path, { field: 'REAL' })).status).toBe(404);
      expect((await admin.delete(path)).status).toBe(404);
    }
    expect((await admin.get('/api/space/999999/property')).status).toBe(404);
    expect((await admin.get('/api/space/999999/property?unlinked=true')).status).toBe(404);
    expect((await admin.get('/api/property/999999/space')).status).toBe(404);
  });
});
