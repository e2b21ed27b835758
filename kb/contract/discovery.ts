/**
 * The views of the discovery surfaces (formula search, compare, implies /
 * implied by, open questions) as the API sends them and the frontend reads
 * them. Derivations are sent as step lists (a DAG: each step names the steps
 * it rests on), not trees: the consequences of one property share most of
 * their steps, and a tree per consequence would repeat them.
 */
import type { LinkField, Scalar } from './fields';
import type { RelationKind } from './links';

/** The `field` parameter: which scalars a formula, a comparison or a question is about. */
export const SEARCH_FIELDS = ['real', 'complex', 'both'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

export interface SpaceRef { id: number; symbol: string }
export interface PropertyRef { id: number; name: string }

/** One step of a derivation: a fact (of the hypothetical space, or of a stored one) and why it holds. */
export interface DerivationStep {
  propertyId: number;
  scalar: Scalar;
  value: boolean;
  /**
   * assumed: part of the hypothesis; stored: a stored link of the space; else the theorem used, forwards or by
   * contraposition; carried (the checks of a theorem along a relation): from the other space along `relation`
   * by a theorem along relations (`theoremId`, used as `direction` says) or, `theoremId` null, isomorphism invariance.
   */
  rule: 'assumed' | 'stored' | 'forward' | 'contrapositive' | 'carried';
  theoremId: number | null;
  /** Indexes of the steps this one rests on (always earlier in the list). */
  supports: number[];
  /** Only in the checks of a theorem along a relation: the space of the fact, Y ('related', Y R X) or X ('of'). */
  space?: 'of' | 'related';
  relation?: RelationKind;
  direction?: 'forward' | 'contrapositive';
}

/** A derivation and the step it proves. */
export interface Chain { steps: DerivationStep[]; root: number }

/** A contradiction: one fact proved both ways. */
export interface ContradictionView { steps: DerivationStep[]; holds: number; fails: number }

/** A formula term as understood: the property and whether it is asserted (has: true), denied (lacks: false) or asked undecided (`?P`: null). */
export interface FormulaTerm { property: PropertyRef; value: boolean | null }

/** One fact of a stored space about a term, with where it comes from (the link page shows its proof). */
export interface TermFact { propertyId: number; scalar: Scalar; value: boolean; linked: boolean; computed: boolean }

export interface FormulaSearchView {
  kind: 'space';
  field: SearchField;
  terms: FormulaTerm[];
  /** Non-null when the theorems make the formula impossible: no space can satisfy it. */
  contradiction: ContradictionView | null;
  /** Spaces known to satisfy every term, with each fact. */
  satisfy: { space: SpaceRef; facts: TermFact[] }[];
  /** Spaces known to fail: the facts contradicting a term, or (refutation) a derivation from the space's facts and the formula. */
  fail: { space: SpaceRef; facts: TermFact[]; refutation: ContradictionView | null }[];
  /** Spaces for which the catalogue does not decide: the terms known (facts) and those unknown. */
  undecided: { space: SpaceRef; facts: TermFact[]; unknown: { propertyId: number; scalar: Scalar }[] }[];
}

export interface EquationRef { id: number; name: string }

/**
 * A formula over the differential equations, as for spaces: through the
 * equation theorems, so an equation's derived facts count as its links do.
 * Equations have no scalar: every fact and step is over REAL.
 */
export interface EquationFormulaView {
  kind: 'equation';
  terms: FormulaTerm[];
  /** Non-null when the equation theorems make the formula impossible: no equation can satisfy it. */
  contradiction: ContradictionView | null;
  satisfy: { equation: EquationRef; facts: TermFact[] }[];
  fail: { equation: EquationRef; facts: TermFact[]; refutation: ContradictionView | null }[];
  undecided: { equation: EquationRef; facts: TermFact[]; unknown: PropertyRef[] }[];
}

/** A (space, property) of a comparison: its combined field and where it comes from, or null when unknown. */
export interface CompareCell { field: LinkField | null; linked: boolean; computed: boolean }

export interface CompareView {
  spaces: (SpaceRef & { field: string })[];
  rows: { property: PropertyRef; differs: boolean; cells: CompareCell[] }[];
}

/** The subjects of the catalogue that separate a converse, named: spaces, or equations (equation properties). */
export type SeparatingSpaces = { spaces: SpaceRef[] };
export type SeparatingEquations = { equations: EquationRef[] };

/** An (equation, property) of a comparison: had, lacked or unknown (null), and where it comes from. */
export interface EquationCompareCell { hasProperty: boolean | null; linked: boolean; computed: boolean }

/** GET /api/differential-equation/compare: equations side by side, every equation property. */
export interface EquationCompareView {
  equations: EquationRef[];
  rows: { property: PropertyRef; differs: boolean; cells: EquationCompareCell[] }[];
}

/** How the converse of an implication stands: also derivable, refuted by subjects of the catalogue, or open here. */
export type Converse<Separating = SeparatingSpaces> =
  | { kind: 'equivalent'; chain: Chain }
  | ({ kind: 'separated' } & Separating)
  | { kind: 'unknown' };

/** A chain inside a view: its root step, among its own `steps` when given, else among the view's shared `steps`. */
export interface ChainRef { root: number; steps?: DerivationStep[] }

export interface ImplicationEntry<Separating = SeparatingSpaces> { property: PropertyRef; value: boolean; chain: ChainRef; converse: Converse<Separating> }

export interface ImplicationsView<Separating = SeparatingSpaces> {
  property: PropertyRef;
  /** The scalar the implications are read over, and whether the property is asserted (has) or denied (lacks). */
  scalar: Scalar;
  value: boolean;
  /** Non-null when the theorems forbid the property (or its absence) altogether. */
  impossible: ContradictionView | null;
  /** The steps of every `implies` chain: one derivation, shared (a consequence's chain is its root among them). */
  steps: DerivationStep[];
  implies: ImplicationEntry<Separating>[];
  impliedBy: ImplicationEntry<Separating>[];
  /**
   * Spaces only: the theorems along relations that name the property. They carry facts from one space to a
   * related one, so they are no implication inside one space and are listed apart.
   */
  along?: AlongTheoremEntry[];
}

/** A theorem along a relation naming a property: in its condition, its conclusions, or both. */
export interface AlongTheoremEntry {
  theorem: { id: number; name: string | null };
  relation: RelationKind;
  direction: 'toRelated' | 'fromRelated';
  role: 'condition' | 'conclusion' | 'both';
}

/** GET /api/differential-equation/property/{id}/implications: the same over the equation theorems (scalar always REAL). */
export type EquationImplicationsView = ImplicationsView<SeparatingEquations>;

/** An undecided (space, property, scalar) and what settling it would bring (null: that answer contradicts the theorems). */
export interface QuestionEntry {
  space: SpaceRef;
  property: PropertyRef;
  scalar: Scalar;
  ifHolds: number | null;
  ifFails: number | null;
}

/**
 * `counting`: present while the catalogue-wide ranking is still being counted
 * (large catalogues): the answer covers `counted` of `spaces` so far.
 */
export interface QuestionsView { total: number; questions: QuestionEntry[]; counting?: { counted: number; spaces: number } }

/** The kinds of item a text search finds. */
export type TextType = 'space' | 'property' | 'theorem' | 'equation' | 'equation-property';
/** Where the query matched: the name (the symbol of a space or an equation), the description, or a reference title. */
export type TextMatch = 'name' | 'symbol' | 'description' | 'reference';

export interface TextHit { type: TextType; id: number; title: string | null; matched: TextMatch }

/**
 * `formulaError`: the query has formula signs and names a property, but cannot
 * be read as a formula (an unknown name, with the nearest names): why, shown
 * above the text results.
 */
export interface TextSearchView { kind: 'text'; query: string; total: number; results: TextHit[]; formulaError?: string }
