/**
 * Every operation of the OpenAPI document (GET /api/docs-json) is called with
 * the right it documents (`x-rights`: anyone, an editor signed up with an
 * invite, the admin), on the starter catalogue, and every answer, 200 or
 * refusal, is validated against the document (test/support/openapi-schemas.ts):
 * its status must be documented for the operation and its body valid against
 * that status's schema. Then the refusals every route documents are provoked
 * from the successful calls: without a session (401), as an editor on an admin
 * route (403), without the CSRF header (403), with an unknown id (404), with a
 * malformed body or a malformed query parameter (400).
 * It fails when an operation has no schema for an answer, when an answer does
 * not match, and when a documented operation is not called here (a new endpoint
 * gets its call in CALLS below: backend/src/README.md, "OpenAPI").
 * test/api/openapi.spec.ts checks that the document lists exactly the routes.
 */
import { QUERY_EXAMPLES } from '../../kb/contract/query';
import type { ApiClient, ApiResponse } from '../support/api-client';
import { createProperty, unique } from '../support/catalogue';
import { OpenApiAnswers, type Operation } from '../support/openapi-schemas';
import { startServer, type TestServer } from '../support/server';

type Who = 'anyone' | 'editor' | 'admin';
interface Call { key: string; who: Who; path: string; body?: unknown }

const UNKNOWN_ID = '2147483647';

let server: TestServer;
let answers: OpenApiAnswers;
const clients = {} as Record<Who, ApiClient>;
const problems: string[] = [];
/** The first call of each operation answered 200, replayed by the refusals. */
const succeeded = new Map<string, Call>();

beforeAll(async () => {
  server = await startServer({ starterCatalogue: true });
  clients.anyone = server.client();
  answers = new OpenApiAnswers((await clients.anyone.get('/api/docs-json')).body);
}, 180000);
afterAll(() => server?.stop());

/** The client an operation's documented right calls for. */
function whoFor(operation: Operation): Who {
  return operation.rights === 'none' ? 'anyone' : operation.rights;
}

/** Calls `key` (its path template filled in as `path`) and records what the document says of the answer. */
async function call(key: string, path: string, body?: unknown, who: Who = whoFor(answers.operation(key)), client = clients[who]): Promise<ApiResponse> {
  const method = key.split(' ')[0];
  const response = method === 'GET' ? await client.get(path) : await client.request(method, path, body ?? {});
  problems.push(...answers.problems(key, response.status, response.headers.get('content-type'), response.body));
  if (response.status === 200 && !succeeded.has(key)) succeeded.set(key, { key, who, path, body });
  return response;
}

/** A call that must succeed; its body. */
async function ok(key: string, path: string, body?: unknown, who?: Who, client?: ApiClient): Promise<any> {
  const response = await call(key, path, body, who, client);
  if (response.status !== 200) throw new Error(`${key} (${path}) answered ${response.status}: ${JSON.stringify(response.body)}`);
  return response.body;
}

const reference = { url: 'https://arxiv.org/abs/1234.5678', title: 'A paper', arxivId: '1234.5678' };

