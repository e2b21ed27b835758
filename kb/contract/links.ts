/**
 * What the API says about a (space, property) pair and a (differential
 * equation, equation property) pair: the list entries of both sides, the
 * stored link, and for spaces what the theorems compute, with its proof.
 */
import type { LinkField, Scalar } from './fields';
import type { Equation, EquationProperty, EquationPropertySummary, EquationSummary, Property, PropertySummary, Space, SpaceSummary } from './items';
import type { Reference } from './references';
import type { EquationProofNode } from './equation-theorems';

/** GET /api/space/{id}/property entry: the combined field of the pair, and whether it is stored (linked) and/or computed. */
export interface SpacePropertyEntry { property: PropertySummary; field: LinkField; linked: boolean; computed: boolean }
/** GET /api/space/{id}/property?unlinked=true entry: a property that can still be linked to the space. */
export interface UnlinkedProperty { property: PropertySummary }
/** GET /api/property/{id}/space entry. */
export interface PropertySpaceEntry { space: SpaceSummary; field: LinkField; linked: boolean; computed: boolean }

/** A stored link's own record. */
export interface Link { field: LinkField; description: string; references: Reference[]; version: number }

/** A theorem that derives (part of) a (space, property): spec section 3's Computation. */
export interface Computation { id: string; spaceId: number; propertyId: number; field: LinkField; theoremId: number }

/** One fact of a proof tree: how holds(space, property, scalar, value) was obtained. */
export interface ProofNode {
  spaceId: number;
  propertyId: number;
  scalar: Scalar;
  value: boolean;
  /**
   * 'stored' leaves end the proof; 'forward' and 'contrapositive' name the theorem used; 'carried': the fact
   * was carried from another space (its support) along `relation`, by a theorem along relations
   * (`theoremId`, `direction`) or, with `theoremId` null, because the property is an isomorphism invariant;
   * 'means': the property is declared to mean `relation`, which is known (no supports).
   */
  rule: 'stored' | 'forward' | 'contrapositive' | 'carried' | 'means';
  theoremId: number | null;
  supports: ProofNode[];
  relation?: RelationProofNode;
  direction?: 'forward' | 'contrapositive';
}

/** A relation between two spaces over a scalar, with how it is known: stored (`relationId`) or by a rule of relations. */
export interface RelationProofNode {
  kind: RelationKind;
  spaceId: number;
  ofSpaceId: number;
  scalar: Scalar;
  value: boolean;
  /** 'means': given by X's fact (`fact`) of a property declared to mean it; 'reflexive': a space is its own subspace (…). */
  rule: 'stored' | 'symmetry' | 'transitivity' | 'isomorphism' | 'complemented' | 'duality' | 'dualsIsomorphic' | 'contrapositive' | 'means' | 'reflexive';
  relationId: number | null;
  supports: RelationProofNode[];
  fact?: ProofNode;
}

/** Y (`spaceId`) is a `kind` of X (`ofSpaceId`): subspace, complemented subspace, quotient, dual (Y ≅ X*), isomorphic — each up to isomorphism. */
export type RelationKind = 'subspace' | 'complemented' | 'quotient' | 'dual' | 'isomorphic';

/** One fact proved both ways (possible only after an import), and the theorems involved. */
/**
 * `relation` (relations between spaces only): the relation forced both ways (propertyId 0);
 * `carriedFrom`: the fact came from that space along that relation. Absent in a catalogue without relations.
 */
export interface Contradiction {
  spaceId: number;
  propertyId: number;
  scalar: Scalar;
  theoremIds: number[];
  relation?: { kind: RelationKind; spaceId: number; ofSpaceId: number };
  carriedFrom?: { spaceId: number; relation: { kind: RelationKind; spaceId: number; ofSpaceId: number } };
}

/** GET /api/space/{s}/property/{p}: the pair, its stored link (or null) and what the theorems compute. */
export interface LinkPage {
  space: Space;
  property: Property;
  link: Link | null;
  /** The combined field of stored and computed components, or null when nothing is known. */
  field: LinkField | null;
  linked: boolean;
  computed: boolean;
  computations: Computation[];
  /** One proof per computed component (REAL first); empty when nothing is computed. */
  proof: ProofNode[];
  /** Contradictions on this (space, property), possible only after an import. */
  contradictions: Contradiction[];
}

/**
 * GET /api/differential-equation/{id}/property entry: stored (linked) and/or
 * computed by the equation theorems; `hasProperty` is the stored value, else the derived one.
 */
export interface EquationPropertyEntry { hasProperty: boolean; linked: boolean; computed: boolean; differentialEquationProperty: EquationPropertySummary }
/** GET /api/differential-equation/{id}/property?unlinked=true entry. */
export interface UnlinkedEquationProperty { differentialEquationProperty: EquationPropertySummary }
/** GET /api/differential-equation/property/{id}/differential-equation entry. */
export interface PropertyEquationEntry { hasProperty: boolean; linked: boolean; computed: boolean; differentialEquation: EquationSummary }

/**
 * GET /api/differential-equation/{e}/property/{p}: the stored link (or, when
 * only the theorems know the pair, its derived value with empty texts and
 * version 0) with both sides, the theorems that compute it and its proof.
 */
export interface EquationLinkPage {
  hasProperty: boolean;
  description: string;
  references: Reference[];
  version: number;
  differentialEquation: Equation;
  differentialEquationProperty: EquationProperty;
  linked: boolean;
  computed: boolean;
  /** The equation theorems with a derivation of the fact that does not use it (ascending ids). */
  theoremIds: number[];
  /** Its proof, down to stored links (empty when not computed). */
  proof: EquationProofNode[];
}
