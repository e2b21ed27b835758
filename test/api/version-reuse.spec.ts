/**
 * An item's (id, version) pair is never issued again to another item: a form
 * loaded for an item that was deleted since (and a DELETE sent from it) is a
 * 409 when a new item now has that id, whether the id came back through an
 * import (new entries continue after the largest imported id: ids.spec.ts),
 * through an import that brings that id back itself, or is a link's pair
 * (space and property) linked again. Versions of items at ids never used
 * before still start at 1.
 */
import type { ApiClient } from '../support/api-client';
import { createEquation, createEquationProperty, createProperty, createSpace, createTheorem, unique } from '../support/catalogue';
import { admin, server, useFileServer } from '../support/file-server';

useFileServer();

/** The admin's client (a new one after a restart: the server listens on a new port). */
let api: ApiClient;
beforeAll(() => {
  api = admin;
});

/** The version of a GET body (a space link keeps it on its stored `link`). */
const versionOf = (body: any): number => (body.link !== undefined ? (body.link?.version ?? 0) : body.version);

/** What a stale form holds: the item's path, its version as loaded, and an edit body. */
interface Loaded {
  label: string;
  path: string;
  version: number;
  body: Record<string, unknown>;
}

async function load(label: string, path: string, body: Record<string, unknown>): Promise<Loaded> {
  const r = await api.get(path);
  expect(r.status).toBe(200);
  return { label, path, version: versionOf(r.body), body };
}

/** The stale form's save and delete are both refused (409), and the item now at its path is left as it was. */
async function expectStaleRefused(form: Loaded): Promise<void> {
  const now = (await api.get(form.path)).body;
  const save = await api.post(form.path, { ...form.body, description: 'from a stale form', version: form.version });
  const afterSave = (await api.get(form.path)).body;
  expect({ label: form.label, status: save.status, item: afterSave }).toEqual({ label: form.label, status: 409, item: now });
  expect(save.body.errors).toEqual({ version: expect.any(String) });
  const del = await api.request('DELETE', form.path, { version: form.version });
  const afterDelete = await api.get(form.path);
  expect({ label: form.label, status: del.status, item: afterDelete.body }).toEqual({ label: form.label, status: 409, item: now });
  expect(versionOf(now)).not.toBe(form.version);
}

async function created(client: ApiClient, path: string, body: Record<string, unknown>): Promise<number> {
  const r = await client.post(path, body);
  expect(r.status).toBe(200);
  return r.body.id;
}

test('an item at an id never used before still starts at version 1', async () => {
  const id = await createSpace(api);
  expect(versionOf((await api.get(`/api/space/${id}`)).body)).toBe(1);
});

test('a link linked again after a delete: a form loaded for the deleted link is a 409 (save and delete)', async () => {
  const [space, property] = [await createSpace(api, { field: 'REAL' }), await createProperty(api, { field: 'REAL' })];
  const [equation, equationProperty] = [await createEquation(api), await createEquationProperty(api)];
  const linkPath = `/api/space/${space}/property/${property}`;
  const equationLinkPath = `/api/differential-equation/${equation}/property/${equationProperty}`;
  expect((await api.post(linkPath, { field: 'REAL', description: 'first link' })).status).toBe(200);
  expect((await api.post(equationLinkPath, { hasProperty: true, description: 'first link' })).status).toBe(200);
  const forms = [await load('space link', linkPath, { field: 'REAL' }), await load('equation link', equationLinkPath, { hasProperty: true })];
  expect(forms.map((f) => f.version)).toEqual([1, 1]);

  for (const form of forms) {
    expect((await api.delete(form.path)).status).toBe(200);
    expect((await api.post(form.path, { ...form.body, description: 'linked again', version: 0 })).status).toBe(200);
  }
  for (const form of forms) await expectStaleRefused(form);
});

