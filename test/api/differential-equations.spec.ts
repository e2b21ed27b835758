/** Differential equations, their properties and their links, read from both sides. */
import { arxivReference, createEquation, createEquationProperty, unique } from '../support/catalogue';
import { admin, server, useFileServer } from '../support/file-server';

useFileServer();

describe('differential equations', () => {
  test('create, read, edit and delete an equation', async () => {
    const name = unique('Heat equation');
    const created = await admin.post('/api/differential-equation', {
      name: ` ${name} `,
      symbol: ' $$u_t = \\Delta u$$ ',
      variables: ' $u(t,x)$ ',
      parameters: ' none ',
      description: ' Diffusion. ',
      references: [arxivReference()],
    });
    expect(created.status).toBe(200);
    const id = created.body.id;
    const full = { id, name, symbol: '$$u_t = \\Delta u$$', variables: '$u(t,x)$', parameters: 'none', description: 'Diffusion.', references: [arxivReference()], version: 1 };
    expect((await server.client().get(`/api/differential-equation/${id}`)).body).toEqual(full);
    expect((await server.client().get('/api/differential-equation')).body).toContainEqual({ id, name, symbol: full.symbol });
    expect((await admin.post(`/api/differential-equation/${id}`, { name, symbol: 'u = 0' })).body).toEqual({ id });
    expect((await admin.get(`/api/differential-equation/${id}`)).body).toEqual({ id, name, symbol: 'u = 0', variables: '', parameters: '', description: '', references: [], version: 2 });
    expect((await admin.delete(`/api/differential-equation/${id}`)).body).toEqual({});
    expect((await admin.get(`/api/differential-equation/${id}`)).status).toBe(404);
  });

  test.each([
    ['no name', { symbol: 'u' }, { name: 'Please enter a name.' }],
    ['$$ in the name', { name: '$$x$$', symbol: 'u' }, { name: 'The name may not contain $$.' }],
    ['a long name', { name: 'n'.repeat(301), symbol: 'u' }, { name: 'The name must be at most 300 characters.' }],
    ['no symbol', { name: 'ok-eq' }, { symbol: 'Please enter a symbol.' }],
    ['a blank symbol', { name: 'ok-eq', symbol: '  ' }, { symbol: 'Please enter a symbol.' }],
    ['long variables', { name: 'ok-eq', symbol: 'u', variables: 'v'.repeat(5001) }, { variables: 'The variables must be at most 5000 characters.' }],
    ['long parameters', { name: 'ok-eq', symbol: 'u', parameters: 'p'.repeat(5001) }, { parameters: 'The parameters must be at most 5000 characters.' }],
    ['a number as variables', { name: 'ok-eq', symbol: 'u', variables: 1 }, { variables: 'The variables must be text.' }],
  ])('refuses %s', async (_label, body, errors) => {
    const response = await admin.post('/api/differential-equation', body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ errors });
  });

  test('equation names are unique', async () => {
    const name = unique('Wave');
    await createEquation(admin, { name });
    expect((await admin.post('/api/differential-equation', { name, symbol: 'u' })).body).toEqual({
      errors: { name: 'A differential equation with this name already exists.' },
    });
  });
});

describe('properties of differential equations', () => {
  test('create, read, edit and delete', async () => {
    const name = unique('Linear');
    const id = (await admin.post('/api/differential-equation/property', { name, description: ' d ', references: [arxivReference()] })).body.id;
    expect((await admin.get(`/api/differential-equation/property/${id}`)).body).toEqual({ id, name, description: 'd', references: [arxivReference()], version: 1 });
    expect((await admin.get('/api/differential-equation/property')).body).toContainEqual({ id, name });
    expect((await admin.post(`/api/differential-equation/property/${id}`, { name: `${name}!` })).body).toEqual({ id });
    expect((await admin.get(`/api/differential-equation/property/${id}`)).body).toEqual({ id, name: `${name}!`, description: '', references: [], version: 2 });
    expect((await admin.delete(`/api/differential-equation/property/${id}`)).body).toEqual({});
    expect((await admin.get(`/api/differential-equation/property/${id}`)).status).toBe(404);
  });

  test('validation and uniqueness', async () => {
    expect((await admin.post('/api/differential-equation/property', {})).body).toEqual({ errors: { name: 'Please enter a name.' } });
    expect((await admin.post('/api/differential-equation/property', { name: 'n'.repeat(301) })).body).toEqual({
      errors: { name: 'The name must be at most 300 characters.' },
    });
    const name = unique('Elliptic');
    await createEquationProperty(admin, { name });
    expect((await admin.post('/api/differential-equation/property', { name })).body).toEqual({
      errors: { name: 'A property of differential equations with this name already exists.' },
    });
  });
});