test('every operation answers as documented, with the rights it documents', async () => {
  // Accounts: the admin logs in, invites an editor, who signs up (a session of its own).
  clients.admin = server.client();
  await ok('POST /api/user/login', '/api/user/login', { email: server.admin.email, password: server.admin.password }, 'anyone', clients.admin);
  const { code } = await ok('POST /api/admin/invite', '/api/admin/invite');
  clients.editor = server.client();
  const email = `${unique('editor').replace(/\W/g, '')}@example.org`;
  await ok('POST /api/user/signup', '/api/user/signup', { email, password: 'a long password', inviteCode: code, license: true }, 'anyone', clients.editor);
  expect(await ok('GET /api/user/me', '/api/user/me')).toEqual({ email, role: 'editor' });

  // Reads of the starter catalogue, with and without the list parameters.
  const spaces = await ok('GET /api/space', '/api/space');
  await ok('GET /api/space', '/api/space?q=l&sort=symbol&order=desc&limit=3&offset=1');
  const properties = await ok('GET /api/property', '/api/property');
  const pairs: any[] = [];
  for (const space of spaces.slice(0, 10)) pairs.push(...(await ok('GET /api/space/{spaceId}/property', `/api/space/${space.id}/property`)).map((e: any) => ({ space, ...e })));
  const computed = pairs.find((p) => p.computed && !p.linked);
  const linked = pairs.find((p) => p.linked);
  expect([computed, linked]).not.toContain(undefined);
  await ok('GET /api/space/{spaceId}/property', `/api/space/${computed.space.id}/property?unlinked=true`);
  await ok('GET /api/space/{id}', `/api/space/${computed.space.id}`);
  await ok('GET /api/property/{id}', `/api/property/${computed.property.id}`);
  await ok('GET /api/property/{propertyId}/space', `/api/property/${computed.property.id}/space?sort=symbol`);
  expect((await ok('GET /api/space/{spaceId}/property/{propertyId}', `/api/space/${computed.space.id}/property/${computed.property.id}`)).proof.length).toBeGreaterThan(0);
  await ok('GET /api/space/{spaceId}/property/{propertyId}', `/api/space/${linked.space.id}/property/${linked.property.id}`);
  const theorems = await ok('GET /api/theorem', '/api/theorem');
  await ok('GET /api/theorem', `/api/theorem?propertyId=${theorems[0].conditions[0].propertyId}`);
  await ok('GET /api/theorem/{id}', `/api/theorem/${theorems[0].id}`);
  const equations = await ok('GET /api/differential-equation', '/api/differential-equation');
  const equationLinks = await ok('GET /api/differential-equation/{id}/property', `/api/differential-equation/${equations[0].id}/property`);
  await ok('GET /api/differential-equation/{id}/property', `/api/differential-equation/${equations[0].id}/property?unlinked=true`);
  await ok('GET /api/differential-equation/{id}', `/api/differential-equation/${equations[0].id}`);
  const equationProperty = equationLinks[0].differentialEquationProperty;
  await ok('GET /api/differential-equation/{id}/property/{propertyId}', `/api/differential-equation/${equations[0].id}/property/${equationProperty.id}`);
  await ok('GET /api/differential-equation/property', '/api/differential-equation/property');
  await ok('GET /api/differential-equation/property/{id}', `/api/differential-equation/property/${equationProperty.id}`);
  await ok('GET /api/differential-equation/property/{id}/differential-equation', `/api/differential-equation/property/${equationProperty.id}/differential-equation`);

  // Discovery.
  await ok('GET /api/search', '/api/search?q=reflexive');
  await ok('GET /api/search', `/api/search?q=${encodeURIComponent(`${properties[0].name} + ~${properties[1].name}`)}`);
  await ok('GET /api/search', `/api/search?q=${encodeURIComponent(`${properties[0].name} + ~${properties[1].name}x7q`)}`);
  const two = properties.slice(0, 2).map((p: any) => p.name);
  await ok('GET /api/search', `/api/search?formula=${encodeURIComponent(`${two[0]} + ~${two[1]}`)}`);
  await ok('GET /api/search', `/api/search?formula=${encodeURIComponent(equationProperty.name)}&kind=equation`);
  await ok('GET /api/compare', `/api/compare?space=${spaces[0].id},${spaces[1].id},${computed.space.id}`);
  await ok('GET /api/property/{id}/implications', `/api/property/${computed.property.id}/implications`);
  await ok('GET /api/property/{id}/implications', `/api/property/${computed.property.id}/implications?field=complex&value=lacks`);
  await ok('GET /api/space/{id}/unknowns', `/api/space/${computed.space.id}/unknowns`);
  await ok('GET /api/questions', '/api/questions?limit=5');
  await ok('GET /api/data', '/api/data');
  await ok('GET /api/query', `/api/query?q=${encodeURIComponent(QUERY_EXAMPLES[0].query)}`);

  // An editor's changes: items, links, theorems (checked first), equations; an edit with a stale version.
  const space = await ok('POST /api/space', '/api/space', { symbol: unique('$X$'), field: 'REAL_OR_COMPLEX', references: [reference] });
  await ok('POST /api/space/{id}', `/api/space/${space.id}`, { symbol: unique('$Y$'), field: 'REAL_OR_COMPLEX', description: 'Edited.', version: 1 });
  const stale = await call('POST /api/space/{id}', `/api/space/${space.id}`, { symbol: unique('$Z$'), field: 'REAL_OR_COMPLEX', version: 1 });
  expect(stale.status).toBe(409);
  const [p, q] = [await ok('POST /api/property', '/api/property', { name: unique('P'), field: 'REAL_OR_COMPLEX' }), { id: await createProperty(clients.editor) }];
  await ok('POST /api/property/{id}', `/api/property/${p.id}`, { name: unique('P'), field: 'REAL_OR_COMPLEX', description: 'Edited.' });
  await ok('POST /api/space/{spaceId}/property/{propertyId}', `/api/space/${space.id}/property/${p.id}`, { field: 'REAL_AND_COMPLEX', description: 'Stored.' });
  const statement = { conditions: [{ propertyId: p.id, field: 'REAL_AND_COMPLEX' }], conclusions: [{ propertyId: q.id, field: 'REAL_AND_COMPLEX' }] };
  await ok('POST /api/theorem/check', '/api/theorem/check', statement);
  const theorem = await ok('POST /api/theorem', '/api/theorem', { name: unique('T'), ...statement });
  await ok('POST /api/theorem/{id}/check', `/api/theorem/${theorem.id}/check`, statement);
  // The forms' previews: a save's consequences, its contradiction (400), an unknown pair (404).
  await ok('POST /api/preview/theorem', '/api/preview/theorem', { id: theorem.id, ...statement, conclusions: [{ propertyId: q.id, field: 'REAL' }] });
  expect((await ok('POST /api/preview/link', '/api/preview/link', { spaceId: space.id, propertyId: p.id, field: null })).removed).toBeGreaterThan(0);
  expect((await call('POST /api/preview/link', '/api/preview/link', { spaceId: space.id, propertyId: q.id, field: 'NOT_REAL_AND_NOT_COMPLEX' })).status).toBe(400);
  expect((await call('POST /api/preview/link', '/api/preview/link', { spaceId: Number(UNKNOWN_ID), propertyId: q.id, field: 'REAL' })).status).toBe(404);
  await ok('POST /api/theorem/{id}', `/api/theorem/${theorem.id}`, { name: unique('T'), description: 'Edited.', ...statement });
  expect((await ok('GET /api/space/{spaceId}/property/{propertyId}', `/api/space/${space.id}/property/${q.id}`)).computations).toHaveLength(1);
  // Marks: an open problem on an undecided pair; one on a derived pair is saved with a warning.
  const r = { id: await createProperty(clients.editor) };
  const mark = { status: 'OPEN', since: '1935', references: [reference] };
  await ok('POST /api/space/{spaceId}/property/{propertyId}/problem/{scalar}', `/api/space/${space.id}/property/${r.id}/problem/REAL`, mark);
  const warned = await ok('POST /api/space/{spaceId}/property/{propertyId}/problem/{scalar}', `/api/space/${space.id}/property/${q.id}/problem/COMPLEX`, mark);
  expect(warned.warnings).toHaveLength(1);
  expect(await ok('GET /api/problem', `/api/problem?space=${space.id}`)).toHaveLength(2);
  await ok('GET /api/problem', '/api/problem?status=INDEPENDENT');
  // Relations between spaces: one stored, one derived from it (complemented ⇒ subspace), both read.
  const other = await ok('POST /api/space', '/api/space', { symbol: unique('$W$'), field: 'REAL_OR_COMPLEX' });
  const rel = await ok('POST /api/relation', '/api/relation', { kind: 'complemented', spaceId: other.id, ofSpaceId: space.id, field: 'REAL_AND_COMPLEX', references: [reference] });
  await ok('POST /api/preview/relation', '/api/preview/relation', { id: rel.id, kind: 'complemented', spaceId: other.id, ofSpaceId: space.id, field: 'NOT_REAL' });
  expect((await call('POST /api/preview/relation', '/api/preview/relation', { id: Number(UNKNOWN_ID), kind: 'subspace', spaceId: other.id, ofSpaceId: space.id, field: 'REAL' })).status).toBe(404);
  await ok('POST /api/relation/{id}', `/api/relation/${rel.id}`, { kind: 'complemented', spaceId: other.id, ofSpaceId: space.id, field: 'REAL_AND_COMPLEX', description: 'Edited.', version: 1 });
  await ok('GET /api/relation/{id}', `/api/relation/${rel.id}`);
  expect(await ok('GET /api/relation', `/api/relation?space=${space.id}`)).toHaveLength(1);
  expect((await ok('GET /api/space/{spaceId}/relation', `/api/space/${space.id}/relation`)).length).toBeGreaterThan(1);
  const declaring = await ok('POST /api/property', '/api/property', { name: unique('Contains a copy'), field: 'REAL_OR_COMPLEX', means: { relation: 'subspace', spaceId: space.id } });
  expect(await ok('GET /api/space/{spaceId}/declared-properties', `/api/space/${space.id}/declared-properties`)).toContainEqual(expect.objectContaining({ id: declaring.id }));
  expect((await ok('GET /api/space/{spaceId}/relation/{kind}/{ofSpaceId}', `/api/space/${other.id}/relation/subspace/${space.id}`)).proofs).toHaveLength(2);
  const equation = await ok('POST /api/differential-equation', '/api/differential-equation', { name: unique('E'), symbol: '$$u_t = u_{xx}$$' });
  await ok('POST /api/differential-equation/{id}', `/api/differential-equation/${equation.id}`, { name: unique('E'), symbol: '$$u_t = u_{xx}$$', variables: 't, x' });
  const eqProperty = await ok('POST /api/differential-equation/property', '/api/differential-equation/property', { name: unique('EP') });
  await ok('POST /api/differential-equation/property/{id}', `/api/differential-equation/property/${eqProperty.id}`, { name: unique('EP'), description: 'Edited.' });
  await ok('POST /api/differential-equation/{id}/property/{propertyId}', `/api/differential-equation/${equation.id}/property/${eqProperty.id}`, { hasProperty: true });
  const eqConclusion = await ok('POST /api/differential-equation/property', '/api/differential-equation/property', { name: unique('EP') });
  const eqAtoms = { conditions: [{ propertyId: eqProperty.id, hasProperty: true }], conclusions: [{ propertyId: eqConclusion.id, hasProperty: false }] };
  const eqTheorem = await ok('POST /api/differential-equation/theorem', '/api/differential-equation/theorem', { name: unique('ET'), ...eqAtoms });
  await ok('POST /api/differential-equation/theorem/{id}', `/api/differential-equation/theorem/${eqTheorem.id}`, { name: unique('ET'), description: 'Edited.', ...eqAtoms });
  await ok('GET /api/differential-equation/theorem', `/api/differential-equation/theorem?propertyId=${eqProperty.id}`);
  await ok('GET /api/differential-equation/theorem/{id}', `/api/differential-equation/theorem/${eqTheorem.id}`);
  await ok('POST /api/differential-equation/theorem/check', '/api/differential-equation/theorem/check', eqAtoms);
  await ok('POST /api/differential-equation/theorem/{id}/check', `/api/differential-equation/theorem/${eqTheorem.id}/check`, eqAtoms);
  await ok('GET /api/differential-equation/property/{id}/implications', `/api/differential-equation/property/${eqProperty.id}/implications`);
  await ok('GET /api/differential-equation/property/{id}/implications', `/api/differential-equation/property/${eqProperty.id}/implications?value=lacks`);
  await ok('GET /api/differential-equation/compare', `/api/differential-equation/compare?equation=${equation.id},${equations[0].id}`);
  await ok('GET /api/differential-equation/questions', `/api/differential-equation/questions?equation=${equation.id}&limit=5`);
  // A derived equation fact: its page has a proof.
  await ok('GET /api/differential-equation/{id}/property/{propertyId}', `/api/differential-equation/${equation.id}/property/${eqConclusion.id}`);

  // The admin's routes; the import takes back the export.
  const backup = await ok('GET /api/admin/export', '/api/admin/export');
  await ok('POST /api/admin/import', '/api/admin/import', backup);
  await ok('GET /api/admin/redundant-theorems', '/api/admin/redundant-theorems');
  await ok('GET /api/admin/redundant-equation-theorems', '/api/admin/redundant-equation-theorems');
  await ok('GET /api/admin/compute/equations', '/api/admin/compute/equations');
  await ok('POST /api/admin/compute', '/api/admin/compute');
  await ok('GET /api/admin/compute/summary', '/api/admin/compute/summary');
  await ok('GET /api/admin/compute/rows', `/api/admin/compute/rows?limit=5&space=${encodeURIComponent(computed.space.symbol)}`);
  await ok('GET /api/admin/compute/download', '/api/admin/compute/download?format=json');
  expect(await ok('GET /api/admin/compute/download', '/api/admin/compute/download')).toMatch(/^id,spaceId,/);

  // The change log: recent changes, a change, histories and versions; review by another editor; revert; restore of the import.
  const recent = await ok('GET /api/changes', '/api/changes?limit=20&kind=space&unreviewed=true');
  await ok('GET /api/admin/changes', '/api/admin/changes?limit=3');
  await ok('GET /api/changes.atom', '/api/changes.atom');
  const imported = (await ok('GET /api/changes', '/api/changes?kind=catalogue&limit=1')).changes[0];
  await ok('GET /api/changes/{id}', `/api/changes/${recent.changes[0].id}`);
  await ok('POST /api/changes/{id}/review', `/api/changes/${recent.changes[0].id}/review`, undefined, 'admin');
  await ok('GET /api/space/{id}/history', `/api/space/${space.id}/history?limit=5`);
  await ok('GET /api/property/{id}/history', `/api/property/${p.id}/history`);
  await ok('GET /api/theorem/{id}/history', `/api/theorem/${theorem.id}/history`);
  await ok('GET /api/differential-equation/{id}/history', `/api/differential-equation/${equation.id}/history`);
  await ok('GET /api/differential-equation/property/{id}/history', `/api/differential-equation/property/${eqProperty.id}/history`);
  await ok('GET /api/space/{spaceId}/property/{propertyId}/history', `/api/space/${space.id}/property/${p.id}/history`);
  await ok('GET /api/differential-equation/{id}/property/{propertyId}/history', `/api/differential-equation/${equation.id}/property/${eqProperty.id}/history`);
  await ok('GET /api/relation/{id}/history', `/api/relation/${rel.id}/history`);
  await ok('GET /api/differential-equation/theorem/{id}/history', `/api/differential-equation/theorem/${eqTheorem.id}/history`);
  // The items as they were when the import (which took back the export) was made.
  const spaceVersion = imported.version;
  await ok('GET /api/space/{id}/history/{version}', `/api/space/${space.id}/history/${spaceVersion}`);
  await ok('GET /api/property/{id}/history/{version}', `/api/property/${p.id}/history/${spaceVersion}`);
  await ok('GET /api/theorem/{id}/history/{version}', `/api/theorem/${theorem.id}/history/${spaceVersion}`);
  await ok('GET /api/space/{spaceId}/property/{propertyId}/history/{version}', `/api/space/${space.id}/property/${p.id}/history/${spaceVersion}`);
  await ok('GET /api/differential-equation/{id}/history/{version}', `/api/differential-equation/${equation.id}/history/${spaceVersion}`);
  await ok('GET /api/differential-equation/property/{id}/history/{version}', `/api/differential-equation/property/${eqProperty.id}/history/${spaceVersion}`);
  await ok('GET /api/differential-equation/{id}/property/{propertyId}/history/{version}', `/api/differential-equation/${equation.id}/property/${eqProperty.id}/history/${spaceVersion}`);
  await ok('GET /api/relation/{id}/history/{version}', `/api/relation/${rel.id}/history/${spaceVersion}`);
  await ok('GET /api/differential-equation/theorem/{id}/history/{version}', `/api/differential-equation/theorem/${eqTheorem.id}/history/${spaceVersion}`);
  const edit = await ok('POST /api/property/{id}', `/api/property/${p.id}`, { name: unique('P'), field: 'REAL_OR_COMPLEX', description: 'To revert.' });
  const editRow = (await ok('GET /api/property/{id}/history', `/api/property/${edit.id}/history?limit=1`)).changes[0];
  const staleRevert = await call('POST /api/changes/{id}/revert', `/api/changes/${recent.changes[recent.changes.length - 1].id}/revert`);
  expect([200, 409]).toContain(staleRevert.status);
  await ok('POST /api/changes/{id}/revert', `/api/changes/${editRow.id}/revert`);
  await ok('POST /api/admin/restore/{id}', `/api/admin/restore/${imported.id}`);

  // Deletes, one with the version the page loaded.
  const equationLink = `/api/differential-equation/${equation.id}/property/${eqProperty.id}`;
  const { version } = await ok('GET /api/differential-equation/{id}/property/{propertyId}', equationLink);
  await ok('DELETE /api/differential-equation/{id}/property/{propertyId}', equationLink, { version });
  await ok('DELETE /api/differential-equation/{id}', `/api/differential-equation/${equation.id}`);
  await ok('DELETE /api/differential-equation/theorem/{id}', `/api/differential-equation/theorem/${eqTheorem.id}`);
  await ok('DELETE /api/differential-equation/property/{id}', `/api/differential-equation/property/${eqProperty.id}`);
  await ok('DELETE /api/space/{spaceId}/property/{propertyId}/problem/{scalar}', `/api/space/${space.id}/property/${q.id}/problem/COMPLEX`, { version: 1 });
  // The restore above put the relation back from the import: its version is the one it has now.
  await ok('DELETE /api/relation/{id}', `/api/relation/${rel.id}`, { version: (await ok('GET /api/relation/{id}', `/api/relation/${rel.id}`)).version });
  await ok('DELETE /api/space/{spaceId}/property/{propertyId}', `/api/space/${space.id}/property/${p.id}`);
  await ok('DELETE /api/theorem/{id}', `/api/theorem/${theorem.id}`);
  await ok('DELETE /api/space/{id}', `/api/space/${space.id}`);
  await ok('DELETE /api/property/{id}', `/api/property/${p.id}`);

  expect(problems).toEqual([]);
}, 300000);

