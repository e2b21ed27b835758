/**
 * Piggyback (piggyback.ts) on a real PostgreSQL connection: riders share the
 * round trip of the next query, each gets its own answer, a failure reaches
 * the query and its riders, and a query they cannot join keeps the order.
 */
import { Client } from 'pg';
import { Piggyback, type PgConnection } from './piggyback';

const URL = process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

let client: Client;
/** Round trips: calls of the client's own query method. */
let sent: string[];

beforeEach(async () => {
  client = new Client({ connectionString: URL });
  await client.connect();
  sent = [];
  const own = Client.prototype.query;
  (client as unknown as PgConnection).query = function (this: Client, ...args: unknown[]) {
    const config = args[0] as string | { text: string };
    sent.push(typeof config === 'string' ? config : config.text);
    return (own as (...a: unknown[]) => unknown).apply(this, args);
  };
});

afterEach(async () => {
  await client.end();
});

/** A query as knex sends it: a config object and a callback. */
function knexQuery(text: string, values: unknown[] = []): Promise<{ rows: Array<Record<string, unknown>> }> {
  return new Promise((done, failed) => {
    (client as unknown as PgConnection).query({ text, values }, (error: Error | null, result: { rows: Array<Record<string, unknown>> }) =>
      error ? failed(error) : done(result),
    );
  });
}

test('riders ahead of and behind a query go in its round trip, each answered on its own', async () => {
  const piggyback = new Piggyback(client as unknown as PgConnection);
  const ahead = piggyback.rideAhead('select 1 as a;');
  const behind = piggyback.rideBehind('select 3 as c');
  const own = await knexQuery('select 2 as b');
  expect(own.rows).toEqual([{ b: 2 }]);
  expect((await ahead).rows).toEqual([{ a: 1 }]);
  expect((await behind).rows).toEqual([{ c: 3 }]);
  expect(sent).toHaveLength(1);
  expect(piggyback.waiting).toBe(false);
  // The next query rides alone.
  expect((await knexQuery('select 4 as d')).rows).toEqual([{ d: 4 }]);
  expect(sent).toHaveLength(2);
  piggyback.restore();
});

test('a failing statement fails the query and its riders, and skips the rest of the string', async () => {
  await client.query('create temporary table piggyback_test (n int primary key)');
  const piggyback = new Piggyback(client as unknown as PgConnection);
  await knexQuery('begin');
  const ahead = piggyback.rideAhead('insert into piggyback_test values (1), (1)');
  await expect(knexQuery('commit')).rejects.toThrow(/duplicate key/);
  await expect(ahead).rejects.toThrow(/duplicate key/);
  // The COMMIT did not run: the transaction is still open, aborted.
  await expect(piggyback.direct('select 1')).rejects.toThrow(/current transaction is aborted/);
  await piggyback.direct('rollback');
  piggyback.restore();
});

test('a query with bind values cannot be joined: the riders go as queries of their own, in order', async () => {
  const piggyback = new Piggyback(client as unknown as PgConnection);
  const ahead = piggyback.rideAhead('select 1 as a');
  const behind = piggyback.rideBehind('select 3 as c');
  const own = await knexQuery('select $1::int as b', [2]);
  expect(own.rows).toEqual([{ b: 2 }]);
  expect((await ahead).rows).toEqual([{ a: 1 }]);
  expect((await behind).rows).toEqual([{ c: 3 }]);
  expect(sent).toEqual(['select 1 as a', 'select $1::int as b', 'select 3 as c']);
  piggyback.restore();
});

test('dropped riders are never sent; restore hands back the connection as it was', async () => {
  const piggyback = new Piggyback(client as unknown as PgConnection);
  void piggyback.rideAhead('select 1');
  expect(piggyback.dropWaiting()).toBe(true);
  expect(piggyback.dropWaiting()).toBe(false);
  await knexQuery('select 2');
  expect(sent).toEqual(['select 2']);
  const wrapped = (client as unknown as PgConnection).query;
  piggyback.restore();
  expect((client as unknown as PgConnection).query).not.toBe(wrapped);
  void piggyback.rideAhead('select 1');
  await knexQuery('select 5');
  expect(sent).toEqual(['select 2', 'select 5']);
});
