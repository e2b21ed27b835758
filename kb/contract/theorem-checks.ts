/**
 * The checks of a theorem against the others (POST /api/theorem/check and
 * /api/theorem/{id}/check, the same under /api/differential-equation/theorem,
 * GET /api/admin/redundant-theorems): is it
 * redundant, does its converse follow, which stored spaces refute the converse.
 */
import type { Scalar } from './fields';
import type { ContradictionView, DerivationStep, EquationRef, SpaceRef } from './discovery';

/** How a statement follows over one scalar: the steps, and the step of each fact it concludes; or its premises contradict the theorems. */
export interface ScalarDerivation {
  scalar: Scalar;
  steps: DerivationStep[];
  /** Indexes into `steps`: one per concluded fact. */
  conclusions: number[];
  /** Non-null when the premises cannot hold together: the statement then holds vacuously. */
  impossible: ContradictionView | null;
}

/** The subjects refuting a converse, named: spaces, or (equation theorems) equations. */
export type RefutingSpaces = { spaces: SpaceRef[] };
export type RefutingEquations = { equations: EquationRef[] };

/** A theorem along a relation: a related pair (`space` R `ofSpace`) with the converse's conditions on one side and a failing conclusion on the other. */
export interface RefutingPair { space: SpaceRef; ofSpace: SpaceRef }

export type ConverseCheck<Refuting = RefutingSpaces> =
  /** The converse follows from the other theorems, with its derivation over each scalar. */
  | { kind: 'follows'; derivations: ScalarDerivation[] }
  /** Stored subjects where the conclusions hold and a condition fails (the first few, and how many in all). */
  | ({ kind: 'refuted'; total: number; pairs?: RefutingPair[] } & Refuting)
  /** Neither derivable nor refuted by a stored subject. */
  | { kind: 'open' };

export interface TheoremCheckView<Refuting = RefutingSpaces> {
  /** The conclusions already follow from the conditions through the other theorems. */
  redundant: boolean;
  /** The scalars over which it follows, each with its derivation (all of them when redundant). */
  derivations: ScalarDerivation[];
  converse: ConverseCheck<Refuting>;
}

/** POST /api/differential-equation/theorem/check: the same checks over the equations (every derivation over REAL). */
export type EquationTheoremCheckView = TheoremCheckView<RefutingEquations>;

export interface RedundantTheorem {
  theorem: { id: number; name: string | null };
  derivations: ScalarDerivation[];
}
