/** Bad bodies and bad ids on every catalogue route: 400 or 404 in the API's error shape, never a 5xx, nothing changed. */
import { createEquation, createEquationProperty, createProperty, createSpace, createTheorem } from '../support/catalogue';
import { admin, server, useFileServer } from '../support/file-server';

let routes: string[];
useFileServer();
beforeAll(async () => {
  const space = await createSpace(admin);
  const property = await createProperty(admin);
  const other = await createProperty(admin);
  const theorem = await createTheorem(admin, [[property, 'REAL']], [[other, 'REAL']]);
  const equation = await createEquation(admin);
  const eqProperty = await createEquationProperty(admin);
  routes = [
    '/api/space',
    `/api/space/${space}`,
    `/api/space/${space}/property/${property}`,
    '/api/property',
    `/api/property/${property}`,
    '/api/theorem',
    `/api/theorem/${theorem}`,
    '/api/differential-equation',
    `/api/differential-equation/${equation}`,
    '/api/differential-equation/property',
    `/api/differential-equation/property/${eqProperty}`,
    `/api/differential-equation/${equation}/property/${eqProperty}`,
  ];
});

/** Everything a reader can see, to compare before and after. */
async function snapshot() {
  const paths = ['/api/space', '/api/property', '/api/theorem', '/api/differential-equation', '/api/differential-equation/property'];
  const lists = await Promise.all(paths.map((p) => admin.get(p)));
  const details = await Promise.all(routes.filter((r) => /\d$/.test(r)).map((r) => admin.get(r)));
  return [...lists, ...details].map((r) => r.body);
}

function send(path: string, body: string, contentType = 'application/json') {
  return admin.raw({ method: 'POST', path, body, headers: { 'Content-Type': contentType, 'X-CSRF-Token': admin.cookies.get('csrf')! } });
}

