/**
 * Reading derivations back out of a space closure: the supporting facts of a
 * rule firing, and whether a fact's first proof rests on a given fact.
 */
import type { RuleSet } from './rule-set';
import type { Closure } from './closure';

/** The facts a firing of `rule` used: its body, plus the false conclusion of a contrapositive. */
export function firingSupports(rules: RuleSet, rule: number, anyOf: number): number[] {
  const supports = Array.from(rules.rules[rule]!.body);
  if (anyOf >= 0) supports.push(anyOf);
  return supports;
}

/** The supports of the fact at `position` in the closure (empty for a stored fact). */
export function supportsAt(closure: Closure, rules: RuleSet, position: number): number[] {
  const rule = closure.rule[position];
  return rule < 0 ? [] : firingSupports(rules, rule, closure.anyOf[position]);
}

/**
 * Whether the first proof of `lit` uses `target`. First proofs only use facts
 * known earlier, so anything known before `target` cannot use it; `memo`
 * shares the answers across the supports of one question.
 */
export function firstProofUses(
  closure: Closure,
  rules: RuleSet,
  lit: number,
  target: number,
  memo: Map<number, boolean>,
): boolean {
  if (lit === target) return true;
  const position = closure.positionOf(lit);
  if (position === undefined || position < closure.storedCount) return false;
  const targetPosition = closure.positionOf(target);
  if (targetPosition !== undefined && targetPosition >= closure.storedCount && position < targetPosition) return false;
  const cached = memo.get(lit);
  if (cached !== undefined) return cached;
  memo.set(lit, false);
  const uses = supportsAt(closure, rules, position).some((s) => firstProofUses(closure, rules, s, target, memo));
  memo.set(lit, uses);
  return uses;
}
