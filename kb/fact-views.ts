/**
 * The computation views' answers read from DataScript, kept per space: a
 * link page's computed components, computations and proofs, and which
 * properties of a space are computed (its list and compare read these; a
 * property's list reads property-facts.ts). A space's answers are read once per catalogue
 * version: they stay until a write reaches the space (`forget`) or the
 * catalogue is reloaded (`clear`); `db` gives the space's fact entities up
 * to date (the knowledge base's database once it holds every fact, else the
 * space's facts alone) and the records (the theorems' rules).
 */
import type * as d from 'datascript';
import type { Reasoner } from '../rules';
import { fieldPair, type LinkField } from './contract/fields';
import type { Computation, ProofNode } from './contract/links';
import { LinkDerivations, type FactEntity } from './link-derivations';
import { computations, proofs, type ComputedComponent } from './link-view';
import { readCrossProofs } from './cross-proof-steps';

/** A link page's derivations as DataScript answered them: how many components are computed, the computations and the proofs. */
export interface LinkDerivationsView { components: number; computations: Computation[]; proof: ProofNode[] }

/** What is kept of one space. */
interface SpaceViews {
  /** Whether facts may be carried into it along relations (its proofs are then held as cross steps). */
  carried: boolean;
  /** Where its facts are read, while it is among the spaces read last. */
  dbs: FactDbs | null;
  /** Its computed properties, once a list asked. */
  computed: Set<number> | null;
  byProperty: Map<number, LinkDerivationsView>;
}

/** A database holding a space's facts up to date, and one holding the records. */
export interface FactDbs { facts: d.Db; records: d.Db }

/** How many spaces keep the database their facts are read from (each some 2,000 datoms at π-Base scale). */
const KEPT_DBS = 32;

export interface FactViewSources {
  db(spaceId: number): FactDbs;
  reasoner(): Reasoner;
  /** The space's databases once they hold its stored facts' proof steps; null when those it gave hold them already. */
  proofs(spaceId: number): FactDbs | null;
  /** The database holding a page's proofs across spaces (in a space related to others), given the reasoner's to hold when they changed. */
  crossProofs(spaceId: number, propertyId: number, proofs: () => ProofNode[]): d.Db;
  /** A space's stored links, by property. */
  links(spaceId: number): ReadonlyMap<number, LinkField> | undefined;
}

export class FactViews {
  private readonly reader = new LinkDerivations();
  private readonly spaces = new Map<number, SpaceViews>();
  /** The spaces keeping their databases, read least recently first. */
  private readonly withDbs = new Set<number>();

  constructor(private readonly sources: FactViewSources) {}

  /** A write reached the space: its answers are read again when asked. */
  forget(spaceId: number): void {
    this.spaces.delete(spaceId);
    this.withDbs.delete(spaceId);
  }

  /** A write that may change any proof across spaces (cross-proof-steps.ts `crossReach`): the spaces related to others are read again. */
  forgetCarried(): void {
    for (const [spaceId, space] of this.spaces) if (space.carried) this.forget(spaceId);
  }

  clear(): void {
    this.spaces.clear();
    this.withDbs.clear();
  }

  /** The properties of the space that are computed: a fact of it not stored (derived or carried), or stored and computed by a theorem too. */
  computedProperties(spaceId: number): Set<number> {
    const space = this.space(spaceId);
    if (!space.computed) {
      const stored = this.stored(spaceId);
      space.computed = new Set();
      for (const fact of this.reader.spaceFacts(this.dbs(spaceId, space).facts, spaceId)) if (isComputed(fact, stored(fact))) space.computed.add(fact.propertyId);
    }
    return space.computed;
  }

  /**
   * A link page's computed components, computations and proofs. In a space
   * related to others a proof may cross spaces: it is read from the page's
   * cross steps, held (or compared again after a write) first.
   */
  link(spaceId: number, propertyId: number): LinkDerivationsView {
    const space = this.space(spaceId);
    const kept = space.byProperty.get(propertyId);
    if (kept) return kept;
    let dbs = this.dbs(spaceId, space);
    const components = this.reader.components(this.reader.facts(dbs.facts, spaceId, propertyId), this.stored(spaceId));
    if (!space.carried && components.some(({ fact }) => fact.theoremId === null)) {
      // A stored fact's proof: its steps are added to DataScript when first needed (the fact entities stay as they were).
      const withProofs = this.sources.proofs(spaceId);
      if (withProofs) dbs = space.dbs = withProofs;
    }
    const { facts: db, records } = dbs;
    const asReasoner: ComputedComponent[] = components.map(({ fact, theoremIds }) => ({ fact: { subject: { kind: 'space', id: spaceId }, propertyId, scalar: fact.scalar, value: fact.value }, derivations: { computed: true, theoremIds } }));
    // A proof that may cross spaces is held as the reasoner gives it (cross-proof-steps.ts); a stored fact's own as proof steps.
    const proof = space.carried
      ? readCrossProofs(this.sources.crossProofs(spaceId, propertyId, () => proofs(this.sources.reasoner(), asReasoner)), spaceId, propertyId)
      : components.map(({ fact }) => this.reader.proof(db, records, spaceId, fact)!);
    const view = { components: components.length, computations: computations(spaceId, propertyId, asReasoner), proof };
    space.byProperty.set(propertyId, view);
    return view;
  }

  private space(spaceId: number): SpaceViews {
    let space = this.spaces.get(spaceId);
    if (!space) {
      // Related to no other space (its relations' group is itself): nothing was carried into it.
      space = { carried: this.sources.reasoner().relations.group(spaceId).length > 1, dbs: null, computed: null, byProperty: new Map() };
      this.spaces.set(spaceId, space);
    }
    return space;
  }

  /** The space's databases, kept for the spaces read last. */
  private dbs(spaceId: number, space: SpaceViews): FactDbs {
    this.withDbs.delete(spaceId);
    this.withDbs.add(spaceId);
    space.dbs ??= this.sources.db(spaceId);
    if (this.withDbs.size > KEPT_DBS) {
      const oldest = this.withDbs.values().next().value!;
      this.withDbs.delete(oldest);
      const views = this.spaces.get(oldest);
      if (views) views.dbs = null;
    }
    return space.dbs;
  }

  /** Whether a fact entity of the space is one of its links' components. */
  private stored(spaceId: number): (fact: FactEntity) => boolean {
    const links = this.sources.links(spaceId);
    return (fact) => isStored(links, fact);
  }
}

/** Whether a fact entity is a component of one of its space's links (`links`: the space's, by property). */
export function isStored(links: ReadonlyMap<number, LinkField> | undefined, fact: FactEntity): boolean {
  const link = links?.get(fact.propertyId);
  return link !== undefined && fieldPair(link)[fact.scalar] === fact.value;
}

/** Whether a fact entity makes its row computed: derived, given without being stored (carried), or stored and computed by a theorem too. */
export function isComputed(fact: FactEntity, stored: boolean): boolean {
  return fact.computedBy.length > 0 || fact.theoremId !== null || !stored;
}