describe('bad input', () => {
  test('malformed JSON is a 400 "Malformed JSON." on every route', async () => {
    const before = await snapshot();
    for (const route of routes) {
      for (const body of ['{', '{"symbol": }', "{'a': 1}", '{"a":1}}', 'nul', '"text"', '12']) {
        const response = await send(route, body);
        expect({ route, body, status: response.status, response: response.body }).toEqual({ route, body, status: 400, response: { errors: { general: 'Malformed JSON.' } } });
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  test('wrong types, arrays, nulls and deep nesting are 400s with errors, never 5xx', async () => {
    const before = await snapshot();
    const deep = (depth: number): unknown => (depth === 0 ? 'x' : { a: deep(depth - 1) });
    const bodies: unknown[] = [
      [],
      [1, 2],
      { symbol: 5, name: 5, field: 5, hasProperty: 5, references: 5, conditions: 5, conclusions: 5 },
      { symbol: null, name: null, field: null, references: null, conditions: null },
      { symbol: ['a'], name: { x: 1 }, field: ['REAL'], description: { toString: 'x' }, references: [[]], conditions: [[]], conclusions: [{}] },
      { symbol: deep(20), name: deep(20), references: deep(20) },
      { symbol: deep(1000) },
      { __proto__: { admin: true }, constructor: { prototype: { x: 1 } }, field: 'nonsense' },
      { references: Array(100).fill({}) },
      { symbol: 'x'.repeat(100_000), name: 'x'.repeat(100_000) },
    ];
    for (const route of routes) {
      for (const body of bodies) {
        const text = JSON.stringify(body);
        const response = await send(route, text);
        const summary = { route, body: text.slice(0, 80), status: response.status };
        expect(summary).toEqual({ ...summary, status: 400 });
        expect(Object.keys(response.body.errors).length).toBeGreaterThan(0);
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  test('a body over the limit is refused', async () => {
    const response = await send('/api/space', JSON.stringify({ symbol: 'x'.repeat(51 * 1024 * 1024), field: 'REAL' }));
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ errors: { general: 'The request body is too large.' } });
  });

  test('a body that is not JSON is refused before it is read', async () => {
    const response = await send('/api/space', 'symbol=x&field=REAL', 'application/x-www-form-urlencoded');
    expect(response.status).toBe(403);
    expect(response.body.errors.general).toEqual(expect.any(String));
  });

  test('unknown fields are ignored', async () => {
    const response = await admin.post('/api/space', { symbol: '$u$-unknown-fields', field: 'REAL', id: 999, isAdmin: true, extra: { a: 1 } });
    expect(response.status).toBe(200);
    expect(response.body.id).not.toBe(999);
    expect(Object.keys((await admin.get(`/api/space/${response.body.id}`)).body).sort()).toEqual(['description', 'field', 'id', 'norm', 'references', 'symbol', 'version']);
  });

  test('bad ids are 404 in the error shape', async () => {
    for (const id of ['abc', '-1', '0', '1.0', '01', '1e2', '99999999999999999999', '2147483648', 'NaN', '%00', "1';drop table space;--"]) {
      for (const base of ['/api/space/', '/api/property/', '/api/theorem/', '/api/differential-equation/', '/api/differential-equation/property/']) {
        const path = base + encodeURIComponent(id);
        const response = await admin.get(path);
        expect({ path, status: response.status }).toEqual({ path, status: 404 });
        expect(response.body).toEqual({ errors: { general: 'Not found.' } });
      }
    }
    // Not even valid percent-encoding.
    for (const path of ['/api/space/%zz', '/api/space/%E0%A4%A/property/1', '/api/theorem/%']) {
      const response = await admin.get(path);
      expect({ path, status: response.status, body: response.body }).toEqual({ path, status: 404, body: { errors: { general: 'Not found.' } } });
    }
  });

  test('an unknown API path is a 404 in the error shape, not the frontend', async () => {
    const response = await admin.get('/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(response.body.errors.general).toEqual(expect.any(String));
  });

  test('every unknown API path and method answers 404 {errors: {general: "Not found."}}', async () => {
    const visitor = server.client();
    for (const [method, path] of [
      ['GET', '/api'], ['GET', '/api/'], ['GET', '/api/nothing'], ['GET', '/api/space/1/nothing'], ['GET', '/api/user/login'],
      ['POST', '/api/nothing'], ['DELETE', '/api/space'], ['PUT', '/api/space/1'], ['PATCH', '/api/property'], ['POST', '/api/admin/nothing'],
    ]) {
      for (const client of [admin, visitor]) {
        if (client === visitor && path.startsWith('/api/admin')) continue;
        const response = await client.request(method, path, method === 'GET' ? undefined : {});
        expect({ method, path, status: response.status, body: response.body }).toEqual({ method, path, status: 404, body: { errors: { general: 'Not found.' } } });
      }
    }
  });

  test('a body whose Content-Encoding does not match it is a 400, not a 5xx', async () => {
    const before = await snapshot();
    for (const encoding of ['gzip', 'deflate', 'br', 'compress', 'x-nonsense']) {
      const response = await admin.raw({
        method: 'POST',
        path: '/api/space',
        body: JSON.stringify({ symbol: '$enc$', field: 'REAL' }),
        headers: { 'Content-Type': 'application/json', 'Content-Encoding': encoding, 'X-CSRF-Token': admin.cookies.get('csrf')! },
      });
      expect({ encoding, status: response.status, body: response.body }).toEqual({ encoding, status: 400, body: { errors: { general: expect.any(String) } } });
    }
    expect(await snapshot()).toEqual(before);
  });

  test('a JSON array or scalar sent to a form is refused under general', async () => {
    for (const route of ['/api/space', '/api/property', '/api/theorem', '/api/user/login']) {
      for (const body of ['[]', '[{"symbol":"x","field":"REAL"}]']) {
        const response = await send(route, body);
        expect({ route, body, status: response.status, response: response.body }).toEqual({ route, body, status: 400, response: { errors: { general: 'The request body must be a JSON object.' } } });
      }
    }
  });
});
