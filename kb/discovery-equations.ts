/**
 * A formula over the differential equations: a conjunction of equation
 * properties, each had or lacked. There are no theorems between equation
 * properties, so an equation satisfies the formula when its stored links
 * say so term by term, fails it when one link contradicts a term, and is
 * undecided otherwise; the formula itself is impossible only when it asks
 * for a property two ways. An undecided term (`?P`) holds while no link says
 * either way, and fails once one does.
 */
import type { EquationFormulaView, FormulaTerm } from './contract/discovery';

export interface EquationRecord { id: number; name: string }
/** A stored link: whether the equation has the property. */
export interface EquationLinkRecord { equationId: number; propertyId: number; hasProperty: boolean }

export function searchEquations(equations: EquationRecord[], links: EquationLinkRecord[], terms: FormulaTerm[]): EquationFormulaView {
  const twice = terms.find((t) => terms.some((u) => u.property.id === t.property.id && u.value !== t.value));
  const view: EquationFormulaView = { kind: 'equation', terms, contradiction: twice ? { property: twice.property } : null, satisfy: [], fail: [], undecided: [] };
  if (twice) return view;
  const has = new Map<string, boolean>();
  for (const l of links) has.set(`${l.equationId}:${l.propertyId}`, l.hasProperty);
  for (const e of [...equations].sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id)) {
    const equation = { id: e.id, name: e.name };
    const known = (t: FormulaTerm) => has.get(`${e.id}:${t.property.id}`);
    const failing = terms.filter((t) => (t.value === null ? known(t) !== undefined : known(t) === !t.value));
    const unknown = terms.filter((t) => t.value !== null && known(t) === undefined).map((t) => t.property);
    if (failing.length > 0) view.fail.push({ equation, failing });
    else if (unknown.length > 0) view.undecided.push({ equation, unknown });
    else view.satisfy.push({ equation });
  }
  return view;
}
