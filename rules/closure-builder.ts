/**
 * Builds a new space closure from an old one without re-closing from scratch:
 * the incremental half of the engine. `continueFrom` fires rules by looking
 * their literals up (the counters of a full closure are not kept between
 * writes), treating everything known at `baseLength` as the old fixpoint: a
 * rule ready on that base has already left its records, so it is not fired
 * again unless it is new.
 */
import { negate } from './literal';
import type { RuleSet } from './rule-set';
import type { SpaceClosure } from './space-closure';

export class ClosureBuilder {
  readonly order: number[] = [];
  readonly rule: number[] = [];
  readonly anyOf: number[] = [];
  readonly position = new Map<number, number>();
  readonly refirings: number[] = [];
  readonly conflicts: number[] = [];
  baseLength = 0;

  constructor(readonly storedCount: number) {}

  has(lit: number): boolean {
    return this.position.has(lit);
  }

  inBase(lit: number): boolean {
    const p = this.position.get(lit);
    return p !== undefined && p < this.baseLength;
  }

  assert(lit: number, rule: number, anyOf: number): void {
    this.position.set(lit, this.order.length);
    this.order.push(lit);
    this.rule.push(rule);
    this.anyOf.push(anyOf);
  }

  /** Records a firing's heads: new facts, re-derivations, or conflicts. */
  fire(rules: RuleSet, n: number, anyOf: number): void {
    for (const head of rules.rules[n]!.heads) this.place(head, n, anyOf);
  }

  place(head: number, n: number, anyOf: number): void {
    if (this.has(head)) this.refirings.push(head, n, anyOf);
    else if (this.has(negate(head))) this.conflicts.push(head, n, anyOf);
    else this.assert(head, n, anyOf);
  }

  /** A known false conclusion for a contrapositive (the earliest), -1 when none. */
  knownAnyOf(anyOf: Int32Array, known: (lit: number) => boolean): number {
    let best = -1;
    for (const lit of anyOf) if (known(lit) && (best < 0 || this.position.get(lit)! < this.position.get(best)!)) best = lit;
    return best;
  }

  readyOnBase(rules: RuleSet, n: number): boolean {
    const rule = rules.rules[n]!;
    const inBase = (l: number) => this.inBase(l);
    return rule.body.every(inBase) && (rule.anyOf.length === 0 || rule.anyOf.some(inBase));
  }

  /** Semi-naive continuation from position `from`; `isNew` rules were never fired on the base. */
  continueFrom(rules: RuleSet, from: number, isNew: (n: number) => boolean): void {
    const fired = new Set<number>();
    const known = (l: number) => this.has(l);
    for (let next = from; next < this.order.length; next++) {
      const lit = this.order[next];
      const wakes = rules.triggers[lit];
      if (wakes === undefined) continue;
      for (const wake of wakes) {
        const n = wake >> 1;
        if (fired.has(n)) continue;
        const rule = rules.rules[n]!;
        if (!rule.body.every(known)) continue;
        const anyOf = rule.anyOf.length === 0 ? -1 : wake & 1 ? lit : this.knownAnyOf(rule.anyOf, known);
        if (rule.anyOf.length > 0 && anyOf < 0) continue;
        if (!isNew(n) && this.readyOnBase(rules, n)) continue;
        fired.add(n);
        this.fire(rules, n, anyOf);
      }
    }
  }

  finish(): SpaceClosure {
    return {
      order: Int32Array.from(this.order),
      storedCount: this.storedCount,
      rule: Int32Array.from(this.rule),
      anyOf: Int32Array.from(this.anyOf),
      position: this.position,
      refirings: Int32Array.from(this.refirings),
      conflicts: Int32Array.from(this.conflicts),
    };
  }
}
