/**
 * Theorem → Datalog rules. Per scalar s over which the theorem applies (every
 * condition's field defines s), one forward rule
 *   holds(c1) ∧ … ∧ holds(cn) ⇒ holds(d1), …, holds(dm)
 * and, per condition ci, one contrapositive rule
 *   (¬d1 ∨ … ∨ ¬dm) ∧ holds(cj for j ≠ i) ⇒ ¬ci
 * whose disjunction ("any one false conclusion suffices") is kept as `anyOf`
 * rather than expanded into m rules: it is triggered by whichever comes first.
 */
import { FIELD_BITS, SCALARS, type LinkField, type Scalar } from './fields';
import { negate } from './literal';
import type { EngineTheorem } from './catalogue';

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
  /**
   * Optional fast path (the engine's): `propertyCode` of the property, kept
   * with it, so compiling an atom is one lookup and a few bit operations.
   */
  code?(propertyId: number): number;
}

/**
 * A property as compile and the stored facts read it: index * 4, plus 1 when
 * its field allows real and 2 when it allows complex (the literal of scalar
 * bit s and value v is then (code & ~3) + 2s + v, see literal.ts); -1 unknown.
 */
export function propertyCode(index: number | undefined, scalars: readonly Scalar[]): number {
  if (index === undefined) return -1;
  return index * 4 + (scalars.includes('REAL') ? 1 : 0) + (scalars.includes('COMPLEX') ? 2 : 0);
}

/**
 * An atom's literals over both scalars, -1 where its field (or its
 * property's) does not define one, written to atomLiterals[at] (real) and
 * [at + 1] (complex). `code` is its property's propertyCode, `bits` its
 * field's FIELD_BITS: plain arithmetic, as a build runs this ~3,500 times
 * mostly in the interpreter.
 */
function putAtomLiterals(code: number, bits: number, at: number): void {
  const base = code & ~3;
  atomLiterals[at] = code >= 0 && (code & 1) !== 0 && (bits & 1) !== 0 ? base + ((bits >> 1) & 1) : -1;
  atomLiterals[at + 1] = code >= 0 && (code & 2) !== 0 && (bits & 4) !== 0 ? base + 2 + ((bits >> 3) & 1) : -1;
}

/** Scratch for putAtomLiterals: per atom (conditions, then conclusions) its real and complex literal. */
let atomLiterals = new Int32Array(64);

/** Shared by every rule without anyOf (and by empty bodies): never written to. */
const NONE: Literals = [];

/**
 * Plain loops and small exact arrays only: a build compiles every theorem
 * once, mostly before V8 has optimized anything, so each call, allocation
 * and callback counts (a typed array costs ~200 bytes of heap, a plain one ~80).
 */
export function compileTheorem(theorem: EngineTheorem, properties: PropertyLookup): Rule[] {
  const rules: Rule[] = [];
  const { conditions, conclusions } = theorem;
  if (conditions.length === 0) return rules;
  const atoms = conditions.length + conclusions.length;
  if (2 * atoms > atomLiterals.length) atomLiterals = new Int32Array(4 * atoms);
  const fast = properties.code !== undefined;
  for (let i = 0; i < atoms; i++) {
    const atom = i < conditions.length ? conditions[i] : conclusions[i - conditions.length];
    const code = fast ? properties.code!(atom.propertyId) : propertyCode(properties.index(atom.propertyId), properties.scalars(atom.propertyId));
    putAtomLiterals(code, FIELD_BITS[atom.field as LinkField], 2 * i);
  }
  for (let s = 0; s < SCALARS.length; s++) {
    const scalar = SCALARS[s];
    let defined = true;
    for (let i = 0; i < conditions.length && defined; i++) defined = atomLiterals[2 * i + s] >= 0;
    if (!defined) continue;
    let headCount = 0;
    for (let i = conditions.length; i < atoms; i++) if (atomLiterals[2 * i + s] >= 0) headCount++;
    if (headCount === 0) continue;
    const body = new Array<number>(conditions.length);
    for (let i = 0; i < conditions.length; i++) body[i] = atomLiterals[2 * i + s];
    const heads = new Array<number>(headCount);
    for (let i = conditions.length, h = 0; i < atoms; i++) if (atomLiterals[2 * i + s] >= 0) heads[h++] = atomLiterals[2 * i + s];
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
