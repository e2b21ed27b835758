/**
 * The wire rules the original catalogue's client relies on (issue 13): booleans
 * sent as the strings "true"/"false", 404 for a link nothing is known about,
 * and contradictions reported under the form field that caused them.
 */
import { createEquation, createEquationProperty, createProperty, createSpace, createTheorem, unique } from '../support/catalogue';
import { admin, server, useFileServer } from '../support/file-server';

useFileServer();

describe('booleans sent as strings', () => {
  async function signup(license: unknown) {
    const code = (await admin.post('/api/admin/invite')).body.code;
    const email = `${unique('original').replace(/\W/g, '')}@catalogue.test`;
    return server.client().post('/api/user/signup', { email, password: 'correct horse', inviteCode: code, license });
  }

  test('signup takes license "true", and refuses "false", "yes" and 1', async () => {
    expect((await signup('true')).status).toBe(200);
    for (const license of ['false', 'yes', 1, 'True']) {
      const refused = await signup(license);
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ errors: { license: 'Please agree to the license terms to sign up.' } });
    }
  });

  test('an equation link takes hasProperty "true" and "false", and refuses "yes" and 1', async () => {
    const equation = await createEquation(admin);
    const property = await createEquationProperty(admin);
    const path = `/api/differential-equation/${equation}/property/${property}`;
    expect((await admin.post(path, { hasProperty: 'true' })).status).toBe(200);
    expect((await admin.get(path)).body.hasProperty).toBe(true);
    expect((await admin.post(path, { hasProperty: 'false' })).status).toBe(200);
    expect((await admin.get(path)).body.hasProperty).toBe(false);
    for (const hasProperty of ['yes', 1, 0, '']) {
      const refused = await admin.post(path, { hasProperty });
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ errors: { hasProperty: 'Please choose whether the equation has the property.' } });
    }
    expect((await admin.get(path)).body.hasProperty).toBe(false);
  });
});

describe('a link nothing is known about', () => {
  test('is 404 on both link routes, and 200 once stored or computed', async () => {
    const space = await createSpace(admin);
    const [a, b] = [await createProperty(admin), await createProperty(admin)];
    const visitor = server.client();
    expect((await visitor.get(`/api/space/${space}/property/${b}`)).status).toBe(404);
    await createTheorem(admin, [[a, 'REAL_AND_COMPLEX']], [[b, 'REAL_AND_COMPLEX']]);
    expect((await visitor.get(`/api/space/${space}/property/${b}`)).status).toBe(404);
    expect((await admin.post(`/api/space/${space}/property/${a}`, { field: 'REAL_AND_COMPLEX' })).status).toBe(200);
    const computed = await visitor.get(`/api/space/${space}/property/${b}`);
    expect(computed.status).toBe(200);
    expect(computed.body).toMatchObject({ link: null, field: 'REAL_AND_COMPLEX', computed: true });
    expect((await admin.delete(`/api/space/${space}/property/${a}`)).status).toBe(200);
    expect((await visitor.get(`/api/space/${space}/property/${b}`)).status).toBe(404);
  });

  test('an equation link that is not stored is 404', async () => {
    const equation = await createEquation(admin);
    const property = await createEquationProperty(admin);
    expect((await server.client().get(`/api/differential-equation/${equation}/property/${property}`)).status).toBe(404);
  });
});

describe('contradictions are reported under the field that caused them', () => {
  let a: number, b: number, space: number, theoremName: string;
  beforeAll(async () => {
    [a, b] = [await createProperty(admin), await createProperty(admin)];
    space = await createSpace(admin);
    theoremName = unique('Theorem');
    await createTheorem(admin, [[a, 'REAL_AND_COMPLEX']], [[b, 'REAL_AND_COMPLEX']], { name: theoremName });
    expect((await admin.post(`/api/space/${space}/property/${a}`, { field: 'REAL_AND_COMPLEX' })).status).toBe(200);
  });

  test('a link form: field', async () => {
    const refused = await admin.post(`/api/space/${space}/property/${b}`, { field: 'NOT_REAL_AND_NOT_COMPLEX' });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.errors)).toEqual(['field']);
    expect(refused.body.errors.field).toContain(theoremName);
  });

  test('a theorem form: conclusions', async () => {
    const refused = await admin.post('/api/theorem', { conditions: [{ propertyId: a, field: 'REAL' }], conclusions: [{ propertyId: b, field: 'NOT_REAL' }] });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.errors)).toEqual(['conclusions']);
    expect(refused.body.errors.conclusions).toContain(theoremName);
  });
});
