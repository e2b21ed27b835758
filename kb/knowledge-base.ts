/**
 * The knowledge base the views query: the reasoner (rules/, through its front
 * door) knows every space's facts with their derivations; the fact index
 * holds each space's rows (one byte per known (space, property)), which the
 * list views read; a DataScript database holds the records, the compiled
 * rules and, once a query reads them, the facts with their derivations. A write is
 * checked (`check`), then applied (`apply`): the reasoner updates the spaces
 * the change reaches and says which facts changed, the fact index re-reads
 * just those spaces, and DataScript transacts just the records that changed;
 * the facts of the spaces reached follow when next read (a query, or a
 * link page or list of one of them). Link pages read their computations
 * and proofs, a space's list which of its rows are computed, from
 * DataScript's fact entities (fact-views.ts; one space's facts alone until
 * a query made DataScript hold them all), kept per space until a write
 * reaches it; a property's list and the formula search read a property's
 * facts across the spaces (property-facts.ts), kept per property and read
 * again for the spaces a write reached.
 */
import { SCALARS, Reasoner, type KnownFact, type KnownRelation, type Outcome, type Reach, type RelationDerivation, type RelationKey, type RelationProof, type Scalar, type TermLookup } from '../rules';
import type { LinkField } from './contract/fields';
import type { Computation, Contradiction } from './contract/links';
import type { CatalogueChange, CatalogueRecords, ComputeReport, LinkView, PropertySpaceView, SpacePropertyView, SpaceRecord } from './records';
import { patchedCodes, PropertySlots, spaceCodes } from './fact-rows';
import { FactIndex } from './fact-index';
import { RecordStore } from './record-store';
import { equationTermLookup } from './equation-facts';
import { FactEntities, propertyFactsDb, spaceFactsDb, type KnownRow } from './fact-entities';
import { DatalogFeed } from './datalog/datalog-feed';
import { computations, type ComputedComponent } from './link-view';
import { FactViews, isComputed, isStored, type FactDbs } from './fact-views';
import type * as d from 'datascript';
import { crossReach, CrossProofSteps } from './cross-proof-steps';
import type { ProofNode } from './contract/links';
import { PropertyFacts, type PropertyFactsDb } from './property-facts';
import type { FactEntity } from './link-derivations';
import { Discovery } from './discovery';
import { TheoremChecks } from './theorem-checks';
import { reasonerCatalogue, reasonerChange, space } from './reasoner-input';
import { changePreview, viewContradiction, type ChangePreview } from './change-preview';

export class KnowledgeBase {
  private reasoner!: Reasoner;
  private facts!: FactIndex;
  private slots!: PropertySlots;
  /** The stored links, as the rows show them (space → property → field), of the properties the catalogue has. */
  private readonly links = new Map<number, Map<number, LinkField>>();
  private store!: RecordStore;
  /** The facts as DataScript entities, and what DataScript holds of them. */
  private readonly factEntities = new FactEntities();
  /**
   * Whether DataScript holds the facts yet: they are added when first needed
   * (a reader's query), not at every build, which they would make several
   * times slower (π-Base: some 445,000 datoms beside the records' 12,000).
   */
  private factsHeld = false;
  /** Spaces a write reached since DataScript last took their facts: brought up to date when read. */
  private readonly staleFacts = new Set<number>();
  /**
   * The computation views' answers read from DataScript, per space, kept
   * until a write reaches the space or the catalogue is reloaded: the first
   * read after a write pays for its space only.
   */
  private readonly factViews = new FactViews({ db: (id) => this.spaceFactsDb(id), proofs: (id) => this.holdProofs(id), crossProofs: (id, p, proofs) => this.holdCrossProofs(id, p, proofs), reasoner: () => this.reasoner, links: (id) => this.links.get(id) });
  /** The proofs of link pages in spaces related to others, as DataScript holds them (cross-proof-steps.ts). */
  private readonly crossSteps = new CrossProofSteps();
  /** Each property's facts in every space, read from DataScript and kept per space until a write reaches it: a property's list and the formula search read them. */
  private readonly propertyFacts = new PropertyFacts({ db: (id, spaceIds) => this.propertyFactsDb(id, spaceIds) });
  private stats = { closureMs: 0, kbBuildMs: 0 };
  /** Formula search, compare, implications and open questions over the current state. */
  readonly discovery: Discovery = new Discovery(
    () => this.reasoner,
    () => this.theoremChecks.alongTheorems(),
    () => this.termLookup(),
  );
  /** The DataScript database as readers' queries copy it (datalog/query-runner.ts). */
  readonly datalog = new DatalogFeed(
    () => this.knowledgeDb(),
    () => this.store.serialized(),
    (tx) => this.store.write(tx),
    (group) => this.store.addEntities((firstEid) => [group(firstEid)]),
  );
  /** Whether the relations DataScript holds may differ from the reasoner's (a relation or a space was written; with properties meaning relations, any write). */
  private relationsStale = true;
  /** Whether the references across spaces may differ from the reasoner's (anything written, or facts caught up, since they were held). */
  private crossingsStale = true;
  /** The relations given by a property's meaning, as last held: their :relation/fact follows X's fact entity. */
  private meaningRelations: RelationDerivation[] = [];
  /** Is a theorem redundant, does its converse follow (the theorem form's checks, the admin list). */
  readonly theoremChecks: TheoremChecks = new TheoremChecks(() => this.reasoner, (id) => this.discovery.space(id)?.symbol);

