/**
 * The catalogue's writes (see README.md): queued, run in group-committed
 * transactions holding the catalogue lock (catalogue-transaction.ts), each in
 * its own savepoint, checked against the knowledge this instance holds
 * (brought up to the committed version under the lock), logged in the change
 * log in the commit's round trip, and applied to that knowledge once committed.
 */
import { Logger } from '@nestjs/common';
import { TransactionContext } from '@mikro-orm/core';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { CatalogueChange, CatalogueRecords } from '../../../kb/records';
import type { Outcome } from '../../../rules';
import type { Space } from '../entities';
import { badRequest } from '../http/errors';
import { currentChangeNote, type ChangeNote } from '../changes/change-note';
import { loggedFirstStatement, logStatement, type ChangeDraft } from '../changes/change-recorder';
import { stateOf, stateStatement, type ItemKey } from '../changes/item-states';
import { contradictionKey, describeContradictions } from './contradiction-message';
import { catalogueChangeStatement, changedItems } from './catalogue-change-log';
import type { CatalogueKnowledge } from './catalogue-knowledge';
import type { CatalogueQueue } from './catalogue-queue';
import { loadCatalogueRecords } from './catalogue-records';
import { CatalogueTransaction, type Statement } from './catalogue-transaction';
import type { FirstStatement } from './first-statement';
import { BatchChanges, DeferredWrite } from './write-batch';
import type { WritePlan } from './write-plan';

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

export class CatalogueWrites {
  private readonly logger = new Logger('KnowledgeService');
  private pending: PendingWrite | null = null;
  /** Writes waiting for the next catalogue transaction, oldest first. */
  private waiting: QueuedWrite[] = [];
  private batchQueued = false;
  /** The last batch's transaction when writes were waiting: its commit began the next batch's, on the same connection. */
  private held: CatalogueTransaction | null = null;
  /** Transactions being ended after their writes settled (awaited at shutdown). */
  private readonly closing = new Set<Promise<void>>();

  constructor(
    private readonly orm: MikroORM,
    private readonly knowledge: CatalogueKnowledge,
    private readonly queue: CatalogueQueue,
    /** The real PostgreSQL's URL (other instances read the catalogue_change rows); none for the embedded database. */
    private readonly databaseUrl: string | null,
    private readonly readSnapshot: <T>(work: (em: EntityManager) => Promise<T>) => Promise<T>,
    /** Catches up from the database, in the queue (after a committed change the knowledge could not take). */
    private readonly resync: () => void,
  ) {}

  /**
   * Runs a catalogue write in a transaction holding the catalogue lock across
   * processes. Under the lock the KB is first brought up to the committed
   * version, so the plan's check sees the committed state; the transaction
   * bumps the version, and the plan's `changes` (or its `reload`) reach the
   * KB once it has committed; the promise settles
   * after that. Group commit: the writes that queued while a transaction ran
   * share the next one, each in its own savepoint (a failing write fails
   * alone), one after another in arrival order (see write-batch.ts for the
   * contradiction check). `plan` gets its own EntityManager in the
   * transaction (the injected one resolves to it too) and may run again in a
   * later transaction if its check is deferred, so it must not act outside
   * the database and the KnowledgeService. `first`: a statement sent as the
   * transaction begins, which may settle the write without the plan
   * (first-statement.ts). `item`: what the write changes; the unit of work
   * logs it (backend/src/changes): its state before (read as the write
   * begins), the state after and what the write's changes did to the facts,
   * in the commit's round trip; a write its first statement settles is
   * logged by that statement (loggedFirstStatement).
   */
  write<T>(plan: (em: EntityManager) => Promise<WritePlan<T>>, item?: ItemKey, first?: FirstStatement<T>): Promise<T> {
    const note = currentChangeNote();
    const work = async (em: EntityManager) => this.run(await plan(em));
    return new Promise<T>((done, failed) => {
      this.waiting.push({ work, first: first as FirstStatement<unknown> | undefined, item, note, done: done as (value: unknown) => void, failed });
      this.queueBatch();
    });
  }

  /** Runs a plan (write-plan.ts) as the write in progress: check, persist, then what the knowledge base takes at commit. */
  private async run<T>(plan: WritePlan<T>): Promise<T> {
    if (typeof plan.check === 'function') this.inWrite('check').outcomes.push(await plan.check());
    else if (plan.check) await this.assertConsistent(plan.check);
    const result = await plan.persist();
    for (const change of plan.changes?.(result) ?? []) this.apply(change);
    if (plan.reload) this.reload(plan.reload.replaced);
    return result;
  }

  /**
   * Refuses a change the theorems contradict: a 400 under the form field that
   * caused it (see contradictionKey), so the link and theorem forms show it. Inside a write.
   */
  async assertConsistent(change: CatalogueChange): Promise<void> {
    const pending = this.inWrite('assertConsistent');
    if (pending.batch.overlaps(change)) throw new DeferredWrite();
    const outcome = this.knowledge.kb.outcome(change);
    const contradictions = this.knowledge.kb.contradictionsOf(outcome);
    if (contradictions.length) throw badRequest({ [contradictionKey(change, contradictions)]: await describeContradictions(pending.em, contradictions, change) });
    pending.outcomes.push(outcome);
  }

  /**
   * Records a change of the write in progress for the KB, which gets it at
   * commit. `row`: for a space change, the space's whole row as the write's
   * statement returned it (`returning`), which the read model then takes as
   * it is instead of reading it again after the commit.
   */
  private apply(change: CatalogueChange, row?: Space): void {
    const pending = this.inWrite('apply');
    pending.changes.push(change);
    if (row && change.kind === 'space') pending.rows.set(change, row);
  }

