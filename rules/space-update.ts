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
import { ClosureBuilder } from './closure-builder';
import { negate } from './literal';
import type { RuleMask, RuleSet } from './rule-set';
import type { SpaceClosure } from './space-closure';

export interface ClosureUpdate { closure: SpaceClosure; changed: number[] }

function copyOf(closure: SpaceClosure, keep: (position: number) => boolean): ClosureBuilder {
  const builder = new ClosureBuilder(closure.storedCount);
  for (let i = 0; i < closure.order.length; i++) if (keep(i)) builder.assert(closure.order[i], closure.rule[i], closure.anyOf[i]);
  builder.baseLength = builder.order.length;
  return builder;
}

export function extendClosure(closure: SpaceClosure, rules: RuleSet, newRules: readonly number[]): ClosureUpdate | null {
  const known = (l: number) => closure.position.has(l);
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
    const refirings = Array.from(closure.refirings);
    const conflicts = Array.from(closure.conflicts);
    for (const [n, anyOf] of ready) {
      for (const h of rules.rules[n]!.heads) (known(h) ? refirings : conflicts).push(h, n, anyOf);
    }
    return { closure: { ...closure, refirings: Int32Array.from(refirings), conflicts: Int32Array.from(conflicts) }, changed: [] };
  }
  const builder = copyOf(closure, () => true);
  builder.refirings.push(...closure.refirings);
  builder.conflicts.push(...closure.conflicts);
  for (const [n, anyOf] of ready) builder.fire(rules, n, anyOf);
  const isNew = new Set(newRules);
  builder.continueFrom(rules, builder.baseLength, (n) => isNew.has(n));
  return { closure: builder.finish(), changed: builder.order.slice(builder.baseLength) };
}

/** The earliest known literal of a list, -1 when none is known. */
function earliest(closure: SpaceClosure, lits: Int32Array): number {
  let best = -1;
  let bestPosition = Infinity;
  for (const lit of lits) {
    const p = closure.position.get(lit);
    if (p !== undefined && p < bestPosition) [best, bestPosition] = [lit, p];
  }
  return best;
}

/**
 * `removed`: the rule numbers of the deleted theorem, already gone from `rules`.
 * A fact whose first derivation is lost keeps its place when another recorded
 * firing derives it from facts known before it (its first derivation is
 * swapped); only facts with no such firing are deleted, and re-derived below.
 */
export function retractRules(closure: SpaceClosure, rules: RuleSet, removed: RuleMask): ClosureUpdate | null {
  const size = closure.order.length;
  const { position, refirings } = closure;
  const deleted = new Uint8Array(size);
  let rule = closure.rule;
  let anyOf = closure.anyOf;
  const consumed = new Set<number>();
  let anyDeleted = false;
  let swapped = false;
  const usable = (lit: number, before: number) => {
    const p = position.get(lit)!;
    return p < before && deleted[p] === 0;
  };
  for (let i = closure.storedCount; i < size; i++) {
    const n = rule[i];
    let gone = removed.has(n);
    // Supports can only be gone once something before them is.
    if (!gone && anyDeleted) {
      const body = rules.rules[n]!.body;
      for (let j = 0; j < body.length && !gone; j++) gone = deleted[position.get(body[j])!] === 1;
      if (!gone && anyOf[i] >= 0) gone = deleted[position.get(anyOf[i])!] === 1;
    }
    if (!gone) continue;
    const lit = closure.order[i];
    let alternative = -1;
    for (let r = 0; r < refirings.length && alternative < 0; r += 3) {
      if (refirings[r] !== lit || removed.has(refirings[r + 1]) || consumed.has(r)) continue;
      const body = rules.rules[refirings[r + 1]]!.body;
      let ok = refirings[r + 2] < 0 || usable(refirings[r + 2], i);
      for (let j = 0; j < body.length && ok; j++) ok = usable(body[j], i);
      if (ok) alternative = r;
    }
    if (alternative >= 0) {
      if (!swapped) [rule, anyOf, swapped] = [rule.slice(), anyOf.slice(), true];
      consumed.add(alternative);
      rule[i] = refirings[alternative + 1];
      anyOf[i] = refirings[alternative + 2];
    } else {
      deleted[i] = 1;
      anyDeleted = true;
    }
  }
  const keep = (records: Int32Array, skip: ReadonlySet<number>) => {
    const kept: number[] = [];
    for (let r = 0; r < records.length; r += 3) if (!removed.has(records[r + 1]) && !skip.has(r)) kept.push(records[r], records[r + 1], records[r + 2]);
    return kept.length === records.length ? records : Int32Array.from(kept);
  };
  if (!anyDeleted) {
    // Every fact stays where it was: swap first derivations, drop records.
    const kept = keep(refirings, consumed);
    const conflicts = keep(closure.conflicts, new Set());
    if (!swapped && kept === refirings && conflicts === closure.conflicts) return null;
    return { closure: { ...closure, rule, anyOf, refirings: kept, conflicts }, changed: [] };
  }

  const builder = new ClosureBuilder(closure.storedCount);
  for (let i = 0; i < size; i++) if (deleted[i] === 0) builder.assert(closure.order[i], rule[i], anyOf[i]);
  builder.baseLength = builder.order.length;
  const inBase = (l: number) => builder.inBase(l);
  // Every rule ready on the old closure left a record per head (first
  // derivation, refiring or conflict); those still ready on what remains are
  // kept, and those whose head was deleted re-derive it.
  const records: number[] = [];
  // The old first derivations of deleted facts, and of swapped ones that lost a
  // support (they may fire again when the support is re-derived or through
  // another false conclusion).
  for (let i = closure.storedCount; i < size; i++) if (deleted[i] || rule[i] !== closure.rule[i]) records.push(closure.order[i], closure.rule[i], closure.anyOf[i]);
  records.push(...keep(refirings, consumed), ...closure.conflicts);
  for (let r = 0; r < records.length; r += 3) {
    const n = records[r + 1];
    if (removed.has(n)) continue;
    const rule = rules.rules[n]!;
    if (!rule.body.every(inBase)) continue;
    let anyOf = records[r + 2];
    if (anyOf >= 0 && !inBase(anyOf)) anyOf = builder.knownAnyOf(rule.anyOf, inBase);
    if (rule.anyOf.length > 0 && anyOf < 0) continue;
    builder.place(records[r], n, anyOf);
  }
  builder.continueFrom(rules, builder.baseLength, () => false);
  const changed: number[] = [];
  for (let i = 0; i < size; i++) if (deleted[i]) changed.push(closure.order[i]);
  for (let i = builder.baseLength; i < builder.order.length; i++) changed.push(builder.order[i]);
  return { closure: builder.finish(), changed };
}
