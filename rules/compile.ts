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

/** A rule's literals: plain arrays, which cost a build less than typed ones (a third of the memory each). */
export type Literals = readonly number[];

export interface Rule {
  theoremId: number;
  direction: Direction;
  scalar: Scalar;
  /** Literals that must all be known. */
  body: Literals;
  /** Literals of which one must be known (contrapositive only; empty otherwise). */
  anyOf: Literals;
  /** Literals the rule concludes. */
  heads: Literals;
}

/** How the compiler sees a property: its dense index and the scalars its field allows. */
export interface PropertyLookup {
  index(propertyId: number): number | undefined;
  scalars(propertyId: number): readonly Scalar[];
}

/** The literal an atom contributes over a scalar, or -1 when its field (or its property's) does not define it. */
function atomLiteral(atom: EngineAtom, scalar: Scalar, properties: PropertyLookup): number {
  const index = properties.index(atom.propertyId);
  if (index === undefined || !properties.scalars(atom.propertyId).includes(scalar)) return -1;
  const component = fieldPair(atom.field as LinkField)[scalar];
  return component === undefined ? -1 : literal(index, scalar, component);
}

/** Shared by every rule without anyOf (and by empty bodies): never written to. */
const NONE: Literals = [];

/**
 * Plain loops and small exact arrays only: a build compiles every theorem
 * once, mostly before V8 has optimized anything, so each allocation and
 * callback counts (a typed array costs ~200 bytes of heap, a plain one ~80).
 */
export function compileTheorem(theorem: EngineTheorem, properties: PropertyLookup): Rule[] {
  const rules: Rule[] = [];
  const { conditions, conclusions } = theorem;
  if (conditions.length === 0) return rules;
  for (let s = 0; s < SCALARS.length; s++) {
    const scalar = SCALARS[s];
    const body = new Array<number>(conditions.length);
    let defined = true;
    for (let i = 0; i < conditions.length && defined; i++) defined = (body[i] = atomLiteral(conditions[i], scalar, properties)) >= 0;
    if (!defined) continue;
    let headCount = 0;
    const heads = new Array<number>(conclusions.length);
    for (let i = 0; i < conclusions.length; i++) {
      const lit = atomLiteral(conclusions[i], scalar, properties);
      if (lit >= 0) heads[headCount++] = lit;
    }
    if (headCount === 0) continue;
    heads.length = headCount;
    rules.push({ theoremId: theorem.id, direction: FORWARD, scalar, body, anyOf: NONE, heads });
    const falseConclusions = new Array<number>(headCount);
    for (let i = 0; i < headCount; i++) falseConclusions[i] = negate(heads[i]);
    for (let i = 0; i < body.length; i++) {
      let others = NONE;
      if (body.length > 1) {
        const rest = new Array<number>(body.length - 1);
        for (let j = 0, k = 0; j < body.length; j++) if (j !== i) rest[k++] = body[j];
        others = rest;
      }
      rules.push({ theoremId: theorem.id, direction: CONTRAPOSITIVE, scalar, body: others, anyOf: falseConclusions, heads: [negate(body[i])] });
    }
  }
  return rules;
}