test('after an import, new items take the ids of deleted ones: forms loaded for the deleted items are 409s (save and delete), across a restart', async () => {
  const keep = await createSpace(api, { field: 'REAL' });
  // The newest item of each kind (the largest id), and a link of the newest space and property.
  const [p, q] = [await createProperty(api, { field: 'REAL' }), await createProperty(api, { field: 'REAL' })];
  const theorem = await createTheorem(api, [[p, 'REAL']], [[q, 'REAL']]);
  const [ep, eq] = [await createEquationProperty(api), await createEquationProperty(api)];
  const equationTheoremAtoms = { conditions: [{ propertyId: ep, hasProperty: true }], conclusions: [{ propertyId: eq, hasProperty: true }] };
  const equationTheorem = await created(api, '/api/differential-equation/theorem', equationTheoremAtoms);
  const space = await createSpace(api, { field: 'REAL' });
  const property = await createProperty(api, { field: 'REAL' });
  const equation = await createEquation(api);
  const equationProperty = await createEquationProperty(api);
  expect((await api.post(`/api/space/${space}/property/${property}`, { field: 'REAL' })).status).toBe(200);
  expect((await api.post(`/api/space/${keep}/property/${p}`, { field: 'REAL' })).status).toBe(200);
  const bodies = {
    space: () => ({ symbol: unique('$N$'), field: 'REAL' }),
    property: () => ({ name: unique('New'), field: 'REAL' }),
    theorem: () => ({ conditions: [{ propertyId: p, field: 'REAL' }], conclusions: [{ propertyId: q, field: 'REAL' }], description: '' }),
    equation: () => ({ name: unique('New equation'), symbol: 'u' }),
    equationProperty: () => ({ name: unique('New equation property') }),
    equationTheorem: () => ({ ...equationTheoremAtoms, description: '' }),
  };
  const forms = [
    await load('space', `/api/space/${space}`, bodies.space()),
    await load('property', `/api/property/${property}`, bodies.property()),
    await load('theorem', `/api/theorem/${theorem}`, bodies.theorem()),
    await load('equation', `/api/differential-equation/${equation}`, bodies.equation()),
    await load('equation property', `/api/differential-equation/property/${equationProperty}`, bodies.equationProperty()),
    await load('space link', `/api/space/${space}/property/${property}`, { field: 'REAL' }),
    await load('equation theorem', `/api/differential-equation/theorem/${equationTheorem}`, bodies.equationTheorem()),
  ];

  // Deleted (the link goes with its space), then a backup taken now is imported back.
  for (const path of [`/api/space/${space}`, `/api/property/${property}`, `/api/theorem/${theorem}`, `/api/differential-equation/${equation}`, `/api/differential-equation/property/${equationProperty}`, `/api/differential-equation/theorem/${equationTheorem}`]) {
    expect((await api.delete(path)).status).toBe(200);
  }
  const backup = await api.get('/api/admin/export');
  expect((await api.post('/api/admin/import', backup.body)).status).toBe(200);
  await server.restart();
  api = await server.asAdmin();

  // New entries continue after the largest imported id: they take the deleted items' ids.
  expect(await created(api, '/api/space', bodies.space())).toBe(space);
  expect(await created(api, '/api/property', bodies.property())).toBe(property);
  expect(await created(api, '/api/theorem', bodies.theorem())).toBe(theorem);
  expect(await created(api, '/api/differential-equation', bodies.equation())).toBe(equation);
  expect(await created(api, '/api/differential-equation/property', bodies.equationProperty())).toBe(equationProperty);
  expect(await created(api, '/api/differential-equation/theorem', bodies.equationTheorem())).toBe(equationTheorem);
  expect((await api.post(`/api/space/${space}/property/${property}`, { field: 'REAL', version: 0 })).status).toBe(200);

  for (const form of forms) await expectStaleRefused(form);
});

test('an import that brings back a deleted id: a form loaded for the deleted item is a 409', async () => {
  const backupOf = (spaces: Array<{ id: number; symbol: string }>) => ({
    format: 'banach-catalogue-backup',
    version: 1,
    spaces: spaces.map((s) => ({ ...s, norm: '', description: 'imported', field: 'REAL', references: [] })),
    properties: [],
    spaceLinks: [],
    theorems: [],
    differentialEquations: [],
    differentialEquationProperties: [],
    differentialEquationLinks: [],
  });
  expect((await api.post('/api/admin/import', backupOf([{ id: 1, symbol: '$A$' }]))).status).toBe(200);
  const imported = versionOf((await api.get('/api/space/1')).body);
  // Space 2 is saved until its version is one above every version the table will hold once it is deleted.
  const space = await createSpace(api, { field: 'REAL' });
  expect(space).toBe(2);
  const path = `/api/space/${space}`;
  let form = await load('space', path, { symbol: '$B$', field: 'REAL' });
  expect(imported).toBeLessThan(100);
  while (form.version <= imported) {
    expect((await api.post(path, { symbol: '$B$', field: 'REAL', description: `edit ${form.version}` })).status).toBe(200);
    form = await load('space', path, { symbol: '$B$', field: 'REAL' });
  }
  expect((await api.delete(path)).status).toBe(200);
  expect((await api.post('/api/admin/import', backupOf([{ id: 1, symbol: '$A$' }, { id: 2, symbol: '$B$' }]))).status).toBe(200);
  await expectStaleRefused(form);
});
