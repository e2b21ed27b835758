/**
 * The closure of one space's facts under the rules: a semi-naive (delta-driven)
 * fixpoint. Each literal is processed once when it becomes known; it wakes only
 * the rules it triggers, whose counters of known body literals tell when they
 * fire. Facts never cross spaces, so a space is the unit of work.
 *
 * Every known literal keeps its first derivation (the rule and, for a
 * contrapositive, which false conclusion it used). Its supports were known
 * before it, so following first derivations always ends in stored facts and
 * can never loop. Rules that fire on an already known literal are kept as
 * `refirings` (other derivations), and those that force a literal whose
 * negation is known as `conflicts`.
 */
import { negate } from './literal';
import type { RuleSet } from './rule-set';

/**
 * A space's closure. The literal → position index is built on demand: a
 * theorem edit re-derives a few facts in hundreds of spaces, most of which
 * nobody reads before the next write, and building a map per space was a
 * large part of such an edit (and of its garbage). A few lookups scan `order`;
 * more build the map.
 */
export class SpaceClosure {
  private index: Map<number, number> | undefined;
  private scans = 0;

  constructor(
    /** Literals in the order they became known: the stored ones first. */
    readonly order: Int32Array,
    readonly storedCount: number,
    /** Per position in `order`: the rule that derived it (-1 for stored). */
    readonly rule: Int32Array,
    /** Per position: the false conclusion a contrapositive used (-1 otherwise). */
    readonly anyOf: Int32Array,
    /** (literal, rule, anyOf) triples: a rule that derived an already known literal. */
    readonly refirings: Int32Array,
    /** (literal, rule, anyOf) triples: a rule that forced a literal whose negation was known. */
    readonly conflicts: Int32Array,
    index?: Map<number, number>,
  ) {
    this.index = index;
  }

  /** literal → position in `order`. */
  get position(): Map<number, number> {
    if (!this.index) {
      this.index = new Map();
      for (let i = 0; i < this.order.length; i++) this.index.set(this.order[i], i);
    }
    return this.index;
  }

  /** The position of a known literal, undefined when unknown. */
  positionOf(lit: number): number | undefined {
    if (this.index || ++this.scans > 32) return this.position.get(lit);
    const p = this.order.indexOf(lit);
    return p < 0 ? undefined : p;
  }

  /** The same facts with other derivation records (the index is shared). */
  withRecords(records: { rule?: Int32Array; anyOf?: Int32Array; refirings?: Int32Array; conflicts?: Int32Array }): SpaceClosure {
    return new SpaceClosure(
      this.order,
      this.storedCount,
      records.rule ?? this.rule,
      records.anyOf ?? this.anyOf,
      records.refirings ?? this.refirings,
      records.conflicts ?? this.conflicts,
      this.index,
    );
  }
}

/** Reusable working memory, sized to the largest literal and rule seen. */
export class ClosureScratch {
  known = new Int32Array(0);
  counters = new Int32Array(0);
  anyOfSeen = new Int32Array(0);

  fit(literals: number, rules: number): void {
    if (this.known.length < literals) this.known = new Int32Array(Math.max(literals, this.known.length * 2));
    if (this.counters.length < rules) {
      const size = Math.max(rules, this.counters.length * 2);
      this.counters = new Int32Array(size);
      this.anyOfSeen = new Int32Array(size);
    }
  }
}

/**
 * Closes `stored` (literals of one space) under `rules`. `blocked`, when not -1,
 * is a literal that is never asserted: its would-be derivations are still
 * recorded as refirings, which is how "a proof not using the fact itself" is
 * decided exactly.
 */
export function closeSpace(stored: ArrayLike<number>, rules: RuleSet, scratch: ClosureScratch, blocked = -1): SpaceClosure {
  let literalBound = rules.literalBound;
  for (let i = 0; i < stored.length; i++) literalBound = Math.max(literalBound, stored[i] + 1);
  scratch.fit((literalBound | 1) + 1, rules.size);
  const { known, counters, anyOfSeen } = scratch;
  const order: number[] = [];
  const ruleOf: number[] = [];
  const anyOfOf: number[] = [];
  const refirings: number[] = [];
  const conflicts: number[] = [];
  const touched: number[] = [];

  const assert = (lit: number, rule: number, anyOf: number) => {
    order.push(lit);
    ruleOf.push(rule);
    anyOfOf.push(anyOf);
    known[lit] = order.length;
  };
  for (let i = 0; i < stored.length; i++) {
    const lit = stored[i];
    if (lit !== blocked && known[lit] === 0 && known[negate(lit)] === 0) assert(lit, -1, -1);
  }
  const storedCount = order.length;

  for (let next = 0; next < order.length; next++) {
    const lit = order[next];
    const wakes = rules.triggers[lit];
    if (wakes === undefined) continue;
    for (let w = 0; w < wakes.length; w++) {
      const n = wakes[w] >> 1;
      if (counters[n] === 0 && anyOfSeen[n] === 0) touched.push(n);
      if (wakes[w] & 1) {
        if (anyOfSeen[n] !== 0) continue;
        anyOfSeen[n] = lit + 1;
      } else counters[n]++;
      const rule = rules.rules[n]!;
      if (counters[n] !== rule.body.length || (rule.anyOf.length > 0 && anyOfSeen[n] === 0)) continue;
      const anyOf = anyOfSeen[n] - 1;
      for (const head of rule.heads) {
        if (known[head] !== 0 || head === blocked) refirings.push(head, n, anyOf);
        else if (known[negate(head)] !== 0) conflicts.push(head, n, anyOf);
        else assert(head, n, anyOf);
      }
    }
  }

  for (let i = 0; i < order.length; i++) known[order[i]] = 0;
  for (const n of touched) {
    counters[n] = 0;
    anyOfSeen[n] = 0;
  }
  return new SpaceClosure(
    Int32Array.from(order),
    storedCount,
    Int32Array.from(ruleOf),
    Int32Array.from(anyOfOf),
    Int32Array.from(refirings),
    Int32Array.from(conflicts),
  );
}
