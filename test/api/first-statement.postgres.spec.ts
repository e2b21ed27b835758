/**
 * The saves of a space's or link's texts are sent as the first statements of
 * their catalogue transaction, in the round trip that begins it and takes the
 * lock (backend/src/knowledge/first-statement.ts). Their texts reach the
 * database as written whatever characters they hold; should one of those
 * statements fail, the transaction is begun again without them and each
 * write runs its full save: nothing lost, nothing refused.
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

test('texts with quotes, question marks, dollars and backslashes are stored as written', async () => {
  const space = await createSpace(admin, { field: 'REAL' });
  const property = await createProperty(admin, { field: 'REAL' });
  const { symbol, version } = (await admin.get(`/api/space/${space}`)).body;
  expect((await admin.post(`/api/space/${space}/property/${property}`, { field: 'REAL', description: 'first' })).status).toBe(200);
  const text = `it's ? a $1 \\ "quoted" ?::jsonb $$ -- ; ${unique('text')}`;
  const saved = await admin.post(`/api/space/${space}`, { symbol, field: 'REAL', description: text, norm: `?${text}`, version });
  expect(saved.status).toBe(200);
  const link = await admin.post(`/api/space/${space}/property/${property}`, { field: 'REAL', description: text });
  expect(link.status).toBe(200);
  const row = (await db.query('select "description", "norm", "version" from "space" where "id" = $1', [space])).rows[0];
  expect(row).toEqual({ description: text, norm: `?${text}`, version: version + 1 });
  expect((await db.query('select "description" from "space_property" where "space_id" = $1 and "property_id" = $2', [space, property])).rows[0].description).toBe(text);
  expect((await admin.get(`/api/space/${space}`)).body.description).toBe(text);
  // A stale version is still refused (the statement returns no row; the full save answers 409).
  expect((await admin.post(`/api/space/${space}`, { symbol, field: 'REAL', description: 'stale', version })).status).toBe(409);
});

test('a first statement that fails: the batch begins again without it and every write is saved', async () => {
  const space = await createSpace(admin, { field: 'REAL' });
  const other = await createSpace(admin, { field: 'REAL' });
  const property = await createProperty(admin, { field: 'REAL' });
  expect((await admin.post(`/api/space/${other}/property/${property}`, { field: 'REAL', description: 'before' })).status).toBe(200);
  const { symbol } = (await admin.get(`/api/space/${space}`)).body;
  // The next update of this space fails once (a sequence is outside transactions, so the retry passes).
  await db.query('create sequence "first_statement_fails"');
  await db.query(`create function "first_statement_fails"() returns trigger language plpgsql as $$
    begin
      if new."id" = ${space} and nextval('first_statement_fails') = 1 then raise exception 'first statement refused'; end if;
      return new;
    end $$`);
  await db.query('create trigger "first_statement_fails" before update on "space" for each row execute function "first_statement_fails"()');
  try {
    const texts = [unique('Saved'), unique('Link')];
    const [save, link] = await Promise.all([
      admin.post(`/api/space/${space}`, { symbol, field: 'REAL', description: texts[0] }),
      admin.post(`/api/space/${other}/property/${property}`, { field: 'REAL', description: texts[1] }),
    ]);
    expect([save.status, link.status]).toEqual([200, 200]);
    expect(Number((await db.query(`select last_value from "first_statement_fails"`)).rows[0].last_value)).toBeGreaterThanOrEqual(2);
    expect((await db.query('select "description" from "space" where "id" = $1', [space])).rows[0].description).toBe(texts[0]);
    expect((await db.query('select "description" from "space_property" where "space_id" = $1 and "property_id" = $2', [other, property])).rows[0].description).toBe(texts[1]);
    expect((await admin.get(`/api/space/${space}`)).body.description).toBe(texts[0]);
  } finally {
    await db.query('drop trigger "first_statement_fails" on "space"');
    await db.query('drop function "first_statement_fails"()');
    await db.query('drop sequence "first_statement_fails"');
  }
});

test('a prepared first statement gone stale (a type it returns changed under it) is prepared afresh: later saves take the short path again', async () => {
  const space = await createSpace(admin, { field: 'REAL' });
  const save = async (description: string) => {
    const { symbol, version } = (await admin.get(`/api/space/${space}`)).body;
    const saved = await admin.post(`/api/space/${space}`, { symbol, field: 'REAL', description, version });
    expect(saved.status).toBe(200);
  };
  const failures = () => (server.log().match(/a first statement failed/g) ?? []).length;
  await save(unique('Prepared'));
  const before = failures();
  await db.query('alter table "space" alter column "description" type varchar');
  try {
    // The save that meets the old plan fails once and runs its writes in full; the batches after it prepare the statement afresh.
    for (let i = 0; i < 4; i++) await save(unique('Stale'));
    const settled = failures();
    expect(settled).toBeGreaterThan(before);
    for (let i = 0; i < 4; i++) await save(unique('Fresh'));
    expect(failures()).toBe(settled);
    const text = unique('Last');
    await save(text);
    expect((await db.query('select "description" from "space" where "id" = $1', [space])).rows[0].description).toBe(text);
  } finally {
    await db.query('alter table "space" alter column "description" type text');
  }
});
