/**
 * The types of the reasoner's front door (rules/index.ts): subjects, typed
 * facts, the catalogue and its changes, and what a change does. Nothing here
 * mentions how the reasoner encodes facts (literal codes) or keeps them
 * (closures): those stay inside rules/.
 */
import type { ItemField, LinkField, Scalar } from './fields';

/**
 * The kinds of subject facts are about. Each kind has its own properties
 * (property ids are scoped by kind) and theorems, and is reasoned about by its
 * own instance of the same machinery (compiler, closure, proofs,
 * contradictions). A kind whose facts have no scalar field (equations) gives
 * every subject and property the field 'REAL': its facts are then over the
 * REAL scalar only, and its views show them without one.
 */
export type SubjectKind = 'space' | 'equation';
export const SUBJECT_KINDS: readonly SubjectKind[] = ['space', 'equation'];

export interface Subject { kind: SubjectKind; id: number }

/** holds(subject, property, scalar) = value. */
export interface Fact { subject: Subject; propertyId: number; scalar: Scalar; value: boolean }

/** A fact the reasoner knows: stored (a link says it) or derived (theorems do). */
export interface KnownFact extends Fact { stored: boolean }

/**
 * The subjects whose facts a change can change, or all of them (a theorem,
 * a property, a reload). A change outside another's reach cannot change what
 * that other's check sees.
 */
export type Reach = 'all' | readonly Subject[];

/**
 * A (subject, property, scalar) forced both ways, or forced against a stored fact; the theorems of both sides' proofs.
 * A contradiction between relations (a relation derived and its negation stored or derived) names the relation
 * instead (`relation`; `propertyId` is then 0), on the related space.
 */
/**
 * A contradiction: a fact of `subject` forced both ways (its theorems), or with `relation` a relation forced
 * both ways (propertyId 0), or with `carriedFrom` a fact carried from another space along a relation.
 */
export interface Contradiction { subject: Subject; propertyId: number; scalar: Scalar; theoremIds: number[]; relation?: RelationKey; carriedFrom?: { spaceId: number; relation: RelationKey } }

/**
 * What a change does (`apply`) or would do (`check`): its reach (the
 * subjects recomputed), the contradictions it would cause (check) or leaves
 * in its reach (apply), and the known facts that appeared and disappeared,
 * each stored or derived (a fact that turns from derived into stored is
 * removed as derived and added as stored). `added` and `removed` are null for
 * a reload, whose reach is everything.
 */
export interface Outcome {
  reach: Reach;
  contradictions: Contradiction[];
  added: KnownFact[] | null;
  removed: KnownFact[] | null;
}

/** A known fact with its first derivation: the theorem (null: stored) and its supports, as positions in the subject's list of facts (always earlier). */
export interface FirstDerivation { fact: KnownFact; theoremId: number | null; supports: number[] }

/** A known fact with its first derivation and every theorem with a derivation of it not using it (ascending; `Derivations.theoremIds`). */
export interface ComputedDerivation extends FirstDerivation { computedBy: number[] }

/** The theorems with a derivation of a fact that does not use the fact itself (ascending); computed when there is one. */
export interface Derivations { computed: boolean; theoremIds: number[] }

/** One fact of a proof tree, with its subject (proofs may cross subjects). Shared sub-proofs are the same node. */
export interface ProofNode {
  subject: Subject;
  propertyId: number;
  scalar: Scalar;
  value: boolean;
  /**
   * 'stored' leaves end the proof; 'forward' and 'contrapositive' name the theorem used, forwards or by
   * contraposition; 'carried' is a fact carried from another space along `relation` (supports: that space's
   * fact) by a theorem along relations (`theoremId`, `direction`) or, with `theoremId` null, by isomorphism invariance;
   * 'means' is a fact of a property declared to mean a relation, known because the relation is (no supports).
   */
  rule: 'stored' | 'forward' | 'contrapositive' | 'carried' | 'means';
  theoremId: number | null;
  supports: ProofNode[];
  /** On 'carried' nodes, and on 'means' nodes: the relation the property is declared to mean (PropertyInput.means). */
  relation?: RelationProof;
  direction?: 'forward' | 'contrapositive';
}

/**
 * The kinds of relation between two spaces, each up to isomorphism: Y is a `subspace` (closed), a
 * `complemented` subspace, a `quotient` of X; Y is the `dual` of X (Y ≅ X*); Y is `isomorphic` to X.
 */
export type RelationKind = 'subspace' | 'complemented' | 'quotient' | 'dual' | 'isomorphic';
export const RELATION_KINDS: readonly RelationKind[] = ['subspace', 'complemented', 'quotient', 'dual', 'isomorphic'];

/** A stored relation: `spaceId` (Y) is a `kind` of `ofSpaceId` (X), per scalar and positively or negatively as a link's field says. */
export interface RelationInput { id: number; kind: RelationKind; spaceId: number; ofSpaceId: number; field: LinkField }

/** Which relation: Y (`spaceId`) a `kind` of X (`ofSpaceId`). */
export interface RelationKey { kind: RelationKind; spaceId: number; ofSpaceId: number }

