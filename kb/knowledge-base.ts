/**
 * The knowledge base the views query: the reasoning engine (rules/) computes
 * every space's closure with its derivations; a DataScript database holds the
 * records, the compiled rules and the fact tables of every space and property
 * (one row per known (space, property)), which the list views read. A write
 * is checked (`check`), then applied (`apply`): the engine updates the
 * affected spaces only, and the store transacts only the records and fact
 * tables that changed. Link pages read computations and proofs from the
 * engine's derivations.
 */
import { Engine, type SpaceChange } from '../rules/engine';
import { literalProperty } from '../rules/literal';
import type {
  CatalogueChange,
  CatalogueRecords,
  Computation,
  ComputeReport,
  Contradiction,
  LinkView,
  PropertySpaceView,
  SpacePropertyView,
} from './contract';
import { factRow, rowProperties, type FactRow } from './fact-rows';
import { FactStore } from './fact-store';
import { computations, computedComponents, proofs } from './link-view';
import { Discovery } from './discovery';
import { TheoremChecks } from './theorem-checks';

export class KnowledgeBase {
  private engine!: Engine;
  private store!: FactStore;
  private stats = { closureMs: 0, kbBuildMs: 0 };
  /** Formula search, compare, implications and open questions over the current state. */
  readonly discovery = new Discovery(() => this.engine);
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
    return this.engine.check(change).map(({ spaceId, contradiction }) => ({
      spaceId,
      propertyId: this.engine.propertyId(contradiction.propertyIndex),
      scalar: contradiction.scalar,
      theoremIds: contradiction.theoremIds,
    }));
  }

  apply(change: CatalogueChange): void {
    if (change.kind === 'reload') return this.load(change.records);
    const theoremsBefore = [...this.engine.rules.theoremIds()];
    const changes = this.engine.apply(change);
    // DataScript still holds the old records here, so retractions find them.
    const { rows, gone } = this.rowChanges(changes);
    const recordTx = this.store.recordTx(change, (id) => this.rulesOf(id));
    // A deleted property takes the theorems that use it along.
    const theoremsAfter = new Set(this.engine.rules.theoremIds());
    for (const id of theoremsBefore) if (!theoremsAfter.has(id) && change.kind !== 'theoremDeleted') recordTx.push(...this.store.recordTx({ kind: 'theoremDeleted', theoremId: id }, () => []));
    this.store.write(recordTx, rows, gone);
    this.discovery.apply(change);
    this.theoremChecks.apply(change);
  }

  spaceProperties(spaceId: number): SpacePropertyView[] {
    return this.store
      .spaceRows(spaceId)
      .map((row) => ({ propertyId: row.propertyId, field: row.field!, linked: row.linked, computed: this.computed(row) }))
      .sort((a, b) => a.propertyId - b.propertyId);
  }

  propertySpaces(propertyId: number): PropertySpaceView[] {
    return this.store
      .propertyRows(propertyId)
      .map((row) => ({ spaceId: row.spaceId, field: row.field!, linked: row.linked, computed: this.computed(row) }))
      .sort((a, b) => a.spaceId - b.spaceId);
  }

  link(spaceId: number, propertyId: number): LinkView {
    const row = this.store.factRow(spaceId, propertyId);
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
    const all: Computation[] = [];
    let facts = 0;
    let computed = 0;
    const contradictions: Contradiction[] = [];
    for (const spaceId of this.engine.spaceIds()) {
      const { closure } = this.engine.state(spaceId)!;
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

  /** How long the last full build took: the engine's closure, then the DataScript database. */
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
    const rows: FactRow[] = [];
    for (const spaceId of this.engine.spaceIds()) rows.push(...this.spaceRows(spaceId, 'all'));
    this.store = FactStore.build(records, (id) => this.rulesOf(id), rows);
    this.stats.kbBuildMs = performance.now() - start;
    this.discovery.load(records);
    this.theoremChecks.load(records);
  }

  private rulesOf(theoremId: number) {
    return this.engine.rules.rulesOf(theoremId).map((n) => this.engine.rules.rules[n]!);
  }

  /** The fact rows of a space for the given literals' properties ('all': every row it has or had). */
  private spaceRows(spaceId: number, changed: number[] | 'all', previous: Iterable<number> = []): FactRow[] {
    const links = this.engine.spaceLinks(spaceId);
    const properties =
      changed === 'all'
        ? rowProperties(this.engine, spaceId, [...links.keys(), ...previous])
        : new Set(changed.map((lit) => this.engine.propertyId(literalProperty(lit))));
    const rows: FactRow[] = [];
    for (const propertyId of properties) {
      const row = factRow(this.engine, spaceId, propertyId, links.get(propertyId));
      if (row) rows.push(row);
    }
    return rows;
  }

  /** The fresh rows of what the engine changed, and the keys of rows that are gone. */
  private rowChanges(changes: Map<number, SpaceChange>): { rows: FactRow[]; gone: string[] } {
    const rows: FactRow[] = [];
    const gone: string[] = [];
    for (const [spaceId, { state, changed }] of changes) {
      const before = changed === 'all' || !state ? this.store.rowProperties(spaceId) : [];
      const fresh = state ? this.spaceRows(spaceId, changed, changed === 'all' ? before : []) : [];
      const keep = new Set(fresh.map((r) => r.key));
      rows.push(...fresh);
      const candidates = changed === 'all' || !state ? before : changed.map((lit) => this.engine.propertyId(literalProperty(lit)));
      for (const propertyId of candidates) {
        const key = `${spaceId}:${propertyId}`;
        if (!keep.has(key)) gone.push(key);
      }
    }
    return { rows, gone };
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
