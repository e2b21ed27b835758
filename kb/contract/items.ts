/**
 * The catalogue's items as the API sends them (spec sections 3 and 7): the
 * whole item (GET /api/space/{id}, …), with the version a stale edit is
 * refused by (409), and the shorter entries of the lists. An empty text is
 * sent as "" (only a theorem's name may be null).
 */
import type { ItemField, LinkField } from './fields';
import type { RelationKind } from './links';
import type { Reference } from './references';

export interface Space {
  id: number;
  symbol: string;
  norm: string;
  description: string;
  field: ItemField;
  references: Reference[];
  /** Bumped by every save (a stale edit is a 409). */
  version: number;
}

/** GET /api/space: one entry per space. */
export interface SpaceListEntry { id: number; symbol: string }
/** A space inside a link entry. */
export interface SpaceSummary { id: number; symbol: string; field: ItemField }

export interface Property {
  id: number;
  name: string;
  description: string;
  field: ItemField;
  references: Reference[];
  /** Bumped by every save (a stale edit is a 409). */
  version: number;
  /** Present (true) only for a property of the norm, which the reasoner never carries along an isomorphism (docs/relations.md). */
  normDependent?: true;
  /** Present only for a property declared to mean a relation to a named space (docs/relations.md). */
  means?: PropertyMeaning;
}

/** A property of X means that the named space (`spaceId`) is a `relation` of X ("contains a copy of c₀": c₀ is a subspace of X). */
export interface PropertyMeaning { relation: RelationKind; spaceId: number }

/** GET /api/property: one entry per property; also a property inside a link entry. */
export interface PropertySummary { id: number; name: string; field: ItemField }

/** A condition or conclusion of a stored theorem, named by its property. */
export interface TheoremAtom { id: number; propertyId: number; field: LinkField; propertyName: string }

export interface Theorem {
  id: number;
  name: string | null;
  description: string;
  conditions: TheoremAtom[];
  conclusions: TheoremAtom[];
  references: Reference[];
  /** Bumped by every save (a stale edit is a 409). */
  version: number;
  /** Present only for a theorem along a relation (one condition on one space, its conclusions on the related one). */
  along?: TheoremAlong;
}

/**
 * A theorem along a relation "Y is a `relation` of X": `toRelated` takes its
 * condition on X and concludes on Y ("passes to closed subspaces"),
 * `fromRelated` takes it on Y and concludes on X ("X* separable ⇒ X separable").
 */
export interface TheoremAlong {
  relation: RelationKind;
  direction: 'toRelated' | 'fromRelated';
}

export interface Equation {
  id: number;
  name: string;
  symbol: string;
  variables: string;
  parameters: string;
  description: string;
  references: Reference[];
  /** Bumped by every save (a stale edit is a 409). */
  version: number;
}

/** GET /api/differential-equation: one entry per equation; also an equation inside a link entry. */
export interface EquationSummary { id: number; name: string; symbol: string }

export interface EquationProperty {
  id: number;
  name: string;
  description: string;
  references: Reference[];
  /** Bumped by every save (a stale edit is a 409). */
  version: number;
}

/** GET /api/differential-equation/property: one entry per equation property; also one inside a link entry. */
export interface EquationPropertySummary { id: number; name: string }

/** The answer to a create or an edit: the item's id. */
export interface Created {
  id: number;
  /** Only when the save leaves a pair marked open or independent of ZFC decided by the theorems (kb/contract/problems.ts). */
  warnings?: string[];
}

/** The answer to a delete (and to other writes that return nothing): an empty object. */
export type Done = Record<string, never>;
