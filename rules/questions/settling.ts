/**
 * What settling an open question would bring: for a space's closure and a
 * literal it does not know, how many further facts would follow were that
 * literal known too, or that it would contradict the theorems.
 *
 * The closure is a fixpoint, so adding one literal only wakes the rules that
 * literal (and what it derives) triggers: the answer is a small propagation
 * from the closure's known facts, not a new closure. Equal, by monotonicity,
 * to closing the stored facts plus the literal afresh (the tests check that).
 */
import { negate } from '../literal';
import type { RuleSet } from '../rule-set';
import type { Closure } from '../closure';

/** The answer for a literal whose addition forces a fact against a known one. */
export const CONTRADICTS = -1;

/** Reusable marks over literals: 1 known in the closure, 2 added by the current propagation. */
export class SettlingScratch {
  marks = new Uint8Array(0);

  fit(literals: number): void {
    if (this.marks.length < literals) this.marks = new Uint8Array(Math.max(literals, this.marks.length * 2));
  }
}

/**
 * For each candidate literal (unknown in `closure`, as is its negation): the
 * number of facts besides it that would follow, or CONTRADICTS.
 */
export function settlingCounts(closure: Closure, rules: RuleSet, candidates: ArrayLike<number>, scratch: SettlingScratch): Int32Array {
  let bound = rules.literalBound;
  for (let i = 0; i < closure.order.length; i++) bound = Math.max(bound, closure.order[i] + 1);
  for (let i = 0; i < candidates.length; i++) bound = Math.max(bound, candidates[i] + 1);
  scratch.fit((bound | 1) + 1);
  const marks = scratch.marks;
  for (let i = 0; i < closure.order.length; i++) marks[closure.order[i]] = 1;
  const counts = new Int32Array(candidates.length);
  const added: number[] = [];
  for (let c = 0; c < candidates.length; c++) {
    added.length = 0;
    counts[c] = propagate(candidates[c], rules, marks, added);
    for (const lit of added) marks[lit] = 0;
  }
  for (let i = 0; i < closure.order.length; i++) marks[closure.order[i]] = 0;
  return counts;
}

/** Marks `start` and what follows from it; returns the count of facts besides `start`, or CONTRADICTS. */
function propagate(start: number, rules: RuleSet, marks: Uint8Array, added: number[]): number {
  if (marks[start] !== 0 || marks[negate(start)] !== 0) throw new Error(`literal ${start} is already settled`);
  marks[start] = 2;
  added.push(start);
  const known = (lit: number) => marks[lit] !== 0;
  for (let next = 0; next < added.length; next++) {
    const wakes = rules.triggers[added[next]];
    if (wakes === undefined) continue;
    for (const wake of wakes) {
      const rule = rules.rules[wake >> 1]!;
      if (!rule.body.every(known)) continue;
      if (rule.anyOf.length > 0 && !rule.anyOf.some(known)) continue;
      for (const head of rule.heads) {
        if (marks[head] !== 0) continue;
        if (marks[negate(head)] !== 0) return CONTRADICTS;
        marks[head] = 2;
        added.push(head);
      }
    }
  }
  return added.length - 1;
}
