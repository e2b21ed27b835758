/// <reference types="node" />
// (Buffer decodes the module's bytes; the frontend type-checks this file through @rules but never loads it.)
/**
 * Runs the closure's hot loop in WebAssembly (closure-kernel.wat): WebAssembly
 * is compiled when the module is made (V8's Liftoff, well under a
 * millisecond for this one), so a fresh process — a server start, an import —
 * closes its spaces as machine code instead of in the JS interpreter, where
 * the same loop was ~5× slower before V8 had optimized it.
 *
 * One `ClosureMachine` per ClosureScratch owns a WebAssembly memory holding a
 * copy of the rules' flat kernel, the scratch arrays and the outputs. The
 * kernel is copied in again only when the rules change (a new RuleKernel, or
 * `RuleKernel.silence`, which bumps its revision).
 */
import { CLOSURE_KERNEL_WASM } from './closure-kernel-binary';
import { RuleKernel } from './rule-set';
import type { CompileRoom, CompiledRules } from './compile-all';

interface KernelExports {
  memory: WebAssembly.Memory;
  layout(...offsets: number[]): void;
  close(storedLength: number, blocked: number): number;
  closeAll(spans: number, table: number, spaces: number, room: number, shift: number): void;
  compile(input: number, theorems: number, ...regions: number[]): void;
  storedLiterals(links: number, count: number, spaces: number, properties: number, ...regions: number[]): number;
}

/** What `compile` makes of encoded theorems: CompiledRules' arrays (documented there) and RuleKernel's. */
export type CompiledArrays = Omit<CompiledRules, 'size' | 'kernel'> & {
  words: Int32Array;
  headStart: Int32Array;
  heads: Int32Array;
  triggerStart: Int32Array;
  triggers: Int32Array;
};

let compiled: WebAssembly.Module | null = null;

/** Compiled once per process, on first use. */
function kernelModule(): WebAssembly.Module {
  return (compiled ??= new WebAssembly.Module(Buffer.from(CLOSURE_KERNEL_WASM, 'base64')));
}

/** What one closure produced: the five outputs packed in one array (see `close`). */
export interface ClosureOutput {
  /** order, rule and anyOf (count each), then the refiring and conflict triples. */
  packed: Int32Array;
  count: number;
  storedCount: number;
  refiringLength: number;
}

/**
 * What closing many spaces at once produced: every closure's outputs packed
 * one after the other in `packed`, and per space five words of `table`: its
 * offset in `packed`, count, stored literals kept, refiring and conflict words.
 */
export interface ClosuresOutput {
  packed: Int32Array;
  table: Int32Array;
  /** Not 0: each refiring is one word (see `SpaceClosure.packed`). */
  refiringShift: number;
}

/** Words per space in a ClosuresOutput's table (see closeAll in closure-kernel.wat). */
export const TABLE_WORDS = 5;

const PAGE = 65536;
/** Words at the start of memory where `close` leaves its counts (see closure-kernel.wat). */
const INFO = 4;

/** Arguments per Math.max call (well below V8's limit on an apply's arguments). */
const MAX_CHUNK = 8192;

/**
 * The largest value (-Infinity when none): by Math.max, a builtin, over
 * chunks. A build's stored literals (thousands) were scanned here by an
 * interpreted loop, ~0.2 ms of a cold build.
 */
function largest(values: ArrayLike<number>): number {
  if (values.length <= MAX_CHUNK) return Math.max.apply(null, values as number[]);
  let max = -Infinity;
  if (ArrayBuffer.isView(values)) {
    const typed = values as Int32Array;
    for (let at = 0; at < typed.length; at += MAX_CHUNK) max = Math.max(max, Math.max.apply(null, typed.subarray(at, at + MAX_CHUNK) as unknown as number[]));
  } else for (let i = 0; i < values.length; i++) if (values[i] > max) max = values[i];
  return max;
}

export class ClosureMachine {
  private exports: KernelExports;
  /**
   * Set once closeAll has handed out views of this memory: the machine then
   * never writes it again and makes a fresh instance (memory) for its next
   * closure, so those views stay valid (a memory that grows detaches them).
   */
  private spent = false;
  private view: Int32Array;
  private kernel: RuleKernel | null = null;
  private revision = -1;
  /** Capacities of the current layout: literals, stored literals. */
  private literals = 0;
  private storedRoom = 0;
  /** Element offsets (in i32) of the regions JS reads or writes. */
  private storedAt = 0;
  private outAt = 0;
  /** Bytes one closure's outputs may take (see `lay`). */
  private outRoom = 0;
  private rulesAt = 0;
  private triggersAt = 0;

  constructor() {
    this.exports = new WebAssembly.Instance(kernelModule()).exports as unknown as KernelExports;
    this.view = new Int32Array(this.exports.memory.buffer);
  }

