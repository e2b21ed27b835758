/**
 * Values beyond has and lacks: a (space, property, scalar) marked as an open
 * problem, or as independent of ZFC. A mark is its own record beside the
 * stored links (the eight link fields and every answer that carries them stay
 * as the original client knows them); the reasoner never sees it, so the pair
 * stays undecided, and the gaps of the catalogue leave it out.
 */
import type { Scalar } from './fields';
import type { PropertySummary, SpaceSummary } from './items';
import type { Reference } from './references';

export const PROBLEM_STATUSES = ['OPEN', 'INDEPENDENT'] as const;
export type ProblemStatus = (typeof PROBLEM_STATUSES)[number];

export const PROBLEM_STATUS_LABELS: Record<ProblemStatus, string> = {
  OPEN: 'Open problem',
  INDEPENDENT: 'Independent of ZFC',
};

/** GET /api/problem entry, and what a space's, a property's or a pair's page shows. */
export interface Problem {
  id: number;
  space: SpaceSummary;
  property: PropertySummary;
  scalar: Scalar;
  status: ProblemStatus;
  /** Since when it is open (a year, or a year and where it was asked); "" when not said. */
  since: string;
  /** For an independent pair: which extra axioms decide it, and which way; "" for an open one. */
  decidedBy: string;
  description: string;
  references: Reference[];
  version: number;
  /**
   * What the theorems derive for the pair now, or null (undecided, as it should be).
   * Not null: a derivation decides a marked pair (a new theorem, or a mistake) — editors are warned.
   */
  derived: boolean | null;
}

/** POST /api/space/{s}/property/{p}/problem/{scalar} body. */
export interface ProblemInput {
  status: ProblemStatus;
  since?: string | null;
  decidedBy?: string | null;
  description?: string | null;
  references?: Reference[] | null;
  version?: number | null;
}
