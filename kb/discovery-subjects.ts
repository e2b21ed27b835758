/**
 * A formula over the subjects of one kind (spaces, or differential
 * equations), as the formula search shows it: the reasoner says whether any
 * subject can satisfy it at all (and if not, why) and, for each subject
 * considered over the formula's field, whether it satisfies it, fails it (a
 * term known to fail, or refuted: its known facts and the formula together
 * contradict the theorems), or is undecided. Equations have no scalar: their
 * facts are over REAL alone, so they are asked over the field 'real'.
 *
 * An undecided term (`?P`, as π-Base has it) asks that the catalogue not know
 * P of the subject over some scalar of the field: it is not assumed of the
 * hypothetical subject (the reasoner sees only asserted and denied terms); a
 * subject that knows P over every scalar fails it, with those facts.
 */
import type { Atom, Reasoner, SubjectKind, TermLookup } from '../rules';
import type { Scalar } from './contract/fields';
import type { SpaceRecord } from './records';
import type { ContradictionView, EquationFormulaView, EquationRef, FormulaSearchView, FormulaTerm, PropertyRef, SearchField, TermFact } from './contract/discovery';
import { coversField, fieldScalars, hypothesisField, termLinkField } from './discovery-fields';

/** The verdicts on the subjects asked about (in the order asked), by id. */
export interface SubjectVerdicts {
  contradiction: ContradictionView | null;
  satisfy: { id: number; facts: TermFact[] }[];
  fail: { id: number; facts: TermFact[]; refutation: ContradictionView | null }[];
  undecided: { id: number; facts: TermFact[]; unknown: { propertyId: number; scalar: Scalar }[] }[];
}

/** `lookup`: what the subjects know of the terms (the knowledge base's fact entities for spaces); the reasoner's facts when absent. */
export function formulaVerdicts(reasoner: Reasoner, kind: SubjectKind, subjectIds: number[], terms: FormulaTerm[], field: SearchField, lookup?: TermLookup): SubjectVerdicts {
  const atoms: Atom[] = terms.flatMap((t) => (t.value === null ? [] : [{ propertyId: t.property.id, field: termLinkField(t.value, field) }]));
  const open = terms.filter((t) => t.value === null).map((t) => t.property.id);
  const answer = reasoner.formula(kind, hypothesisField(field), atoms, subjectIds, lookup);
  const known = lookup ?? reasonerLookup(reasoner, kind);
  const verdicts: SubjectVerdicts = { contradiction: answer.contradiction, satisfy: [], fail: [], undecided: [] };
  for (const verdict of answer.verdicts) {
    const id = verdict.subjectId;
    const decided = verdict.verdict === 'fail' ? [] : decidedOpenTerms(known, id, open, field);
    if (decided.length > 0) verdicts.fail.push({ id, facts: decided, refutation: null });
    else if (verdict.verdict === 'satisfy') verdicts.satisfy.push({ id, facts: verdict.facts });
    else if (verdict.verdict === 'fail') verdicts.fail.push({ id, facts: verdict.facts, refutation: verdict.refutation });
    else verdicts.undecided.push({ id, facts: verdict.facts, unknown: verdict.unknown });
  }
  return verdicts;
}

export function searchSpaces(reasoner: Reasoner, spaces: Iterable<SpaceRecord>, terms: FormulaTerm[], field: SearchField, lookup?: TermLookup): FormulaSearchView {
  const considered = [...spaces].filter((space) => coversField(space.field, field));
  const symbols = new Map(considered.map((s) => [s.id, s.symbol]));
  const found = formulaVerdicts(reasoner, 'space', considered.map((s) => s.id), terms, field, lookup);
  const space = (id: number) => ({ id, symbol: symbols.get(id)! });
  return {
    kind: 'space',
    field,
    terms,
    contradiction: found.contradiction,
    satisfy: found.satisfy.map(({ id, facts }) => ({ space: space(id), facts })),
    fail: found.fail.map(({ id, facts, refutation }) => ({ space: space(id), facts, refutation })),
    undecided: found.undecided.map(({ id, facts, unknown }) => ({ space: space(id), facts, unknown })),
  };
}

/**
 * The same over the differential equations (by name), through the equation
 * theorems: stored and derived facts alike. `lookup`: what the equations
 * know of the terms (DataScript's equation fact entities, equation-facts.ts);
 * the reasoner's facts when absent.
 */
export function searchEquations(reasoner: Reasoner, equations: EquationRef[], terms: FormulaTerm[], lookup?: TermLookup): EquationFormulaView {
  const sorted = [...equations].sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
  const byId = new Map(sorted.map((e) => [e.id, { id: e.id, name: e.name }]));
  // An equation the reasoner does not hold yet (written a moment ago on another instance) is left out until it does.
  const held = sorted.filter((e) => reasoner.has({ kind: 'equation', id: e.id }));
  const found = formulaVerdicts(reasoner, 'equation', held.map((e) => e.id), terms, 'real', lookup);
  const names = new Map(terms.map((t) => [t.property.id, t.property]));
  const property = (id: number): PropertyRef => names.get(id) ?? { id, name: `Property ${id}` };
  return {
    kind: 'equation',
    terms,
    contradiction: found.contradiction,
    satisfy: found.satisfy.map(({ id, facts }) => ({ equation: byId.get(id)!, facts })),
    fail: found.fail.map(({ id, facts, refutation }) => ({ equation: byId.get(id)!, facts, refutation })),
    undecided: found.undecided.map(({ id, facts, unknown }) => ({ equation: byId.get(id)!, facts, unknown: unknown.map((u) => property(u.propertyId)) })),
  };
}

/** The facts of the undecided terms the subject knows over every scalar of the field (each such term fails). */
function decidedOpenTerms(known: TermLookup, subjectId: number, propertyIds: number[], field: SearchField): TermFact[] {
  const failing: TermFact[] = [];
  for (const propertyId of propertyIds) {
    const facts = fieldScalars(field).map((scalar) => known(subjectId, propertyId, scalar));
    if (facts.every((f) => f !== undefined)) failing.push(...facts);
  }
  return failing;
}

/** What a subject knows of a term, as the reasoner says. */
function reasonerLookup(reasoner: Reasoner, kind: SubjectKind): TermLookup {
  return (id, propertyId, scalar) => {
    const f = reasoner.fact({ kind, id }, propertyId, scalar);
    return f && { propertyId, scalar, value: f.value, linked: f.stored, computed: reasoner.isComputed(f) };
  };
}
