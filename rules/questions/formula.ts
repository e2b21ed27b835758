/**
 * A formula (theorem atoms assumed of a hypothetical subject) against the
 * subjects of the catalogue: the hypothetical closure of the formula says
 * whether any subject can satisfy it at all (and if not, why); each subject
 * then satisfies it (every term known to hold), fails it (a term known to
 * fail, or, refuted, its stored facts and the formula together contradict
 * the theorems), or is undecided.
 */
import type { EngineAtom } from '../catalogue';
import type { Engine } from '../engine';
import type { ItemField, Scalar } from '../fields';
import { closeHypothesis, type HypotheticalClosure } from '../hypothesis';
import { literalProperty, literalScalar, literalValue, negate } from '../literal';
import type { FactTable } from './fact-table';
import { contradictionSteps, type ContradictionSteps } from './steps';

/** A known fact of a subject about a term: stored (linked) and/or computed. */
export interface TermFact { propertyId: number; scalar: Scalar; value: boolean; linked: boolean; computed: boolean }

export type FormulaVerdict =
  | { subjectId: number; verdict: 'satisfy'; facts: TermFact[] }
  /** `facts`: the facts contradicting a term, or (refuted) the terms known, with the derivation from the subject's facts and the formula. */
  | { subjectId: number; verdict: 'fail'; facts: TermFact[]; refutation: ContradictionSteps | null }
  | { subjectId: number; verdict: 'undecided'; facts: TermFact[]; unknown: { propertyId: number; scalar: Scalar }[] };

export interface FormulaAnswer {
  /** Non-null when the theorems make the formula impossible: no subject can satisfy it. */
  contradiction: ContradictionSteps | null;
  /** One verdict per subject asked about, in the order asked. */
  verdicts: FormulaVerdict[];
}

/**
 * What a subject knows of a (property, scalar), as the verdicts read it
 * (undefined: neither value); by default the engine's fact table, the
 * knowledge base passes what DataScript holds.
 */
export type TermLookup = (subjectId: number, propertyId: number, scalar: Scalar) => TermFact | undefined;

/** `field`: the item field of the hypothetical subject (its scalars are the ones assumed). */
export function formulaVerdicts(engine: Engine, facts: FactTable, field: ItemField, atoms: readonly EngineAtom[], subjectIds: Iterable<number>, lookup?: TermLookup): FormulaAnswer {
  const propertyId = (index: number) => engine.propertyId(index);
  const close = (base?: Int32Array) => closeHypothesis({ field, atoms, base }, engine.rules, engine.inputs, engine.closureScratch);
  const hypothesis = close();
  const answer: FormulaAnswer = { contradiction: contradictionSteps(hypothesis, propertyId), verdicts: [] };
  const wanted = [...new Set(hypothesis.assumed)];
  const tableFact = (subjectId: number, lit: number): TermFact | undefined => {
    const fact = facts.fact(subjectId, lit);
    if (!fact) return undefined;
    const known = fact.value === literalValue(lit) ? lit : negate(lit);
    return { propertyId: propertyId(literalProperty(lit)), scalar: literalScalar(lit), value: fact.value, linked: fact.stored, computed: !fact.stored || engine.isStoredComputed(subjectId, known) };
  };
  const termFact = lookup ? (subjectId: number, lit: number) => lookup(subjectId, propertyId(literalProperty(lit)), literalScalar(lit)) : tableFact;
  for (const subjectId of subjectIds) {
    const known: TermFact[] = [];
    const failing: TermFact[] = [];
    const unknown: { propertyId: number; scalar: Scalar }[] = [];
    for (const lit of wanted) {
      const fact = termFact(subjectId, lit);
      if (fact === undefined) unknown.push({ propertyId: propertyId(literalProperty(lit)), scalar: literalScalar(lit) });
      else (fact.value === literalValue(lit) ? known : failing).push(fact);
    }
    if (failing.length > 0) answer.verdicts.push({ subjectId, verdict: 'fail', facts: failing, refutation: null });
    else if (unknown.length === 0) answer.verdicts.push({ subjectId, verdict: 'satisfy', facts: known });
    else {
      const refuted = refutation(engine, subjectId, close);
      if (refuted) answer.verdicts.push({ subjectId, verdict: 'fail', facts: known, refutation: contradictionSteps(refuted, propertyId) });
      else answer.verdicts.push({ subjectId, verdict: 'undecided', facts: known, unknown });
    }
  }
  return answer;
}

/** The formula closed with the subject's stored facts, when that contradicts the theorems (never for a subject contradictory by itself). */
function refutation(engine: Engine, subjectId: number, close: (base: Int32Array) => HypotheticalClosure): HypotheticalClosure | null {
  const state = engine.state(subjectId);
  if (!state || state.contradictions.length > 0) return null;
  const closed = close(state.stored);
  return closed.consistent ? null : closed;
}
