/**
 * The transaction of a batch of catalogue writes (catalogue-writes.ts), on a
 * connection of its own, in few round trips: each round trip waits a turn of
 * the server's event loop, which under load is tens of ms, and the batch holds
 * the catalogue lock all along. Our own statements go as one multi-statement
 * string each (node-postgres sends a query without bind values in the simple
 * protocol, which runs them back to back and answers them together);
 * MikroORM's go as MikroORM sends them, in the knex transaction `em` is bound to.
 *
 * - BEGIN (knex's), then the lock and version bump, the writes' first
 *   statements (first-statement.ts; prepared on the connection the first
 *   time it meets them, then EXECUTEd) and the first write's savepoint with
 *   its item's state before: one string;
 * - each later write's savepoint and state before: one string;
 * - the change-log rows (but those of writes their first statement settled,
 *   which wrote their own), COMMIT and BEGIN: one string. Should a row fail,
 *   PostgreSQL skips the rest of the string: nothing commits and the
 *   transaction is rolled back. The BEGIN opens the next batch's transaction
 *   on the same connection and knex transaction when writes are waiting
 *   (`begin(…, after)`: no BEGIN of knex's); else knex's own COMMIT ends it,
 *   after the writes have settled.
 *
 * The EntityManager `em` runs its statements in the transaction (its forks
 * too, with keepTransactionContext).
 */
import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { bumpedVersion, LOCK_AND_BUMP_CATALOGUE_VERSION } from './catalogue-version';

const WRITE_SAVEPOINT = 'catalogue_write';

/** A statement with its parameters (inlined before sending: the simple protocol takes none). */
export interface Statement {
  sql: string;
  params: unknown[];
}

type Rows = Array<Record<string, unknown>>;

/** The part of a node-postgres client this uses (its public API). */
interface PgConnection {
  query(text: string): Promise<{ rows: Rows } | Array<{ rows: Rows }>>;
  end(): Promise<void>;
}

/** A savepoint sent with the statements of `begin`, for the write that will use it. */
interface Prepared {
  owner: unknown;
  before: Rows | null;
}

export class CatalogueTransaction {
  private committed = false;
  private prepared: Prepared | null;

  private constructor(
    private readonly knex: Knex,
    private readonly connection: PgConnection,
    private readonly trx: Knex.Transaction,
    /** In the transaction. */
    readonly em: EntityManager,
    /** The catalogue version this transaction bumped to (the committed one is this minus 1). */
    readonly version: number,
    /** The rows each of `begin`'s first statements returned, in their order. */
    readonly firstRows: Rows[],
    prepared: Prepared | null,
  ) {
    this.prepared = prepared;
  }

  /**
   * Begins, takes the catalogue lock (waiting for other writers), bumps the
   * version and runs `first` under the lock; with `next`, also the savepoint
   * of the write `next.owner` and the read of its state before (see
   * `savepoint`). `after`: a committed transaction whose connection and knex
   * transaction go on (its commit began the next one: no BEGIN to send).
   * Should any of them fail, nothing of it stays (the transaction is rolled
   * back and the connection given back) and the error is thrown.
   */
  static async begin(
    orm: MikroORM,
    first: Statement[] = [],
    next?: { owner: unknown; before: Statement | null },
    after?: CatalogueTransaction,
  ): Promise<CatalogueTransaction> {
    const knex = orm.em.getConnection().getKnex();
    const connection = after?.committed ? after.connection : ((await knex.client.acquireConnection()) as PgConnection);
    let trx: Knex.Transaction | null = after?.committed ? after.trx : null;
    try {
      // knex sends BEGIN on the connection given, leaves releasing it to us, and binds MikroORM's statements to it.
      trx ??= await knex.transaction({ connection });
      const platform = orm.em.getPlatform();
      // One after another: two writes of a batch may share a statement, prepared once.
      const executions: Statement[] = [];
      for (const s of first) executions.push(await preparedExecution(connection, s));
      const statements = [LOCK_AND_BUMP_CATALOGUE_VERSION, ...executions.map((s) => platform.formatQuery(s.sql, s.params))];
      if (next) statements.push(`savepoint ${WRITE_SAVEPOINT}`, ...(next.before ? [platform.formatQuery(next.before.sql, next.before.params)] : []));
      const results = await send(connection, statements);
      const version = bumpedVersion(results[0]);
      const firstRows = results.slice(1, 1 + first.length);
      const prepared = next ? { owner: next.owner, before: next.before ? results[results.length - 1] : null } : null;
      const em = orm.em.fork({ clear: true });
      em.setTransactionContext(trx);
      return new CatalogueTransaction(knex, connection, trx, em, version, firstRows, prepared);
    } catch (error) {
      // A prepared statement gone stale (a column's type changed under it) fails every EXECUTE: prepare afresh next time.
      if (first.length) preparedOn.delete(connection);
      await CatalogueTransaction.end(knex, connection, trx);
      throw error;
    }
  }

