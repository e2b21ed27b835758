/**
 * A fact's derivations as the views need them: whether it is computed, the
 * theorems computing it, and a firing to show as its proof. Derived facts are
 * proved through their first derivation (whose supports are all earlier, so
 * the proof cannot use the fact). A stored fact that is also computed is
 * proved in the closure of the space with that fact blocked, where first
 * derivations cannot use it either.
 */
import { firingSupports, firstProofUses } from './derivation';
import type { RuleSet } from './rule-set';
import { closeFacts, type ClosureScratch, type Closure } from './closure';
import type { ValidFirings } from './valid-firings';

/** A rule firing that derives the fact, read against `closure`'s first derivations. */
export interface Firing { closure: Closure; rule: number; anyOf: number }

export interface FactDerivations {
  computed: boolean;
  /** Every theorem with a derivation of the fact that does not use it, ascending. */
  theoremIds: number[];
}

export function factDerivations(closure: Closure, valid: ValidFirings, rules: RuleSet, lit: number): FactDerivations {
  const position = closure.positionOf(lit);
  const theoremIds = position === undefined ? [] : computingTheorems(valid, rules, position);
  return { computed: theoremIds.length > 0, theoremIds };
}

/** The theorems of a fact's valid firings (by its position), distinct and ascending. */
export function computingTheorems(valid: ValidFirings, rules: RuleSet, position: number): number[] {
  const { start, pairs } = valid;
  const out: number[] = [];
  for (let k = start[position]; k < start[position + 1]; k++) out.push(rules.rules[pairs[2 * k]]!.theoremId);
  if (out.length < 2) return out;
  out.sort((a, b) => a - b);
  let n = 1;
  for (let i = 1; i < out.length; i++) if (out[i] !== out[n - 1]) out[n++] = out[i];
  out.length = n;
  return out;
}

/**
 * The same answer for one fact without analysing the whole space (what a link
 * page needs): the first derivation is valid; a refiring whose supports' first
 * proofs avoid the fact is valid; if any refiring is left undecided, the exact
 * answer comes from the space closed with the fact blocked.
 */
export function literalDerivations(closure: Closure, rules: RuleSet, stored: ArrayLike<number>, scratch: ClosureScratch, lit: number): FactDerivations {
  const position = closure.positionOf(lit);
  if (position === undefined) return { computed: false, theoremIds: [] };
  const theoremIds = new Set<number>();
  if (position >= closure.storedCount) theoremIds.add(rules.rules[closure.rule[position]]!.theoremId);
  const memo = new Map<number, boolean>();
  let undecided = false;
  for (let i = 0; i < closure.refirings.length && !undecided; i += 3) {
    if (closure.refirings[i] !== lit) continue;
    const supports = firingSupports(rules, closure.refirings[i + 1], closure.refirings[i + 2]);
    if (supports.some((s) => firstProofUses(closure, rules, s, lit, memo))) undecided = true;
    else theoremIds.add(rules.rules[closure.refirings[i + 1]]!.theoremId);
  }
  if (undecided) {
    theoremIds.clear();
    const without = closeFacts(stored, rules, scratch, lit);
    for (let i = 0; i < without.refirings.length; i += 3) if (without.refirings[i] === lit) theoremIds.add(rules.rules[without.refirings[i + 1]]!.theoremId);
  }
  return { computed: theoremIds.size > 0, theoremIds: [...theoremIds].sort((a, b) => a - b) };
}

/** The firing to show as the fact's proof, or null when it is not computed. */
export function proofFiring(closure: Closure, rules: RuleSet, stored: ArrayLike<number>, scratch: ClosureScratch, lit: number): Firing | null {
  const position = closure.positionOf(lit);
  if (position === undefined) return null;
  if (position >= closure.storedCount) return { closure, rule: closure.rule[position], anyOf: closure.anyOf[position] };
  const without = closeFacts(stored, rules, scratch, lit);
  for (let i = 0; i < without.refirings.length; i += 3) {
    if (without.refirings[i] === lit) return { closure: without, rule: without.refirings[i + 1], anyOf: without.refirings[i + 2] };
  }
  return null;
}
