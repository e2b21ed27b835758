/**
 * Whether one stored fact is also computed, without analysing the whole
 * space: no rule re-derives it → no; a re-derivation whose supports' first
 * proofs avoid it → yes; otherwise the exact test: close the space with the
 * fact blocked and see whether a rule still derives it.
 */
import { firingSupports, firstProofUses } from './derivation';
import type { RuleSet } from './rule-set';
import { closeFacts, type ClosureScratch, type Closure } from './closure';

export function storedFactComputed(closure: Closure, rules: RuleSet, stored: ArrayLike<number>, scratch: ClosureScratch, lit: number): boolean {
  const memo = new Map<number, boolean>();
  let rederived = false;
  for (let i = 0; i < closure.refirings.length; i += 3) {
    if (closure.refirings[i] !== lit) continue;
    rederived = true;
    const supports = firingSupports(rules, closure.refirings[i + 1], closure.refirings[i + 2]);
    if (!supports.some((s) => firstProofUses(closure, rules, s, lit, memo))) return true;
  }
  if (!rederived) return false;
  const without = closeFacts(stored, rules, scratch, lit);
  for (let i = 0; i < without.refirings.length; i += 3) if (without.refirings[i] === lit) return true;
  return false;
}
