/**
 * Relations between spaces (docs/relations.md): Y (`space`) is a closed
 * `subspace`, a `complemented` subspace, a `quotient`, the `dual` (Y ≅ X*) of
 * X (`ofSpace`), or `isomorphic` to it, each up to isomorphism. A stored
 * relation has a link's field (which scalars, positively or negatively), a
 * description and references; the reasoner derives more (per scalar, each
 * with its proof). New endpoints beside the spec's: nothing the original
 * client reads changes.
 */
import type { LinkField } from './fields';
import type { PropertySummary, SpaceSummary } from './items';
import type { RelationKind, RelationProofNode } from './links';
import type { Reference } from './references';

/** The kinds in the order forms list them (kb/reasoner-input.ts fails to compile when the reasoner names others). */
export const RELATION_KIND_NAMES: readonly RelationKind[] = ['subspace', 'complemented', 'quotient', 'dual', 'isomorphic'];

/** "Y is … X", as a sentence reads (and the page's headings). */
export const RELATION_KIND_LABELS: Record<RelationKind, string> = {
  subspace: 'is isomorphic to a closed subspace of',
  complemented: 'is isomorphic to a complemented subspace of',
  quotient: 'is isomorphic to a quotient of',
  dual: 'is isomorphic to the dual of',
  isomorphic: 'is isomorphic to',
};

/** The ways a theorem may go along a relation, each as the theorem form and page say it. */
export const THEOREM_ALONG_OPTIONS: { relation: RelationKind; direction: 'toRelated' | 'fromRelated'; label: string }[] = RELATION_KIND_NAMES.flatMap((relation) => [
  { relation, direction: 'toRelated' as const, label: `Conditions on X, conclusions on every Y that ${RELATION_KIND_LABELS[relation]} X` },
  { relation, direction: 'fromRelated' as const, label: `Conditions on Y, conclusions on every X such that Y ${RELATION_KIND_LABELS[relation]} X` },
]);

/** POST /api/relation (new) and POST /api/relation/{id} (edit) body. */
export interface RelationSave {
  kind: RelationKind;
  /** Y: the space that is the subspace, quotient, dual, … */
  spaceId: number;
  /** X: the space Y is related to. */
  ofSpaceId: number;
  field: LinkField;
  description?: string | null;
  references?: Reference[] | null;
  version?: number | null;
}

/** A stored relation (GET /api/relation entries). */
export interface StoredRelation {
  id: number;
  kind: RelationKind;
  space: SpaceSummary;
  ofSpace: SpaceSummary;
  field: LinkField;
  description: string;
  references: Reference[];
  version: number;
}

/** GET /api/space/{id}/relation entry: a relation known of the space, as Y or as X, stored or derived. */
export interface RelatedSpace {
  kind: RelationKind;
  space: SpaceSummary;
  ofSpace: SpaceSummary;
  /** What is known over each scalar, as a link's field. */
  field: LinkField;
  /** A stored relation says so (its id), else null: derived only. */
  relationId: number | null;
  /** Some scalar's value is derived by the rules of relations. */
  computed: boolean;
}

/**
 * GET /api/space/{id}/declared-properties entry: a property declared to mean that this
 * space is a `relation` of X ("contains a copy of $c_0$" for $c_0$); deleting the space
 * clears the declaration, so its delete page lists them.
 */
export interface DeclaredProperty extends PropertySummary {
  relation: RelationKind;
}

/** GET /api/space/{y}/relation/{kind}/{x}: a relation with the stored record (or null) and a proof per known scalar. */
export interface RelationPage {
  kind: RelationKind;
  space: SpaceSummary;
  ofSpace: SpaceSummary;
  relation: StoredRelation | null;
  /** What is known, stored or derived (null: nothing over either scalar). */
  field: LinkField | null;
  proofs: RelationProofNode[];
}
