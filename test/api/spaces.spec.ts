/** /api/space: list, read, create, edit, delete, and every validation message. */
import { arxivReference, createProperty, createSpace, unique } from '../support/catalogue';
import { admin, server, useFileServer } from '../support/file-server';

useFileServer();

describe('spaces', () => {
  test('create, read, edit and delete a space with trimmed texts and references', async () => {
    const symbol = unique('$\\ell^p$');
    const created = await admin.post('/api/space', {
      symbol: `  ${symbol}  `,
      norm: ' $\\|x\\|$ ',
      description: '  A sequence space. ',
      field: 'REAL_OR_COMPLEX',
      references: [arxivReference({ title: '  Paper  ', page: 12, statement: ' Theorem 1 ' })],
    });
    expect(created.status).toBe(200);
    expect(Object.keys(created.body)).toEqual(['id']);
    const id = created.body.id;

    const read = await server.client().get(`/api/space/${id}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual({
      id,
      symbol,
      norm: '$\\|x\\|$',
      description: 'A sequence space.',
      field: 'REAL_OR_COMPLEX',
      references: [arxivReference({ title: 'Paper', page: 12, statement: 'Theorem 1' })],
      version: 1,
    });

    const edited = await admin.post(`/api/space/${id}`, { symbol, field: 'REAL', norm: null, description: '   ' });
    expect(edited.status).toBe(200);
    expect(edited.body).toEqual({ id });
    expect((await admin.get(`/api/space/${id}`)).body).toEqual({ id, symbol, norm: '', description: '', field: 'REAL', references: [], version: 2 });

    const deleted = await admin.delete(`/api/space/${id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({});
    expect((await admin.get(`/api/space/${id}`)).status).toBe(404);
    expect((await admin.delete(`/api/space/${id}`)).status).toBe(404);
  });

  test('the list has id and symbol only, sorted by the readable symbol', async () => {
    const ids = {
      b: await createSpace(admin, { symbol: '$\\ell^{10}$-zz' }),
      a: await createSpace(admin, { symbol: '$\\ell^2$-zz' }),
      c: await createSpace(admin, { symbol: 'M-zz' }),
    };
    const list = await server.client().get('/api/space');
    expect(list.status).toBe(200);
    for (const entry of list.body) expect(Object.keys(entry).sort()).toEqual(['id', 'symbol']);
    const ours = list.body.filter((s: { symbol: string }) => s.symbol.endsWith('-zz')).map((s: { id: number }) => s.id);
    expect(ours).toEqual([ids.a, ids.b, ids.c]);
  });

  test.each([
    ['no symbol', { field: 'REAL' }, { symbol: 'Please enter a symbol.' }],
    ['a blank symbol', { symbol: '   ', field: 'REAL' }, { symbol: 'Please enter a symbol.' }],
    ['a number as symbol', { symbol: 5, field: 'REAL' }, { symbol: 'The symbol must be text.' }],
    ['a long symbol', { symbol: 'x'.repeat(301), field: 'REAL' }, { symbol: 'The symbol must be at most 300 characters.' }],
    ['$$ in the symbol', { symbol: '$$x$$', field: 'REAL' }, { symbol: 'The symbol may not contain $$.' }],
    ['no field', { symbol: 'ok-sym' }, { field: 'Please choose a field.' }],
    ['a link field as field', { symbol: 'ok-sym', field: 'NOT_REAL' }, { field: 'The field must be one of REAL_OR_COMPLEX, REAL, COMPLEX.' }],
    ['a long norm', { symbol: 'ok-sym', field: 'REAL', norm: 'n'.repeat(5001) }, { norm: 'The norm must be at most 5000 characters.' }],
    ['a list as norm', { symbol: 'ok-sym', field: 'REAL', norm: ['x'] }, { norm: 'The norm must be text.' }],
    ['a long description', { symbol: 'ok-sym', field: 'REAL', description: 'd'.repeat(50001) }, { description: 'The description must be at most 50000 characters.' }],
    ['references not a list', { symbol: 'ok-sym', field: 'REAL', references: 'x' }, { general: 'The references must be a list.' }],
    ['an empty body', {}, { symbol: 'Please enter a symbol.', field: 'Please choose a field.' }],
  ])('refuses %s', async (_label, body, errors) => {
    const response = await admin.post('/api/space', body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ errors });
    expect((await admin.get('/api/space')).body.some((s: { symbol: string }) => s.symbol === 'ok-sym')).toBe(false);
  });

  test('the symbol is unique, on create and on edit, after trimming', async () => {
    const symbol = unique('$X$');
    const first = await createSpace(admin, { symbol });
    const again = await admin.post('/api/space', { symbol: ` ${symbol} `, field: 'REAL' });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ errors: { symbol: 'A space with this symbol already exists.' } });
    const other = await createSpace(admin);
    expect((await admin.post(`/api/space/${other}`, { symbol, field: 'REAL' })).body).toEqual({
      errors: { symbol: 'A space with this symbol already exists.' },
    });
    // Saving a space under its own symbol is fine.
    expect((await admin.post(`/api/space/${first}`, { symbol, field: 'COMPLEX' })).status).toBe(200);
  });

  test('a field change that would invalidate a link is refused; one that keeps it valid is allowed', async () => {
    const space = await createSpace(admin);
    const property = await createProperty(admin);
    expect((await admin.post(`/api/space/${space}/property/${property}`, { field: 'COMPLEX' })).status).toBe(200);
    const symbol = (await admin.get(`/api/space/${space}`)).body.symbol;
    const refused = await admin.post(`/api/space/${space}`, { symbol, field: 'REAL' });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.errors)).toEqual(['field']);
    expect((await admin.get(`/api/space/${space}`)).body.field).toBe('REAL_OR_COMPLEX');
    expect((await admin.post(`/api/space/${space}`, { symbol, field: 'COMPLEX' })).status).toBe(200);
  });

  test('deleting a space removes its links', async () => {
    const space = await createSpace(admin);
    const property = await createProperty(admin);
    await admin.post(`/api/space/${space}/property/${property}`, { field: 'REAL', references: [arxivReference()] });
    expect((await admin.get(`/api/property/${property}/space`)).body).toHaveLength(1);
    expect((await admin.delete(`/api/space/${space}`)).status).toBe(200);
    expect((await admin.get(`/api/property/${property}/space`)).body).toEqual([]);
    expect((await admin.get(`/api/space/${space}/property/${property}`)).status).toBe(404);
  });

  test.each(['abc', '0', '-1', '1.5', '99999999999999999999', '2147483648', '%20'])('id %s is not found', async (id) => {
    expect((await admin.get(`/api/space/${id}`)).status).toBe(404);
    expect((await admin.post(`/api/space/${id}`, { symbol: 'whatever', field: 'REAL' })).status).toBe(404);
    expect((await admin.delete(`/api/space/${id}`)).status).toBe(404);
  });

  test('an unknown id is not found for read, edit and delete', async () => {
    expect((await admin.get('/api/space/2147483647')).status).toBe(404);
    expect((await admin.post('/api/space/2147483647', { symbol: unique('s'), field: 'REAL' })).body).toEqual({ errors: { general: 'Not found.' } });
    expect((await admin.delete('/api/space/2147483647')).status).toBe(404);
  });
});
