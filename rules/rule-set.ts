/**
 * The compiled rules of all theorems with their trigger index: for each
 * literal (property, scalar, value), the rules whose body or anyOf mentions it.
 * Theorems are added and removed one at a time; a removed theorem's rule slots
 * are left empty and never reused, so the rule numbers recorded in derivations
 * stay valid, and a removal can be undone exactly (`restore`, used by checks).
 */
import type { Rule } from './compile';

/** A trigger entry: rule number * 2, plus 1 when the literal is in the rule's anyOf. */
export type Trigger = number;

export class RuleSet {
  /** rule number → its rule (null: an empty slot). */
  readonly rules: (Rule | null)[] = [];
  /** triggers[literal] = the rules to wake when that literal becomes known. */
  readonly triggers: Trigger[][] = [];
  private readonly byTheorem = new Map<number, number[]>();
  /** One more than the largest literal any rule mentions. */
  literalBound = 0;
  /** The flat form the closure runs on, rebuilt on first use after a change. */
  private flat: RuleKernel | null = null;

  get size(): number {
    return this.rules.length;
  }

  rulesOf(theoremId: number): readonly number[] {
    return this.byTheorem.get(theoremId) ?? [];
  }

  theoremIds(): IterableIterator<number> {
    return this.byTheorem.keys();
  }

  /** The rules and triggers as typed arrays (see RuleKernel), current with every add and remove. */
  kernel(): RuleKernel {
    return (this.flat ??= RuleKernel.of(this));
  }

  add(theoremId: number, rules: Rule[]): void {
    this.remove(theoremId);
    const numbers = new Array<number>(rules.length);
    for (let i = 0; i < rules.length; i++) numbers[i] = this.rules.length + i;
    this.place(theoremId, numbers, rules);
  }

  /** The theorem's rules with their numbers, to put back later with `restore`. */
  snapshot(theoremId: number): { theoremId: number; numbers: number[]; rules: Rule[] } | null {
    const numbers = this.byTheorem.get(theoremId);
    return numbers ? { theoremId, numbers: [...numbers], rules: numbers.map((n) => this.rules[n]!) } : null;
  }

  restore(snapshot: { theoremId: number; numbers: number[]; rules: Rule[] }): void {
    this.remove(snapshot.theoremId);
    this.place(snapshot.theoremId, snapshot.numbers, snapshot.rules);
  }

  private place(theoremId: number, numbers: number[], rules: Rule[]): void {
    this.flat = null;
    for (let i = 0; i < rules.length; i++) {
      const rule = rules[i];
      const n = numbers[i];
      this.rules[n] = rule;
      // Plain indexed loops: a build places every rule once, mostly in the interpreter.
      let bound = this.literalBound;
      const { body, anyOf, heads } = rule;
      for (let j = 0; j < body.length; j++) {
        if (body[j] >= bound) bound = body[j] + 1;
        (this.triggers[body[j]] ??= []).push(n * 2);
      }
      for (let j = 0; j < anyOf.length; j++) {
        if (anyOf[j] >= bound) bound = anyOf[j] + 1;
        (this.triggers[anyOf[j]] ??= []).push(n * 2 + 1);
      }
      for (let j = 0; j < heads.length; j++) if (heads[j] >= bound) bound = heads[j] + 1;
      this.literalBound = bound;
    }
    this.byTheorem.set(theoremId, numbers);
  }

  remove(theoremId: number): void {
    const numbers = this.byTheorem.get(theoremId);
    if (!numbers) return;
    this.flat = null;
    for (const n of numbers) {
      const rule = this.rules[n]!;
      for (const lit of rule.body) this.untrigger(lit, n);
      for (const lit of rule.anyOf) this.untrigger(lit, n);
      this.rules[n] = null;
    }
    this.byTheorem.delete(theoremId);
  }

  private untrigger(lit: number, n: number): void {
    const list = this.triggers[lit];
    this.triggers[lit] = list.filter((t) => t >> 1 !== n);
  }
}