  private constructor(records: CatalogueRecords) {
    this.load(records);
  }

  static build(records: CatalogueRecords): KnowledgeBase {
    return new KnowledgeBase(records);
  }

  /** The spaces whose facts a change can change, before it runs (the reasoner's reach; 'all': every space). */
  reach(change: CatalogueChange): Reach {
    return this.reasoner.reach(reasonerChange(change));
  }

  /** The contradictions this change would cause; empty when it may be applied. */
  check(change: CatalogueChange): Contradiction[] {
    return this.contradictionsOf(this.outcome(change));
  }

  /**
   * What this change would do, nothing applied: the known facts it would add
   * and remove, its contradictions (the change log keeps the facts; a
   * save of a space's texts changes none).
   */
  outcome(change: CatalogueChange): Outcome {
    if (change.kind === 'space' && sameSpace(this.discovery.space(change.space.id), change.space)) return { reach: [], contradictions: [], added: [], removed: [] };
    return this.reasoner.check(reasonerChange(change));
  }

  /** An outcome's contradictions as the views name them. */
  contradictionsOf(outcome: Outcome): Contradiction[] {
    return outcome.contradictions.map((c) => viewContradiction(c.subject.id, c));
  }

  /** What the change would do, nothing applied: `check`'s contradictions and the facts it would add and remove. */
  preview(change: CatalogueChange): ChangePreview {
    return changePreview(this.reasoner.check(reasonerChange(change)));
  }

