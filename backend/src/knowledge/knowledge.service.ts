/**
 * The Nest face of the knowledge base (see README.md): built from the database
 * at start-up, kept in step with every write, here and on every other server
 * instance on the same database, and the source of every view of computed links.
 */
import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { IsolationLevel, TransactionContext } from '@mikro-orm/core';
import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { CatalogueChange, CatalogueRecords } from '../../../kb/records';
import { KnowledgeBase } from '../../../kb/knowledge-base';
import { AppConfig } from '../config/app-config';
import { MigratedDatabase } from '../database/database.module';
import type { Outcome } from '../../../rules';
import { Space } from '../entities';
import { badRequest } from '../http/errors';
import { currentChangeNote, type ChangeNote } from '../changes/change-note';
import { logStatement, type ChangeDraft } from '../changes/change-recorder';
import { stateOf, stateStatement, type ItemKey } from '../changes/item-states';
import { contradictionKey, describeContradictions } from './contradiction-message';

export { contradictionKey } from './contradiction-message';
import { KnowledgeReads } from './knowledge-reads';
import { catalogueChangeStatement, changedItems, changesSince } from './catalogue-change-log';
import { CatalogueListener } from './catalogue-listener';
import { loadCatalogueRecords } from './catalogue-records';
import { ReadModel } from './read-model';
import { CommitReach } from './commit-reach';
import { BatchChanges, DeferredWrite } from './write-batch';
import { readCatalogueVersion } from './catalogue-version';
import { CatalogueTransaction } from './catalogue-transaction';
import type { FirstStatement } from './first-statement';
import type { ChangePreview } from '../../../kb/change-preview';

/** How often an instance on a real PostgreSQL compares versions, in case a notification was missed. */
const VERSION_POLL_MS = 2000;

/**
 * The most writes one catalogue transaction takes (group commit); the rest
 * wait for the next. Below PostgreSQL's 64 cached subtransactions per
 * transaction (one savepoint each), beyond which every snapshot gets slower.
 */
const MAX_BATCH = 48;

/** What the write in progress asked of the KB; applied only once its transaction has committed. */
interface PendingWrite {
  em: EntityManager;
  changes: CatalogueChange[];
  reload: boolean;
  /** Spaces as the write's own statements returned them, by the change that names them (the read model need not re-read them). */
  rows: Map<CatalogueChange, Space>;
  /** What the batch's earlier writes changed (see write-batch.ts). */
  batch: BatchChanges;
  /** What the reasoner said the write's checked changes do: the change log's consequences. */
  outcomes: Outcome[];
  /** An import: the catalogue it replaces, kept in the change log. */
  replaced?: unknown;
}

/** A write waiting for its catalogue transaction. */
interface QueuedWrite {
  work: (em: EntityManager) => Promise<unknown>;
  /** Sent as the transaction begins (first-statement.ts); `work` runs only when it did not apply. */
  first?: FirstStatement<unknown>;
  /** The item the write is about, for the change log (none: a recompute, which changes no item). */
  item?: ItemKey;
  /** Who writes, as what (captured when queued). */
  note: ChangeNote;
  done: (value: unknown) => void;
  failed: (error: unknown) => void;
}

/** Rolls back a batch in which no write succeeded (nothing to commit, no version to bump). */
const NOTHING_TO_COMMIT = Symbol('nothing to commit');

