/**
 * Updating one space's closure when theorems change, instead of re-closing it:
 * - `extendClosure` (theorem added): the old closure is a fixpoint of the old
 *   rules, so only the new rules ready on it can start anything new;
 * - `retractRules` (theorem deleted), delete-and-rederive: a fact whose first
 *   derivation is lost takes another recorded firing on earlier facts if it
 *   has one; the others are deleted with what rests on them, re-derived when
 *   a firing on what remains still derives them, and the closure continues.
 * Both return the new closure and the literals that appeared or disappeared,
 * or null when nothing changed at all.
 */
import { appended, ClosureBuilder } from './closure-builder';
import { negate } from './literal';
import type { Literals } from './compile';
import type { RuleMask, RuleSet } from './rule-set';
import type { Closure } from './closure';

export interface ClosureUpdate { closure: Closure; changed: number[] }

export function extendClosure(closure: Closure, rules: RuleSet, newRules: readonly number[]): ClosureUpdate | null {
  const known = (l: number) => closure.has(l);
  const ready: [number, number][] = [];
  for (const n of newRules) {
    const rule = rules.rules[n]!;
    if (!rule.body.every(known)) continue;
    const anyOf = rule.anyOf.length === 0 ? -1 : earliest(closure, rule.anyOf);
    if (rule.anyOf.length === 0 || anyOf >= 0) ready.push([n, anyOf]);
  }
  if (ready.length === 0) return null;
  // Most often every head is already known: only records are added, and the
  // fact arrays are shared with the old closure.
  const newFacts = ready.some(([n]) => rules.rules[n]!.heads.some((h) => !known(h) && !known(negate(h))));
  if (!newFacts) {
    const refirings: number[] = [];
    const conflicts: number[] = [];
    for (const [n, anyOf] of ready) {
      for (const h of rules.rules[n]!.heads) (known(h) ? refirings : conflicts).push(h, n, anyOf);
    }
    return {
      closure: closure.withRecords({ refirings: appended(closure.refirings, refirings), conflicts: conflicts.length ? appended(closure.conflicts, conflicts) : undefined }),
      changed: [],
    };
  }
  const builder = ClosureBuilder.extending(closure, rules.literalBound);
  for (const [n, anyOf] of ready) builder.fire(rules, n, anyOf);
  const isNew = new Set(newRules);
  builder.continueFrom(rules, builder.baseLength, (n) => isNew.has(n));
  return { closure: builder.finish(), changed: builder.order.slice(builder.baseLength) };
}

/** The earliest known literal of a list, -1 when none is known. */
function earliest(closure: Closure, lits: Literals): number {
  let best = -1;
  let bestPosition = Infinity;
  for (const lit of lits) {
    const p = closure.positionOf(lit);
    if (p !== undefined && p < bestPosition) [best, bestPosition] = [lit, p];
  }
  return best;
}

/** literal → position + 1 in the closure being retracted (0: unknown), cleared after each use. */
let positionScratch = new Int32Array(0);
/** literal → its first refiring's index (+1), for the refiring lists built on demand. */
let refiringHeadScratch = new Int32Array(0);

/** rule → 1 when it has a deleted literal in its body or anyOf (cleared by the caller). */
let taintedScratch = new Uint8Array(0);

function taintedRules(rules: RuleSet, closure: Closure, deleted: Uint8Array): Uint8Array {
  if (taintedScratch.length < rules.size) taintedScratch = new Uint8Array(Math.max(rules.size, taintedScratch.length * 2));
  for (let i = 0; i < deleted.length; i++) if (deleted[i] === 1) for (const t of rules.triggers[closure.order[i]] ?? []) taintedScratch[t >> 1] = 1;
  return taintedScratch;
}

/**
 * `removed`: the rule numbers of the deleted theorem, already gone from `rules`.
 * A fact whose first derivation is lost keeps its place when another recorded
 * firing derives it from facts known before it (its first derivation is
 * swapped); only facts with no such firing are deleted, and re-derived below.
 * This runs in every space where the theorem fired (hundreds for a basic
 * theorem), so lookups go through typed scratch arrays, not maps.
 */
export function retractRules(closure: Closure, rules: RuleSet, removed: RuleMask): ClosureUpdate | null {
  let bound = rules.literalBound;
  for (let i = 0; i < closure.order.length; i++) bound = Math.max(bound, closure.order[i] + 1);
  if (positionScratch.length < bound) {
    positionScratch = new Int32Array(Math.max(bound, positionScratch.length * 2));
    refiringHeadScratch = new Int32Array(positionScratch.length);
  }
  const positions = positionScratch;
  for (let i = 0; i < closure.order.length; i++) positions[closure.order[i]] = i + 1;
  try {
    return retractWith(closure, rules, removed, positions);
  } finally {
    for (let i = 0; i < closure.order.length; i++) positions[closure.order[i]] = 0;
  }
}

