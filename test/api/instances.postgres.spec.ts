/**
 * Several server processes on one PostgreSQL database (issue 12): a write on
 * either instance reaches the other's knowledge base within a second, and
 * contradicting writes sent to both at once never both land.
 */
import { Client } from 'pg';
import type { ApiClient } from '../support/api-client';
import { createEquation, createEquationProperty, createProperty, createSpace, createTheorem, unique } from '../support/catalogue';
import { startAnotherInstance, type TestServer } from '../support/server';
import { twoInstances } from '../support/two-instances';

const pair = twoInstances();

/** What `client` computes for the space, in a form that compares across instances. */
async function computedView(client: ApiClient, spaceId: number) {
  const r = await client.get(`/api/space/${spaceId}/property`);
  if (r.status !== 200) throw new Error(`GET /api/space/${spaceId}/property: ${r.status}`);
  return (r.body as Array<{ property: { id: number }; field: string; linked: boolean; computed: boolean }>).map((e) => ({
    propertyId: e.property.id,
    field: e.field,
    linked: e.linked,
    computed: e.computed,
  }));
}

/** Polls `client` until the space's view contains the entry, for at most `withinMs`; returns the ms it took. */
async function seen(client: ApiClient, spaceId: number, expected: { propertyId: number; field: string; computed: boolean }, withinMs: number): Promise<number> {
  const start = Date.now();
  for (;;) {
    // Until the reader has caught up, the space may not even exist there (404).
    const view = (await client.get(`/api/space/${spaceId}/property`)).status === 200 ? await computedView(client, spaceId) : [];
    if (view.some((e) => e.propertyId === expected.propertyId && e.field === expected.field && e.computed === expected.computed)) return Date.now() - start;
    if (Date.now() - start > withinMs) throw new Error(`not seen within ${withinMs} ms: ${JSON.stringify(view)}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

test('a write on either instance is in the other one’s computed views within 1 s', async () => {
  const [p, q] = [await createProperty(pair.adminA, { field: 'REAL' }), await createProperty(pair.adminA, { field: 'REAL' })];
  await createTheorem(pair.adminA, [[p, 'REAL']], [[q, 'REAL']]);
  for (const [writer, reader] of [
    [pair.adminA, pair.adminB],
    [pair.adminB, pair.adminA],
  ]) {
    const space = await createSpace(writer, { field: 'REAL' });
    expect((await writer.post(`/api/space/${space}/property/${p}`, { field: 'REAL' })).status).toBe(200);
    // Q is computed from the theorem: only the reader's knowledge base can know it.
    expect(await seen(reader, space, { propertyId: q, field: 'REAL', computed: true }, 1000)).toBeLessThanOrEqual(1000);
  }
});

/** The lines in which `server` said it rebuilt its catalogue from the database (backend/src/knowledge/catalogue-knowledge.ts). */
const rebuilds = (server: TestServer, since = 0) => server.log().slice(since).split('\n').filter((line) => line.includes('catalogue rebuilt from the database'));

/** Polls `client` until `path` answers as `check` wants (status and body), for at most `withinMs`. */
async function answers(client: ApiClient, path: string, check: (r: { status: number; body: any }) => boolean, withinMs: number): Promise<void> {
  const start = Date.now();
  for (;;) {
    const r = await client.get(path);
    if (check(r)) return;
    if (Date.now() - start > withinMs) throw new Error(`GET ${path} not as expected within ${withinMs} ms: ${r.status} ${JSON.stringify(r.body)}`);
    await new Promise((done) => setTimeout(done, 20));
  }
}

test('each kind of write on one instance reaches the other within 1 s through the change log, without a rebuild', async () => {
  const logFrom = pair.b.log().length;
  const [p, q] = [await createProperty(pair.adminA, { field: 'REAL' }), await createProperty(pair.adminA, { field: 'REAL' })];
  await answers(pair.adminB, `/api/property/${q}`, (r) => r.status === 200, 1000);

  // Theorem added: B computes with it.
  const theorem = await createTheorem(pair.adminA, [[p, 'REAL']], [[q, 'REAL']]);
  await answers(pair.adminB, `/api/theorem/${theorem}`, (r) => r.status === 200, 1000);
  const space = await createSpace(pair.adminA, { field: 'REAL' });
  // Link saved: Q computed on B.
  expect((await pair.adminA.post(`/api/space/${space}/property/${p}`, { field: 'REAL' })).status).toBe(200);
  await seen(pair.adminB, space, { propertyId: q, field: 'REAL', computed: true }, 1000);

  // Space field and symbol.
  const symbol = unique('$T$');
  expect((await pair.adminA.post(`/api/space/${space}`, { symbol, field: 'REAL_OR_COMPLEX' })).status).toBe(200);
  await answers(pair.adminB, `/api/space/${space}`, (r) => r.body.symbol === symbol && r.body.field === 'REAL_OR_COMPLEX', 1000);

  // Property name and field: theorems show property names, so B's theorem must show the new one.
  const name = unique('Renamed');
  expect((await pair.adminA.post(`/api/property/${q}`, { name, field: 'REAL_OR_COMPLEX' })).status).toBe(200);
  await answers(pair.adminB, `/api/property/${q}`, (r) => r.body.name === name && r.body.field === 'REAL_OR_COMPLEX', 1000);
  await answers(pair.adminB, `/api/theorem/${theorem}`, (r) => JSON.stringify(r.body).includes(name), 1000);

  // Theorem deleted: Q is no longer computed on B.
  expect((await pair.adminA.delete(`/api/theorem/${theorem}`)).status).toBe(200);
  await answers(pair.adminB, `/api/theorem/${theorem}`, (r) => r.status === 404, 1000);
  await answers(pair.adminB, `/api/space/${space}/property`, (r) => r.status === 200 && !r.body.some((e: any) => e.property.id === q), 1000);

  // Link deleted, then the space.
  expect((await pair.adminA.delete(`/api/space/${space}/property/${p}`)).status).toBe(200);
  await answers(pair.adminB, `/api/space/${space}/property`, (r) => r.status === 200 && r.body.length === 0, 1000);
  expect((await pair.adminA.delete(`/api/space/${space}`)).status).toBe(200);
  await answers(pair.adminB, `/api/space/${space}`, (r) => r.status === 404, 1000);

  // A property deleted (with the links it had).
  const linked = await createSpace(pair.adminB, { field: 'REAL' });
  expect((await pair.adminB.post(`/api/space/${linked}/property/${q}`, { field: 'REAL' })).status).toBe(200);
  expect((await pair.adminA.delete(`/api/property/${q}`)).status).toBe(200);
  await answers(pair.adminB, `/api/property/${q}`, (r) => r.status === 404, 1000);
  await answers(pair.adminB, `/api/space/${linked}/property`, (r) => r.status === 200 && r.body.length === 0, 1000);

  expect(rebuilds(pair.b, logFrom)).toEqual([]);
});

test('versions the change log does not cover (pruned, or not recorded) or marks for reload (an import, a recompute) are caught up by a rebuild', async () => {
  const property = await createProperty(pair.adminA, { field: 'REAL' });
  await answers(pair.adminB, `/api/property/${property}`, (r) => r.status === 200, 1000);
  const logFrom = pair.b.log().length;
  // As a writer would, under the catalogue lock, but two versions of which the log keeps only the second.
  const name = unique('Unlogged');
  const db = new Client({ connectionString: pair.a.env.DATABASE_URL });
  await db.connect();
  try {
    await db.query('begin');
    await db.query('select pg_advisory_xact_lock($1)', [0x0ca7a106]);
    await db.query('update "property" set "name" = $1, "version" = "version" + 1 where "id" = $2', [name, property]);
    const { rows } = await db.query('update "catalogue_state" set "version" = "version" + 2 where "id" = 1 returning "version"');
    const version = Number(rows[0].version);
    await db.query('insert into "catalogue_change" ("version", "items") values ($1, $2)', [version, JSON.stringify([])]);
    await db.query(`select pg_notify('catalogue_version', $1)`, [String(version)]);
    await db.query('commit');
  } finally {
    await db.end();
  }
  await answers(pair.adminB, `/api/property/${property}`, (r) => r.body.name === name, 1000);
  expect(rebuilds(pair.b, logFrom)).toHaveLength(1);

  // A recompute (like an import) rebuilds the writer's KB; its log row says so, and B rebuilds too.
  expect((await pair.adminA.post('/api/admin/compute')).status).toBe(200);
  await rebuilt(pair.b, logFrom, 2);

  // A version that names more items than re-reading is worth (thousands): a rebuild too.
  const many = Array.from({ length: 2001 }, (_, i) => ({ kind: 'space', id: 1_000_000 + i }));
  const db2 = new Client({ connectionString: pair.a.env.DATABASE_URL });
  await db2.connect();
  try {
    await db2.query('begin');
    await db2.query('select pg_advisory_xact_lock($1)', [0x0ca7a106]);
    const { rows } = await db2.query('update "catalogue_state" set "version" = "version" + 1 where "id" = 1 returning "version"');
    await db2.query('insert into "catalogue_change" ("version", "items") values ($1, $2)', [Number(rows[0].version), JSON.stringify(many)]);
    await db2.query(`select pg_notify('catalogue_version', $1)`, [String(rows[0].version)]);
    await db2.query('commit');
  } finally {
    await db2.end();
  }
  await rebuilt(pair.b, logFrom, 3);
  // And B still follows ordinary writes through the log.
  const renamed = unique('Logged');
  expect((await pair.adminA.post(`/api/property/${property}`, { name: renamed, field: 'REAL' })).status).toBe(200);
  await answers(pair.adminB, `/api/property/${property}`, (r) => r.body.name === renamed, 1000);
  expect(rebuilds(pair.b, logFrom)).toHaveLength(3);
});

/** Waits (at most 1 s) until `server` has logged `count` rebuilds since `since`. */
async function rebuilt(server: TestServer, since: number, count: number): Promise<void> {
  const start = Date.now();
  while (rebuilds(server, since).length < count && Date.now() - start < 1000) await new Promise((done) => setTimeout(done, 20));
  expect(rebuilds(server, since)).toHaveLength(count);
}

test('50 rounds of contradicting writes sent to both instances at once: one lands, none contradict, both views equal a fresh start', async () => {
  const [p, q] = [await createProperty(pair.adminA, { field: 'REAL' }), await createProperty(pair.adminB, { field: 'REAL' })];
  // P ⇒ Q: a space cannot have P and lack Q.
  await createTheorem(pair.adminB, [[p, 'REAL']], [[q, 'REAL']]);
  const spaces = await Promise.all(Array.from({ length: 50 }, (_, i) => createSpace(i % 2 ? pair.adminA : pair.adminB, { field: 'REAL' })));
  for (const [round, space] of spaces.entries()) {
    const [first, second] = round % 2 ? [pair.adminA, pair.adminB] : [pair.adminB, pair.adminA];
    const [has, lacks] = await Promise.all([
      first.post(`/api/space/${space}/property/${p}`, { field: 'REAL' }),
      second.post(`/api/space/${space}/property/${q}`, { field: 'NOT_REAL' }),
    ]);
    expect([has.status, lacks.status].sort()).toEqual([200, 400]);
    const refused = has.status === 400 ? has : lacks;
    expect(Object.values(refused.body.errors).join(' ')).toMatch(/contradicts/);
  }

  // Nothing stored contradicts the theorems: the compute report rebuilds from the database.
  const report = await pair.adminA.post('/api/admin/compute');
  expect(report.status).toBe(200);
  expect(report.body.contradictions).toEqual([]);

  // A fresh start builds its knowledge base from the database alone: both instances must agree with it.
  const fresh = await startAnotherInstance(pair.a);
  try {
    const visitor = fresh.client();
    for (const space of spaces) {
      const expected = await computedView(visitor, space);
      expect(await computedView(pair.adminA, space)).toEqual(expected);
      expect(await computedView(pair.adminB, space)).toEqual(expected);
    }
  } finally {
    await fresh.stop();
  }
  // 150 writes and a third server start: minutes on a loaded machine, though each write takes milliseconds.
}, 300000);

test('equations too: contradicting equation links sent to both instances at once never both land, and a theorem on one is reasoned with on the other', async () => {
  const [p, q] = [await createEquationProperty(pair.adminA), await createEquationProperty(pair.adminB)];
  const atoms = { conditions: [{ propertyId: p, hasProperty: true }], conclusions: [{ propertyId: q, hasProperty: true }] };
  expect((await pair.adminB.post('/api/differential-equation/theorem', atoms)).status).toBe(200);
  const equations = await Promise.all(Array.from({ length: 10 }, (_, i) => createEquation(i % 2 ? pair.adminA : pair.adminB)));
  for (const [round, eq] of equations.entries()) {
    const [first, second] = round % 2 ? [pair.adminA, pair.adminB] : [pair.adminB, pair.adminA];
    const [has, lacks] = await Promise.all([
      first.post(`/api/differential-equation/${eq}/property/${p}`, { hasProperty: true }),
      second.post(`/api/differential-equation/${eq}/property/${q}`, { hasProperty: false }),
    ]);
    expect([has.status, lacks.status].sort()).toEqual([200, 400]);
    expect((has.status === 400 ? has : lacks).body.errors.hasProperty).toMatch(/contradicts/);
    // Whichever landed, the other instance derives its consequence (a catalogue version it has caught up to).
    const landed = has.status === 200 ? { propertyId: q, hasProperty: true } : { propertyId: p, hasProperty: false };
    const other = has.status === 200 ? second : first;
    const start = Date.now();
    for (;;) {
      const page = await other.get(`/api/differential-equation/${eq}/property/${landed.propertyId}`);
      if (page.status === 200 && page.body.hasProperty === landed.hasProperty && page.body.computed) break;
      if (Date.now() - start > 2000) throw new Error(`not derived on the other instance: ${JSON.stringify(page.body)}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }
}, 120000);