/**
 * The rules as the closure's loop reads them: typed arrays only, so the loop
 * touches no objects. Built once per state of the rules, in O(rules + trigger
 * entries).
 */
export class RuleKernel {
  private constructor(
    /**
     * Per rule: the state at which it fires, body length * 2 + 1 when it also
     * needs one of its anyOf literals (the closure counts 2 per known body
     * literal and 1 for its first anyOf literal); -1 for an empty slot, which
     * never fires.
     */
    readonly ready: Int32Array,
    /** Heads of rule n: heads[headStart[n] .. headStart[n + 1]]. */
    readonly headStart: Int32Array,
    readonly heads: Int32Array,
    /**
     * The trigger entries of literal l, triggers[triggerStart[l] ..
     * triggerStart[l + 1]] in `RuleSet.triggers` order, each rule * 4 + 2
     * when the rule fires on that very wake (one body literal and no anyOf,
     * or no body and one anyOf literal: every one-line theorem's rules; such
     * a rule has no other trigger, so it needs no count) + 1 when the literal
     * is in its anyOf.
     */
    readonly triggerStart: Int32Array,
    readonly triggers: Int32Array,
  ) {}

  static of(set: RuleSet): RuleKernel {
    const size = set.size;
    const ready = new Int32Array(size);
    const headStart = new Int32Array(size + 1);
    let headCount = 0;
    for (let n = 0; n < size; n++) headCount += set.rules[n]?.heads.length ?? 0;
    const heads = new Int32Array(headCount);
    headCount = 0;
    for (let n = 0; n < size; n++) {
      const rule = set.rules[n];
      headStart[n] = headCount;
      if (!rule) {
        ready[n] = -1;
        continue;
      }
      ready[n] = rule.body.length * 2 + (rule.anyOf.length > 0 ? 1 : 0);
      heads.set(rule.heads, headCount);
      headCount += rule.heads.length;
    }
    headStart[size] = headCount;
    const bound = set.literalBound + 2;
    const triggerStart = new Int32Array(bound + 1);
    let triggerCount = 0;
    for (let lit = 0; lit < bound; lit++) {
      triggerStart[lit] = triggerCount;
      triggerCount += set.triggers[lit]?.length ?? 0;
    }
    triggerStart[bound] = triggerCount;
    const triggers = new Int32Array(triggerCount);
    for (let lit = 0; lit < bound; lit++) {
      const list = set.triggers[lit];
      if (!list) continue;
      for (let i = 0; i < list.length; i++) {
        const n = list[i] >> 1;
        const inAnyOf = list[i] & 1;
        // Fires on this wake: its one body literal, or (no body) its one anyOf literal.
        const immediate = inAnyOf ? ready[n] === 1 && set.rules[n]!.anyOf.length === 1 : ready[n] === 2;
        triggers[triggerStart[lit] + i] = n * 4 + (immediate ? 2 : 0) + inAnyOf;
      }
    }
    return new RuleKernel(ready, headStart, heads, triggerStart, triggers);
  }

  /** Literals at or above this have no triggers. */
  get literalLimit(): number {
    return this.triggerStart.length - 1;
  }
}

/** A set of rule numbers as a bitmap: membership is asked once per recorded firing of every space. */
export class RuleMask {
  private readonly bits: Uint8Array;
  /** The smallest number (a theorem's rules are numbered consecutively, so the bitmap is small). */
  private readonly low: number;
  readonly size: number;

  constructor(numbers: readonly number[]) {
    this.low = numbers.length ? Math.min(...numbers) : 0;
    this.bits = new Uint8Array(numbers.length ? Math.max(...numbers) + 1 - this.low : 0);
    for (const n of numbers) this.bits[n - this.low] = 1;
    this.size = numbers.length;
  }

  has(n: number): boolean {
    // Bounds first: an out-of-range typed-array read takes V8's slow path.
    const i = n - this.low;
    return i >= 0 && i < this.bits.length && this.bits[i] === 1;
  }
}