  /** Applies a change; returns the spaces whose facts it recomputed (the reasoner's reach of what it did; 'all' for a reload). */
  apply(change: CatalogueChange): Reach {
    if (change.kind === 'reload') {
      this.load(change.records);
      return 'all';
    }
    // A space saved with its symbol and field (its texts changed): nothing held here changes.
    if (change.kind === 'space' && sameSpace(this.discovery.space(change.space.id), change.space)) return [];
    const meaningful = this.reasoner.relations.meaningful;
    const outcome = this.reasoner.apply(reasonerChange(change));
    this.applyLinks(change);
    // A theorem edit names the facts it changed; anything else re-closed the spaces it reached.
    const patch = change.kind === 'theorem' || change.kind === 'theoremDeleted';
    const changedProperties = new Map<number, Set<number>>();
    for (const fact of patch ? [...outcome.added!, ...outcome.removed!] : []) {
      const set = changedProperties.get(fact.subject.id) ?? new Set<number>();
      changedProperties.set(fact.subject.id, set.add(fact.propertyId));
    }
    const reached = outcome.reach === 'all' ? this.reasoner.subjects('space').map(space) : outcome.reach;
    for (const { id } of reached) {
      const previous = this.facts.codesOf(id);
      if (!this.reasoner.has(space(id))) this.facts.delete(id);
      else if (patch && previous) {
        const derivedOf = (propertyId: number) => this.derivedFacts(id, propertyId);
        this.facts.set(id, patchedCodes(this.slots, previous, this.links.get(id), changedProperties.get(id) ?? [], derivedOf));
      } else this.facts.set(id, spaceCodes(this.slots, this.links.get(id), (visit) => this.reasoner.eachDerived(space(id), visit)));
    }
    // DataScript still holds the old records here, so retractions find them.
    const theoremsBefore = change.kind === 'propertyDeleted' ? this.theoremChecks.theoremIds() : [];
    const recordTx = this.store.recordTx(change, (id) => this.reasoner.theoremRules('space', id));
    this.discovery.apply(change);
    this.theoremChecks.apply(change);
    // A deleted property took the theorems that use it along.
    const theoremsAfter = new Set(theoremsBefore.length > 0 ? this.theoremChecks.theoremIds() : []);
    for (const id of theoremsBefore) if (!theoremsAfter.has(id)) recordTx.push(...this.store.recordTx({ kind: 'theoremDeleted', theoremId: id }, () => []));
    // The fact entities of the spaces reached follow when read (`knowledgeDb`): a write does not pay for DataScript's derivations.
    if (this.factsHeld) for (const { id } of reached) this.staleFacts.add(id);
    if (RELATION_CHANGES.has(change.kind) || this.reasoner.relations.meaningful) this.relationsStale = true;
    this.crossingsStale = true;
    for (const { id } of reached) this.factViews.forget(id);
    // The held proofs across spaces the write can have changed are compared again when read (their spaces' views forgotten).
    const crossed = crossReach(outcome.reach === 'all' ? 'all' : reached.map(({ id }) => id), meaningful || this.reasoner.relations.meaningful);
    this.crossSteps.written(crossed);
    if (crossed === 'all') this.factViews.forgetCarried();
    this.propertyFacts.forget(reached.map(({ id }) => id));
    this.factEntities.committed(this.store.write(recordTx));
    this.datalog.transacted(recordTx);
    return outcome.reach;
  }

  /** A space's rows: field and linked from the fact index, computed from DataScript's fact entities. */
  spaceProperties(spaceId: number): SpacePropertyView[] {
    const rows = this.facts.spaceRows(spaceId, (slot) => this.slots.propertyId(slot));
    const computed = rows.length > 0 ? this.factViews.computedProperties(spaceId) : null;
    return rows.map((row) => ({ propertyId: row.propertyId, field: row.field!, linked: row.linked, computed: computed!.has(row.propertyId) }));
  }

  /** A property's rows: field and linked from the fact index, computed from DataScript's fact entities of the property. */
  propertySpaces(propertyId: number): PropertySpaceView[] {
    const slot = this.slots.slotOf(propertyId);
    if (slot === undefined || !this.discovery.property(propertyId)) return [];
    const rows = this.facts.propertyRows(propertyId, slot);
    const facts = rows.length > 0 ? this.propertyFacts.bySpace(propertyId) : new Map<number, FactEntity[]>();
    const computed = (spaceId: number) => (facts.get(spaceId) ?? []).some((fact) => isComputed(fact, isStored(this.links.get(spaceId), fact)));
    return rows.map((row) => ({ spaceId: row.spaceId, field: row.field!, linked: row.linked, computed: computed(row.spaceId) }));
  }

  /** What each space knows of a formula's terms, as DataScript's fact entities say (the formula search). */
  /**
   * What the equations know of a formula's terms, read from the equation
   * fact entities DataScript holds (the backend holds them, per catalogue
   * version, before asking: datalog.hold); the spaces' facts are not needed.
   */
  equationLookup(): TermLookup {
    return equationTermLookup(this.store.db);
  }

