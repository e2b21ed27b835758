/**
 * Which firings derive a fact without using it: the basis of "computed" (a
 * fact with such a firing, stored or not) and of each fact's list of theorems.
 *
 * For every known fact x we compute need(x), the facts that *every* proof of x
 * uses, as the greatest fixpoint of
 *   need(stored s) = {s}
 *   need(derived x) = {x} ∪ ⋂ over the firings of x of ⋃ need(supports)
 * iterated downwards. By induction on proofs this is exactly the intersection
 * over all well-founded proofs, so a firing of x proves x without using x iff
 * no support needs x. Sets are bitsets over the space's facts (a few
 * hundred); the iteration converges in a few passes.
 *
 * Three things keep it cheap (π-Base: 52,000 facts, 132,000 firings, at every
 * load of the facts into DataScript). need(x) holds only facts at x's
 * position or before (its first derivation's supports come earlier), so x's
 * set is its first (x >> 5) + 1 words, and the iteration starts from "every
 * fact up to x". A pass recomputes a fact only when a support's set changed
 * since it was last computed. A firing whose supports all come before x is
 * valid without looking (their sets hold nothing after them). The work is in
 * small functions: V8 optimizes them within the first few spaces of a fresh
 * process, where one large function ran unoptimized for most of the load.
 */
import type { RuleSet } from './rule-set';
import type { Closure } from './closure';

export interface ValidFirings {
  /** Per position in the closure, the valid firings as (rule, anyOf) pairs: those of position i at pairs[2k], pairs[2k + 1] for k from start[i] to start[i + 1]. */
  start: Int32Array;
  pairs: Int32Array;
}

export function validFirings(closure: Closure, rules: RuleSet): ValidFirings {
  const firings = allFirings(closure, rules);
  const need = settleNeeds(closure.storedCount, closure.order.length, firings);
  return validOf(closure.order.length, firings, need);
}

/**
 * Every firing per fact, flattened: firing k of fact i (k from factStart[i])
 * has rule/anyOf at pairs[2k], pairs[2k + 1] and supports (positions)
 * supports[supportStart[k] .. supportStart[k + 1]).
 */
interface Firings { factStart: Int32Array; pairs: Int32Array; supportStart: Int32Array; supports: Int32Array }

/**
 * A contrapositive fires once, on its first known false conclusion; every
 * other known false conclusion is an alternative firing, so the result does
 * not depend on which came first.
 */
function allFirings(closure: Closure, rules: RuleSet): Firings {
  const { order, storedCount, refirings } = closure;
  const size = order.length;
  // literal → position + 1 (0: unknown), for this call only: cheaper than the closure's map for some 130,000 firings.
  let maxLit = 0;
  for (let i = 0; i < size; i++) if (order[i] > maxLit) maxLit = order[i];
  const at = new Int32Array(maxLit + 2);
  for (let i = 0; i < size; i++) at[order[i]] = i + 1;
  const known = (lit: number) => lit >= 0 && lit <= maxLit && at[lit] > 0;
  // Each fact's firings as (fact, rule, anyOf): its first derivation, then its refirings.
  const list: number[] = [];
  const add = (i: number, rule: number, anyOf: number) => {
    const alternatives = rules.rules[rule]!.anyOf;
    if (alternatives.length <= 1) list.push(i, rule, anyOf);
    else for (const a of alternatives) if (known(a)) list.push(i, rule, a);
  };
  for (let i = storedCount; i < size; i++) add(i, closure.rule[i], closure.anyOf[i]);
  for (let r = 0; r < refirings.length; r += 3) add(at[refirings[r]] - 1, refirings[r + 1], refirings[r + 2]);
  const count = list.length / 3;
  const factStart = new Int32Array(size + 1);
  for (let f = 0; f < list.length; f += 3) factStart[list[f] + 1]++;
  for (let i = 0; i < size; i++) factStart[i + 1] += factStart[i];
  // Placed by fact (counting sort), each fact's firings in the order listed.
  const next = factStart.slice(0, size);
  const pairs = new Int32Array(2 * count);
  for (let f = 0; f < list.length; f += 3) {
    const k = next[list[f]]++;
    pairs[2 * k] = list[f + 1];
    pairs[2 * k + 1] = list[f + 2];
  }
  const supportStart = new Int32Array(count + 1);
  for (let k = 0; k < count; k++) supportStart[k + 1] = supportStart[k] + rules.rules[pairs[2 * k]]!.body.length + (pairs[2 * k + 1] >= 0 ? 1 : 0);
  const supports = new Int32Array(supportStart[count]);
  for (let k = 0; k < count; k++) {
    let j = supportStart[k];
    for (const s of rules.rules[pairs[2 * k]]!.body) supports[j++] = at[s] - 1;
    if (pairs[2 * k + 1] >= 0) supports[j] = at[pairs[2 * k + 1]] - 1;
  }
  return { factStart, pairs, supportStart, supports };
}

