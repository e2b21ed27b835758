/**
 * The transaction of a batch of catalogue writes (KnowledgeService.runBatch),
 * on a connection of its own, in as few round trips as it can be: each round
 * trip waits a turn of the server's event loop, which under load is tens of
 * ms, and the batch holds the catalogue lock all along (piggyback.ts).
 *
 * - BEGIN with the lock and version bump behind it, and the writes' first
 *   statements (first-statement.ts) behind those: one round trip;
 * - each write's savepoint ahead of the write's first statement (none for a
 *   write that sends no statement: nothing to roll back), and behind it the
 *   read of the item's state before, for the change log (readAhead);
 * - the change-log row ahead of COMMIT: one round trip. Should the row fail,
 *   PostgreSQL skips the COMMIT in that string: the commit fails and the
 *   transaction is rolled back, nothing of it stored.
 *
 * The EntityManager `em` runs its statements in the transaction (its forks
 * too, with keepTransactionContext).
 */
import type { Knex } from 'knex';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { bumpedVersion, LOCK_AND_BUMP_CATALOGUE_VERSION } from './catalogue-version';
import { Piggyback, type PgConnection } from './piggyback';

const WRITE_SAVEPOINT = 'catalogue_write';

export class CatalogueTransaction {
  private ended = false;

  private constructor(
    private readonly knex: Knex,
    private readonly connection: PgConnection,
    private readonly piggyback: Piggyback,
    private readonly trx: Knex.Transaction,
    /** In the transaction. */
    readonly em: EntityManager,
    /** The catalogue version this transaction bumped to (the committed one is this minus 1). */
    readonly version: number,
    /** The rows each of `begin`'s first statements returned, in their order. */
    readonly firstRows: Array<Array<Record<string, unknown>>>,
  ) {}

  /**
   * Begins, takes the catalogue lock (waiting for other writers), bumps the
   * version and runs `first` (statements with their parameters) under the
   * lock, all in one round trip. Should any of them fail, nothing of it stays
   * (the transaction is rolled back) and the error is thrown.
   */
  static async begin(orm: MikroORM, first: Array<{ sql: string; params: unknown[] }> = []): Promise<CatalogueTransaction> {
    const knex = orm.em.getConnection().getKnex();
    const connection = (await knex.client.acquireConnection()) as PgConnection;
    const piggyback = new Piggyback(connection);
    try {
      const bumped = piggyback.rideBehind(LOCK_AND_BUMP_CATALOGUE_VERSION);
      const platform = orm.em.getPlatform();
      const firstRan = first.map((statement) => piggyback.rideBehind(platform.formatQuery(statement.sql, statement.params)));
      // knex sends BEGIN on the connection given (and leaves releasing it to us); the bump rides behind it.
      const trx = await knex.transaction({ connection } as Knex.TransactionConfig);
      const version = bumpedVersion((await bumped).rows);
      const firstRows = (await Promise.all(firstRan)).map((result) => result.rows);
      const em = orm.em.fork({ clear: true });
      em.setTransactionContext(trx);
      return new CatalogueTransaction(knex, connection, piggyback, trx, em, version, firstRows);
    } catch (error) {
      await CatalogueTransaction.end(knex, connection, piggyback);
      throw error;
    }
  }

  /** The next write's savepoint: it rides ahead of the write's first statement. */
  savepointAhead(): void {
    void this.piggyback.rideAhead(`savepoint ${WRITE_SAVEPOINT}`);
  }

  /**
   * A read that rides ahead of the write's first statement, behind its
   * savepoint (the change log's state before): it costs no round trip. Await
   * it only once the write sent a statement (savepointSent): else it was
   * never sent and never settles.
   */
  readAhead(statement: { sql: string; params: unknown[] }): Promise<Array<Record<string, unknown>>> {
    return this.piggyback.rideAhead(this.em.getPlatform().formatQuery(statement.sql, statement.params)).then((result) => result.rows);
  }

  /** After a write: whether its savepoint was sent (it sent a statement); one not sent is dropped. */
  savepointSent(): boolean {
    return !this.piggyback.dropWaiting();
  }

  /** Undoes the write since its savepoint. */
  async rollbackToSavepoint(): Promise<void> {
    await this.em.execute(`rollback to savepoint ${WRITE_SAVEPOINT}`);
  }

  /** Commits, with the statements of `last` (with their parameters) in the same round trip just before COMMIT. */
  async commit(last: Array<{ sql: string; params: unknown[] }> = []): Promise<void> {
    this.piggyback.dropWaiting();
    const platform = this.em.getPlatform();
    const ran = last.length ? this.piggyback.rideAhead(last.map((statement) => platform.formatQuery(statement.sql, statement.params)).join(';\n')) : null;
    await this.trx.commit();
    // knex reports a failed COMMIT (or a failed statement before it in its string) here.
    await this.trx.executionPromise;
    if (ran) await ran;
    this.ended = true;
  }

  /**
   * Ends the transaction (a rollback unless it committed) and gives the
   * connection back to the pool. Always call it, once.
   */
  async close(): Promise<void> {
    if (this.ended) {
      this.piggyback.restore();
      this.knex.client.releaseConnection(this.connection);
      return;
    }
    this.ended = true;
    // On the connection itself, past knex (which refuses any statement after a failed COMMIT).
    await CatalogueTransaction.end(this.knex, this.connection, this.piggyback);
  }

  /** Rolls back on the connection (harmless when no transaction is open) and releases it; a connection that cannot roll back is discarded. */
  private static async end(knex: Knex, connection: PgConnection, piggyback: Piggyback): Promise<void> {
    try {
      await piggyback.direct('rollback');
    } catch (error) {
      // Never hand back a connection that may still be inside this transaction: the pool discards it.
      (connection as { __knex__disposed?: unknown }).__knex__disposed = error;
    } finally {
      piggyback.restore();
      knex.client.releaseConnection(connection);
    }
  }
}