describe('equation links', () => {
  test('read from both sides, unlinked list, edit, delete', async () => {
    const equation = await createEquation(admin);
    const linear = await createEquationProperty(admin);
    const other = await createEquationProperty(admin);
    const equationBody = (await admin.get(`/api/differential-equation/${equation}`)).body;
    const linearBody = (await admin.get(`/api/differential-equation/property/${linear}`)).body;
    const path = `/api/differential-equation/${equation}/property/${linear}`;

    expect((await admin.get(path)).status).toBe(404);
    const saved = await admin.post(path, { hasProperty: false, description: ' no ', references: [arxivReference()] });
    expect(saved.status).toBe(200);
    expect(Object.keys(saved.body)).toEqual(['id']);
    expect((await server.client().get(path)).body).toEqual({
      hasProperty: false,
      description: 'no',
      references: [arxivReference()],
      version: 1,
      differentialEquation: equationBody,
      differentialEquationProperty: linearBody,
      linked: true,
      computed: false,
      theoremIds: [],
      proof: [],
    });
    expect((await admin.get(`/api/differential-equation/${equation}/property`)).body).toEqual([
      { hasProperty: false, linked: true, computed: false, differentialEquationProperty: { id: linear, name: linearBody.name } },
    ]);
    expect((await admin.get(`/api/differential-equation/property/${linear}/differential-equation`)).body).toEqual([
      { hasProperty: false, linked: true, computed: false, differentialEquation: { id: equation, name: equationBody.name, symbol: equationBody.symbol } },
    ]);
    const unlinked = (await admin.get(`/api/differential-equation/${equation}/property?unlinked=true`)).body;
    expect(unlinked).toContainEqual({ differentialEquationProperty: { id: other, name: expect.any(String) } });
    expect(unlinked.some((e: { differentialEquationProperty: { id: number } }) => e.differentialEquationProperty.id === linear)).toBe(false);

    expect((await admin.post(path, { hasProperty: true })).body).toEqual(saved.body);
    expect((await admin.get(path)).body.hasProperty).toBe(true);
    expect((await admin.delete(path)).body).toEqual({});
    expect((await admin.get(path)).status).toBe(404);
    expect((await admin.delete(path)).status).toBe(404);
  });

  test.each([
    ['no hasProperty', {}],
    ['a text hasProperty', { hasProperty: 'yes' }],
    ['a number hasProperty', { hasProperty: 1 }],
    ['a null hasProperty', { hasProperty: null }],
  ])('refuses %s', async (_label, body) => {
    const equation = await createEquation(admin);
    const property = await createEquationProperty(admin);
    const response = await admin.post(`/api/differential-equation/${equation}/property/${property}`, body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ errors: { hasProperty: 'Please choose whether the equation has the property.' } });
  });

  test('deleting an equation or an equation property removes their links', async () => {
    const equation = await createEquation(admin);
    const property = await createEquationProperty(admin);
    const keep = await createEquation(admin);
    await admin.post(`/api/differential-equation/${equation}/property/${property}`, { hasProperty: true });
    await admin.post(`/api/differential-equation/${keep}/property/${property}`, { hasProperty: true });
    await admin.delete(`/api/differential-equation/${equation}`);
    expect((await admin.get(`/api/differential-equation/property/${property}/differential-equation`)).body.map((e: any) => e.differentialEquation.id)).toEqual([keep]);
    await admin.delete(`/api/differential-equation/property/${property}`);
    expect((await admin.get(`/api/differential-equation/${keep}/property`)).body).toEqual([]);
  });

  test('unknown ids are 404', async () => {
    const equation = await createEquation(admin);
    const property = await createEquationProperty(admin);
    for (const path of [
      `/api/differential-equation/999999/property/${property}`,
      `/api/differential-equation/${equation}/property/999999`,
      `/api/differential-equation/abc/property/${property}`,
    ]) {
      expect((await admin.get(path)).status).toBe(404);
      expect((await admin.post(path, { hasProperty: true })).status).toBe(404);
      expect((await admin.delete(path)).status).toBe(404);
    }
    for (const path of ['/api/differential-equation/999999', '/api/differential-equation/property/999999', '/api/differential-equation/0', '/api/differential-equation/property/x']) {
      expect((await admin.get(path)).status).toBe(404);
      expect((await admin.delete(path)).status).toBe(404);
    }
    expect((await admin.get('/api/differential-equation/999999/property')).status).toBe(404);
    expect((await admin.get('/api/differential-equation/property/999999/differential-equation')).status).toBe(404);
  });
});