/** need(i) for every fact, as `words`-word rows: the greatest fixpoint, from "every fact up to i" (stored: {i}). */
function settleNeeds(storedCount: number, size: number, firings: Firings): Uint32Array {
  const words = (size + 31) >>> 5;
  const need = new Uint32Array(size * words);
  for (let i = 0; i < size; i++) {
    const row = i * words;
    if (i >= storedCount) need.fill(0xffffffff, row, row + (i >>> 5));
    need[row + (i >>> 5)] = i < storedCount ? 1 << (i & 31) : (2 ** ((i & 31) + 1) - 1) | 0;
  }
  // Change stamps: a fact is recomputed when a support changed after it was last computed.
  const changedAt = new Int32Array(size);
  const computedAt = new Int32Array(size).fill(-1);
  const meet = new Uint32Array(words);
  let clock = 0;
  for (let changed = true; changed; ) {
    changed = false;
    for (let i = storedCount; i < size; i++) {
      if (!stale(i, firings, changedAt, computedAt)) continue;
      computedAt[i] = clock;
      if (meetFirings(i, firings, need, words, meet)) {
        changedAt[i] = ++clock;
        changed = true;
      }
    }
  }
  return need;
}

/** Whether a support of a firing of i changed after i was last computed. */
function stale(i: number, { factStart, supportStart, supports }: Firings, changedAt: Int32Array, computedAt: Int32Array): boolean {
  const since = computedAt[i];
  if (since < 0) return true;
  const end = supportStart[factStart[i + 1]];
  for (let j = supportStart[factStart[i]]; j < end; j++) if (changedAt[supports[j]] > since) return true;
  return false;
}

/** need(i) recomputed from its firings' supports (words up to i's only: the rest are 0); whether it changed. */
function meetFirings(i: number, { factStart, supportStart, supports }: Firings, need: Uint32Array, words: number, meet: Uint32Array): boolean {
  const width = (i >>> 5) + 1;
  meet.fill(0xffffffff, 0, width);
  for (let k = factStart[i]; k < factStart[i + 1]; k++) {
    const from = supportStart[k];
    const to = supportStart[k + 1];
    for (let w = 0; w < width; w++) {
      let union = 0;
      for (let j = from; j < to; j++) union |= need[supports[j] * words + w];
      meet[w] &= union;
    }
  }
  meet[i >>> 5] |= 1 << (i & 31);
  const row = i * words;
  let differs = false;
  for (let w = 0; w < width; w++) {
    if (need[row + w] !== meet[w]) {
      need[row + w] = meet[w];
      differs = true;
    }
  }
  return differs;
}

/** The firings of each fact none of whose supports needs it. */
function validOf(size: number, { factStart, pairs, supportStart, supports }: Firings, need: Uint32Array): ValidFirings {
  const words = (size + 31) >>> 5;
  const start = new Int32Array(size + 1);
  const valid: number[] = [];
  for (let i = 0; i < size; i++) {
    start[i] = valid.length >> 1;
    const word = i >>> 5;
    const bit = 1 << (i & 31);
    for (let k = factStart[i]; k < factStart[i + 1]; k++) {
      let uses = false;
      for (let j = supportStart[k]; j < supportStart[k + 1] && !uses; j++) uses = supports[j] >= i && (need[supports[j] * words + word] & bit) !== 0;
      if (!uses) valid.push(pairs[2 * k], pairs[2 * k + 1]);
    }
  }
  start[size] = valid.length >> 1;
  return { start, pairs: Int32Array.from(valid) };
}
