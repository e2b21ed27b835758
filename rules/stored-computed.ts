/**
 * Which stored facts of a space are also computed: derivable from the other
 * facts without using themselves. For every known fact we compute the set of
 * stored facts that *every* proof of it uses (its necessary leaves), as the
 * greatest fixpoint of
 *   need(stored s) = {s}
 *   need(derived x) = ⋂ over the firings deriving x of ⋃ need(supports)
 * iterated downwards from "everything" (a firing whose supports have no proof
 * yet counts as no constraint). This equals the intersection over all
 * well-founded proofs, so a stored fact L is computed exactly when some firing
 * deriving L has supports none of which needs L. Sets are bitsets over the
 * space's stored facts; the iteration converges in a few passes.
 */
import type { RuleSet } from './rule-set';
import type { SpaceClosure } from './space-closure';

export function computedStoredFacts(closure: SpaceClosure, rules: RuleSet): Set<number> {
  const { order, storedCount, position, refirings } = closure;
  const computed = new Set<number>();
  let storedRefired = false;
  for (let i = 0; i < refirings.length; i += 3) if (position.get(refirings[i])! < storedCount) storedRefired = true;
  if (!storedRefired) return computed;

  const words = (storedCount + 31) >>> 5;
  const size = order.length;
  const need = new Uint32Array(size * words).fill(0xffffffff);
  for (let i = 0; i < storedCount; i++) {
    need.fill(0, i * words, (i + 1) * words);
    need[i * words + (i >>> 5)] = 1 << (i & 31);
  }
  // The firings of each derived fact (its first derivation and its refirings),
  // flattened once into support positions so the passes are plain array work.
  const byFact: number[][] = [];
  for (let i = storedCount; i < size; i++) byFact[i] = [closure.rule[i], closure.anyOf[i]];
  const storedFirings: number[] = [];
  for (let i = 0; i < refirings.length; i += 3) {
    const p = position.get(refirings[i])!;
    if (p < storedCount) storedFirings.push(p, refirings[i + 1], refirings[i + 2]);
    else byFact[p].push(refirings[i + 1], refirings[i + 2]);
  }
  const supportPositions: number[] = [];
  const pushSupports = (rule: number, anyOf: number) => {
    for (const s of rules.rules[rule]!.body) supportPositions.push(position.get(s)!);
    if (anyOf >= 0) supportPositions.push(position.get(anyOf)!);
    supportPositions.push(-1);
  };
  const factStart = new Int32Array(size + 1);
  for (let i = storedCount; i < size; i++) {
    factStart[i] = supportPositions.length;
    const list = byFact[i];
    for (let f = 0; f < list.length; f += 2) pushSupports(list[f], list[f + 1]);
  }
  factStart[size] = supportPositions.length;
  const storedStart = supportPositions.length;
  for (let f = 0; f < storedFirings.length; f += 3) pushSupports(storedFirings[f + 1], storedFirings[f + 2]);
  const supports = Int32Array.from(supportPositions);

  const union = new Uint32Array(words);
  const meet = new Uint32Array(words);
  /** Unions the needs of the supports starting at `k` into `union`; returns the index after the firing. */
  const unionFrom = (k: number): number => {
    union.fill(0);
    for (; supports[k] >= 0; k++) {
      const base = supports[k] * words;
      for (let w = 0; w < words; w++) union[w] |= need[base + w];
    }
    return k + 1;
  };
  for (let changed = true; changed; ) {
    changed = false;
    for (let i = storedCount; i < size; i++) {
      meet.fill(0xffffffff);
      for (let k = factStart[i]; k < factStart[i + 1]; ) {
        k = unionFrom(k);
        for (let w = 0; w < words; w++) meet[w] &= union[w];
      }
      for (let w = 0; w < words; w++) {
        if (need[i * words + w] !== meet[w]) {
          need[i * words + w] = meet[w];
          changed = true;
        }
      }
    }
  }
  for (let f = 0, k = storedStart; f < storedFirings.length; f += 3) {
    const p = storedFirings[f];
    k = unionFrom(k);
    if ((union[p >>> 5] & (1 << (p & 31))) === 0) computed.add(order[p]);
  }
  return computed;
}
