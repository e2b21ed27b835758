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
import type { RuleKernel } from './rule-set';

interface KernelExports {
  memory: WebAssembly.Memory;
  layout(...offsets: number[]): void;
  close(storedLength: number, blocked: number, epoch: number): number;
  storedCount: WebAssembly.Global;
  refiringCount: WebAssembly.Global;
  conflictCount: WebAssembly.Global;
}

let compiled: WebAssembly.Module | null = null;

/** Compiled once per process, on first use. */
function kernelModule(): WebAssembly.Module {
  if (!compiled) {
    const text = atob(CLOSURE_KERNEL_WASM);
    const bytes = new Uint8Array(text.length);
    for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
    compiled = new WebAssembly.Module(bytes);
  }
  return compiled;
}

/** What one closure produced: the five outputs packed in one array (see `close`). */
export interface ClosureOutput {
  /** order, rule and anyOf (count each), then the refiring and conflict triples. */
  packed: Int32Array;
  count: number;
  storedCount: number;
  refiringLength: number;
}

const PAGE = 65536;

export class ClosureMachine {
  private readonly exports: KernelExports;
  private view: Int32Array;
  private kernel: RuleKernel | null = null;
  private revision = -1;
  /** Capacities of the current layout: literals, stored literals. */
  private literals = 0;
  private storedRoom = 0;
  /** Element offsets (in i32) of the regions JS reads or writes. */
  private storedAt = 0;
  private outAt = 0;
  private epoch = 0;

  constructor() {
    this.exports = new WebAssembly.Instance(kernelModule()).exports as unknown as KernelExports;
    this.view = new Int32Array(this.exports.memory.buffer);
  }

  /**
   * Closes `stored` under `kernel`; `literalBound` bounds every literal the
   * rules mention, `blocked` (-1: none) is never asserted.
   */
  close(kernel: RuleKernel, literalBound: number, stored: ArrayLike<number>, blocked: number): ClosureOutput {
    let bound = literalBound;
    for (let i = 0; i < stored.length; i++) if (stored[i] + 1 > bound) bound = stored[i] + 1;
    const literals = (bound | 1) + 1;
    if (kernel !== this.kernel || kernel.revision !== this.revision || literals > this.literals || stored.length > this.storedRoom) {
      this.lay(kernel, Math.max(literals, this.literals), Math.max(stored.length, this.storedRoom));
    }
    if (++this.epoch > 0x3fffffff) this.lay(kernel, this.literals, this.storedRoom);
    this.view.set(stored, this.storedAt);
    const { exports } = this;
    const count = exports.close(stored.length, blocked, this.epoch);
    const refiringLength = exports.refiringCount.value as number;
    const length = 3 * count + refiringLength + (exports.conflictCount.value as number);
    return {
      packed: this.view.slice(this.outAt, this.outAt + length),
      count,
      storedCount: exports.storedCount.value as number,
      refiringLength,
    };
  }

  /**
   * Places the kernel, the scratch and the outputs in memory (growing it) and
   * copies the kernel in, interleaved as closure-kernel.wat reads it: 8 words
   * per rule, 2 per trigger entry.
   */
  private lay(kernel: RuleKernel, literals: number, storedRoom: number): void {
    const rules = kernel.need.length;
    const heads = kernel.heads.length;
    const wakes = kernel.trigger.length;
    // Every rule fires at most once per closure, so its heads bound the records.
    const records = 3 * heads + 3;
    let at = 0;
    const region = (length: number) => {
      const start = at;
      at += length;
      return start;
    };
    const ruleInfo = region(8 * rules);
    const headList = region(heads);
    const triggerStart = region(kernel.triggerStart.length);
    const triggers = region(2 * wakes);
    const known = region(literals);
    const stored = region(storedRoom);
    // The outputs are packed at `out` after each closure: order, rule, anyOf, refirings, conflicts.
    const out = region(3 * literals + 2 * records);
    const rule = region(literals);
    const anyOf = region(literals);
    const refirings = region(records);
    const conflicts = region(records);
    const { memory } = this.exports;
    const bytes = at * 4;
    if (memory.buffer.byteLength < bytes) memory.grow(Math.ceil((bytes - memory.buffer.byteLength) / PAGE));
    const view = (this.view = new Int32Array(memory.buffer));
    view.fill(0, 0, at);
    const { need, hasAnyOf, headStart } = kernel;
    for (let n = 0, r = ruleInfo; n < rules; n++, r += 8) {
      view[r + 3] = need[n];
      view[r + 4] = hasAnyOf[n];
      view[r + 5] = (headList + headStart[n]) * 4;
      view[r + 6] = (headList + headStart[n + 1]) * 4;
    }
    view.set(kernel.heads, headList);
    view.set(kernel.triggerStart, triggerStart);
    const { trigger, direct } = kernel;
    for (let w = 0, t = triggers; w < wakes; w++, t += 2) {
      view[t] = trigger[w];
      view[t + 1] = direct[w];
    }
    const b = (offset: number) => offset * 4;
    this.exports.layout(b(ruleInfo), b(triggerStart), b(triggers), kernel.literalLimit, b(known), b(stored), b(out), b(rule), b(anyOf), b(refirings), b(conflicts));
    this.kernel = kernel;
    this.revision = kernel.revision;
    this.literals = literals;
    this.storedRoom = storedRoom;
    this.storedAt = stored;
    this.outAt = out;
    this.epoch = 1;
  }
}
