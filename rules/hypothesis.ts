/**
 * The hypothetical closure: what the theorems say about a space described only
 * by some has/lacks facts, without a stored space. The facts are theorem atoms
 * (a property and a link field: its real and complex components), assumed for
 * a space of a given item field; they are closed by the engine's own closure
 * (closure.ts) under the current rules, with first derivations as
 * proofs (proof.ts) and the first contradiction, if any.
 *
 * One primitive for several questions: "no space can satisfy this formula"
 * (the closure is contradictory), "P implies Q" (Q is in the closure of {P}),
 * "can this space satisfy the formula" (the closure of the space's stored
 * facts plus the formula), "is this theorem redundant" (its conclusions are in
 * the closure of its conditions under the other theorems' rules).
 */
import type { EngineAtom } from './catalogue';
import type { PropertyLookup } from './compile';
import { fieldPair, itemScalars, type ItemField } from './fields';
import type { Firing } from './fact-derivations';
import { literal, negate } from './literal';
import { buildProof, type ProofStep } from './proof';
import type { RuleMask, RuleSet } from './rule-set';
import { closeFacts, type ClosureScratch, type Closure } from './closure';

/**
 * A literal known both ways: `lit` forced by `firing` (null when it was
 * assumed), while `negate(lit)` was known before it (assumed, a base fact, or
 * derived earlier).
 */
export interface HypothesisConflict {
  lit: number;
  firing: Firing | null;
}

export interface HypothesisInput {
  /** The item field of the hypothetical space: only its scalars are assumed. */
  field: ItemField;
  /** The facts assumed, as theorem atoms; components outside the field or the property's field are dropped. */
  atoms: readonly EngineAtom[];
  /** Facts already known (e.g. a stored space's facts), closed together with the assumption. */
  base?: ArrayLike<number>;
}

export class HypotheticalClosure {
  /** The assumed literals that are not base facts: the leaves a proof calls "assumed". */
  private readonly assumedOnly: Set<number>;

  constructor(
    readonly rules: RuleSet,
    readonly closure: Closure,
    /** The literals assumed, in the atoms' order (without the base). */
    readonly assumed: Int32Array,
    /** The first contradiction, or null when the facts are consistent with the theorems (as far as the closure sees). */
    readonly conflict: HypothesisConflict | null,
    base: ArrayLike<number> = [],
  ) {
    this.assumedOnly = new Set(assumed);
    for (let i = 0; i < base.length; i++) this.assumedOnly.delete(base[i]);
  }

  get consistent(): boolean {
    return this.conflict === null;
  }

  /** true / false when the literal or its negation is known, undefined when neither is. */
  value(lit: number): boolean | undefined {
    if (this.closure.positionOf(lit) !== undefined) return true;
    if (this.closure.positionOf(negate(lit)) !== undefined) return false;
    return undefined;
  }

  /** Whether the literal is part of the assumption (and not already a base fact). */
  isAssumed(lit: number): boolean {
    return this.assumedOnly.has(lit);
  }

  /** Known literals derived by a theorem (neither assumed nor base), in the order they became known. */
  derived(): Int32Array {
    return this.closure.order.subarray(this.closure.storedCount);
  }

  /** The proof of a known literal through first derivations (a leaf when assumed or a base fact); null when unknown. */
  proof(lit: number): ProofStep | null {
    const position = this.closure.positionOf(lit);
    if (position === undefined) return null;
    if (position < this.closure.storedCount) return { lit, theoremId: null, direction: null, supports: [] };
    return buildProof(this.rules, lit, { closure: this.closure, rule: this.closure.rule[position], anyOf: this.closure.anyOf[position] });
  }

  /** The two sides of the first contradiction: a proof of `lit` and one of its negation; null when consistent. */
  conflictProofs(): { holds: ProofStep; fails: ProofStep } | null {
    const conflict = this.conflict;
    if (!conflict) return null;
    const forced = conflict.firing
      ? buildProof(this.rules, conflict.lit, conflict.firing)
      : { lit: conflict.lit, theoremId: null, direction: null, supports: [] };
    const known = this.proof(negate(conflict.lit))!;
    return (conflict.lit & 1) === 1 ? { holds: forced, fails: known } : { holds: known, fails: forced };
  }
}

/** The literals an atom contributes for a space of `field`: its defined components over the scalars both allow. */
export function atomLiterals(atom: EngineAtom, field: ItemField, properties: PropertyLookup): number[] {
  const index = properties.index(atom.propertyId);
  if (index === undefined) return [];
  const pair = fieldPair(atom.field);
  const allowed = properties.scalars(atom.propertyId);
  const lits: number[] = [];
  for (const scalar of itemScalars(field)) {
    const component = pair[scalar];
    if (component !== undefined && allowed.includes(scalar)) lits.push(literal(index, scalar, component));
  }
  return lits;
}

/** Closes the assumed atoms (with the base facts, if any) under `rules`. */
export function closeHypothesis(input: HypothesisInput, rules: RuleSet, properties: PropertyLookup, scratch: ClosureScratch): HypotheticalClosure {
  const assumed = input.atoms.flatMap((atom) => atomLiterals(atom, input.field, properties));
  return closeAssumed(assumed, rules, scratch, input.base);
}

/** Closes assumed literals (after the base facts, if any) under `rules`, the `silenced` ones never firing. */
export function closeAssumed(assumed: ArrayLike<number>, rules: RuleSet, scratch: ClosureScratch, base: ArrayLike<number> = [], silenced: RuleMask | null = null): HypotheticalClosure {
  const stored = new Int32Array(base.length + assumed.length);
  for (let i = 0; i < base.length; i++) stored[i] = base[i];
  for (let i = 0; i < assumed.length; i++) stored[base.length + i] = assumed[i];
  const closure = closeFacts(stored, rules, scratch, -1, silenced);
  return new HypotheticalClosure(rules, closure, Int32Array.from(assumed), firstConflict(closure, stored), base);
}

/**
 * The first contradiction: among the starting facts (closeFacts keeps the first
 * of a literal and its negation), else the first rule that forced a literal
 * whose negation was known.
 */
function firstConflict(closure: Closure, stored: ArrayLike<number>): HypothesisConflict | null {
  for (let i = 0; i < stored.length; i++) {
    const lit = stored[i];
    if (closure.positionOf(lit) === undefined) return { lit, firing: null };
  }
  if (closure.conflicts.length === 0) return null;
  return { lit: closure.conflicts[0], firing: { closure, rule: closure.conflicts[1], anyOf: closure.conflicts[2] } };
}
