/**
 * The computation views' answers read from DataScript, kept per space: a
 * link page's computed components, computations and proofs, and which
 * properties of a space are computed (its list, the property lists and
 * compare read these). A space's answers are read once per catalogue
 * version: they stay until a write reaches the space (`forget`) or the
 * catalogue is reloaded (`clear`); `db` brings the space's fact entities up
 * to date before the first read.
 */
import type * as d from 'datascript';
import type { Reasoner } from '../rules';
import { fieldPair, type LinkField } from './contract/fields';
import type { Computation, ProofNode } from './contract/links';
import { LinkDerivations, type FactEntity } from './link-derivations';
import { computations, proofs, type ComputedComponent } from './link-view';

/** A link page's derivations as DataScript answered them: how many components are computed, the computations and the proofs. */
export interface LinkDerivationsView { components: number; computations: Computation[]; proof: ProofNode[] }

/** What is kept of one space. */
interface SpaceViews {
  /** Whether facts may be carried into it along relations (its proofs are then the reasoner's). */
  carried: boolean;
  /** Its computed properties, once a list asked. */
  computed: Set<number> | null;
  byProperty: Map<number, LinkDerivationsView>;
}

export interface FactViewSources {
  /** DataScript with this space's facts up to date. */
  db(spaceId: number): d.Db;
  reasoner(): Reasoner;
  /** A space's stored links, by property. */
  links(spaceId: number): ReadonlyMap<number, LinkField> | undefined;
}

export class FactViews {
  private readonly reader = new LinkDerivations();
  private readonly spaces = new Map<number, SpaceViews>();

  constructor(private readonly sources: FactViewSources) {}

  /** A write reached the space: its answers are read again when asked. */
  forget(spaceId: number): void {
    this.spaces.delete(spaceId);
  }

  clear(): void {
    this.spaces.clear();
  }

  /** The properties of the space that are computed: a fact of it not stored (derived or carried), or stored and computed by a theorem too. */
  computedProperties(spaceId: number): Set<number> {
    const space = this.space(spaceId);
    if (!space.computed) {
      const stored = this.stored(spaceId);
      space.computed = new Set();
      for (const fact of this.reader.spaceFacts(this.sources.db(spaceId), spaceId)) {
        if (fact.computedBy.length > 0 || fact.theoremId !== null || !stored(fact)) space.computed.add(fact.propertyId);
      }
    }
    return space.computed;
  }

  /**
   * A link page's computed components, computations and proofs. A proof
   * that crosses spaces (facts carried along relations) and a stored fact's
   * own derivation (one not using it) are not held: those are the reasoner's.
   */
  link(spaceId: number, propertyId: number): LinkDerivationsView {
    const space = this.space(spaceId);
    const kept = space.byProperty.get(propertyId);
    if (kept) return kept;
    const db = this.sources.db(spaceId);
    const components = this.reader.components(this.reader.facts(db, spaceId, propertyId), this.stored(spaceId));
    const asReasoner: ComputedComponent[] = components.map(({ fact, theoremIds }) => ({ fact: { subject: { kind: 'space', id: spaceId }, propertyId, scalar: fact.scalar, value: fact.value }, derivations: { computed: true, theoremIds } }));
    const reasonerProofs = space.carried || components.some(({ fact }) => fact.theoremId === null);
    const proof = reasonerProofs ? proofs(this.sources.reasoner(), asReasoner) : components.map(({ fact }) => this.reader.proof(db, spaceId, fact)!);
    const view = { components: components.length, computations: computations(spaceId, propertyId, asReasoner), proof };
    space.byProperty.set(propertyId, view);
    return view;
  }

  private space(spaceId: number): SpaceViews {
    let space = this.spaces.get(spaceId);
    if (!space) {
      // Related to no other space (its relations' group is itself): nothing was carried into it.
      space = { carried: this.sources.reasoner().relations.group(spaceId).length > 1, computed: null, byProperty: new Map() };
      this.spaces.set(spaceId, space);
    }
    return space;
  }

  /** Whether a fact entity of the space is one of its links' components. */
  private stored(spaceId: number): (fact: FactEntity) => boolean {
    const links = this.sources.links(spaceId);
    return (fact) => {
      const link = links?.get(fact.propertyId);
      return link !== undefined && fieldPair(link)[fact.scalar] === fact.value;
    };
  }
}
