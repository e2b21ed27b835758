/**
 * The Nest face of the knowledge base (see README.md): built from the database
 * at start-up, kept in step with every write, and the source of every view of
 * computed links.
 */
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { CatalogueChange, ComputeReport, Contradiction, LinkView, PropertySpaceView, SpacePropertyView, TheoremRecord } from '../../../kb/contract';
import type { Discovery } from '../../../kb/discovery';
import { KnowledgeBase } from '../../../kb/knowledge-base';
import type { RedundantTheorem, TheoremCheckView } from '../../../kb/theorem-checks';
import { MigratedDatabase } from '../database/database.module';
import { Property, Space, Theorem } from '../entities';
import { badRequest } from '../http/errors';
import { loadCatalogueRecords } from './catalogue-records';
import { ReadModel } from './read-model';

@Injectable()
export class KnowledgeService implements OnModuleInit {
  private readonly logger = new Logger('KnowledgeService');
  private kb!: KnowledgeBase;
  private model!: ReadModel;
  /** Tail of the write queue: each write starts when the previous one has settled. */
  private queue: Promise<unknown> = Promise.resolve();
  private catalogueVersion = 1;

  constructor(
    private readonly orm: MikroORM,
    _migrated: MigratedDatabase,
  ) {}

  async onModuleInit(): Promise<void> {
    const [records, model] = await Promise.all([loadCatalogueRecords(this.orm.em.fork()), ReadModel.load(this.orm.em.fork())]);
    this.kb = KnowledgeBase.build(records);
    this.model = model;
  }

  /** The items as the reads answer them (spaces, properties, theorems), kept in step like the KB. */
  get reads(): ReadModel {
    return this.model;
  }

  /**
   * The catalogue's version: monotonic, moved by every apply, reload and
   * changed() (the writes the KB does not see: equations). Everything cached
   * for reads (serialized answers, ETags, reports) is keyed on it.
   */
  get version(): number {
    return this.catalogueVersion;
  }

  /** Runs catalogue writes one at a time, so a check and its apply see the same KB. */
  write<T>(work: () => Promise<T>): Promise<T> {
    const run = this.queue.then(work, work);
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** A committed catalogue write the KB has no part in (equations): moves the version. */
  changed(): void {
    this.bump();
  }

  private bump(): void {
    this.catalogueVersion++;
  }

  /**
   * Refuses a change the theorems contradict: a 400 under the form field that
   * caused it (see contradictionKey), so the link and theorem forms show it.
   */
  async assertConsistent(change: CatalogueChange): Promise<void> {
    const contradictions = this.kb.check(change);
    if (contradictions.length) throw badRequest({ [contradictionKey(change, contradictions)]: await this.describe(contradictions, change) });
  }

  /**
   * Applies a committed write to the KB. Should the KB fail on it, the KB is
   * rebuilt from the database, which already holds the write: the views stay
   * true to the data either way.
   */
  async apply(change: CatalogueChange): Promise<void> {
    try {
      this.kb.apply(change);
      await this.model.apply(this.orm.em.fork(), change);
    } catch (error) {
      this.logger.error(`KB apply of ${change.kind} failed, rebuilding from the database: ${error instanceof Error ? error.stack : String(error)}`);
      await this.reload();
    }
    this.bump();
  }

  /** Rebuilds the KB from the database (after an import). */
  async reload(): Promise<void> {
    const records = await loadCatalogueRecords(this.orm.em.fork());
    this.kb.apply({ kind: 'reload', records });
    await this.model.apply(this.orm.em.fork(), { kind: 'reload', records });
    this.bump();
  }

  spaceProperties(spaceId: number): SpacePropertyView[] {
    return this.kb.spaceProperties(spaceId);
  }

  propertySpaces(propertyId: number): PropertySpaceView[] {
    return this.kb.propertySpaces(propertyId);
  }

  link(spaceId: number, propertyId: number): LinkView {
    return this.kb.link(spaceId, propertyId);
  }

  report(): ComputeReport {
    return this.kb.report();
  }

  /** Formula search, compare, implications and open questions (kb/discovery.ts). */
  get discovery(): Discovery {
    return this.kb.discovery;
  }

  /** Whether a theorem (stored as `id`, or new: null) follows from the others, and how its converse stands. */
  theoremCheck(id: number | null, theorem: Pick<TheoremRecord, 'conditions' | 'conclusions'>): TheoremCheckView {
    return this.kb.theoremChecks.check(id, theorem.conditions, theorem.conclusions);
  }

  /** Every stored theorem that follows from the others (cached until the theorems change). */
  redundantTheorems(): RedundantTheorem[] {
    return this.kb.theoremChecks.redundant();
  }

  /** "… contradicts theorems: space ℓ², property Reflexive (real), theorems Milman–Pettis, #4." */
  private async describe(contradictions: Contradiction[], change: CatalogueChange): Promise<string> {
    const em = this.orm.em.fork();
    const parts: string[] = [];
    for (const c of contradictions.slice(0, 5)) {
      const space = change.kind === 'space' && change.space.id === c.spaceId ? change.space : await em.findOne(Space, c.spaceId);
      const property =
        change.kind === 'property' && change.property.id === c.propertyId ? change.property : await em.findOne(Property, c.propertyId);
      const theorems: string[] = [];
      for (const id of c.theoremIds) {
        const theorem = change.kind === 'theorem' && change.theorem.id === id ? change.theorem : await em.findOne(Theorem, id);
        theorems.push(theorem?.name || `#${id}`);
      }
      parts.push(
        `space ${space?.symbol ?? '#' + c.spaceId}, property ${property?.name ?? '#' + c.propertyId} (${c.scalar.toLowerCase()}), theorems ${theorems.join(', ')}`,
      );
    }
    return `This change contradicts the theorems: ${parts.join('; ')}.`;
  }
}

/**
 * The form field a contradiction is reported under: `field` on the link form;
 * on the theorem form `conditions` when every contradicted property is among
 * the conditions only (the theorem then refutes its own hypothesis there),
 * else `conclusions` (what the theorem asserts); `general` for the rest
 * (a space's or property's field change).
 */
export function contradictionKey(change: CatalogueChange, contradictions: Contradiction[]): string {
  if (change.kind === 'link') return 'field';
  if (change.kind === 'theorem') {
    const conditions = new Set(change.theorem.conditions.map((a) => a.propertyId));
    const conclusions = new Set(change.theorem.conclusions.map((a) => a.propertyId));
    const onConditions = contradictions.every((c) => conditions.has(c.propertyId) && !conclusions.has(c.propertyId));
    return onConditions ? 'conditions' : 'conclusions';
  }
  return 'general';
}