function retractWith(closure: Closure, rules: RuleSet, removed: RuleMask, positions: Int32Array): ClosureUpdate | null {
  const size = closure.order.length;
  const { refirings } = closure;
  const count = refirings.length / 3;
  const deleted = new Uint8Array(size);
  let rule = closure.rule;
  let anyOf = closure.anyOf;
  /** Refirings taken as a fact's new first derivation (by index r / 3). */
  const consumed = new Uint8Array(count);
  let anyDeleted = false;
  let swapped = false;
  // Each literal's refirings as a list (head[lit], next[k]), built when the
  // first fact loses its first derivation (most spaces only lose refirings).
  let next: Int32Array | null = null;
  const heads = refiringHeadScratch;
  const usable = (lit: number, before: number) => {
    const p = positions[lit] - 1;
    return p < before && deleted[p] === 0;
  };
  try {
    for (let i = closure.storedCount; i < size; i++) {
      const n = rule[i];
      let gone = removed.has(n);
      // Supports can only be gone once something before them is.
      if (!gone && anyDeleted) {
        const body = rules.rules[n]!.body;
        for (let j = 0; j < body.length && !gone; j++) gone = deleted[positions[body[j]] - 1] === 1;
        if (!gone && anyOf[i] >= 0) gone = deleted[positions[anyOf[i]] - 1] === 1;
      }
      if (!gone) continue;
      const lit = closure.order[i];
      if (next === null) {
        next = new Int32Array(count);
        for (let k = count - 1; k >= 0; k--) {
          next[k] = heads[refirings[3 * k]];
          heads[refirings[3 * k]] = k + 1;
        }
      }
      let alternative = -1;
      for (let k = heads[lit] - 1; k >= 0 && alternative < 0; k = next[k] - 1) {
        const r = 3 * k;
        if (removed.has(refirings[r + 1]) || consumed[k] === 1) continue;
        const body = rules.rules[refirings[r + 1]]!.body;
        let ok = refirings[r + 2] < 0 || usable(refirings[r + 2], i);
        for (let j = 0; j < body.length && ok; j++) ok = usable(body[j], i);
        if (ok) alternative = r;
      }
      if (alternative >= 0) {
        if (!swapped) [rule, anyOf, swapped] = [rule.slice(), anyOf.slice(), true];
        consumed[alternative / 3] = 1;
        rule[i] = refirings[alternative + 1];
        anyOf[i] = refirings[alternative + 2];
      } else {
        deleted[i] = 1;
        anyDeleted = true;
      }
    }
  } finally {
    if (next !== null) for (let k = 0; k < count; k++) heads[refirings[3 * k]] = 0;
  }
  /** The records minus the removed rules' and the consumed ones (the same array when nothing goes). */
  const keep = (records: Int32Array, skip: Uint8Array | null) => {
    let kept = 0;
    for (let r = 0; r < records.length; r += 3) if (!removed.has(records[r + 1]) && (skip === null || skip[r / 3] === 0)) kept++;
    if (kept * 3 === records.length) return records;
    const out = new Int32Array(kept * 3);
    let o = 0;
    for (let r = 0; r < records.length; r += 3) {
      if (removed.has(records[r + 1]) || (skip !== null && skip[r / 3] === 1)) continue;
      out[o++] = records[r];
      out[o++] = records[r + 1];
      out[o++] = records[r + 2];
    }
    return out;
  };
  if (!anyDeleted) {
    // Every fact stays where it was: swap first derivations, drop records.
    const kept = keep(refirings, consumed);
    const conflicts = keep(closure.conflicts, null);
    if (!swapped && kept === refirings && conflicts === closure.conflicts) return null;
    return { closure: closure.withRecords({ rule, anyOf, refirings: kept, conflicts }), changed: [] };
  }

  const builder = new ClosureBuilder(closure.storedCount, rules.literalBound);
  for (let i = 0; i < size; i++) if (deleted[i] === 0) builder.assert(closure.order[i], rule[i], anyOf[i]);
  builder.baseLength = builder.order.length;
  const inBase = (l: number) => builder.inBase(l);
  // Every rule ready on the old closure left a record per head (first
  // derivation, refiring or conflict); those still ready on what remains are
  // kept, and those whose head was deleted re-derive it.
  const replay = (head: number, n: number, recordedAnyOf: number) => {
    if (removed.has(n)) return;
    const rule = rules.rules[n]!;
    for (let j = 0; j < rule.body.length; j++) if (!inBase(rule.body[j])) return;
    let anyOf = recordedAnyOf;
    if (anyOf >= 0 && !inBase(anyOf)) anyOf = builder.knownAnyOf(rule.anyOf, inBase);
    if (rule.anyOf.length > 0 && anyOf < 0) return;
    builder.place(head, n, anyOf);
  };
  // The old first derivations of deleted facts, and of swapped ones that lost a
  // support (they may fire again when the support is re-derived or through
  // another false conclusion); then the refirings left, then the conflicts.
  for (let i = closure.storedCount; i < size; i++) if (deleted[i] || rule[i] !== closure.rule[i]) replay(closure.order[i], closure.rule[i], closure.anyOf[i]);
  // A refiring whose head stays and whose rule mentions no deleted literal is
  // still ready, with the same supports: it stays as it is (most of them).
  const tainted = taintedRules(rules, closure, deleted);
  try {
    for (let r = 0; r < refirings.length; r += 3) {
      if (consumed[r / 3] === 1) continue;
      const n = refirings[r + 1];
      if (removed.has(n)) continue;
      if (tainted[n] === 0 && deleted[positions[refirings[r]] - 1] === 0) builder.refirings.push(refirings[r], n, refirings[r + 2]);
      else replay(refirings[r], n, refirings[r + 2]);
    }
  } finally {
    for (let i = 0; i < size; i++) if (deleted[i] === 1) for (const t of rules.triggers[closure.order[i]] ?? []) tainted[t >> 1] = 0;
  }
  for (let r = 0; r < closure.conflicts.length; r += 3) replay(closure.conflicts[r], closure.conflicts[r + 1], closure.conflicts[r + 2]);
  builder.continueFrom(rules, builder.baseLength, () => false);
  const changed: number[] = [];
  for (let i = 0; i < size; i++) if (deleted[i]) changed.push(closure.order[i]);
  for (let i = builder.baseLength; i < builder.order.length; i++) changed.push(builder.order[i]);
  return { closure: builder.finish(), changed };
}
