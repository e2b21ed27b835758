/**
 * Updating one space's closure when theorems change, instead of re-closing it:
 * - `extendClosure` (theorem added): the old closure is a fixpoint of the old
 *   rules, so only the new rules ready on it can start anything new;
 * - `retractRules` (theorem deleted), delete-and-rederive: over-delete every
 *   fact whose first proof uses a removed rule, re-derive the deleted facts
 *   that still have a firing on what remains, and continue from them.
 * Both return the new closure and the literals whose facts or first
 * derivations changed, or null when nothing but the records changed.
 */
import { ClosureBuilder } from './closure-builder';
import type { RuleSet } from './rule-set';
import type { SpaceClosure } from './space-closure';

export interface ClosureUpdate { closure: SpaceClosure; changed: number[] }

function copyOf(closure: SpaceClosure, keep: (position: number) => boolean): ClosureBuilder {
  const builder = new ClosureBuilder(closure.storedCount);
  for (let i = 0; i < closure.order.length; i++) if (keep(i)) builder.assert(closure.order[i], closure.rule[i], closure.anyOf[i]);
  builder.baseLength = builder.order.length;
  return builder;
}

export function extendClosure(closure: SpaceClosure, rules: RuleSet, newRules: readonly number[]): ClosureUpdate | null {
  const builder = copyOf(closure, () => true);
  builder.refirings.push(...closure.refirings);
  builder.conflicts.push(...closure.conflicts);
  const isNew = new Set(newRules);
  const inBase = (l: number) => builder.inBase(l);
  let touched = false;
  for (const n of newRules) {
    const rule = rules.rules[n]!;
    if (!rule.body.every(inBase)) continue;
    const anyOf = rule.anyOf.length === 0 ? -1 : builder.knownAnyOf(rule.anyOf, inBase);
    if (rule.anyOf.length > 0 && anyOf < 0) continue;
    builder.fire(rules, n, anyOf);
    touched = true;
  }
  if (!touched) return null;
  builder.continueFrom(rules, builder.baseLength, (n) => isNew.has(n));
  return { closure: builder.finish(), changed: builder.order.slice(builder.baseLength) };
}

/** `removed`: the rule numbers of the deleted theorem, already gone from `rules`. */
export function retractRules(closure: SpaceClosure, rules: RuleSet, removed: ReadonlySet<number>): ClosureUpdate | null {
  const size = closure.order.length;
  const deleted = new Uint8Array(size);
  let anyDeleted = false;
  for (let i = closure.storedCount; i < size; i++) {
    const n = closure.rule[i];
    if (removed.has(n)) deleted[i] = 1;
    else {
      const rule = rules.rules[n]!;
      const gone = (l: number) => deleted[closure.position.get(l)!] === 1;
      if (rule.body.some(gone) || (closure.anyOf[i] >= 0 && gone(closure.anyOf[i]))) deleted[i] = 1;
    }
    if (deleted[i]) anyDeleted = true;
  }
  const touchesRecords = closure.refirings.some((n, i) => i % 3 === 1 && removed.has(n)) || closure.conflicts.some((n, i) => i % 3 === 1 && removed.has(n));
  if (!anyDeleted && !touchesRecords) return null;

  const builder = copyOf(closure, (i) => deleted[i] === 0);
  const inBase = (l: number) => builder.inBase(l);
  // Every rule ready on the old closure left a record per head (first
  // derivation, refiring or conflict); those still ready on what remains are
  // kept, and those whose head was deleted re-derive it.
  const records: number[] = [];
  for (let i = closure.storedCount; i < size; i++) if (deleted[i]) records.push(closure.order[i], closure.rule[i], closure.anyOf[i]);
  records.push(...closure.refirings, ...closure.conflicts);
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