  private termLookup(): TermLookup {
    const byProperty = new Map<number, ReadonlyMap<number, FactEntity[]>>();
    return (spaceId, propertyId, scalar) => {
      let facts = byProperty.get(propertyId);
      if (!facts) byProperty.set(propertyId, (facts = this.propertyFacts.bySpace(propertyId)));
      const fact = facts.get(spaceId)?.find((f) => f.scalar === scalar);
      if (!fact) return undefined;
      const linked = isStored(this.links.get(spaceId), fact);
      return { propertyId, scalar, value: fact.value, linked, computed: !linked || fact.computedBy.length > 0 };
    };
  }

  link(spaceId: number, propertyId: number): LinkView {
    const { field, linked } = this.linkRow(spaceId, propertyId);
    const { components, computations, proof } = this.factViews.link(spaceId, propertyId);
    return {
      field,
      linked,
      computed: components > 0,
      computations,
      proof,
      contradictions: this.contradictions(spaceId).filter((c) => c.propertyId === propertyId),
    };
  }

  /** What a (space, property) row says (its combined field, and whether it is linked), without its derivations. */
  linkRow(spaceId: number, propertyId: number): { field: LinkField | null; linked: boolean } {
    const slot = this.slots.slotOf(propertyId);
    const row = slot === undefined ? null : this.facts.row(spaceId, propertyId, slot);
    return { field: row?.field ?? null, linked: row?.linked ?? false };
  }

  /** Every relation known of a space (as Y or as X, per scalar, stored or derived), in the order they became known. */
  relationsOf(spaceId: number): KnownRelation[] {
    return this.reasoner.relations.of(spaceId);
  }

  /** A known relation's proof over a scalar (a stored one is a leaf); null when nothing is known. */
  relationProof(key: RelationKey, scalar: Scalar): RelationProof | null {
    return this.reasoner.relations.proof(key, scalar);
  }

  report(): ComputeReport {
    return this.reportOf(this.spaceIds());
  }

  /** Every space's id, in the report's order. */
  spaceIds(): number[] {
    return this.reasoner.subjects('space');
  }

  /** The report of the given spaces only: the admin's report is assembled a few spaces at a time (backend/src/admin/compute.service.ts). */
  reportOf(spaceIds: Iterable<number>): ComputeReport {
    const all: Computation[] = [];
    let facts = 0;
    let computed = 0;
    const contradictions: Contradiction[] = [];
    const relational = { carried: 0, decided: 0, byTheorem: new Map<number | null, number>() };
    for (const spaceId of spaceIds) {
      if (!this.reasoner.has(space(spaceId))) continue;
      const carried = this.reasoner.relations.carriedCounts(spaceId);
      if (carried) {
        relational.carried += carried.carried;
        relational.decided += carried.decided;
        for (const [id, count] of carried.byTheorem) relational.byTheorem.set(id, (relational.byTheorem.get(id) ?? 0) + count);
      }
      const known = this.reasoner.allDerivations(space(spaceId));
      facts += known.length;
      const byProperty = new Map<number, ComputedComponent[]>();
      for (const { fact, derivations } of known) {
        if (!byProperty.has(fact.propertyId)) byProperty.set(fact.propertyId, []);
        if (derivations.computed) byProperty.get(fact.propertyId)!.push({ fact, derivations });
      }
      for (const propertyId of [...byProperty.keys()].sort((a, b) => a - b)) {
        const components = byProperty.get(propertyId)!;
        computed += components.length;
        all.push(...computations(spaceId, propertyId, components));
      }
      contradictions.push(...this.contradictions(spaceId));
    }
    const byTheorem = [...relational.byTheorem].map(([id, count]) => ({ id, count }));
    return { computations: all, contradictions, stats: { ...this.stats, facts, computed }, relational: { ...relational, byTheorem } };
  }

  /** How long the last full build took: the reasoner's closure, then the fact index and the DataScript records. */
  get timings(): { closureMs: number; kbBuildMs: number } {
    return { ...this.stats };
  }

  /** The reasoner underneath, for the offline compute command and the benchmark. */
  get reasoning(): Reasoner {
    return this.reasoner;
  }

