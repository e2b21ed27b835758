/**
 * An unknown id in a write's path is a 404 before the body is validated, on every write
 * route with ids in its path: `POST /api/space/999999/property/1` with `{}` names nothing,
 * so it is not the form's 400. The same bodies on existing ids keep their 400s; a reader
 * still gets 401/403 first; nothing is ever a 5xx.
 */
import { createEquation, createEquationProperty, createProperty, createSpace, createTheorem, unique } from '../support/catalogue';
import { admin, server, useFileServer } from '../support/file-server';

const UNKNOWN = 2147483000;
const NOT_FOUND = { errors: { general: 'Not found.' } };
useFileServer();

/** Each write route as [method, path with :names, the existing id for each name]. */
let routes: Array<[string, string, Record<string, number>]>;
beforeAll(async () => {
  const [space, other, property, conclusion] = [await createSpace(admin), await createSpace(admin), await createProperty(admin), await createProperty(admin)];
  const theorem = await createTheorem(admin, [[property, 'REAL']], [[conclusion, 'REAL']]);
  const relation = (await admin.post('/api/relation', { kind: 'subspace', spaceId: space, ofSpaceId: other, field: 'REAL_AND_COMPLEX' })).body.id as number;
  const [equation, eqProperty, eqOther] = [await createEquation(admin), await createEquationProperty(admin), await createEquationProperty(admin)];
  const eqTheorem = (await admin.post('/api/differential-equation/theorem', { name: unique('ET'), conditions: [{ propertyId: eqProperty, hasProperty: true }], conclusions: [{ propertyId: eqOther, hasProperty: true }] })).body.id as number;
  expect([relation, eqTheorem].every((id) => Number.isInteger(id))).toBe(true);
  const writes = (path: string, ids: Record<string, number>): Array<[string, string, Record<string, number>]> => [['POST', path, ids], ['DELETE', path, ids]];
  routes = [
    ...writes('/api/space/:id', { id: space }),
    ...writes('/api/property/:id', { id: property }),
    ...writes('/api/theorem/:id', { id: theorem }),
    ['POST', '/api/theorem/:id/check', { id: theorem }],
    ...writes('/api/relation/:id', { id: relation }),
    ...writes('/api/space/:space/property/:property', { space, property }),
    ...writes('/api/space/:space/property/:property/problem/REAL', { space, property }),
    ...writes('/api/differential-equation/:id', { id: equation }),
    ...writes('/api/differential-equation/property/:id', { id: eqProperty }),
    ...writes('/api/differential-equation/theorem/:id', { id: eqTheorem }),
    ['POST', '/api/differential-equation/theorem/:id/check', { id: eqTheorem }],
    ...writes('/api/differential-equation/:id/property/:property', { id: equation, property: eqProperty }),
  ];
});

const fill = (path: string, ids: Record<string, number>) => path.replace(/:(\w+)/g, (_, name: string) => String(ids[name]));
const BODIES: unknown[] = [{}, { version: 'x' }, { field: 5, symbol: null, name: [], conditions: 'x', references: 5 }, []];

test('an unknown id anywhere in the path is a 404, whatever the body', async () => {
  for (const [method, path, ids] of routes) {
    for (const name of Object.keys(ids)) {
      const url = fill(path, { ...ids, [name]: UNKNOWN });
      for (const body of BODIES) {
        const response = await admin.request(method, url, body);
        expect({ method, url, body, status: response.status, answer: response.body }).toEqual({ method, url, body, status: 404, answer: NOT_FOUND });
      }
    }
  }
});

test('a problem mark with an unknown scalar in its path is a 404 before its body is read', async () => {
  const [, path, ids] = routes.find(([, p]) => p.includes('/problem/'))!;
  for (const method of ['POST', 'DELETE']) {
    const response = await admin.request(method, fill(path, ids).replace(/REAL$/, 'QUATERNION'), {});
    expect({ method, status: response.status, answer: response.body }).toEqual({ method, status: 404, answer: NOT_FOUND });
  }
});

test('the same bad bodies on existing ids keep their 400s under the fields', async () => {
  for (const [method, path, ids] of routes) {
    // A DELETE's body is only the version it loaded; a POST's is its form.
    const body = method === 'DELETE' ? { version: 'x' } : {};
    const url = fill(path, ids);
    const response = await admin.request(method, url, body);
    expect({ method, url, status: response.status }).toEqual({ method, url, status: 400 });
    expect(Object.keys(response.body.errors ?? {}).length).toBeGreaterThan(0);
  }
});

test('a reader is refused before any id is looked up', async () => {
  const reader = server.client();
  for (const [method, path, ids] of routes) {
    const url = fill(path, Object.fromEntries(Object.keys(ids).map((name) => [name, UNKNOWN])));
    const response = await reader.request(method, url, {});
    expect({ method, url, refused: [401, 403].includes(response.status) }).toEqual({ method, url, refused: true });
  }
});
