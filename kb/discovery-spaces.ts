/**
 * A formula over the spaces of the catalogue, as the formula search shows it:
 * the reasoner says whether any space can satisfy it at all (and if not,
 * why) and, for each space considered over the formula's field, whether it
 * satisfies it, fails it (a term known to fail, or refuted: its stored facts
 * and the formula together contradict the theorems), or is undecided.
 */
import type { Atom, Reasoner } from '../rules';
import type { SpaceRecord } from './records';
import type { FormulaSearchView, FormulaTerm, SearchField } from './contract/discovery';
import { coversField, hypothesisField, termLinkField } from './discovery-fields';

export function searchSpaces(reasoner: Reasoner, spaces: Iterable<SpaceRecord>, terms: FormulaTerm[], field: SearchField): FormulaSearchView {
  const atoms: Atom[] = terms.map((t) => ({ propertyId: t.property.id, field: termLinkField(t.value, field) }));
  const considered = [...spaces].filter((space) => coversField(space.field, field));
  const symbols = new Map(considered.map((s) => [s.id, s.symbol]));
  const answer = reasoner.formula('space', hypothesisField(field), atoms, considered.map((s) => s.id));
  const view: FormulaSearchView = { kind: 'space', field, terms, contradiction: answer.contradiction, satisfy: [], fail: [], undecided: [] };
  for (const verdict of answer.verdicts) {
    const space = { id: verdict.subjectId, symbol: symbols.get(verdict.subjectId)! };
    if (verdict.verdict === 'satisfy') view.satisfy.push({ space, facts: verdict.facts });
    else if (verdict.verdict === 'fail') view.fail.push({ space, facts: verdict.facts, refutation: verdict.refutation });
    else view.undecided.push({ space, facts: verdict.facts, unknown: verdict.unknown });
  }
  return view;
}