  private load(records: CatalogueRecords): void {
    let start = performance.now();
    this.reasoner = Reasoner.build(reasonerCatalogue(records));
    this.stats.closureMs = performance.now() - start;
    start = performance.now();
    const properties = new Set(records.properties.map((p) => p.id));
    this.links.clear();
    for (const link of records.links) if (properties.has(link.propertyId)) this.setLink(link.spaceId, link.propertyId, link.field);
    this.slots = new PropertySlots();
    for (const p of records.properties) this.slots.slot(p.id);
    this.facts = new FactIndex();
    for (const spaceId of this.reasoner.subjects('space')) this.facts.set(spaceId, spaceCodes(this.slots, this.links.get(spaceId), (visit) => this.reasoner.eachDerived(space(spaceId), visit)));
    this.store = RecordStore.build(records, (id) => this.reasoner.theoremRules('space', id));
    this.factsHeld = false;
    this.staleFacts.clear();
    this.relationsStale = true;
    this.crossingsStale = true;
    this.factViews.clear();
    this.crossSteps.clear();
    this.propertyFacts.clear();
    this.stats.kbBuildMs = performance.now() - start;
    this.discovery.load(records);
    this.theoremChecks.load(records);
    this.datalog.reloaded();
  }

  /** Puts the facts into DataScript now rather than at the first query (the benchmark times it). */
  holdFacts(): void {
    this.knowledgeDb();
  }

  /**
   * The DataScript database with the facts (all added on the first call after
   * a build), those of the spaces written since brought up to date with the
   * reasoner first: one transaction of just the datoms that changed, which
   * query workers get too.
   */
  private knowledgeDb() {
    this.holdFactEntities();
    const stale = [...this.staleFacts];
    if (stale.length > 0) this.syncFacts(stale);
    if (this.relationsStale) {
      this.relationsStale = false;
      const derivations = this.reasoner.relations.derivations();
      this.datalog.holdRelations(derivations);
      this.meaningRelations = derivations.filter((r) => r.fact !== undefined);
    }
    if (this.crossingsStale) {
      this.crossingsStale = false;
      this.datalog.holdCrossings(this.reasoner.relations.carried(), this.meaningRelations, (f) => this.factEntities.entityOf(f));
    }
    // The held proofs across spaces a write may have changed: a page still related is read again (comparing them), another's are retracted.
    for (const { spaceId, propertyId } of this.crossSteps.stalePages()) {
      if (this.reasoner.has(space(spaceId)) && this.reasoner.relations.group(spaceId).length > 1) this.factViews.link(spaceId, propertyId);
      else this.holdCrossProofs(spaceId, propertyId, () => []);
    }
    return this.store.db;
  }

  /**
   * Where the views read a space's facts: the DataScript database once it
   * holds every fact (a query asked; the space brought up to date first),
   * else a database of that space's facts alone, made from the reasoner now.
   */
  private spaceFactsDb(spaceId: number): FactDbs {
    if (!this.factsHeld) return { facts: spaceFactsDb(this.reasoner, spaceId), records: this.store.db };
    if (this.staleFacts.has(spaceId)) this.syncFacts([spaceId]);
    return { facts: this.store.db, records: this.store.db };
  }

  /**
   * Adds a space's stored facts' proof steps to the DataScript database
   * holding every fact, the first time a link page of the space needs one
   * (a space's facts alone hold theirs already: null).
   */
  private holdProofs(spaceId: number): FactDbs | null {
    if (!this.factsHeld) return null;
    if (this.staleFacts.has(spaceId)) this.syncFacts([spaceId]);
    const tx = this.factEntities.proofsTx(this.reasoner, spaceId);
    if (tx.length > 0) {
      this.factEntities.committed(this.store.write(tx));
      this.datalog.transacted(tx);
    }
    return { facts: this.store.db, records: this.store.db };
  }