  /**
   * A savepoint for the next write, so that it can be rolled back alone, and
   * `before` (the change log's state before of its item) read behind it: one
   * round trip, or none when `begin` sent them for `owner`. Answers the rows
   * of `before`.
   */
  async savepoint(owner: unknown, before: Statement | null): Promise<Rows | null> {
    const prepared = this.prepared;
    this.prepared = null;
    if (prepared && prepared.owner === owner) return prepared.before;
    const platform = this.em.getPlatform();
    const results = await send(this.connection, [`savepoint ${WRITE_SAVEPOINT}`, ...(before ? [platform.formatQuery(before.sql, before.params)] : [])]);
    return before ? results[1] : null;
  }

  /** Undoes the write since its savepoint. */
  async rollbackToSavepoint(): Promise<void> {
    await send(this.connection, [`rollback to savepoint ${WRITE_SAVEPOINT}`]);
  }

  /**
   * Runs `last` (the change log's rows) and commits, in one round trip.
   * Throws when a statement or the COMMIT failed: then nothing committed.
   */
  async commit(last: Statement[] = []): Promise<void> {
    const platform = this.em.getPlatform();
    // The BEGIN after COMMIT opens the next batch's transaction, or the empty one knex's own COMMIT ends in `close`.
    await send(this.connection, [...last.map((s) => platform.formatQuery(s.sql, s.params)), 'commit', 'begin']);
    this.committed = true;
  }

  /**
   * Ends the knex transaction (a rollback unless it committed) and gives the
   * connection back to the pool; a connection that cannot end it is closed,
   * so the pool never hands it out again. Always call it, once.
   */
  async close(): Promise<void> {
    await CatalogueTransaction.end(this.knex, this.connection, this.trx, this.committed);
  }

  private static async end(knex: Knex, connection: PgConnection, trx: Knex.Transaction | null, committed = false): Promise<void> {
    try {
      if (trx) {
        if (committed) await trx.commit();
        else await trx.rollback();
        // knex reports a failed COMMIT or ROLLBACK here.
        await trx.executionPromise;
      } else {
        await send(connection, ['rollback']);
      }
    } catch {
      // It may still be inside this transaction: closed, it is marked disposed (by knex's 'end' listener) and the pool drops it.
      await connection.end().catch(() => undefined);
    } finally {
      knex.client.releaseConnection(connection);
    }
  }
}

/** The names of the statements prepared on each connection (a session's prepared statements outlive its transactions). */
const preparedOn = new WeakMap<PgConnection, Set<string>>();

/**
 * `statement` as an EXECUTE of it prepared on `connection` (prepared there
 * the first time it is used there, in a round trip or two): the batches'
 * first statements (first-statement.ts) are the same few statements over and
 * over, which the simple protocol would parse and plan afresh each time, at
 * more cost to PostgreSQL than running them. The embedded database's
 * connections share its one session, which may hold it already.
 */
async function preparedExecution(connection: PgConnection, statement: Statement): Promise<Statement> {
  const name = `catalogue_${createHash('sha1').update(statement.sql).digest('hex').slice(0, 16)}`;
  let names = preparedOn.get(connection);
  if (!names) preparedOn.set(connection, (names = new Set()));
  if (!names.has(name)) {
    // Held but not known here: from before a failure (maybe stale), or the embedded session's other connection.
    const held = await connection.query(`select from pg_prepared_statements where name = '${name}'`);
    if ((Array.isArray(held) ? held[0] : held).rows.length) await connection.query(`deallocate ${name}`);
    let n = 0;
    await connection.query(`prepare ${name} as ${statement.sql.replace(/\?/g, () => `$${++n}`)}`);
    names.add(name);
  }
  return { sql: `execute ${name}${statement.params.length ? `(${statement.params.map(() => '?').join(', ')})` : ''}`, params: statement.params };
}

/** `statements` as one simple-protocol query; the rows of each. A failing statement fails it (PostgreSQL skips the rest). */
async function send(connection: PgConnection, statements: string[]): Promise<Rows[]> {
  const result = await connection.query(statements.map((s) => s.trim().replace(/;+$/, '')).join(';\n'));
  return (Array.isArray(result) ? result : [result]).map((r) => r.rows);
}
