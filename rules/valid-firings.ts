/**
 * Which firings derive a fact without using it: the basis of "computed" (a
 * fact with such a firing, stored or not) and of each fact's list of theorems.
 *
 * For every known fact x we compute need(x), the facts that *every* proof of x
 * uses, as the greatest fixpoint of
 *   need(stored s) = {s}
 *   need(derived x) = {x} ∪ ⋂ over the firings of x of ⋃ need(supports)
 * iterated downwards from "all facts" (a firing whose supports have no proof
 * yet constrains nothing). By induction on proofs this is exactly the
 * intersection over all well-founded proofs, so a firing of x proves x without
 * using x iff no support needs x. Sets are bitsets over the space's facts
 * (a few hundred); the iteration converges in a few passes.
 */
import type { RuleSet } from './rule-set';
import type { Closure } from './closure';

export interface ValidFirings {
  /** Per position in the closure: the valid firings as (rule, anyOf) pairs. */
  firings: Int32Array[];
}

export function validFirings(closure: Closure, rules: RuleSet): ValidFirings {
  const { order, storedCount, position, refirings } = closure;
  const size = order.length;
  const words = (size + 31) >>> 5;

  // All firings per fact, flattened: firing k of fact i has rule/anyOf at
  // pairs[2k], pairs[2k+1] and supports[supportStart[k] .. supportStart[k+1]).
  // A contrapositive fires once, on its first known false conclusion; every
  // other known false conclusion is an alternative firing, so the result does
  // not depend on which came first.
  const byFact: number[][] = Array.from({ length: size }, () => []);
  const add = (i: number, rule: number, anyOf: number) => {
    const alternatives = rules.rules[rule]!.anyOf;
    if (alternatives.length <= 1) byFact[i].push(rule, anyOf);
    else for (const a of alternatives) if (position.has(a)) byFact[i].push(rule, a);
  };
  for (let i = storedCount; i < size; i++) add(i, closure.rule[i], closure.anyOf[i]);
  for (let i = 0; i < refirings.length; i += 3) add(position.get(refirings[i])!, refirings[i + 1], refirings[i + 2]);
  const factStart = new Int32Array(size + 1);
  const pairs: number[] = [];
  const supportStart: number[] = [0];
  const supports: number[] = [];
  for (let i = 0; i < size; i++) {
    factStart[i] = pairs.length >> 1;
    const list = byFact[i];
    for (let f = 0; f < list.length; f += 2) {
      pairs.push(list[f], list[f + 1]);
      for (const s of rules.rules[list[f]]!.body) supports.push(position.get(s)!);
      if (list[f + 1] >= 0) supports.push(position.get(list[f + 1])!);
      supportStart.push(supports.length);
    }
  }
  factStart[size] = pairs.length >> 1;

  const need = new Uint32Array(size * words).fill(0xffffffff);
  for (let i = 0; i < storedCount; i++) {
    need.fill(0, i * words, (i + 1) * words);
    need[i * words + (i >>> 5)] = 1 << (i & 31);
  }
  const union = new Uint32Array(words);
  const meet = new Uint32Array(words);
  const unionOf = (k: number) => {
    union.fill(0);
    for (let j = supportStart[k]; j < supportStart[k + 1]; j++) {
      const base = supports[j] * words;
      for (let w = 0; w < words; w++) union[w] |= need[base + w];
    }
  };
  for (let changed = true; changed; ) {
    changed = false;
    for (let i = storedCount; i < size; i++) {
      meet.fill(0xffffffff);
      for (let k = factStart[i]; k < factStart[i + 1]; k++) {
        unionOf(k);
        for (let w = 0; w < words; w++) meet[w] &= union[w];
      }
      meet[i >>> 5] |= 1 << (i & 31);
      for (let w = 0; w < words; w++) {
        if (need[i * words + w] !== meet[w]) {
          need[i * words + w] = meet[w];
          changed = true;
        }
      }
    }
  }

  const firings: Int32Array[] = [];
  for (let i = 0; i < size; i++) {
    const valid: number[] = [];
    for (let k = factStart[i]; k < factStart[i + 1]; k++) {
      unionOf(k);
      if ((union[i >>> 5] & (1 << (i & 31))) === 0) valid.push(pairs[2 * k], pairs[2 * k + 1]);
    }
    firings.push(Int32Array.from(valid));
  }
  return { firings };
}
