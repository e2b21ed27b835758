/**
 * The closure of one subject's facts under the rules: a semi-naive
 * (delta-driven) fixpoint. Each literal is processed once when it becomes
 * known; it wakes only the rules it triggers, whose counters of known body
 * literals tell when they fire (Dowling–Gallier: linear in the rules touched).
 *
 * Every known literal keeps its first derivation (the rule and, for a
 * contrapositive, which false conclusion it used). Its supports were known
 * before it, so following first derivations always ends in stored facts and
 * can never loop. Rules that fire on an already known literal are kept as
 * `refirings` (other derivations), and those that force a literal whose
 * negation is known as `conflicts`.
 */
import type { RuleMask, RuleSet } from './rule-set';

/**
 * A subject's closure. The literal → position index is built on demand: a
 * theorem edit re-derives a few facts in hundreds of subjects, most of which
 * nobody reads before the next write. A few lookups scan `order`; more build
 * the map. Whether a literal is known at all is a bitset (a bit per literal,
 * built on first use), which is what a theorem edit asks of every subject.
 */
export class Closure {
  private index: Map<number, number> | undefined;
  private bits: Uint32Array | undefined;
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
    bits?: Uint32Array,
  ) {
    this.index = index;
    this.bits = bits;
  }

  /** Whether a literal is known. */
  has(lit: number): boolean {
    const bits = (this.bits ??= literalBits(this.order));
    const word = lit >>> 5;
    return word < bits.length && (bits[word] & (1 << (lit & 31))) !== 0;
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
    if (!this.has(lit)) return undefined;
    if (this.index || ++this.scans > 32) return this.position.get(lit);
    const p = this.order.indexOf(lit);
    return p < 0 ? undefined : p;
  }

  /** The same facts with other derivation records (the index is shared). */
  withRecords(records: { rule?: Int32Array; anyOf?: Int32Array; refirings?: Int32Array; conflicts?: Int32Array }): Closure {
    return new Closure(
      this.order,
      this.storedCount,
      records.rule ?? this.rule,
      records.anyOf ?? this.anyOf,
      records.refirings ?? this.refirings,
      records.conflicts ?? this.conflicts,
      this.index,
      this.bits,
    );
  }
}

function literalBits(order: Int32Array): Uint32Array {
  let max = -1;
  for (let i = 0; i < order.length; i++) if (order[i] > max) max = order[i];
  const bits = new Uint32Array((max >>> 5) + 1);
  for (let i = 0; i < order.length; i++) bits[order[i] >>> 5] |= 1 << (order[i] & 31);
  return bits;
}

/**
 * Reusable working memory, grown to the largest literal and rule count seen.
 * A rule's state is reset lazily: its `stamp` differs from the current
 * closure's `epoch` until it is first woken there, so nothing is swept after
 * a closure.
 */
export class ClosureScratch {
  /** literal → position + 1 while a closure runs (0: unknown); cleared after it. */
  known = new Int32Array(0);
  /** Per rule: 2 per known body literal, + 1 once an anyOf literal is known (see RuleKernel.ready). */
  state = new Int32Array(0);
  /** Per rule: its first known anyOf literal + 1 (0: none yet). */
  anyOfSeen = new Int32Array(0);
  stamp = new Int32Array(0);
  epoch = 0;
  /** Output buffers: order, rule and anyOf per position; refirings and conflicts as triples. */
  order = new Int32Array(0);
  rule = new Int32Array(0);
  anyOf = new Int32Array(0);
  refirings: Int32Array = new Int32Array(1024);
  conflicts: Int32Array = new Int32Array(64);

  fit(literals: number, rules: number): void {
    if (this.known.length < literals) {
      const size = Math.max(literals, this.known.length * 2);
      this.known = new Int32Array(size);
      this.order = new Int32Array(size);
      this.rule = new Int32Array(size);
      this.anyOf = new Int32Array(size);
    }
    if (this.state.length < rules) {
      const size = Math.max(rules, this.state.length * 2);
      this.state = new Int32Array(size);
      this.anyOfSeen = new Int32Array(size);
      this.stamp = new Int32Array(size);
      this.epoch = 0;
    }
    if (++this.epoch > 0x3fffffff) {
      this.stamp.fill(0);
      this.epoch = 1;
    }
  }
}

