/**
 * What follows from one fact alone, for every fact at once: the hypothetical
 * closure of each single literal (property, scalar, value) under the rules,
 * and its reverse, the literals from which a given literal follows.
 *
 * "P implies Q" is "Q is in the closure of {P}", its chain the proof of Q
 * there; "P is implied by Q" is the reverse lookup. Closing every literal
 * once (a few hundred small closures for π-Base) and keeping the reverse
 * index makes both a lookup; the index is rebuilt when the rules change.
 */
import { closeAssumed, type HypotheticalClosure } from '../hypothesis';
import type { RuleSet } from '../rule-set';
import type { ClosureScratch } from '../closure';

export class ImplicationIndex {
  private constructor(
    /** closures[lit]: the closure of {lit}, for the literals indexed. */
    private readonly closures: Map<number, HypotheticalClosure>,
    /** implying[lit]: the literals (other than lit) whose consistent closure contains lit, ascending. */
    private readonly implying: Map<number, Int32Array>,
  ) {}

  /** Closes each of `literals` alone under `rules`. */
  static build(rules: RuleSet, literals: Iterable<number>, scratch: ClosureScratch): ImplicationIndex {
    const closures = new Map<number, HypotheticalClosure>();
    const reverse = new Map<number, number[]>();
    for (const lit of literals) {
      const closure = closeAssumed([lit], rules, scratch);
      closures.set(lit, closure);
      // A literal no space can have implies everything: it is reported as impossible, not as implying.
      if (!closure.consistent) continue;
      for (const target of closure.derived()) {
        let list = reverse.get(target);
        if (!list) reverse.set(target, (list = []));
        list.push(lit);
      }
    }
    const implying = new Map<number, Int32Array>();
    for (const [target, list] of reverse) implying.set(target, Int32Array.from(list).sort());
    return new ImplicationIndex(closures, implying);
  }

  /** The closure of {lit}, or undefined when `lit` was not indexed. */
  consequences(lit: number): HypotheticalClosure | undefined {
    return this.closures.get(lit);
  }

  /** The indexed literals from which `lit` follows (never `lit` itself). */
  implyingOf(lit: number): Int32Array {
    return this.implying.get(lit) ?? new Int32Array(0);
  }
}
