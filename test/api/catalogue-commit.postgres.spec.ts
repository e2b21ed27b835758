/**
 * A catalogue transaction records its change-log row in the round trip of its
 * COMMIT (backend/src/knowledge/catalogue-transaction.ts). Should that row
 * fail, PostgreSQL skips the COMMIT: the writes fail, nothing of them is
 * stored or reaches the knowledge base, and the connection goes back to the
 * pool rolled back (the next writes work).
 */
import { Client } from 'pg';
import type { ApiClient } from '../support/api-client';
import { createProperty, createSpace, unique } from '../support/catalogue';
import { startServer, type TestServer } from '../support/server';

let server: TestServer;
let admin: ApiClient;
let db: Client;

beforeAll(async () => {
  server = await startServer({ mode: 'postgres' });
  admin = await server.asAdmin();
  db = new Client({ connectionString: server.env.DATABASE_URL });
  await db.connect();
}, 180000);

afterAll(async () => {
  await db?.end();
  await server?.stop();
});

const storedVersion = async () => Number((await db.query('select "version" from "catalogue_state" where "id" = 1')).rows[0].version);

test('a change-log row that fails fails its transaction: nothing stored, nothing in the views, the next writes work', async () => {
  const description = unique('Stored');
  const space = await createSpace(admin, { field: 'REAL', description });
  const property = await createProperty(admin, { field: 'REAL' });
  const symbol = (await admin.get(`/api/space/${space}`)).body.symbol;
  const before = await storedVersion();

  // The row the next transaction will record is taken already (its primary key): its insert fails.
  await db.query('insert into "catalogue_change" ("version", "items") values ($1, $2)', [before + 1, JSON.stringify([])]);
  try {
    const [save, link] = await Promise.all([
      admin.post(`/api/space/${space}`, { symbol, field: 'REAL', description: unique('Lost') }),
      admin.post(`/api/space/${space}/property/${property}`, { field: 'REAL' }),
    ]);
    expect(save.status).toBe(500);
    expect(link.status).toBe(500);
  } finally {
    await db.query('delete from "catalogue_change" where "version" = $1 and "items" = $2::jsonb', [before + 1, JSON.stringify([])]);
  }

  expect(await storedVersion()).toBe(before);
  expect((await db.query('select "description" from "space" where "id" = $1', [space])).rows[0].description).toBe(description);
  expect((await db.query('select 1 from "space_property" where "space_id" = $1 and "property_id" = $2', [space, property])).rowCount).toBe(0);
  expect((await admin.get(`/api/space/${space}`)).body.description).toBe(description);
  expect((await admin.get(`/api/space/${space}/property`)).body.filter((e: { linked: boolean }) => e.linked)).toEqual([]);

  // More writes, one after another, than the pool has connections: none finds a transaction left open.
  for (let i = 0; i < 12; i++) {
    const text = unique('Saved');
    expect((await admin.post(`/api/space/${space}`, { symbol, field: 'REAL', description: text })).status).toBe(200);
    expect((await admin.get(`/api/space/${space}`)).body.description).toBe(text);
  }
  expect((await admin.post(`/api/space/${space}/property/${property}`, { field: 'REAL' })).status).toBe(200);
  expect((await admin.get(`/api/space/${space}/property`)).body.filter((e: { linked: boolean }) => e.linked)).toHaveLength(1);
  expect(await storedVersion()).toBe(before + 13);
  // Each of those versions has its row again.
  expect((await db.query('select count(*)::int as n from "catalogue_change" where "version" > $1', [before])).rows[0].n).toBe(13);
});
