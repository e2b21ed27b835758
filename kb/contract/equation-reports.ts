/**
 * What the catalogue leaves open and what its theorems compute, for the
 * differential equations (issue 26): the gaps (GET
 * /api/differential-equation/questions) and the admin's compute report of
 * equation facts (GET /api/admin/compute/equations). Equations have no
 * scalar: every fact is had or lacked.
 */
import type { EquationRef, PropertyRef } from './discovery';
import type { ReportCount } from './compute-report';

/** An undecided (equation, property) and how many further facts settling it would bring (null: that answer contradicts the theorems). */
export interface EquationQuestionEntry {
  equation: EquationRef;
  property: PropertyRef;
  ifHolds: number | null;
  ifFails: number | null;
}

export interface EquationQuestionsView { total: number; questions: EquationQuestionEntry[] }

export interface EquationReportContradiction { equation: EquationRef; property: PropertyRef; theorems: { id: number; name: string }[] }

/** GET /api/admin/compute/equations. */
export interface EquationReportSummary {
  equations: number;
  properties: number;
  theorems: number;
  /** Facts the reasoner knows (linked or computed), the linked ones, and those only the theorems give (nobody typed them in). */
  facts: number;
  linked: number;
  derived: number;
  /** (fact, theorem) pairs: each theorem that computes a fact, a linked one included. */
  computations: number;
  /** The equation reasoner's build from the database (its reads included), and this report's assembly from it. */
  buildMs: number;
  reportMs: number;
  contradictions: EquationReportContradiction[];
  /** Facts computed per equation theorem and per equation property, most first (only those with any). */
  byTheorem: ReportCount[];
  byProperty: ReportCount[];
}
