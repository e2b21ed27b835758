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
import { ClosureMachine } from './closure-kernel';

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
  private index: Map<number, number> | undefined;
  private bits: Uint32Array | undefined;
  private scans = 0;
  private orderView: Int32Array | undefined;
  private ruleView: Int32Array | undefined;
  private anyOfView: Int32Array | undefined;
  private refiringView: Int32Array | undefined;
  private conflictView: Int32Array | undefined;
  /** A closure from the kernel keeps its five arrays packed in one and makes each view on first use. */
  private packed: Int32Array = EMPTY;
  private count = 0;
  private refiringLength = 0;

  constructor(
    order: Int32Array,
    readonly storedCount: number,
    rule: Int32Array,
    anyOf: Int32Array,
    refirings: Int32Array,
    conflicts: Int32Array,
    index?: Map<number, number>,
    bits?: Uint32Array,
  ) {
    this.orderView = order;
    this.ruleView = rule;
    this.anyOfView = anyOf;
    this.refiringView = refirings;
    this.conflictView = conflicts;
    this.index = index;
    this.bits = bits;
  }

  /**
   * A closure over one array holding order, rule and anyOf (`count` each),
   * then the refiring and conflict triples: a build makes one per space and
   * reads few of the views, so they are made when asked for.
   */
  static packed(packed: Int32Array, count: number, storedCount: number, refiringLength: number): SpaceClosure {
    const closure = new SpaceClosure(EMPTY, storedCount, EMPTY, EMPTY, EMPTY, EMPTY);
    closure.orderView = closure.ruleView = closure.anyOfView = undefined;
    closure.refiringView = refiringLength === 0 ? EMPTY : undefined;
    closure.conflictView = packed.length === 3 * count + refiringLength ? EMPTY : undefined;
    closure.packed = packed;
    closure.count = count;
    closure.refiringLength = refiringLength;
    return closure;
  }

  /** Literals in the order they became known: the stored ones first. */
  get order(): Int32Array {
    return (this.orderView ??= this.packed.subarray(0, this.count));
  }

  /** Per position in `order`: the rule that derived it (-1 for stored). */
  get rule(): Int32Array {
    return (this.ruleView ??= this.packed.subarray(this.count, 2 * this.count));
  }

  /** Per position: the false conclusion a contrapositive used (-1 otherwise). */
  get anyOf(): Int32Array {
    return (this.anyOfView ??= this.packed.subarray(2 * this.count, 3 * this.count));
  }

  /** (literal, rule, anyOf) triples: a rule that derived an already known literal. */
  get refirings(): Int32Array {
    return (this.refiringView ??= this.packed.subarray(3 * this.count, 3 * this.count + this.refiringLength));
  }

  /** (literal, rule, anyOf) triples: a rule that forced a literal whose negation was known. */
  get conflicts(): Int32Array {
    return (this.conflictView ??= this.packed.subarray(3 * this.count + this.refiringLength));
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
 * made on first use. Rule counters are reset lazily by an epoch stamp, so
 * nothing is swept after a closure.
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
  return SpaceClosure.packed(packed, count, storedCount, refiringLength);
}
