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
import type { RuleSet } from './rule-set';
import { ClosureMachine, TABLE_WORDS } from './closure-kernel';

/**
 * A space's closure. The literal → position index is built on demand: a
 * theorem edit re-derives a few facts in hundreds of spaces, most of which
 * nobody reads before the next write, and building a map per space was a
 * large part of such an edit (and of its garbage). A few lookups scan `order`;
 * more build the map. Whether a literal is known at all is a bitset (a bit per
 * literal, built on first use), which is what a theorem edit asks of every
 * space: at ten times π-Base, 2,230 spaces each asked about a few literals.
 */
export class SpaceClosure {
  // Declared, not initialized: the constructor sets each field once (a build
  // makes a closure per space while JS is still interpreted, where each class
  // field initializer is one more defined property per object).
  declare readonly storedCount: number;
  declare private index: Map<number, number> | undefined;
  declare private bits: Uint32Array | undefined;
  declare private scans: number;
  declare private orderView: Int32Array | undefined;
  declare private ruleView: Int32Array | undefined;
  declare private anyOfView: Int32Array | undefined;
  declare private refiringView: Int32Array | undefined;
  declare private conflictView: Int32Array | undefined;
  /** A closure from the kernel keeps its five arrays packed in one (from `at`) and makes each view on first use. */
  declare private packed: Int32Array;
  declare private at: number;
  declare private count: number;
  declare private refiringLength: number;
  /** Not 0: each refiring in `packed` is one word (see `packed`). */
  declare private refiringShift: number;

  constructor(
    order: Int32Array,
    storedCount: number,
    rule: Int32Array,
    anyOf: Int32Array,
    refirings: Int32Array,
    conflicts: Int32Array,
    index?: Map<number, number>,
    bits?: Uint32Array,
  ) {
    this.storedCount = storedCount;
    this.index = index;
    this.bits = bits;
    this.scans = 0;
    this.orderView = order;
    this.ruleView = rule;
    this.anyOfView = anyOf;
    this.refiringView = refirings;
    this.conflictView = conflicts;
    this.packed = EMPTY;
    this.at = 0;
    this.count = 0;
    this.refiringLength = 0;
    this.refiringShift = 0;
  }

  /**
   * A closure over words `at` on of one array holding order, rule and anyOf
   * (`count` each), then the refiring and conflict triples: a build makes one
   * per space (all in one array) and reads few of the views, so they are
   * made when asked for. `refiringShift` not 0: each refiring is one word,
   * rule << 2 shift | literal << shift | anyOf + 1, unpacked when first read
   * (a build writes every space's, few are read).
   */
  static packed(packed: Int32Array, at: number, count: number, storedCount: number, refiringLength: number, conflictLength: number, refiringShift = 0): SpaceClosure {
    const conflicts = conflictLength === 0 ? EMPTY : packed.subarray(at + 3 * count + refiringLength, at + 3 * count + refiringLength + conflictLength);
    const closure = new SpaceClosure(UNREAD, storedCount, UNREAD, UNREAD, refiringLength === 0 ? EMPTY : UNREAD, conflicts);
    closure.packed = packed;
    closure.at = at;
    closure.count = count;
    closure.refiringLength = refiringLength;
    closure.refiringShift = refiringShift;
    return closure;
  }

  /** Literals in the order they became known: the stored ones first. */
  get order(): Int32Array {
    return (this.orderView ??= this.packed.subarray(this.at, this.at + this.count));
  }

  /** Per position in `order`: the rule that derived it (-1 for stored). */
  get rule(): Int32Array {
    return (this.ruleView ??= this.packed.subarray(this.at + this.count, this.at + 2 * this.count));
  }

  /** Per position: the false conclusion a contrapositive used (-1 otherwise). */
  get anyOf(): Int32Array {
    return (this.anyOfView ??= this.packed.subarray(this.at + 2 * this.count, this.at + 3 * this.count));
  }

