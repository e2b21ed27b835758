/**
 * The Nest face of the knowledge base (see README.md): built from the database
 * at start-up, kept in step with every write, here and on every other server
 * instance on the same database, and the source of every view of computed
 * links. Its jobs live apart: the knowledge held at a version
 * (catalogue-knowledge.ts), the writes (catalogue-writes.ts), catching up with
 * other instances (catalogue-sync.ts), the reads (knowledge-reads.ts).
 */
import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { IsolationLevel } from '@mikro-orm/core';
import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { CatalogueChange } from '../../../kb/records';
import type { KnowledgeBase } from '../../../kb/knowledge-base';
import type { ChangePreview } from '../../../kb/change-preview';
import type { Outcome } from '../../../rules';
import { AppConfig } from '../config/app-config';
import { MigratedDatabase } from '../database/database.module';
import type { ItemKey } from '../changes/item-states';
import { CatalogueKnowledge } from './catalogue-knowledge';
import { CatalogueQueue } from './catalogue-queue';
import { CatalogueSync } from './catalogue-sync';
import { CatalogueWrites } from './catalogue-writes';
import type { CommitReach } from './commit-reach';
import type { FirstStatement } from './first-statement';
import { KnowledgeReads } from './knowledge-reads';
import type { ReadModel } from './read-model';
import type { WritePlan } from './write-plan';

export { contradictionKey } from './contradiction-message';

@Injectable()
export class KnowledgeService extends KnowledgeReads implements OnModuleInit, OnModuleDestroy {
  private readonly knowledge = new CatalogueKnowledge();
  private readonly queue = new CatalogueQueue();
  private readonly sync: CatalogueSync;
  private readonly writes: CatalogueWrites;

  constructor(
    private readonly orm: MikroORM,
    private readonly config: AppConfig,
    _migrated: MigratedDatabase,
  ) {
    super();
    const readSnapshot = <T>(work: (em: EntityManager) => Promise<T>) => this.readSnapshot(work);
    this.sync = new CatalogueSync(orm, this.knowledge, this.queue, readSnapshot);
    this.writes = new CatalogueWrites(orm, this.knowledge, this.queue, config.databaseUrl, readSnapshot, () => this.sync.sync());
  }

  protected get kb(): KnowledgeBase {
    return this.knowledge.kb;
  }

  async onModuleInit(): Promise<void> {
    await this.readSnapshot((em) => this.knowledge.build(em));
    // Other processes write to a real PostgreSQL only; the embedded database admits one.
    if (this.config.databaseUrl) this.sync.start(this.config.databaseUrl);
  }

  async onModuleDestroy(): Promise<void> {
    await this.sync.stop();
    await this.queue.drained();
    await this.writes.stop();
  }

  /**
   * The catalogue version (the database's) the KB and everything cached from
   * it reflect: equal on every instance that has caught up, so ETags agree.
   */
  get version(): number {
    return this.knowledge.version;
  }

  /**
   * Calls `listener` each time `version` moves (synchronously, as it moves),
   * with the version before, the new one and what the reads answer
   * differently since (commit-reach.ts; everything after a rebuild).
   */
  onAdvance(listener: (from: number, to: number, reach: CommitReach) => void): void {
    this.knowledge.onAdvance(listener);
  }

  /**
   * Every catalogue write, as a unit of work: `plan` loads and validates with
   * the write's EntityManager and answers what to check, how to persist and
   * what the knowledge base takes (write-plan.ts); the unit of work checks
   * the change with the reasoner, persists it, applies it at commit (or
   * rebuilds the KB, `reload`) and logs it under `item` (null: nothing the
   * change log keeps as an item, a problem mark or a recompute). It runs in a
   * transaction holding the catalogue lock across processes, group-committed
   * with the writes queued meanwhile, and settles once the KB has taken it
   * (CatalogueWrites.write). `first`: a statement sent as the transaction
   * begins, which may settle the write without the plan (first-statement.ts).
   */
  change<T>(item: ItemKey | null, plan: (em: EntityManager) => Promise<WritePlan<T>>, first?: FirstStatement<T>): Promise<T> {
    return this.writes.write(plan, item ?? undefined, first);
  }

  /**
   * Runs `work` in this process's write queue without writing: no write of
   * this instance runs meanwhile, so the KB stays at one version throughout.
   * (Not a transaction: read with your own EntityManager.)
   */
  exclusive<T>(work: () => Promise<T>): Promise<T> {
    return this.queue.serially(work);
  }

  /** The items as the reads answer them (spaces, properties, theorems), kept in step like the KB. */
  get reads(): ReadModel {
    return this.knowledge.model;
  }

  /** What a change would do to the facts, nothing written (the forms' preview; the change log's consequences). */
  outcome(change: CatalogueChange): Outcome {
    return this.kb.outcome(change);
  }

  /**
   * What a change would do, nothing written (the forms' preview): the check
   * the unit of work makes (`change`, a plan's `check`), on the committed state this instance holds, with
   * the facts it would add and remove. Synchronous, so no write lands midway.
   */
  preview(change: CatalogueChange): ChangePreview {
    return this.kb.preview(change);
  }

  /** A consistent read of several tables (one snapshot), waiting for no write. */
  readSnapshot<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    return this.orm.em.fork().transactional(work, { isolationLevel: IsolationLevel.REPEATABLE_READ, readOnly: true });
  }
}
