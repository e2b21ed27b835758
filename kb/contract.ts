/**
 * The contract between the backend and the knowledge base: the records the KB is
 * built from, the changes a write applies to it, and the views it answers.
 * The backend's KnowledgeService (backend/src/knowledge) speaks only these types.
 */
import type { ItemField, LinkField, Scalar } from '../rules/fields';
import type { ChangeOf } from '../rules/catalogue';

export interface SpaceRecord { id: number; symbol: string; field: ItemField }
export interface PropertyRecord { id: number; name: string; field: ItemField }
export interface LinkRecord { spaceId: number; propertyId: number; field: LinkField }
export interface AtomRecord { propertyId: number; field: LinkField }
export interface TheoremRecord { id: number; name: string | null; conditions: AtomRecord[]; conclusions: AtomRecord[] }

/** Everything the reasoning needs; built from the database or from a backup file. */
export interface CatalogueRecords {
  spaces: SpaceRecord[];
  properties: PropertyRecord[];
  links: LinkRecord[];
  theorems: TheoremRecord[];
}

/** One write, as the KB sees it. `space`/`property`/`link`/`theorem` are upserts. */
export type CatalogueChange = ChangeOf<SpaceRecord, PropertyRecord, LinkRecord, TheoremRecord>;

/** GET /api/space/{id}/property entry, before the backend adds the property object. */
export interface SpacePropertyView { propertyId: number; field: LinkField; linked: boolean; computed: boolean }
/** GET /api/property/{id}/space entry, before the backend adds the space object. */
export interface PropertySpaceView { spaceId: number; field: LinkField; linked: boolean; computed: boolean }

/** A theorem that derives (part of) a (space, property): spec section 3's Computation. */
export interface Computation { id: string; spaceId: number; propertyId: number; field: LinkField; theoremId: number }

/** One fact of a proof tree: how holds(space, property, scalar, value) was obtained. */
export interface ProofNode {
  spaceId: number;
  propertyId: number;
  scalar: Scalar;
  value: boolean;
  /** 'stored' leaves end the proof; the others name the theorem used. */
  rule: 'stored' | 'forward' | 'contrapositive';
  theoremId: number | null;
  supports: ProofNode[];
}

/** GET /api/space/{s}/property/{p}, before the backend adds space, property and link objects. */
export interface LinkView {
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

export interface Contradiction { spaceId: number; propertyId: number; scalar: Scalar; theoremIds: number[] }

export interface ComputeReport {
  computations: Computation[];
  contradictions: Contradiction[];
  stats: { closureMs: number; kbBuildMs: number; facts: number; computed: number };
}