@Injectable()
export class KnowledgeService extends KnowledgeReads implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('KnowledgeService');
  private model!: ReadModel;
  /** The database catalogue version the KB and the read model hold. */
  private kbVersion = 0;
  /** Tail of the queue of writes and syncs: each starts when the previous one has settled. */
  private queue: Promise<unknown> = Promise.resolve();
  private pending: PendingWrite | null = null;
  /** Writes waiting for the next catalogue transaction, oldest first. */
  private waiting: QueuedWrite[] = [];
  private batchQueued = false;
  private syncQueued = false;
  private listener: CatalogueListener | null = null;
  /** Told each time the version moves, with what changed (the ReadCache). */
  private readonly advanceListeners: Array<(from: number, to: number, reach: CommitReach) => void> = [];
  private poll: NodeJS.Timeout | null = null;

  constructor(
    private readonly orm: MikroORM,
    private readonly config: AppConfig,
    _migrated: MigratedDatabase,
  ) {
    super();
  }

  async onModuleInit(): Promise<void> {
    this.model = new ReadModel();
    await this.readSnapshot(async (em) => {
      const version = await readCatalogueVersion(em);
      const records = await loadCatalogueRecords(em);
      this.kb = KnowledgeBase.build(records);
      await this.model.apply(em, { kind: 'reload', records });
      this.advance(version, CommitReach.everything());
    });
    // Other processes write to a real PostgreSQL only; the embedded database admits one.
    if (this.config.databaseUrl) {
      this.listener = new CatalogueListener(this.config.databaseUrl, {
        version: (version) => {
          if (version > this.kbVersion) this.sync();
        },
        connected: () => this.sync(),
      });
      this.listener.start();
      this.poll = setInterval(() => this.sync(), VERSION_POLL_MS);
      this.poll.unref();
    }
  }

  async onModuleDestroy(): Promise<void> {
    if (this.poll) clearInterval(this.poll);
    await this.listener?.stop();
    await this.queue;
  }

  /**
   * The catalogue version (the database's) the KB and everything cached from
   * it reflect: equal on every instance that has caught up, so ETags agree.
   */
  get version(): number {
    return this.kbVersion;
  }

  /**
   * Calls `listener` each time `version` moves (synchronously, as it moves),
   * with the version before, the new one and what the reads answer
   * differently since (commit-reach.ts; everything after a rebuild).
   */
  onAdvance(listener: (from: number, to: number, reach: CommitReach) => void): void {
    this.advanceListeners.push(listener);
  }

  /**
   * Runs a catalogue write in a transaction holding the catalogue lock across
   * processes. Under the lock the KB is first brought up to the committed
   * version, so `assertConsistent` checks against the committed state; the
   * transaction bumps the version, and what the write passed to
   * `apply`/`reload` reaches the KB once it has committed; the promise settles
   * after that. Group commit: the writes that queued while a transaction ran
   * share the next one, each in its own savepoint (a failing write fails
   * alone), one after another in arrival order (see write-batch.ts for the
   * contradiction check). `work` gets its own EntityManager in the
   * transaction (the injected one resolves to it too) and may run again in a
   * later transaction if its check is deferred, so it must not act outside
   * the database and the KnowledgeService. `first`: a statement sent as the
   * transaction begins, which may settle the write without `work`
   * (first-statement.ts). `item`: what the write changes; the unit of work
   * logs it (backend/src/changes): its state before (read as the write
   * begins, or returned by the first statement as `before`), the state after
   * and what the write's changes did to the facts, in the commit's round trip.
   */
  write<T>(work: (em: EntityManager) => Promise<T>, item?: ItemKey, first?: FirstStatement<T>): Promise<T> {
    const note = currentChangeNote();
    return new Promise<T>((done, failed) => {
      this.waiting.push({ work, first: first as FirstStatement<unknown> | undefined, item, note, done: done as (value: unknown) => void, failed });
      this.queueBatch();
    });
  }

  /**
   * Runs `work` in this process's write queue without writing: no write of
   * this instance runs meanwhile, so the KB stays at one version throughout.
   * (Not a transaction: read with your own EntityManager.)
   */
  exclusive<T>(work: () => Promise<T>): Promise<T> {
    return this.serially(work);
  }

  /** The items as the reads answer them (spaces, properties, theorems), kept in step like the KB. */
  get reads(): ReadModel {
    return this.model;
  }

  /**
   * Refuses a change the theorems contradict: a 400 under the form field that
   * caused it (see contradictionKey), so the link and theorem forms show it. Inside `write`.
   */
  async assertConsistent(change: CatalogueChange): Promise<void> {
    const pending = this.inWrite('assertConsistent');
    if (pending.batch.overlaps(change)) throw new DeferredWrite();
    const outcome = this.kb.outcome(change);
    const contradictions = this.kb.contradictionsOf(outcome);
    if (contradictions.length) throw badRequest({ [contradictionKey(change, contradictions)]: await describeContradictions(pending.em, contradictions, change) });
    pending.outcomes.push(outcome);
  }

  /** What a write outside the knowledge base does to the facts (an equation link or theorem, checked by the equation reasoner), for the change log's consequences. Inside `write`. */
  recordOutcome(outcome: Outcome): void {
    this.inWrite('recordOutcome').outcomes.push(outcome);
  }

  /** What a change would do to the facts, nothing written (the forms' preview; the change log's consequences). */
  outcome(change: CatalogueChange): Outcome {
    return this.kb.outcome(change);
  }

  /**
   * What a change would do, nothing written (the forms' preview): the check
   * `assertConsistent` makes, on the committed state this instance holds, with
   * the facts it would add and remove. Synchronous, so no write lands midway.
   */
  preview(change: CatalogueChange): ChangePreview {
    return this.kb.preview(change);
  }

  /**
   * Records a change of the write in progress for the KB, which gets it at
   * commit. `row`: for a space change, the space's whole row as the write's
   * statement returned it (`returning`), which the read model then takes as
   * it is instead of reading it again after the commit.
   */
  async apply(change: CatalogueChange, row?: Space): Promise<void> {
    const pending = this.inWrite('apply');
    pending.changes.push(change);
    if (row && change.kind === 'space') pending.rows.set(change, row);
  }

  /** Marks the write in progress (an import, a recompute) as one after which the KB is rebuilt; `replaced`: the catalogue an import replaces (kept in the change log). */
  async reload(replaced?: unknown): Promise<void> {
    const pending = this.inWrite('reload');
    pending.reload = true;
    if (replaced !== undefined) pending.replaced = replaced;
  }

  /** A consistent read of several tables (one snapshot), waiting for no write. */
  readSnapshot<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    return this.orm.em.fork().transactional(work, { isolationLevel: IsolationLevel.REPEATABLE_READ, readOnly: true });
  }

  private serially<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task, task);
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Queues a catalogue transaction for the writes waiting, unless one is queued already. */
  private queueBatch(): void {
    if (this.batchQueued) return;
    this.batchQueued = true;
    void this.serially(async () => {
      this.batchQueued = false;
      const batch = this.waiting.splice(0, MAX_BATCH);
      if (this.waiting.length) this.queueBatch();
      await this.runBatch(batch);
    });
  }

  /** One catalogue transaction for `batch`: each write in a savepoint; the KB takes what committed; then each write settles. */
  private async runBatch(batch: QueuedWrite[]): Promise<void> {
    const succeeded: Array<{ write: QueuedWrite; value: unknown }> = [];
    const deferred: QueuedWrite[] = [];
    const refused: Array<{ write: QueuedWrite; error: unknown }> = [];
    let committed: { version: number; records: CatalogueRecords | null; changes: CatalogueChange[]; rows: Map<CatalogueChange, Space> } | null;
    let tx: CatalogueTransaction | null = null;
    let closing: Promise<void> | undefined;
    try {
      // Begin, lock, bump and notify in one round trip, with the writes' first statements; the committed version is the one before.
      tx = await this.beginBatch(batch);
      const { em, version } = tx;
      const firstRows = new Map(batch.filter((write) => write.first).map((write, i) => [write, tx!.firstRows[i]] as const));
      // Another instance wrote since: catch up before anything is checked (beginBatch sent no first statement then).
      // Inside the transaction, read with `em` only: its connection is the one this write holds.
      if (version - 1 !== this.kbVersion) await this.catchUp(em, version - 1);
      const changes = new BatchChanges((change) => this.kb.reach(change));
      const applied: CatalogueChange[] = [];
      const rows = new Map<CatalogueChange, Space>();
      let reload = false;
      const pendingWrite = (): PendingWrite => ({ em: em.fork({ clear: true, keepTransactionContext: true }), changes: [], reload: false, rows: new Map(), batch: changes, outcomes: [] });
      const drafts: ChangeDraft[] = [];
      const succeed = (write: QueuedWrite, pending: PendingWrite, value: unknown, before: Record<string, unknown> | null, after?: Record<string, unknown>) => {
        if (write.item) drafts.push(this.draft(write, pending, value, before, after));
        for (const change of pending.changes) changes.add(change);
        if (pending.reload) changes.addReload();
        applied.push(...pending.changes);
        for (const [change, row] of pending.rows) rows.set(change, row);
        reload ||= pending.reload;
        succeeded.push({ write, value });
      };
      // The writes their first statement settled (it ran under the lock, before any other write of the batch).
      const rest: QueuedWrite[] = [];
      for (const write of batch) {
        const statementRows = firstRows.get(write);
        if (!statementRows?.length) {
          rest.push(write);
          continue;
        }
        const pending = pendingWrite();
        this.pending = pending;
        try {
          const value = await write.first!.settle(statementRows);
          // The states before and after as the statement found and left the row: the log row needs no query of its own for them.
          const { before, after } = statementRows[0] as { before?: Record<string, unknown>; after?: Record<string, unknown> };
          succeed(write, pending, value, before ?? null, after);
        } finally {
          this.pending = null;
        }
      }
      for (const write of rest) {
        const pending = pendingWrite();
        // A savepoint, so that a write that fails is rolled back alone (none is released: the commit ends them all),
        // and behind it the item's state before, for the change log: one round trip (none for the batch's first write).
        const beforeStatement = write.item ? stateStatement(write.item) : null;
        const beforeRows = await tx.savepoint(write, beforeStatement);
        try {
          this.pending = pending;
          // Its own EntityManager and identity map, which the injected EntityManager resolves to.
          const value = await TransactionContext.create(pending.em, () => write.work(pending.em));
          await pending.em.flush();
          const before = write.item && beforeRows ? stateOf(write.item, beforeRows) : null;
          // Unchecked changes (deletes, renames) are asked what they do now, while the KB holds the state they apply to.
          if (write.item && !pending.outcomes.length) {
            for (const change of pending.changes) {
              if (changes.overlaps(change)) throw new DeferredWrite();
              pending.outcomes.push(this.kb.outcome(change));
            }
          }
          succeed(write, pending, value, before);
        } catch (error) {
          this.pending = null;
          // A failed rollback fails the transaction (below).
          await tx.rollbackToSavepoint();
          if (error instanceof DeferredWrite) deferred.push(write);
          else refused.push({ write, error });
        } finally {
          this.pending = null;
        }
      }
      if (!succeeded.length) throw NOTHING_TO_COMMIT;
      // After an import the KB is rebuilt from what the whole batch left.
      const records = reload ? await loadCatalogueRecords(em) : null;
      // What this version changed, for the other instances (a real PostgreSQL only: the embedded database has none),
      // recorded in the round trip of the COMMIT: if it fails, the transaction does not commit.
      // The change log's rows ride there too (change-recorder.ts): a change without its log entry never commits.
      const last = [...(this.config.databaseUrl ? [catalogueChangeStatement(version, changedItems(applied, reload))] : []), ...(drafts.length ? [logStatement(version, drafts)] : [])];
      await tx.commit(last);
      committed = { version, records, changes: applied, rows };
    } catch (error) {
      // The transaction failed (or had nothing to commit): none of its writes is stored,
      // and those it did not get to (after a broken connection) fail with it.
      committed = null;
      if (error !== NOTHING_TO_COMMIT) {
        const settled = new Set([...refused.map((r) => r.write), ...deferred]);
        for (const write of batch) if (!settled.has(write)) write.failed(error);
        succeeded.length = 0; // deferred ones still run in the next transaction
      }
    } finally {
      // After a commit, knex's own COMMIT (of an empty transaction: catalogue-transaction.ts) need not hold the writes up.
      closing = tx?.close();
    }
    if (!committed) await closing;
    if (committed) {
      const { version, records, changes, rows } = committed;
      await this.applyCommitted(version, records, changes, rows);
    }
    // Deferred writes run first in the next transaction, where nothing precedes them.
    if (deferred.length) {
      this.waiting.unshift(...deferred);
      this.queueBatch();
    }
    for (const { write, value } of succeeded) write.done(value);
    for (const { write, error } of refused) write.failed(error);
    await closing;
  }

  /**
   * Begins the batch's transaction with its writes' first statements; begins
   * it again without them should one fail (each write then runs its work) or
   * should another instance have written since this one's KB version (the
   * catch-up reads in the transaction, where it would see them).
   */
  private async beginBatch(batch: QueuedWrite[]): Promise<CatalogueTransaction> {
    // The savepoint and state before of the first write that runs its work go in the same round trip.
    const next = (writes: QueuedWrite[]) => {
      const owner = writes.find((write) => !write.first);
      return owner && { owner, before: owner.item ? stateStatement(owner.item) : null };
    };
    const first = batch.flatMap((write) => (write.first ? [write.first] : []));
    if (!first.length) return CatalogueTransaction.begin(this.orm, [], next(batch));
    let tx: CatalogueTransaction | null = null;
    try {
      tx = await CatalogueTransaction.begin(this.orm, first, next(batch));
    } catch (error) {
      this.logger.warn(`a first statement failed; the batch runs its writes one by one: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (tx && tx.version - 1 === this.kbVersion) return tx;
    await tx?.close();
    for (const write of batch) delete write.first;
    return CatalogueTransaction.begin(this.orm, [], next(batch));
  }

  /** After the commit (still first in the queue): the KB and the read model take the write, then the version moves. */
  private async applyCommitted(
    version: number,
    records: CatalogueRecords | null,
    changes: CatalogueChange[],
    rows: ReadonlyMap<CatalogueChange, Space>,
  ): Promise<void> {
    try {
      if (records) {
        await this.readSnapshot((em) => this.rebuild(em, version, records));
        return;
      }
      this.advance(version, await this.applyChanges(this.orm.em.fork(), changes, rows));
    } catch (error) {
      // The database holds the write: rebuild from it, so the views never drift from the data.
      this.logger.error(`KB apply failed, rebuilding from the database: ${error instanceof Error ? error.stack : String(error)}`);
      this.advance(-1, CommitReach.everything());
      this.sync();
    }
  }

  /** Brings the KB up to the committed version, in the queue (so never inside a write); coalesced. */
  private sync(): void {
    if (this.syncQueued) return;
    this.syncQueued = true;
    void this.serially(async () => {
      this.syncQueued = false;
      const current = await readCatalogueVersion(this.orm.em.fork());
      if (current === this.kbVersion) return;
      // One snapshot: the version and the items (or records) read to reach it belong together.
      await this.readSnapshot(async (em) => this.catchUp(em, await readCatalogueVersion(em)));
    }).catch((error) => this.logger.warn(`catalogue sync failed (retried at the next poll): ${error instanceof Error ? error.message : String(error)}`));
  }

  /**
   * Brings the KB and the read model from their version to `version`, the one
   * `em` reads: by applying what the change log says the versions between
   * changed (re-read from the database), as this instance's own writes reach
   * them; by a rebuild when the log cannot tell or applying fails.
   */
  private async catchUp(em: EntityManager, version: number): Promise<void> {
    const from = this.kbVersion;
    let changes: CatalogueChange[] | null;
    try {
      changes = await changesSince(em, from, version);
    } catch (error) {
      // The failed query ended `em`'s transaction: the next catch-up (the next write, or the poll) rebuilds instead.
      this.advance(-1, CommitReach.everything());
      throw error;
    }
    if (changes) {
      try {
        this.advance(version, await this.applyChanges(em, changes));
        return;
      } catch (error) {
        this.logger.error(`applying versions ${from + 1}-${version} failed: ${error instanceof Error ? error.stack : String(error)}`);
      }
    }
    this.logger.warn(`catalogue rebuilt from the database at version ${version} (was at ${from}${changes ? '' : ': the change log does not list what every version between changed'})`);
    await this.rebuild(em, version, await loadCatalogueRecords(em));
  }

  /**
   * Committed changes into the KB and the read model; what the reads answer
   * differently now: the facts of the spaces the reasoner reached, and the
   * records the read model re-read.
   */
  private async applyChanges(em: EntityManager, changes: CatalogueChange[], rows?: ReadonlyMap<CatalogueChange, Space>): Promise<CommitReach> {
    const facts = changes.map((change) => this.kb.apply(change));
    const reach = await this.model.applyAll(em, changes, rows);
    for (const reached of facts) reach.addFacts(reached);
    return reach;
  }

  /** The KB and the read model rebuilt from `records` (read with `em`, which the model reads with too), at `version`. */
  private async rebuild(em: EntityManager, version: number, records: CatalogueRecords): Promise<void> {
    this.kb.apply({ kind: 'reload', records });
    await this.model.apply(em, { kind: 'reload', records });
    this.advance(version, CommitReach.everything());
  }

  /** The one place the version moves: the KB and the read model hold `version`, and the listeners learn what changed. */
  private advance(version: number, reach: CommitReach): void {
    const from = this.kbVersion;
    this.kbVersion = version;
    for (const listener of this.advanceListeners) listener(from, version, reach);
  }

  /** A succeeded write's change-log entry. */
  private draft(write: QueuedWrite, pending: PendingWrite, value: unknown, before: Record<string, unknown> | null, after?: Record<string, unknown>): ChangeDraft {
    // A first statement's changes were not checked: they change texts only, but a rename re-closes nothing either.
    const outcomes = pending.outcomes.length || !write.first ? pending.outcomes : pending.changes.map((change) => this.kb.outcome(change));
    return { key: write.item!, note: write.note, before, ...(after ? { after } : {}), value, outcomes, replaced: pending.replaced };
  }

  private inWrite(what: string): PendingWrite {
    if (!this.pending) throw new Error(`KnowledgeService.${what} outside write()`);
    return this.pending;
  }
}
