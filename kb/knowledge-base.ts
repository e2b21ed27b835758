/**
 * The knowledge base the views query: the reasoning engine (rules/) computes
 * every space's closure with its derivations; the fact index holds each
 * space's rows (one byte per known (space, property)), which the list views
 * read; a DataScript database holds the records and the compiled rules. A
 * write is checked (`check`), then applied (`apply`): the engine updates the
 * affected spaces only, the fact index re-reads just those spaces, and
 * DataScript transacts just the records that changed. Link pages read
 * computations and proofs from the engine's derivations.
 */
import { Engine } from '../rules/engine';
import { literalProperty } from '../rules/literal';
import type { Computation, Contradiction } from './contract/links';
import type { CatalogueChange, CatalogueRecords, ComputeReport, LinkView, PropertySpaceView, SpacePropertyView, SpaceRecord } from './records';
import { patchedCodes, spaceCodes, type FactRow } from './fact-rows';
import { FactIndex } from './fact-index';
import { RecordStore } from './record-store';
import { DatalogFeed } from './datalog/datalog-feed';
import { computations, computedComponents, proofs } from './link-view';
import { Discovery } from './discovery';
import { TheoremChecks } from './theorem-checks';

export class KnowledgeBase {
  private engine!: Engine;
  private facts!: FactIndex;
  private store!: RecordStore;
  /** The engine's property layout the fact index was read with. */
  private layout = -1;
  private stats = { closureMs: 0, kbBuildMs: 0 };
  /** Formula search, compare, implications and open questions over the current state. */
  readonly discovery = new Discovery(() => this.engine);
  /** The DataScript database as readers' queries copy it (datalog/query-runner.ts). */
  readonly datalog = new DatalogFeed(() => this.store.db);
  /** Is a theorem redundant, does its converse follow (the theorem form's checks, the admin list). */
  readonly theoremChecks = new TheoremChecks(() => this.engine, (id) => this.discovery.space(id)?.symbol);

  private constructor(records: CatalogueRecords) {
    this.load(records);
  }

  static build(records: CatalogueRecords): KnowledgeBase {
    return new KnowledgeBase(records);
  }

  /** The contradictions this change would cause; empty when it may be applied. */
  check(change: CatalogueChange): Contradiction[] {
    const found = this.engine.check(change);
    // Undoing the check of a property change reloads the engine, which may renumber properties.
    this.syncLayout();
    return found.map(({ spaceId, contradiction }) => ({
      spaceId,
      propertyId: this.engine.propertyId(contradiction.propertyIndex),
      scalar: contradiction.scalar,
      theoremIds: contradiction.theoremIds,
    }));
  }

  apply(change: CatalogueChange): void {
    if (change.kind === 'reload') return this.load(change.records);
    // A space saved with its symbol and field (its texts changed): nothing held here changes.
    if (change.kind === 'space' && sameSpace(this.discovery.space(change.space.id), change.space)) return;
    // A deleted property takes the theorems that use it along.
    const theoremsBefore = change.kind === 'propertyDeleted' ? [...this.engine.rules.theoremIds()] : [];
    const changes = this.engine.apply(change);
    const relaid = this.syncLayout();
    for (const [spaceId, { state, changed }] of changes) {
      if (!state) this.facts.delete(spaceId);
      else if (relaid) continue;
      else this.facts.set(spaceId, changed === 'all' ? spaceCodes(this.engine, spaceId) : patchedCodes(this.engine, spaceId, this.facts.codesOf(spaceId), changed));
    }
    // DataScript still holds the old records here, so retractions find them.
    const recordTx = this.store.recordTx(change, (id) => this.rulesOf(id));
    const theoremsAfter = new Set(theoremsBefore.length > 0 ? this.engine.rules.theoremIds() : []);
    for (const id of theoremsBefore) if (!theoremsAfter.has(id)) recordTx.push(...this.store.recordTx({ kind: 'theoremDeleted', theoremId: id }, () => []));
    this.store.write(recordTx);
    this.datalog.transacted(recordTx);
    this.discovery.apply(change);
    this.theoremChecks.apply(change);
  }

  spaceProperties(spaceId: number): SpacePropertyView[] {
    return this.facts
      .spaceRows(spaceId, (index) => this.engine.propertyId(index))
      .map((row) => ({ propertyId: row.propertyId, field: row.field!, linked: row.linked, computed: this.computed(row) }));
  }

