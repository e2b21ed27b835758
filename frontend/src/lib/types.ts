/** The shapes of the /api contract (spec sections 3 and 7) as the frontend reads them. */
import type { ItemField, LinkField, Scalar } from '@rules/fields';
// The engine's own shapes of computations, proofs and contradictions, as the API sends them.
import type { Computation, Contradiction, ProofNode } from '@kb/contract';
// The reference shape is the backend's own (that file imports nothing).
import type { Reference } from '../../../backend/src/reference/reference';

export type { Computation, Contradiction, ItemField, LinkField, ProofNode, Reference, Scalar };

export interface Space {
  id: number;
  symbol: string;
  norm: string | null;
  description: string | null;
  field: ItemField;
  references: Reference[];
  /** Bumped by every save (a stale edit is a 409). */
  version: number;
}
export interface SpaceSummary { id: number; symbol: string }

export interface Property {
  id: number;
  name: string;
  description: string | null;
  field: ItemField;
  references: Reference[];
  /** Bumped by every save (a stale edit is a 409). */
  version: number;
}
export interface PropertySummary { id: number; name: string; field?: ItemField }

export interface SpacePropertyEntry { property: PropertySummary; field: LinkField; linked: boolean; computed: boolean }
export interface PropertySpaceEntry { space: SpaceSummary; field: LinkField; linked: boolean; computed: boolean }
export interface UnlinkedProperty { property: Property }

export interface Link { field: LinkField; description: string | null; references: Reference[]; version: number }

export interface LinkView {
  space: Space;
  property: Property;
  link: Link | null;
  field: LinkField | null;
  computations: Computation[];
  proof?: ProofNode[];
  contradictions?: Contradiction[];
}

export interface TheoremAtom { id?: number; propertyId: number; field: LinkField; propertyName?: string }

export interface Theorem {
  id: number;
  name: string | null;
  description: string | null;
  conditions: TheoremAtom[];
  conclusions: TheoremAtom[];
  references: Reference[];
  /** Bumped by every save (a stale edit is a 409). */
  version: number;
}

export interface Equation {
  id: number;
  name: string;
  symbol: string;
  variables: string | null;
  parameters: string | null;
  description: string | null;
  references: Reference[];
  /** Bumped by every save (a stale edit is a 409). */
  version: number;
}
export interface EquationSummary { id: number; name: string }

export interface EquationProperty { id: number; name: string; description: string | null; references: Reference[]; version?: number }

export interface EquationPropertyEntry { hasProperty: boolean; differentialEquationProperty: EquationProperty }
export interface PropertyEquationEntry { hasProperty: boolean; differentialEquation: EquationSummary }
export interface UnlinkedEquationProperty { differentialEquationProperty: EquationProperty }

export interface EquationLink { hasProperty: boolean; description: string | null; references: Reference[]; version: number }

export interface ComputeReport {
  spaces: SpaceSummary[];
  properties: PropertySummary[];
  computations: Computation[];
  contradictions?: Contradiction[];
  stats?: { closureMs: number; kbBuildMs: number; facts: number; computed: number };
}

export interface Created { id: number }