/**
 * Closes `stored` (literals of one subject) under `rules`. `blocked`, when not
 * -1, is a literal that is never asserted: its would-be derivations are still
 * recorded as refirings, which is how "a proof not using the fact itself" is
 * decided exactly. `silenced` rules never fire (a theorem checked against the
 * others). The loop reads the rules' flat kernel and the scratch's typed
 * arrays only: no objects per fact or per wake.
 */
export function closeFacts(stored: ArrayLike<number>, rules: RuleSet, scratch: ClosureScratch, blocked = -1, silenced: RuleMask | null = null): Closure {
  const kernel = rules.kernel();
  let literalBound = rules.literalBound;
  for (let i = 0; i < stored.length; i++) if (stored[i] + 1 > literalBound) literalBound = stored[i] + 1;
  scratch.fit((literalBound | 1) + 1, rules.size);
  const { known, state, anyOfSeen, stamp, order, rule: ruleOf, anyOf: anyOfOf } = scratch;
  const epoch = scratch.epoch;
  const { ready, headStart, heads, triggerStart, triggers } = kernel;
  const triggerLimit = kernel.literalLimit;
  let refirings = scratch.refirings;
  let conflicts = scratch.conflicts;
  let count = 0;
  let refiringCount = 0;
  let conflictCount = 0;

  // The first of a literal and its negation wins among the stored ones.
  for (let i = 0; i < stored.length; i++) {
    const lit = stored[i];
    if (lit !== blocked && known[lit] === 0 && known[lit ^ 1] === 0) {
      order[count] = lit;
      ruleOf[count] = -1;
      anyOfOf[count] = -1;
      known[lit] = ++count;
    }
  }
  const storedCount = count;

  for (let next = 0; next < count; next++) {
    const lit = order[next];
    if (lit >= triggerLimit) continue;
    const end = triggerStart[lit + 1];
    for (let w = triggerStart[lit]; w < end; w++) {
      const entry = triggers[w];
      const n = entry >> 2;
      let anyOf = -1;
      if ((entry & 2) !== 0) {
        if ((entry & 1) !== 0) anyOf = lit;
      } else {
        if (stamp[n] !== epoch) {
          stamp[n] = epoch;
          state[n] = 0;
          anyOfSeen[n] = 0;
        }
        if ((entry & 1) === 0) state[n] += 2;
        else if (anyOfSeen[n] === 0) {
          anyOfSeen[n] = lit + 1;
          state[n] += 1;
        } else continue;
        if (state[n] !== ready[n]) continue;
        anyOf = anyOfSeen[n] - 1;
      }
      if (silenced !== null && silenced.has(n)) continue;
      // The rule fires: each head is a new fact, a refiring or a conflict.
      for (let h = headStart[n]; h < headStart[n + 1]; h++) {
        const head = heads[h];
        if (known[head] !== 0 || head === blocked) {
          if (refiringCount + 3 > refirings.length) refirings = scratch.refirings = grown(refirings, refiringCount + 3);
          refirings[refiringCount++] = head;
          refirings[refiringCount++] = n;
          refirings[refiringCount++] = anyOf;
        } else if (known[head ^ 1] !== 0) {
          if (conflictCount + 3 > conflicts.length) conflicts = scratch.conflicts = grown(conflicts, conflictCount + 3);
          conflicts[conflictCount++] = head;
          conflicts[conflictCount++] = n;
          conflicts[conflictCount++] = anyOf;
        } else {
          order[count] = head;
          ruleOf[count] = n;
          anyOfOf[count] = anyOf;
          known[head] = ++count;
        }
      }
    }
  }

  for (let i = 0; i < count; i++) known[order[i]] = 0;
  // One allocation for the five outputs (views into it), not five.
  const out = new Int32Array(3 * count + refiringCount + conflictCount);
  out.set(order.subarray(0, count), 0);
  out.set(ruleOf.subarray(0, count), count);
  out.set(anyOfOf.subarray(0, count), 2 * count);
  out.set(refirings.subarray(0, refiringCount), 3 * count);
  out.set(conflicts.subarray(0, conflictCount), 3 * count + refiringCount);
  return new Closure(
    out.subarray(0, count),
    storedCount,
    out.subarray(count, 2 * count),
    out.subarray(2 * count, 3 * count),
    out.subarray(3 * count, 3 * count + refiringCount),
    out.subarray(3 * count + refiringCount),
  );
}

function grown(buffer: Int32Array, needed: number): Int32Array {
  const bigger = new Int32Array(Math.max(needed, buffer.length * 2));
  bigger.set(buffer);
  return bigger;
}
