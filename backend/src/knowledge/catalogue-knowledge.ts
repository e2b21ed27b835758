/**
 * What this instance knows of the catalogue: the knowledge base and the read
 * model, at one catalogue version (the database's). Its writes
 * (catalogue-writes.ts) and the catching up with other instances
 * (catalogue-sync.ts) both move it forward here, through `advance`, the one
 * place the version moves.
 */
import { Logger } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { CatalogueChange, CatalogueRecords } from '../../../kb/records';
import { KnowledgeBase } from '../../../kb/knowledge-base';
import type { Space } from '../entities';
import { changesSince } from './catalogue-change-log';
import { loadCatalogueRecords } from './catalogue-records';
import { readCatalogueVersion } from './catalogue-version';
import { CommitReach } from './commit-reach';
import { ReadModel } from './read-model';

export class CatalogueKnowledge {
  private readonly logger = new Logger('KnowledgeService');
  readonly model = new ReadModel();
  private base: KnowledgeBase | null = null;
  private held = 0;
  /** Told each time the version moves, with what changed (the ReadCache). */
  private readonly listeners: Array<(from: number, to: number, reach: CommitReach) => void> = [];

  get kb(): KnowledgeBase {
    if (!this.base) throw new Error('the knowledge base is not built yet');
    return this.base;
  }

  /** The database catalogue version the KB and the read model hold. */
  get version(): number {
    return this.held;
  }

  /** Calls `listener` each time the version moves (synchronously), with what the reads answer differently since. */
  onAdvance(listener: (from: number, to: number, reach: CommitReach) => void): void {
    this.listeners.push(listener);
  }

  /** Builds the KB and the read model from what `em` reads (one snapshot). */
  async build(em: EntityManager): Promise<void> {
    const version = await readCatalogueVersion(em);
    const records = await loadCatalogueRecords(em);
    this.base = KnowledgeBase.build(records);
    await this.model.apply(em, { kind: 'reload', records });
    this.advance(version, CommitReach.everything());
  }

  /**
   * Brings the KB and the read model from their version to `version`, the one
   * `em` reads: by applying what the change log says the versions between
   * changed (re-read from the database), as this instance's own writes reach
   * them; by a rebuild when the log cannot tell or applying fails.
   */
  async catchUp(em: EntityManager, version: number): Promise<void> {
    const from = this.held;
    let changes: CatalogueChange[] | null;
    try {
      changes = await changesSince(em, from, version);
    } catch (error) {
      // The failed query ended `em`'s transaction: the next catch-up (the next write, or the poll) rebuilds instead.
      this.forget();
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
   * Committed changes into the KB and the read model, then the version moves
   * to `version`: the facts of the spaces the reasoner reached and the
   * records the read model re-read are what the reads answer differently.
   * `rows`: spaces as the write's statements returned them.
   */
  async applyCommitted(em: EntityManager, version: number, changes: CatalogueChange[], rows?: ReadonlyMap<CatalogueChange, Space>): Promise<void> {
    this.advance(version, await this.applyChanges(em, changes, rows));
  }

  /** The KB and the read model rebuilt from `records` (read with `em`, which the model reads with too), at `version`. */
  async rebuild(em: EntityManager, version: number, records: CatalogueRecords): Promise<void> {
    this.kb.apply({ kind: 'reload', records });
    await this.model.apply(em, { kind: 'reload', records });
    this.advance(version, CommitReach.everything());
  }

  /** Marks what is held as at no version, so the next catch-up rebuilds (the database holds something the KB may not). */
  forget(): void {
    this.advance(-1, CommitReach.everything());
  }

  private async applyChanges(em: EntityManager, changes: CatalogueChange[], rows?: ReadonlyMap<CatalogueChange, Space>): Promise<CommitReach> {
    const facts = changes.map((change) => this.kb.apply(change));
    const reach = await this.model.applyAll(em, changes, rows);
    for (const reached of facts) reach.addFacts(reached);
    return reach;
  }

  /** The one place the version moves: the KB and the read model hold `version`, and the listeners learn what changed. */
  private advance(version: number, reach: CommitReach): void {
    const from = this.held;
    this.held = version;
    for (const listener of this.listeners) listener(from, version, reach);
  }
}