test('the refusals every route documents are answered as documented', async () => {
  // None of these changes goes through: each is refused before it would.
  const statuses = new Map<string, Set<number>>();
  const expectStatus = async (replayed: Call, who: Who, path: string, body: unknown, expected: number | 'refused', client?: ApiClient) => {
    const response = await call(replayed.key, path, body, who, client);
    statuses.set(replayed.key, (statuses.get(replayed.key) ?? new Set()).add(response.status));
    if (expected === 'refused' ? response.status < 400 || response.status >= 500 : response.status !== expected) {
      problems.push(`${replayed.key} (${path}) as ${who}: expected ${expected}, answered ${response.status} ${JSON.stringify(response.body)}`);
    }
  };
  for (const [key, success] of succeeded) {
    const operation = answers.operation(key);
    const change = operation.method !== 'GET';
    if (operation.rights !== 'none') await expectStatus(success, 'anyone', success.path, success.body, 401, server.client());
    if (operation.rights === 'admin') await expectStatus(success, 'editor', success.path, success.body, 403);
    if (operation.parameters.some((p) => p.in === 'path')) {
      const unknown = success.path.split('?')[0].replace(/\/\d+(?=\/|$)/g, `/${UNKNOWN_ID}`);
      await expectStatus(success, success.who, unknown, success.body, 404);
    }
    const integer = operation.parameters.find((p) => p.in === 'query' && p.schema?.type === 'integer');
    if (integer) await expectStatus(success, success.who, `${success.path.split('?')[0]}?${integer.name}=x`, undefined, 'refused');
    if (change) {
      const client = clients[success.who];
      const csrf = client.cookies.get('csrf') ?? '';
      const malformed = await client.raw({ method: operation.method, path: success.path, body: '{"a":', headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': csrf } });
      problems.push(...answers.problems(key, malformed.status, malformed.headers.get('content-type'), malformed.body));
      if (malformed.status !== 400) problems.push(`${key}: a malformed body answered ${malformed.status}`);
      const forged = await client.raw({ method: operation.method, path: success.path, body: JSON.stringify(success.body ?? {}), headers: { 'Content-Type': 'application/json' } });
      problems.push(...answers.problems(key, forged.status, forged.headers.get('content-type'), forged.body));
      if (forged.status !== 403) problems.push(`${key}: a change without the CSRF header answered ${forged.status}`);
    }
  }
  // The editor's session ends; its end is a change like any other.
  await ok('POST /api/user/logout', '/api/user/logout', undefined, 'editor');
  expect(problems).toEqual([]);
  expect(statuses.size).toBeGreaterThan(30);
}, 300000);

test('every documented operation was called and answered 200', () => {
  expect(answers.operations.map((o) => o.key).filter((key) => !succeeded.has(key))).toEqual([]);
});

test('an answer the document does not describe is a problem', async () => {
  const space = (await clients.anyone.get('/api/space')).body[0];
  const read = (await clients.anyone.get(`/api/space/${space.id}`)).body;
  const problemsOf = (status: number, body: unknown, type = 'application/json; charset=utf-8') => answers.problems('GET /api/space/{id}', status, type, body);
  expect(problemsOf(200, read)).toEqual([]);
  expect(problemsOf(200, { ...read, secret: 1 })).not.toEqual([]);
  expect(problemsOf(200, { ...read, field: 'REAL_AND_COMPLEX' })).not.toEqual([]);
  expect(problemsOf(200, { ...read, references: [{ url: 'https://example.org' }] })).not.toEqual([]);
  expect(problemsOf(404, { errors: { general: 'Not found.' } })).toEqual([]);
  expect(problemsOf(404, { message: 'Not found.' })).not.toEqual([]);
  expect(problemsOf(409, { errors: {} })).not.toEqual([]);
  expect(problemsOf(200, read, 'text/html')).not.toEqual([]);
  const page = answers.problems('GET /api/space/{spaceId}/property/{propertyId}', 200, 'application/json', { link: null });
  expect(page.join('\n')).toMatch(/must have required property 'space'/);
});
