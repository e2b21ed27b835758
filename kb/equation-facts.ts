/**
 * The equations' facts as DataScript entities (:equation-fact/*, held for
 * readers' queries by difference: datalog/query-entities.ts) and what the
 * equations' formula search reads of them. The rows come from the equation
 * reasoner (every fact, stored and derived, its first theorem and every
 * theorem computing it); the search's lookup of what an equation knows of a
 * term reads the entities back, one :equation-fact/property index slice per
 * term, so the search's facts are DataScript's. The hypothesis itself
 * (whether the theorems forbid the formula, a refutation) stays the
 * reasoner's, as for the spaces (kb/property-facts.ts).
 */
import * as d from 'datascript';
import type { Reasoner, TermFact, TermLookup } from '../rules';
import type { EquationFactRow } from './datalog/query-entities';

const equation = (id: number) => ({ kind: 'equation' as const, id });

/** Every equation's facts, stored and derived, with the theorem that first derived each and every theorem computing it. */
export function equationFactRows(reasoner: Reasoner): EquationFactRow[] {
  const rows: EquationFactRow[] = [];
  for (const id of reasoner.subjects('equation')) {
    const all = reasoner.allDerivations(equation(id));
    reasoner.firstDerivations(equation(id)).forEach(({ fact, theoremId }, i) => {
      rows.push({ equationId: id, propertyId: fact.propertyId, value: fact.value, linked: fact.stored, theoremId, computedBy: all[i].derivations.theoremIds });
    });
  }
  return rows;
}

/**
 * What an equation knows of a term, read from the equation fact entities of
 * `db` (equations have no scalar: their facts are over REAL). A fact is
 * linked when stored, computed when derived or when some theorem computes it
 * too (:equation-fact/computed-by). Each property's slice is read once per
 * lookup (one formula search).
 */
export function equationTermLookup(db: d.Db): TermLookup {
  const byProperty = new Map<number, Map<number, TermFact>>();
  return (equationId, propertyId, scalar) => {
    if (scalar !== 'REAL') return undefined;
    let facts = byProperty.get(propertyId);
    if (!facts) byProperty.set(propertyId, (facts = propertyFacts(db, propertyId)));
    return facts.get(equationId);
  };
}

/** The facts of one equation property, by equation. */
function propertyFacts(db: d.Db, propertyId: number): Map<number, TermFact> {
  const out = new Map<number, TermFact>();
  for (const { e } of d.datoms(db, ':avet', ':equation-fact/property', propertyId)) {
    let equationId: number | undefined;
    let value = false;
    let linked = false;
    let computedBy = 0;
    for (const datom of d.datoms(db, ':eavt', e)) {
      if (datom.a === ':equation-fact/equation') equationId = datom.v as number;
      else if (datom.a === ':equation-fact/value') value = datom.v as boolean;
      else if (datom.a === ':equation-fact/linked') linked = datom.v as boolean;
      else if (datom.a === ':equation-fact/computed-by') computedBy++;
    }
    if (equationId !== undefined) out.set(equationId, { propertyId, scalar: 'REAL', value, linked, computed: !linked || computedBy > 0 });
  }
  return out;
}