  /** The database holding a link page's proofs across spaces as the reasoner now gives them (`proofs`), written when they changed since last held. */
  private holdCrossProofs(spaceId: number, propertyId: number, proofs: () => ProofNode[]): d.Db {
    if (!this.crossSteps.current(spaceId, propertyId)) {
      const tx = this.crossSteps.pageTx(this.store.db, spaceId, propertyId, proofs());
      if (tx.length > 0) {
        this.store.write(tx);
        this.datalog.transacted(tx);
      }
    }
    return this.store.db;
  }

  /**
   * Where a property's facts in some spaces (null: all) are read: the
   * DataScript database when it holds every fact and those spaces' are up to
   * date, else a database of just those facts, made from the reasoner now
   * (bringing the stale spaces up to date would derive every fact of each:
   * a theorem edit reaches most spaces).
   */
  private propertyFactsDb(propertyId: number, spaceIds: number[] | null): PropertyFactsDb {
    const current = this.factsHeld && (spaceIds === null ? this.staleFacts.size === 0 : spaceIds.every((id) => !this.staleFacts.has(id)));
    if (current) return { db: this.store.db, others: true };
    // A space knowing a fact of the property has a row of it (the fact index's), which says the facts.
    const slot = this.slots.slotOf(propertyId);
    const rows: KnownRow[] = [];
    if (slot !== undefined) {
      for (const spaceId of spaceIds ?? this.facts.spacesWith(slot)) {
        const row = this.facts.row(spaceId, propertyId, slot);
        if (row?.field) rows.push({ spaceId, field: row.field, link: this.links.get(spaceId)?.get(propertyId) });
      }
    }
    return { db: propertyFactsDb(this.reasoner, propertyId, rows), others: false };
  }

  /** Adds every fact to DataScript, once after each build. */
  private holdFactEntities(): void {
    if (this.factsHeld) return;
    this.store.addEntities((firstEid) => this.factEntities.group(this.reasoner, firstEid));
    this.factsHeld = true;
    this.staleFacts.clear();
  }

  /** Brings the facts of these stale spaces up to date: one transaction of just the datoms that changed, which query workers get too. */
  private syncFacts(spaceIds: number[]): void {
    const tx = spaceIds.flatMap((id) => this.factEntities.spaceTx(this.reasoner, id));
    for (const id of spaceIds) this.staleFacts.delete(id);
    // Fact entities may have come and gone: the references across spaces are compared again before the next query.
    if (tx.length > 0) this.crossingsStale = true;
    this.factEntities.committed(this.store.write(tx));
    this.datalog.transacted(tx);
  }

  /** The stored links as the change leaves them. */
  private applyLinks(change: CatalogueChange): void {
    if (change.kind === 'link') this.setLink(change.link.spaceId, change.link.propertyId, change.link.field);
    if (change.kind === 'linkDeleted') this.links.get(change.spaceId)?.delete(change.propertyId);
    if (change.kind === 'spaceDeleted') this.links.delete(change.spaceId);
    if (change.kind === 'propertyDeleted') for (const links of this.links.values()) links.delete(change.propertyId);
  }

  private setLink(spaceId: number, propertyId: number, field: LinkField): void {
    let links = this.links.get(spaceId);
    if (!links) this.links.set(spaceId, (links = new Map()));
    links.set(propertyId, field);
  }

  /** The derived facts of a (space, property). */
  private derivedFacts(spaceId: number, propertyId: number): KnownFact[] {
    const derived: KnownFact[] = [];
    for (const scalar of SCALARS) {
      const fact = this.reasoner.fact(space(spaceId), propertyId, scalar);
      if (fact && !fact.stored) derived.push(fact);
    }
    return derived;
  }

  private contradictions(spaceId: number): Contradiction[] {
    return this.reasoner.contradictions(space(spaceId)).map((c) => viewContradiction(spaceId, c));
  }
}

/** The changes after which the relations known may differ: relations, and the spaces' fields they are read over. */
const RELATION_CHANGES = new Set<CatalogueChange['kind']>(['relation', 'relationDeleted', 'space', 'spaceDeleted']);

function sameSpace(held: SpaceRecord | undefined, space: SpaceRecord): boolean {
  return held !== undefined && held.symbol === space.symbol && held.field === space.field;
}