  /** (literal, rule, anyOf) triples: a rule that derived an already known literal. */
  get refirings(): Int32Array {
    if (this.refiringView) return this.refiringView;
    const from = this.at + 3 * this.count;
    const words = this.packed.subarray(from, from + this.refiringLength);
    const shift = this.refiringShift;
    if (shift === 0) return (this.refiringView = words);
    const mask = (1 << shift) - 1;
    const triples = new Int32Array(3 * words.length);
    for (let i = 0, t = 0; i < words.length; i++, t += 3) {
      const word = words[i];
      triples[t] = (word >>> shift) & mask;
      triples[t + 1] = word >>> (2 * shift);
      triples[t + 2] = (word & mask) - 1;
    }
    return (this.refiringView = triples);
  }

  /** (literal, rule, anyOf) triples: a rule that forced a literal whose negation was known (made at once: rare). */
  get conflicts(): Int32Array {
    return this.conflictView!;
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
  withRecords(records: { rule?: Int32Array; anyOf?: Int32Array; refirings?: Int32Array; conflicts?: Int32Array }): SpaceClosure {
    return new SpaceClosure(
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

/** Shared by closures without refirings or conflicts: never written to. */
const EMPTY = new Int32Array(0);
/** A view of a packed closure not made yet (see `SpaceClosure.packed`). */
const UNREAD = undefined as unknown as Int32Array;

function literalBits(order: Int32Array): Uint32Array {
  let max = -1;
  for (let i = 0; i < order.length; i++) if (order[i] > max) max = order[i];
  const bits = new Uint32Array((max >>> 5) + 1);
  for (let i = 0; i < order.length; i++) bits[order[i] >>> 5] |= 1 << (order[i] & 31);
  return bits;
}

/**
 * Reusable working memory for closures: a WebAssembly instance holding the
 * rules' kernel, the counters and the output buffers (closure-kernel.ts),
 * made on first use. A closure resets the counters of just the rules it woke.
 */
export class ClosureScratch {
  private machine: ClosureMachine | null = null;

  get kernel(): ClosureMachine {
    return (this.machine ??= new ClosureMachine());
  }
}

/**
 * Closes `stored` (literals of one space) under `rules`. `blocked`, when not -1,
 * is a literal that is never asserted: its would-be derivations are still
 * recorded as refirings, which is how "a proof not using the fact itself" is
 * decided exactly.
 *
 * The loop (closure-kernel.wat) runs in WebAssembly on the rules' flat kernel:
 * the first closures of a process run before V8 has optimized any JavaScript,
 * and a server start or an import closes every space then.
 */
export function closeSpace(stored: ArrayLike<number>, rules: RuleSet, scratch: ClosureScratch, blocked = -1): SpaceClosure {
  const { packed, count, storedCount, refiringLength } = scratch.kernel.close(rules.kernel(), rules.literalBound, stored, blocked);
  return SpaceClosure.packed(packed, 0, count, storedCount, refiringLength, packed.length - 3 * count - refiringLength);
}

/**
 * Closes many spaces at once (a build, a reload): space s's stored literals
 * are stored[spans[s] .. spans[s + 1]]. The same closures as closeSpace's,
 * from one WebAssembly call: a fresh process runs its JS in the interpreter,
 * where per-space work between closures cost as much as the closures.
 */
export function closeSpaces(stored: Int32Array, spans: Int32Array, rules: RuleSet, scratch: ClosureScratch): SpaceClosure[] {
  const { packed, table, refiringShift } = scratch.kernel.closeAll(rules.kernel(), rules.literalBound, stored, spans);
  const closures = new Array<SpaceClosure>(spans.length - 1);
  for (let s = 0, t = 0; s < closures.length; s++, t += TABLE_WORDS) {
    closures[s] = SpaceClosure.packed(packed, table[t], table[t + 1], table[t + 2], table[t + 3], table[t + 4], refiringShift);
  }
  return closures;
}
