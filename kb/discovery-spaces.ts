/**
 * A formula over the spaces of the catalogue, as the formula search shows it:
 * the reasoner says whether any space can satisfy it at all (and if not,
 * why) and, for each space considered over the formula's field, whether it
 * satisfies it, fails it (a term known to fail, or refuted: its stored facts
 * and the formula together contradict the theorems), or is undecided.
 *
 * An undecided term (`?P`, as π-Base has it) asks that the catalogue not know
 * P of the space over some scalar of the field: it is not assumed of the
 * hypothetical space (the reasoner sees only asserted and denied terms); a
 * space that knows P over every scalar fails it, with those facts.
 */
import type { Atom, Reasoner } from '../rules';
import type { SpaceRecord } from './records';
import type { FormulaSearchView, FormulaTerm, SearchField, TermFact } from './contract/discovery';
import { coversField, fieldScalars, hypothesisField, termLinkField } from './discovery-fields';

export function searchSpaces(reasoner: Reasoner, spaces: Iterable<SpaceRecord>, terms: FormulaTerm[], field: SearchField): FormulaSearchView {
  const atoms: Atom[] = terms.flatMap((t) => (t.value === null ? [] : [{ propertyId: t.property.id, field: termLinkField(t.value, field) }]));
  const open = terms.filter((t) => t.value === null).map((t) => t.property.id);
  const considered = [...spaces].filter((space) => coversField(space.field, field));
  const symbols = new Map(considered.map((s) => [s.id, s.symbol]));
  const answer = reasoner.formula('space', hypothesisField(field), atoms, considered.map((s) => s.id));
  const view: FormulaSearchView = { kind: 'space', field, terms, contradiction: answer.contradiction, satisfy: [], fail: [], undecided: [] };
  for (const verdict of answer.verdicts) {
    const space = { id: verdict.subjectId, symbol: symbols.get(verdict.subjectId)! };
    const decided = verdict.verdict === 'fail' ? [] : decidedOpenTerms(reasoner, space.id, open, field);
    if (decided.length > 0) view.fail.push({ space, facts: decided, refutation: null });
    else if (verdict.verdict === 'satisfy') view.satisfy.push({ space, facts: verdict.facts });
    else if (verdict.verdict === 'fail') view.fail.push({ space, facts: verdict.facts, refutation: verdict.refutation });
    else view.undecided.push({ space, facts: verdict.facts, unknown: verdict.unknown });
  }
  return view;
}

/** The facts of the undecided terms the space knows over every scalar of the field (each such term fails). */
function decidedOpenTerms(reasoner: Reasoner, spaceId: number, propertyIds: number[], field: SearchField): TermFact[] {
  const subject = { kind: 'space' as const, id: spaceId };
  const failing: TermFact[] = [];
  for (const propertyId of propertyIds) {
    const facts = fieldScalars(field).map((scalar) => reasoner.fact(subject, propertyId, scalar));
    if (facts.some((f) => f === undefined)) continue;
    for (const f of facts) {
      failing.push({ propertyId, scalar: f!.scalar, value: f!.value, linked: f!.stored, computed: reasoner.isComputed(f!) });
    }
  }
  return failing;
}
