/**
 * Builds a new space closure from an old one without re-closing from scratch:
 * the incremental half of the engine. `continueFrom` fires rules by looking
 * their literals up (the counters of a full closure are not kept between
 * writes), treating everything known at `baseLength` as the old fixpoint: a
 * rule ready on that base has already left its records, so it is not fired
 * again unless it is new.
 */
import { negate } from './literal';
import type { Literals } from './compile';
import type { RuleSet } from './rule-set';
import { Closure } from './closure';

/**
 * literal → position + 1, shared by builders one at a time (a builder clears
 * its entries when it finishes): at ten times π-Base a fresh array per builder
 * is 40 kB, and a theorem edit makes one in each of hundreds of spaces.
 */
let sharedPositions = new Int32Array(0);
let sharedInUse = false;

export class ClosureBuilder {
  readonly order: number[] = [];
  readonly rule: number[] = [];
  readonly anyOf: number[] = [];
  /** literal → position + 1 (0: unknown); a typed array, as lookups dominate an update. */
  private positions: Int32Array;
  readonly refirings: number[] = [];
  readonly conflicts: number[] = [];
  baseLength = 0;
  /** When extending a closure: its position map, shared by the facts kept as they were. */
  private inherited: { refirings: Int32Array; conflicts: Int32Array } | null = null;

  private borrowed = false;

  constructor(readonly storedCount: number, literalBound: number) {
    if (sharedInUse) this.positions = new Int32Array(literalBound + 2);
    else {
      if (sharedPositions.length < literalBound + 2) sharedPositions = new Int32Array(Math.max(literalBound + 2, sharedPositions.length * 2));
      this.positions = sharedPositions;
      sharedInUse = this.borrowed = true;
    }
  }

  /** Gives the shared array back, cleared (only this builder's entries are set). */
  private release(): void {
    if (!this.borrowed) return;
    for (let i = 0; i < this.order.length; i++) if (this.order[i] < this.positions.length) this.positions[this.order[i]] = 0;
    this.borrowed = sharedInUse = false;
  }

  /** A builder holding all of `closure` as its base, whose new facts and records go after the old ones. */
  static extending(closure: Closure, literalBound: number): ClosureBuilder {
    const builder = new ClosureBuilder(closure.storedCount, literalBound);
    for (let i = 0; i < closure.order.length; i++) builder.assert(closure.order[i], closure.rule[i], closure.anyOf[i]);
    builder.baseLength = builder.order.length;
    builder.inherited = { refirings: closure.refirings, conflicts: closure.conflicts };
    return builder;
  }

  has(lit: number): boolean {
    return lit < this.positions.length && this.positions[lit] !== 0;
  }

  /** The position of a known literal (-1 when unknown). */
  positionOf(lit: number): number {
    return lit < this.positions.length ? this.positions[lit] - 1 : -1;
  }

  inBase(lit: number): boolean {
    const p = this.positionOf(lit);
    return p >= 0 && p < this.baseLength;
  }

  assert(lit: number, rule: number, anyOf: number): void {
    if (lit >= this.positions.length) {
      const grown = new Int32Array(Math.max(lit + 2, this.positions.length * 2));
      grown.set(this.positions);
      this.release();
      this.positions = grown;
    }
    this.positions[lit] = this.order.length + 1;
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
  knownAnyOf(anyOf: Literals, known: (lit: number) => boolean): number {
    let best = -1;
    for (const lit of anyOf) if (known(lit) && (best < 0 || this.positionOf(lit) < this.positionOf(best))) best = lit;
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

  finish(): Closure {
    this.release();
    return new Closure(
      Int32Array.from(this.order),
      this.storedCount,
      Int32Array.from(this.rule),
      Int32Array.from(this.anyOf),
      appended(this.inherited?.refirings, this.refirings),
      appended(this.inherited?.conflicts, this.conflicts),
    );
  }
}

/** Old records (typed) followed by new ones. */
export function appended(old: Int32Array | undefined, added: readonly number[]): Int32Array {
  if (!old) return Int32Array.from(added);
  const out = new Int32Array(old.length + added.length);
  out.set(old);
  for (let i = 0; i < added.length; i++) out[old.length + i] = added[i];
  return out;
}