/** A relation over one scalar, stored (`relationId`) or derived by a rule of relations from its supports. */
export interface RelationProof extends RelationKey {
  scalar: Scalar;
  value: boolean;
  rule: RelationRule;
  relationId: number | null;
  supports: RelationProof[];
  /** Only on 'means' relations: the fact of the space X whose property means this relation. */
  fact?: ProofNode;
}

/** The rules that derive relations from relations (rules/relations/relation-closure.ts). */
export type RelationRule =
  | 'stored'
  | 'symmetry'
  | 'transitivity'
  | 'isomorphism'
  | 'complemented'
  | 'duality'
  | 'dualsIsomorphic'
  | 'contrapositive'
  /** X has (or lacks) a property declared to mean Y kind X. */
  | 'means'
  /** A space is its own subspace, complemented subspace, quotient and isomorph (only under a 'means' proof node). */
  | 'reflexive';

/** A relation known over a scalar: stored or derived. */
export interface KnownRelation extends RelationKey { scalar: Scalar; value: boolean; stored: boolean }

/** A space's fact, named by its values. */
export interface SpaceFactKey { spaceId: number; propertyId: number; scalar: Scalar; value: boolean }

/** A known relation's first derivation: its rule, its stored record, the relations it follows from (positions among the relations known), X's fact for one given by a property's meaning. */
export interface RelationDerivation extends KnownRelation { rule: RelationRule; relationId: number | null; supports: number[]; fact?: SpaceFactKey }

/** A fact given to a space along a relation: carried from another space's fact (`from`) by a theorem along it (null: isomorphism invariance), or given by the property's meaning (`from` null). */
export interface CarriedFact extends SpaceFactKey { relation: RelationKey & { scalar: Scalar; value: boolean }; theoremId: number | null; from: SpaceFactKey | null }

/**
 * A theorem along a relation: its one condition on one space gives its conclusions on the other.
 * `toRelated` carries from X to Y ("P passes to closed subspaces": along subspace, P ⇒ P);
 * `fromRelated` from Y to X ("X* separable ⇒ X separable": along dual).
 */
export interface Along { relation: RelationKind; direction: 'toRelated' | 'fromRelated' }

/** A property with a value: `holds` (true) or `lacks` (false), over a rule's scalar. */
export interface PropertyValue { propertyId: number; value: boolean }

/**
 * A theorem's compiled rule over one scalar: the forward rule (body ⇒ heads)
 * or a contrapositive (body and any one of `anyOf` ⇒ heads).
 */
export interface CompiledRule {
  direction: 'forward' | 'contrapositive';
  scalar: Scalar;
  body: PropertyValue[];
  anyOf: PropertyValue[];
  heads: PropertyValue[];
}

export interface Atom { propertyId: number; field: LinkField }
/** A theorem; with `along`, a theorem along relations (one condition), reasoned about across spaces. */
export interface TheoremInput { id: number; conditions: readonly Atom[]; conclusions: readonly Atom[]; along?: Along | null }
export interface SubjectInput { id: number; field: ItemField }
/**
 * `normDependent`: the property depends on the norm (strictly convex, …): never carried along a relation, all of which are up to isomorphism.
 * `means`: the property of X is the relation Y (`spaceId`) `relation` X ("contains a copy of c₀" ⇔ c₀ is a subspace of X): one fact for the reasoner.
 */
export interface PropertyInput { id: number; field: ItemField; normDependent?: boolean; means?: PropertyMeaning | null }

/** What a property is declared to mean: the named space Y is a `relation` of the space X that has it. */
export interface PropertyMeaning { relation: RelationKind; spaceId: number }
export interface LinkInput { subjectId: number; propertyId: number; field: LinkField }

/** One kind's part of the catalogue: what the reasoning reads of its records. */
export interface KindCatalogue {
  subjects: readonly SubjectInput[];
  properties: readonly PropertyInput[];
  links: readonly LinkInput[];
  theorems: readonly TheoremInput[];
  /** Relations between subjects (spaces only). */
  relations?: readonly RelationInput[];
}

/** The catalogue by kind (a kind left out has nothing). */
export type Catalogue = Partial<Record<SubjectKind, KindCatalogue>>;

/** One write. A subject's or a property's change is an upsert. */
export type Change =
  | { kind: 'subject'; subject: Subject; field: ItemField }
  | { kind: 'subjectDeleted'; subject: Subject }
  | { kind: 'property'; subjectKind: SubjectKind; property: PropertyInput }
  | { kind: 'propertyDeleted'; subjectKind: SubjectKind; propertyId: number }
  | { kind: 'link'; subject: Subject; propertyId: number; field: LinkField }
  | { kind: 'linkDeleted'; subject: Subject; propertyId: number }
  | { kind: 'theorem'; subjectKind: SubjectKind; theorem: TheoremInput }
  | { kind: 'theoremDeleted'; subjectKind: SubjectKind; theoremId: number }
  | { kind: 'relation'; subjectKind: SubjectKind; relation: RelationInput }
  | { kind: 'relationDeleted'; subjectKind: SubjectKind; relationId: number }
  | { kind: 'reload'; catalogue: Catalogue };