  propertySpaces(propertyId: number): PropertySpaceView[] {
    const index = this.engine.index(propertyId);
    if (index === undefined) return [];
    return this.facts
      .propertyRows(propertyId, index)
      .map((row) => ({ spaceId: row.spaceId, field: row.field!, linked: row.linked, computed: this.computed(row) }));
  }

  link(spaceId: number, propertyId: number): LinkView {
    const index = this.engine.index(propertyId);
    const row = index === undefined ? null : this.facts.row(spaceId, propertyId, index);
    const components = computedComponents(this.engine, spaceId, propertyId);
    return {
      field: row?.field ?? null,
      linked: row?.linked ?? false,
      computed: components.length > 0,
      computations: computations(spaceId, propertyId, components),
      proof: proofs(this.engine, spaceId, components),
      contradictions: this.contradictions(spaceId).filter((c) => c.propertyId === propertyId),
    };
  }

  report(): ComputeReport {
    return this.reportOf(this.engine.spaceIds());
  }

  /** Every space's id, in the report's order. */
  spaceIds(): number[] {
    return [...this.engine.spaceIds()];
  }

  /** The report of the given spaces only: the admin's report is assembled a few spaces at a time (backend/src/admin/compute.service.ts). */
  reportOf(spaceIds: Iterable<number>): ComputeReport {
    const all: Computation[] = [];
    let facts = 0;
    let computed = 0;
    const contradictions: Contradiction[] = [];
    for (const spaceId of spaceIds) {
      const state = this.engine.state(spaceId);
      if (!state) continue;
      const { closure } = state;
      facts += closure.order.length;
      const properties = new Set<number>();
      for (const lit of closure.order) properties.add(this.engine.propertyId(literalProperty(lit)));
      for (const propertyId of [...properties].sort((a, b) => a - b)) {
        const components = computedComponents(this.engine, spaceId, propertyId, true);
        computed += components.length;
        all.push(...computations(spaceId, propertyId, components));
      }
      contradictions.push(...this.contradictions(spaceId));
    }
    return { computations: all, contradictions, stats: { ...this.stats, facts, computed } };
  }

  /** How long the last full build took: the engine's closure, then the fact index and the DataScript records. */
  get timings(): { closureMs: number; kbBuildMs: number } {
    return { ...this.stats };
  }

  /** The engine underneath, for the offline compute command and the benchmark. */
  get reasoning(): Engine {
    return this.engine;
  }

  private load(records: CatalogueRecords): void {
    let start = performance.now();
    this.engine = Engine.build(records);
    this.stats.closureMs = performance.now() - start;
    start = performance.now();
    this.readFacts();
    this.store = RecordStore.build(records, (id) => this.rulesOf(id));
    this.stats.kbBuildMs = performance.now() - start;
    this.discovery.load(records);
    this.theoremChecks.load(records);
    this.datalog.reloaded();
  }

  /** Every space's rows, from the engine as it is. */
  private readFacts(): void {
    this.facts = new FactIndex();
    for (const spaceId of this.engine.spaceIds()) this.facts.set(spaceId, spaceCodes(this.engine, spaceId));
    this.layout = this.engine.propertyLayout;
  }

  /** Re-reads every space's rows when the engine has renumbered its properties (and says so). */
  private syncLayout(): boolean {
    if (this.layout === this.engine.propertyLayout) return false;
    this.readFacts();
    return true;
  }

  private rulesOf(theoremId: number) {
    return this.engine.rules.rulesOf(theoremId).map((n) => this.engine.rules.rules[n]!);
  }

  private computed(row: FactRow): boolean {
    if (row.derived) return true;
    if (!row.linked) return false;
    const index = this.engine.index(row.propertyId);
    const state = this.engine.state(row.spaceId);
    if (index === undefined || !state) return false;
    for (let lit = index * 4; lit < index * 4 + 4; lit++) if (this.engine.isStoredComputed(row.spaceId, lit)) return true;
    return false;
  }

  private contradictions(spaceId: number): Contradiction[] {
    return (this.engine.state(spaceId)?.contradictions ?? []).map((c) => ({
      spaceId,
      propertyId: this.engine.propertyId(c.propertyIndex),
      scalar: c.scalar,
      theoremIds: c.theoremIds,
    }));
  }
}

function sameSpace(held: SpaceRecord | undefined, space: SpaceRecord): boolean {
  return held !== undefined && held.symbol === space.symbol && held.field === space.field;
}
