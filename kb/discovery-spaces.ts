/**
 * A formula over the spaces of the catalogue: the hypothetical closure of the
 * formula says whether any space can satisfy it at all (and if not, why);
 * each space considered over the formula's field then satisfies it (every
 * term known to hold), fails it (a term known to fail, or, refuted, its
 * stored facts and the formula together contradict the theorems), or is
 * undecided.
 */
import type { EngineAtom } from '../rules/catalogue';
import type { Engine } from '../rules/engine';
import { closeHypothesis, type HypotheticalClosure } from '../rules/hypothesis';
import { literalProperty, literalScalar, literalValue, negate } from '../rules/literal';
import type { ClosureScratch } from '../rules/space-closure';
import type { SpaceRecord } from './records';
import type { FormulaSearchView, FormulaTerm, SearchField, TermFact } from './contract/discovery';
import { contradictionView } from './discovery-derivation';
import type { FactTable } from './discovery-facts';
import { coversField, hypothesisField, termLinkField } from './discovery-fields';

export interface FormulaContext {
  engine: Engine;
  facts: FactTable;
  scratch: ClosureScratch;
  spaces: Iterable<SpaceRecord>;
}

export function searchSpaces(context: FormulaContext, terms: FormulaTerm[], field: SearchField): FormulaSearchView {
  const { engine, facts, scratch } = context;
  const propertyId = (index: number) => engine.propertyId(index);
  const atoms: EngineAtom[] = terms.map((t) => ({ propertyId: t.property.id, field: termLinkField(t.value, field) }));
  const close = (base?: Int32Array) => closeHypothesis({ field: hypothesisField(field), atoms, base }, engine.rules, engine, scratch);
  const hypothesis = close();
  const view: FormulaSearchView = { kind: 'space', field, terms, contradiction: contradictionView(hypothesis, propertyId), satisfy: [], fail: [], undecided: [] };
  const wanted = [...new Set(hypothesis.assumed)];

  for (const space of context.spaces) {
    if (!coversField(space.field, field)) continue;
    const ref = { id: space.id, symbol: space.symbol };
    const known: TermFact[] = [];
    const failing: TermFact[] = [];
    const unknown: { propertyId: number; scalar: 'REAL' | 'COMPLEX' }[] = [];
    for (const lit of wanted) {
      const holds = facts.holds(space.id, lit);
      if (holds === undefined) unknown.push({ propertyId: propertyId(literalProperty(lit)), scalar: literalScalar(lit) });
      else (holds ? known : failing).push(termFact(engine, facts, space.id, holds ? lit : negate(lit)));
    }
    if (failing.length > 0) view.fail.push({ space: ref, facts: failing, refutation: null });
    else if (unknown.length === 0) view.satisfy.push({ space: ref, facts: known });
    else {
      const refuted = refutation(engine, space.id, close);
      if (refuted) view.fail.push({ space: ref, facts: known, refutation: contradictionView(refuted, propertyId) });
      else view.undecided.push({ space: ref, facts: known, unknown });
    }
  }
  return view;
}

/** The formula closed with the space's stored facts, when that contradicts the theorems (never for a space contradictory by itself). */
function refutation(engine: Engine, spaceId: number, close: (base: Int32Array) => HypotheticalClosure): HypotheticalClosure | null {
  const state = engine.state(spaceId);
  if (!state || state.contradictions.length > 0) return null;
  const closed = close(state.stored);
  return closed.consistent ? null : closed;
}

/** A known fact of a space, with where it comes from (as the space's property list marks it). */
export function termFact(engine: Engine, facts: FactTable, spaceId: number, lit: number): TermFact {
  const fact = facts.fact(spaceId, lit)!;
  return {
    propertyId: engine.propertyId(literalProperty(lit)),
    scalar: literalScalar(lit),
    value: literalValue(lit),
    linked: fact.stored,
    computed: !fact.stored || engine.isStoredComputed(spaceId, lit),
  };
}
