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
  readonly rules: (Rule | null)[] = [];
  /** triggers[literal] = the rules to wake when that literal becomes known. */
  readonly triggers: Trigger[][] = [];
  private readonly byTheorem = new Map<number, number[]>();
  /** One more than the largest literal any rule mentions. */
  literalBound = 0;

  get size(): number {
    return this.rules.length;
  }

  rulesOf(theoremId: number): readonly number[] {
    return this.byTheorem.get(theoremId) ?? [];
  }

  theoremIds(): IterableIterator<number> {
    return this.byTheorem.keys();
  }

  add(theoremId: number, rules: Rule[]): void {
    this.remove(theoremId);
    const numbers = rules.map((_, i) => this.rules.length + i);
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
    rules.forEach((rule, i) => {
      const n = numbers[i];
      this.rules[n] = rule;
      for (const lit of [...rule.body, ...rule.anyOf, ...rule.heads]) this.literalBound = Math.max(this.literalBound, lit + 1);
      for (const lit of rule.body) this.trigger(lit).push(n * 2);
      for (const lit of rule.anyOf) this.trigger(lit).push(n * 2 + 1);
    });
    this.byTheorem.set(theoremId, numbers);
  }

  remove(theoremId: number): void {
    const numbers = this.byTheorem.get(theoremId);
    if (!numbers) return;
    for (const n of numbers) {
      const rule = this.rules[n]!;
      for (const lit of [...rule.body, ...rule.anyOf]) {
        const list = this.triggers[lit];
        this.triggers[lit] = list.filter((t) => t >> 1 !== n);
      }
      this.rules[n] = null;
    }
    this.byTheorem.delete(theoremId);
  }

  private trigger(lit: number): Trigger[] {
    return (this.triggers[lit] ??= []);
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
