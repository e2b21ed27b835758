/**
 * Theorem → Datalog rules. Per scalar s over which the theorem applies (every
 * condition's field defines s), one forward rule
 *   holds(c1) ∧ … ∧ holds(cn) ⇒ holds(d1), …, holds(dm)
 * and, per condition ci, one contrapositive rule
 *   (¬d1 ∨ … ∨ ¬dm) ∧ holds(cj for j ≠ i) ⇒ ¬ci
 * whose disjunction ("any one false conclusion suffices") is kept as `anyOf`
 * rather than expanded into m rules: it is triggered by whichever comes first.
 */
import { SCALARS, fieldPair, type LinkField, type Scalar } from './fields';
import { literal, negate } from './literal';
import type { EngineAtom, EngineTheorem } from './catalogue';

export const FORWARD = 0;
export const CONTRAPOSITIVE = 1;
export type Direction = typeof FORWARD | typeof CONTRAPOSITIVE;

export interface Rule {
  theoremId: number;
  direction: Direction;
  scalar: Scalar;
  /** Literals that must all be known. */
  body: Int32Array;
  /** Literals of which one must be known (contrapositive only; empty otherwise). */
  anyOf: Int32Array;
  /** Literals the rule concludes. */
  heads: Int32Array;
}

/** How the compiler sees a property: its dense index and the scalars its field allows. */
export interface PropertyLookup {
  index(propertyId: number): number | undefined;
  scalars(propertyId: number): readonly Scalar[];
}

/** The literal an atom contributes over a scalar, or null when its field (or its property's) does not define it. */
function atomLiteral(atom: EngineAtom, scalar: Scalar, properties: PropertyLookup): number | null {
  const index = properties.index(atom.propertyId);
  if (index === undefined || !properties.scalars(atom.propertyId).includes(scalar)) return null;
  const component = fieldPair(atom.field as LinkField)[scalar];
  return component === undefined ? null : literal(index, scalar, component);
}

export function compileTheorem(theorem: EngineTheorem, properties: PropertyLookup): Rule[] {
  const rules: Rule[] = [];
  for (const scalar of SCALARS) {
    const conditions = theorem.conditions.map((a) => atomLiteral(a, scalar, properties));
    if (conditions.length === 0 || conditions.some((c) => c === null)) continue;
    const conclusions = theorem.conclusions
      .map((a) => atomLiteral(a, scalar, properties))
      .filter((c): c is number => c !== null);
    if (conclusions.length === 0) continue;
    const body = conditions as number[];
    rules.push({
      theoremId: theorem.id,
      direction: FORWARD,
      scalar,
      body: Int32Array.from(body),
      anyOf: new Int32Array(0),
      heads: Int32Array.from(conclusions),
    });
    const falseConclusions = Int32Array.from(conclusions.map(negate));
    body.forEach((condition, i) => {
      rules.push({
        theoremId: theorem.id,
        direction: CONTRAPOSITIVE,
        scalar,
        body: Int32Array.from(body.filter((_, j) => j !== i)),
        anyOf: falseConclusions,
        heads: Int32Array.of(negate(condition)),
      });
    });
  }
  return rules;
}