  /**
   * Closes `stored` under `kernel`; `literalBound` bounds every literal the
   * rules mention, `blocked` (-1: none) is never asserted.
   */
  close(kernel: RuleKernel, literalBound: number, stored: ArrayLike<number>, blocked: number): ClosureOutput {
    this.prepare(kernel, literalBound, stored, stored.length);
    const view = this.view;
    view.set(stored, this.storedAt);
    const count = this.exports.close(stored.length, blocked);
    const refiringLength = view[1];
    return { packed: view.slice(this.outAt, this.outAt + 3 * count + refiringLength + view[2]), count, storedCount: view[0], refiringLength };
  }

  /**
   * Closes many spaces in one call: space s's stored literals are
   * stored[spans[s] .. spans[s + 1]]. What a build does: no JS runs between
   * two spaces, and the outputs come out in one copy.
   */
  closeAll(kernel: RuleKernel, literalBound: number, stored: Int32Array, spans: Int32Array): ClosuresOutput {
    const spaces = spans.length - 1;
    const input = stored.length + spans.length + TABLE_WORDS * spaces;
    this.prepare(kernel, literalBound, stored, input);
    const spansAt = this.storedAt + stored.length;
    const tableAt = spansAt + spans.length;
    this.view.set(stored, this.storedAt);
    this.view.set(spans, spansAt);
    // A refiring in one word when its literals (below this.literals) and its
    // rule number fit: π-Base's refirings are then 0.3 MB instead of 1 MB.
    let shift = 32 - Math.clz32(this.literals);
    if (2 * shift >= 32 || kernel.size > 2 ** (32 - 2 * shift)) shift = 0;
    this.exports.closeAll(spansAt * 4, tableAt * 4, spaces, this.outRoom, shift);
    // The outputs stay where the kernel wrote them: copying a build's
    // (1.6 MB for π-Base) into fresh memory cost as much again as writing them.
    // The memory is left to these views (see `spent`); the kernel grew it as
    // the outputs needed.
    const { buffer } = this.exports.memory;
    const table = new Int32Array(buffer, tableAt * 4, TABLE_WORDS * spaces);
    const last = TABLE_WORDS * (spaces - 1);
    const end = spaces === 0 ? 0 : table[last] + 3 * table[last + 1] + table[last + 3] + table[last + 4];
    this.spent = true;
    return { packed: new Int32Array(buffer, this.outAt * 4, end), table, refiringShift: shift };
  }

  /**
   * Makes the memory ready for closures of literals up to the rules' bound
   * and `stored`'s, with `input` words of input: the kernel patched or
   * copied in, the regions large enough.
   */
  private prepare(kernel: RuleKernel, literalBound: number, stored: ArrayLike<number>, input: number): void {
    if (this.spent) this.renew();
    const bound = Math.max(literalBound, largest(stored) + 1);
    const literals = (bound | 1) + 1;
    if (kernel === this.kernel && kernel.revision !== this.revision && kernel.patch(this.view, this.rulesAt, this.triggersAt, this.revision)) {
      // Rules silenced or put back (a theorem check): just the words that changed.
      this.revision = kernel.revision;
    }
    if (kernel !== this.kernel || kernel.revision !== this.revision || literals > this.literals || input > this.storedRoom) {
      this.lay(kernel, Math.max(literals, this.literals), Math.max(input, this.storedRoom));
    }
  }

  /**
   * Compiles encoded theorems (compile-all.ts) in WebAssembly: the rules,
   * their kernel words and the trigger rows, copied out. Uses this memory
   * as scratch, so the kernel is laid again before the next closure.
   */
  compile(encoded: Int32Array, theorems: number, room: CompileRoom): CompiledArrays {
    if (this.spent) this.renew();
    let at = INFO;
    const region = (length: number) => {
      const start = at;
      at += length;
      return start;
    };
    const input = region(encoded.length);
    const theoremOf = region(room.rules);
    const kind = region(room.rules);
    const bodyAt = region(room.rules);
    const bodyLength = region(room.rules);
    const anyOfAt = region(room.rules);
    const anyOfLength = region(room.rules);
    const literals = region(room.literals);
    const words = region(RuleKernel.RULE_WORDS * room.rules);
    const headStart = region(room.rules + 1);
    const heads = region(room.heads);
    const ruleStart = region(theorems + 1);
    const theoremIds = region(theorems);
    // Literal bound + 3 words of trigger starts (the rules' bound is at most the atoms'), then 2 per entry.
    const triggerStart = region(room.literalBound + 4 + 2 * room.literals);
    this.reserve(at * 4);
    this.view.set(encoded, input);
    const b = (offset: number) => offset * 4;
    this.exports.compile(b(input), theorems, b(theoremOf), b(kind), b(bodyAt), b(bodyLength), b(anyOfAt), b(anyOfLength), b(literals), b(words), b(headStart), b(heads), b(ruleStart), b(theoremIds), b(triggerStart));
    this.kernel = null;
    const view = this.view;
    const [n, l, h, bound] = [view[0], view[1], view[2], view[3]];
    const starts = bound + 3;
    const entries = view[triggerStart + starts - 1];
    return {
      literalBound: bound,
      theoremOf: view.slice(theoremOf, theoremOf + n),
      kind: view.slice(kind, kind + n),
      bodyAt: view.slice(bodyAt, bodyAt + n),
      bodyLength: view.slice(bodyLength, bodyLength + n),
      anyOfAt: view.slice(anyOfAt, anyOfAt + n),
      anyOfLength: view.slice(anyOfLength, anyOfLength + n),
      literals: view.slice(literals, literals + l),
      words: view.slice(words, words + RuleKernel.RULE_WORDS * n),
      headStart: view.slice(headStart, headStart + n + 1),
      heads: view.slice(heads, heads + h),
      ruleStart: view.slice(ruleStart, ruleStart + theorems + 1),
      theoremIds: view.slice(theoremIds, theoremIds + theorems),
      triggerStart: view.slice(triggerStart, triggerStart + starts),
      triggers: view.slice(triggerStart + starts, triggerStart + starts + 2 * entries),
    };
  }