  /** Marks the write in progress (an import, a recompute) as one after which the KB is rebuilt; `replaced`: the catalogue an import replaces (kept in the change log). */
  private reload(replaced?: unknown): void {
    const pending = this.inWrite('reload');
    pending.reload = true;
    if (replaced !== undefined) pending.replaced = replaced;
  }

  /** Queues a catalogue transaction for the writes waiting, unless one is queued already. */
  private queueBatch(): void {
    if (this.batchQueued) return;
    this.batchQueued = true;
    void this.queue.serially(async () => {
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
    let committed: { version: number; records: CatalogueRecords | null; changes: CatalogueChange[]; rows: Map<CatalogueChange, Space> } | null = null;
    let tx: CatalogueTransaction | null = null;
    try {
      // Begin, lock, bump and notify in one round trip, with the writes' first statements; the committed version is the one before.
      tx = await this.beginBatch(batch);
      const { em, version } = tx;
      const firstRows = new Map(batch.filter((write) => write.first).map((write, i) => [write, tx!.firstRows[i]] as const));
      // Another instance wrote since: catch up before anything is checked (beginBatch sent no first statement then).
      // Inside the transaction, read with `em` only: its connection is the one this write holds.
      if (version - 1 !== this.knowledge.version) await this.knowledge.catchUp(em, version - 1);
      const changes = new BatchChanges((change) => this.knowledge.kb.reach(change));
      const applied: CatalogueChange[] = [];
      const rows = new Map<CatalogueChange, Space>();
      let reload = false;
      const pendingWrite = (): PendingWrite => ({ em: em.fork({ clear: true, keepTransactionContext: true }), changes: [], reload: false, rows: new Map(), batch: changes, outcomes: [] });
      const drafts: ChangeDraft[] = [];
      // `logged`: its first statement wrote its log entry.
      const succeed = (write: QueuedWrite, pending: PendingWrite, value: unknown, before: Record<string, unknown> | null, logged = false) => {
        if (write.item && !logged) drafts.push(this.draft(write, pending, value, before));
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
          const settled = await write.first!.settle(statementRows);
          for (const change of settled.changes ?? []) this.apply(change, settled.row);
          // Its log entry was written by the statement itself (loggedFirstStatement).
          succeed(write, pending, settled.result, null, true);
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
              pending.outcomes.push(this.knowledge.kb.outcome(change));
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
      const last = [...(this.databaseUrl ? [catalogueChangeStatement(version, changedItems(applied, reload))] : []), ...(drafts.length ? [logStatement(version, drafts)] : [])];
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
      if (tx && committed && this.databaseUrl && (this.waiting.length || deferred.length)) {
        // Writes are waiting: the next batch goes on in the transaction this commit began (no BEGIN to wait for).
        // Not on the embedded database, whose one connection goes back to the pool between batches, for the reads.
        this.held = tx;
      } else if (tx && committed) {
        // knex's own COMMIT (of the empty transaction the commit began) need not hold up the writes or the next batch.
        this.closeLater(tx);
      } else await tx?.close();
    }
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
  }

  /** Ends the transaction kept for a next batch and waits for those being ended (at shutdown, after the queue). */
  async stop(): Promise<void> {
    if (this.held) this.closeLater(this.held);
    this.held = null;
    await Promise.all(this.closing);
  }

  private closeLater(tx: CatalogueTransaction): void {
    const closed = tx.close();
    this.closing.add(closed);
    void closed.finally(() => this.closing.delete(closed));
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
    // The transaction the last batch's commit began, if it kept one; ended should this begin fail, which then begins afresh.
    const after = this.held ?? undefined;
    this.held = null;
    const begin = (first: Statement[]) =>
      CatalogueTransaction.begin(this.orm, first, next(batch), after).catch((error) => {
        if (!after) throw error;
        return CatalogueTransaction.begin(this.orm, first, next(batch));
      });
    // Each writes its write's log entry itself.
    const first = batch.flatMap((write) => (write.first ? [write.item ? loggedFirstStatement(write.first, write.item, write.note) : write.first] : []));
    if (!first.length) return begin([]);
    let tx: CatalogueTransaction | null = null;
    try {
      tx = await begin(first);
    } catch (error) {
      this.logger.warn(`a first statement failed; the batch runs its writes one by one: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (tx && tx.version - 1 === this.knowledge.version) return tx;
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
        await this.readSnapshot((em) => this.knowledge.rebuild(em, version, records));
        return;
      }
      await this.knowledge.applyCommitted(this.orm.em.fork(), version, changes, rows);
    } catch (error) {
      // The database holds the write: rebuild from it, so the views never drift from the data.
      this.logger.error(`KB apply failed, rebuilding from the database: ${error instanceof Error ? error.stack : String(error)}`);
      this.knowledge.forget();
      this.resync();
    }
  }

  /** A succeeded write's change-log entry. */
  private draft(write: QueuedWrite, pending: PendingWrite, value: unknown, before: Record<string, unknown> | null): ChangeDraft {
    return { key: write.item!, note: write.note, before, value, outcomes: pending.outcomes, replaced: pending.replaced };
  }

  private inWrite(what: string): PendingWrite {
    if (!this.pending) throw new Error(`KnowledgeService.${what} outside write()`);
    return this.pending;
  }
}
