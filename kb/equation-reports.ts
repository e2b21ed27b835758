/**
 * The equations' gaps and compute report, from the equation reasoner
 * (backend/src/differential-equation/equation-reasoning.ts builds it per
 * catalogue version). Gaps are ranked as the spaces' open questions are
 * (discovery-questions.ts › byRank): one answer contradicting the theorems
 * first, then by what the less fruitful answer adds, then both together.
 */
import type { Reasoner } from '../rules';
import type { ReportCount } from './contract/compute-report';
import type { EquationReportSummary } from './contract/equation-reports';
import { byRank } from './discovery-questions';

/** An undecided (equation, property), by ids, with what each answer would add (null: it contradicts the theorems). */
export interface EquationGap { equationId: number; propertyId: number; ifHolds: number | null; ifFails: number | null }

const equation = (id: number) => ({ kind: 'equation' as const, id });

/** Every gap of the given equations (all the reasoner holds when not given), ranked. */
export function equationGaps(reasoner: Reasoner, equationIds: number[] = reasoner.subjects('equation')): EquationGap[] {
  const gaps: EquationGap[] = [];
  for (const id of equationIds) {
    if (!reasoner.has(equation(id))) continue;
    for (const u of reasoner.undecided(equation(id))) gaps.push({ equationId: id, propertyId: u.propertyId, ifHolds: u.ifHolds, ifFails: u.ifFails });
  }
  const asQuestion = (g: EquationGap) => ({ spaceId: g.equationId, propertyId: g.propertyId, scalar: 'REAL' as const, ifHolds: g.ifHolds, ifFails: g.ifFails });
  return gaps.sort((a, b) => byRank(asQuestion(a), asQuestion(b)));
}

export interface EquationNames {
  equations: Map<number, string>;
  properties: Map<number, string>;
  theorems: Map<number, string>;
}

/** The compute report of the equation catalogue: facts, linked and derived, per theorem and per property, contradictions. */
export function equationReport(reasoner: Reasoner, names: EquationNames, buildMs: number, start = performance.now()): EquationReportSummary {
  const report: EquationReportSummary = {
    equations: names.equations.size,
    properties: names.properties.size,
    theorems: names.theorems.size,
    facts: 0,
    linked: 0,
    derived: 0,
    computations: 0,
    buildMs,
    reportMs: 0,
    contradictions: [],
    byTheorem: [],
    byProperty: [],
  };
  const perTheorem = new Map<number, number>();
  const perProperty = new Map<number, number>();
  const equationRef = (id: number) => ({ id, name: names.equations.get(id) ?? `Equation ${id}` });
  const propertyName = (id: number) => names.properties.get(id) ?? `Property ${id}`;
  const theoremName = (id: number) => names.theorems.get(id) || `Theorem ${id}`;
  for (const id of reasoner.subjects('equation')) {
    const contradictions = reasoner.contradictions(equation(id));
    for (const c of contradictions) {
      report.contradictions.push({ equation: equationRef(id), property: { id: c.propertyId, name: propertyName(c.propertyId) }, theorems: c.theoremIds.map((t) => ({ id: t, name: theoremName(t) })) });
    }
    // A contradictory equation's facts depend on the order of derivation: counted as its contradiction only.
    if (contradictions.length) continue;
    for (const { fact, derivations } of reasoner.allDerivations(equation(id))) {
      report.facts++;
      if (fact.stored) report.linked++;
      else report.derived++;
      if (!derivations.computed) continue;
      perProperty.set(fact.propertyId, (perProperty.get(fact.propertyId) ?? 0) + 1);
      for (const t of derivations.theoremIds) {
        report.computations++;
        perTheorem.set(t, (perTheorem.get(t) ?? 0) + 1);
      }
    }
  }
  const counts = (map: Map<number, number>, name: (id: number) => string): ReportCount[] =>
    [...map].map(([id, count]) => ({ id, name: name(id), count })).sort((a, b) => b.count - a.count || a.id - b.id);
  report.byTheorem = counts(perTheorem, theoremName);
  report.byProperty = counts(perProperty, propertyName);
  report.reportMs = performance.now() - start;
  return report;
}