  /**
   * A build's stored facts for all spaces at once (`storedLiterals` in the
   * .wat): `links` holds (space index or -1, property code masked by the
   * space's scalars or -1, field bits) per link in catalogue order. Null when
   * a space has two links to one property (its link map then says which
   * counts). Uses this memory as scratch.
   */
  storedLiterals(links: Int32Array, spaces: number, properties: number): { stored: Int32Array; spans: Int32Array } | null {
    if (this.spent) this.renew();
    const count = links.length / 3;
    let at = INFO;
    const region = (length: number) => {
      const start = at;
      at += length;
      return start;
    };
    const input = region(links.length);
    const stamp = region(properties);
    const linkStart = region(spaces + 1);
    const order = region(count);
    const spans = region(spaces + 1);
    const stored = region(2 * count);
    this.reserve(at * 4);
    this.view.set(links, input);
    const b = (offset: number) => offset * 4;
    const total = this.exports.storedLiterals(b(input), count, spaces, properties, b(stamp), b(linkStart), b(order), b(spans), b(stored));
    this.kernel = null;
    if (total < 0) return null;
    return { stored: this.view.slice(stored, stored + total), spans: this.view.slice(spans, spans + spaces + 1) };
  }

  /** A fresh instance and memory, after closeAll left the old memory to its views. */
  private renew(): void {
    this.exports = new WebAssembly.Instance(kernelModule()).exports as unknown as KernelExports;
    this.view = new Int32Array(this.exports.memory.buffer);
    this.kernel = null;
    this.literals = this.storedRoom = 0;
    this.spent = false;
  }

  /** Grows the memory to at least `bytes` (a new view: growing detaches the old one). */
  private reserve(bytes: number): void {
    const { memory } = this.exports;
    if (memory.buffer.byteLength < bytes) memory.grow(Math.ceil((bytes - memory.buffer.byteLength) / PAGE));
    if (this.view.buffer !== memory.buffer) this.view = new Int32Array(memory.buffer);
  }

  /**
   * Places the kernel (already in the layout closure-kernel.wat reads, see
   * RuleKernel), the scratch and the outputs in memory, growing it, and
   * copies the kernel in.
   */
  private lay(kernel: RuleKernel, literals: number, storedRoom: number): void {
    const heads = kernel.heads.length;
    // Every rule fires at most once per closure, so its heads bound the records.
    const records = 3 * heads + 3;
    let at = INFO;
    const region = (length: number) => {
      const start = at;
      at += length;
      return start;
    };
    const rules = region(kernel.rules.length);
    const headStart = region(kernel.headStart.length);
    const headList = region(heads);
    const triggerStart = region(kernel.triggerStart.length);
    const triggers = region(kernel.triggers.length);
    const known = region(literals);
    const rule = region(literals);
    const anyOf = region(literals);
    const refirings = region(records);
    const conflicts = region(records);
    const touched = region(kernel.size + 1);
    const stored = region(storedRoom);
    // The outputs are packed at `out` after each closure: order, rule, anyOf,
    // refirings, conflicts. Last, as closeAll packs many closures there.
    const outRoom = 3 * literals + 2 * records;
    const out = region(outRoom);
    this.reserve(at * 4);
    const view = this.view;
    view.set(kernel.rules, rules);
    view.set(kernel.headStart, headStart);
    view.set(kernel.heads, headList);
    view.set(kernel.triggerStart, triggerStart);
    view.set(kernel.triggers, triggers);
    view.fill(0, known, known + literals);
    const b = (offset: number) => offset * 4;
    this.exports.layout(b(rules), b(headStart), b(headList), b(triggerStart), b(triggers), kernel.literalLimit, b(known), b(stored), b(out), b(rule), b(anyOf), b(refirings), b(conflicts), b(touched));
    this.kernel = kernel;
    this.revision = kernel.revision;
    this.literals = literals;
    this.storedRoom = storedRoom;
    this.storedAt = stored;
    this.outAt = out;
    this.outRoom = outRoom * 4;
    this.rulesAt = rules;
    this.triggersAt = triggers;
  }
}
