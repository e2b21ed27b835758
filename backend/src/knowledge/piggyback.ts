/**
 * Statements that ride with the next query sent on a connection, in the same
 * simple-protocol string: PostgreSQL runs them back to back and answers them
 * together, so they cost one round trip, and one turn of the server's event
 * loop, instead of one each. Sending a query without awaiting it does not save
 * that turn: node-postgres sends a queued query only once the previous answer
 * has been read, and under load reading an answer waits for the event loop's
 * next pass over its sockets (tens of ms when busy with requests).
 *
 * Used by the catalogue transaction (catalogue-transaction.ts) on the
 * connection it holds: the lock and version bump ride behind BEGIN, each
 * write's savepoint ahead of the write's first statement, the change-log row
 * ahead of COMMIT. MikroORM sends its statements with their parameters inlined
 * (no bind values), which is what lets them share a string; a query with bind
 * values (or the riders, should one be pending when the connection is handed
 * back) goes out as a query of its own, in order.
 *
 * When a statement of the string fails, PostgreSQL skips the rest of it: the
 * query and every rider of it fail with that error.
 */

/** One statement's answer, as node-postgres gives it. */
export interface StatementResult {
  command: string;
  rowCount: number | null;
  rows: Array<Record<string, unknown>>;
}

/** The part of a node-postgres client this uses. */
export interface PgConnection {
  query(...args: unknown[]): unknown;
}

type Callback = (error: Error | null, result?: StatementResult | StatementResult[]) => void;

interface Rider {
  sql: string;
  settle(error: Error | null, result?: StatementResult): void;
}

export class Piggyback {
  private ahead: Rider[] = [];
  private behind: Rider[] = [];
  private readonly original: (...args: unknown[]) => unknown;
  private readonly ownQuery: boolean;

  constructor(private readonly connection: PgConnection) {
    this.ownQuery = Object.prototype.hasOwnProperty.call(connection, 'query');
    this.original = connection.query;
    connection.query = (...args: unknown[]) => this.query(args);
  }

  /** `sql` sent in the string of the next query, before it. Resolves (or fails) with its answer. */
  rideAhead(sql: string): Promise<StatementResult> {
    return this.ride(this.ahead, sql);
  }

  /** `sql` sent in the string of the next query, after it. */
  rideBehind(sql: string): Promise<StatementResult> {
    return this.ride(this.behind, sql);
  }

  /** Whether a rider is still waiting for a query to ride with. */
  get waiting(): boolean {
    return this.ahead.length + this.behind.length > 0;
  }

  /** Drops the riders still waiting (they then never settle); true if there were any. */
  dropWaiting(): boolean {
    const had = this.waiting;
    this.ahead = [];
    this.behind = [];
    return had;
  }

  /** Sends `sql` alone, past any rider (a rollback after a failed string). */
  direct(sql: string): Promise<unknown> {
    return new Promise((done, failed) => {
      this.original.call(this.connection, sql, (error: Error | null, result: unknown) => (error ? failed(error) : done(result)));
    });
  }

  /** Hands the connection back as it was; riders still waiting are dropped. */
  restore(): void {
    this.dropWaiting();
    if (this.ownQuery) this.connection.query = this.original;
    else delete (this.connection as Partial<PgConnection>).query;
  }

  private ride(list: Rider[], sql: string): Promise<StatementResult> {
    let settle!: Rider['settle'];
    const answered = new Promise<StatementResult>((done, failed) => {
      settle = (error, result) => (error ? failed(error) : done(result!));
    });
    answered.catch(() => undefined); // a rider nobody awaits must not count as an unhandled rejection
    list.push({ sql: sql.trim().replace(/;+$/, ''), settle });
    return answered;
  }

  /** node-postgres `query(config, callback)`, as knex calls it: riders join a query without bind values. */
  private query(args: unknown[]): unknown {
    const [config, callback] = args as [{ text?: unknown; values?: unknown[]; name?: unknown } | string, Callback | undefined];
    const text = typeof config === 'string' ? config : config?.text;
    const plain =
      this.waiting &&
      typeof text === 'string' &&
      typeof callback === 'function' &&
      args.length === 2 &&
      (typeof config === 'string' || (!config.name && !(config.values && config.values.length)));
    if (!plain) {
      // Riders (if any) go as queries of their own, before and after it, so the order of statements is kept.
      const behind = this.behind;
      this.behind = [];
      this.sendAlone(this.ahead);
      this.ahead = [];
      const sent = this.original.apply(this.connection, args);
      this.sendAlone(behind);
      return sent;
    }
    const ahead = this.ahead;
    const behind = this.behind;
    this.ahead = [];
    this.behind = [];
    const statements = [...ahead.map((r) => r.sql), text.trim().replace(/;+$/, ''), ...behind.map((r) => r.sql)];
    const joined = typeof config === 'string' ? statements.join(';\n') : { ...config, text: statements.join(';\n') };
    return this.original.call(this.connection, joined, (error: Error | null, result?: StatementResult | StatementResult[]) => {
      if (error) {
        for (const rider of [...ahead, ...behind]) rider.settle(error);
        return callback!(error);
      }
      const results = Array.isArray(result) ? result : [result!];
      ahead.forEach((rider, i) => rider.settle(null, results[i]));
      behind.forEach((rider, i) => rider.settle(null, results[results.length - behind.length + i]));
      const own = results.slice(ahead.length, results.length - behind.length);
      callback!(null, own.length === 1 ? own[0] : own);
    });
  }

  /** Riders as one query of their own (around a query they cannot join). */
  private sendAlone(riders: Rider[]): void {
    if (!riders.length) return;
    this.original.call(this.connection, riders.map((r) => r.sql).join(';\n'), (error: Error | null, result?: StatementResult | StatementResult[]) => {
      const results = Array.isArray(result) ? result : [result!];
      riders.forEach((rider, i) => rider.settle(error, results[i]));
    });
  }
}