test('the change log is one across instances: a change made on A is in B’s history and recent changes, and B reverts it', async () => {
  const id = await createSpace(pair.adminA, { description: 'written on A' });
  const space = (await pair.adminA.get(`/api/space/${id}`)).body;
  expect((await pair.adminA.post(`/api/space/${id}`, { ...space, description: 'edited on A' })).status).toBe(200);
  const history = (await pair.b.client().get(`/api/space/${id}/history`)).body;
  expect(history).toMatchObject({ total: 2, createdBeforeHistory: false });
  const [edit, creation] = history.changes;
  expect(creation).toMatchObject({ action: 'create', itemId: id });
  expect(edit).toMatchObject({ action: 'update', itemId: id });
  expect((await pair.b.client().get('/api/changes?kind=space&limit=1')).body.changes[0].id).toBe(edit.id);
  // B reverts A's edit: through B's write path, which catches up with A's versions first.
  const revert = await pair.adminB.post(`/api/changes/${edit.id}/revert`);
  expect(revert.status).toBe(200);
  await answers(pair.adminA, `/api/space/${id}`, (r) => r.status === 200 && r.body.description === 'written on A', 1000);
  expect((await pair.a.client().get(`/api/space/${id}/history`)).body.changes[0]).toMatchObject({ id: revert.body.change.id, action: 'revert', revertOf: edit.id });
});
