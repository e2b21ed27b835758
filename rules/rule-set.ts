/**
 * The compiled rules of all theorems with their trigger index: for each
 * literal (property, scalar, value), the rules whose body or anyOf mentions it.
 * Theorems are added and removed one at a time; a removed theorem's rule slots
 * are left empty and never reused, so the rule numbers recorded in derivations
 * stay valid, and a removal can be undone exactly (`restore`, used by checks).
 */
import { CONTRAPOSITIVE, FORWARD, type Literals, type Rule } from './compile';
import type { CompiledRules } from './compile-all';

/** A trigger entry: rule number * 2, plus 1 when the literal is in the rule's anyOf. */
export type Trigger = number;

export class RuleSet {
  private ruleList: (Rule | null)[] = [];
  private triggerLists: Trigger[][] = [];
  private theoremRules = new Map<number, number[]>();
  /**
   * A whole catalogue compiled at once (`load`), kept in flat form until
   * something asks for the rules as objects: a build closes every space on
   * the kernel alone.
   */
  private compiled: CompiledRules | null = null;
  /** One more than the largest literal any rule mentions. */
  literalBound = 0;
  /** The flat form the closure runs on, rebuilt on first use after a change. */
  private flat: RuleKernel | null = null;

  /** rule number → its rule (null: an empty slot). */
  get rules(): (Rule | null)[] {
    if (this.compiled !== null) this.expand();
    return this.ruleList;
  }

  /** triggers[literal] = the rules to wake when that literal becomes known. */
  get triggers(): Trigger[][] {
    if (this.compiled !== null) this.expand();
    return this.triggerLists;
  }

  private get byTheorem(): Map<number, number[]> {
    if (this.compiled !== null) this.expand();
    return this.theoremRules;
  }

  get size(): number {
    return this.compiled !== null ? this.compiled.size : this.ruleList.length;
  }

  /** Takes a catalogue's rules compiled at once (compile-all.ts) into this empty set: the same rules as `add` of each theorem in turn. */
  load(compiled: CompiledRules): void {
    if (this.size !== 0 || this.theoremRules.size !== 0) throw new Error('RuleSet.load: the set is not empty');
    this.compiled = compiled;
    this.flat = compiled.kernel;
    this.literalBound = compiled.literalBound;
  }

  /** The rules, trigger lists and theorems' rule numbers of a `load`, as `add` would have made them. */
  private expand(): void {
    const c = this.compiled!;
    this.compiled = null;
    const { kernel } = c;
    const list = (this.ruleList = new Array<Rule | null>(c.size));
    let shared: Literals = NONE;
    let sharedAt = -1;
    for (let n = 0; n < c.size; n++) {
      const body = literalList(c.literals, c.bodyAt[n], c.bodyLength[n]);
      let anyOf = NONE;
      if (c.anyOfLength[n] > 0) {
        // A theorem's contrapositives share one list of false conclusions, as compileTheorem makes them.
        if (c.anyOfAt[n] !== sharedAt) [shared, sharedAt] = [literalList(c.literals, c.anyOfAt[n], c.anyOfLength[n]), c.anyOfAt[n]];
        anyOf = shared;
      }
      const heads = literalList(kernel.heads, kernel.headStart[n], kernel.headStart[n + 1] - kernel.headStart[n]);
      const kind = c.kind[n];
      list[n] = { theoremId: c.theoremOf[n], direction: kind & 1 ? CONTRAPOSITIVE : FORWARD, scalar: kind & 2 ? 'COMPLEX' : 'REAL', body, anyOf, heads };
    }
    const lists: Trigger[][] = (this.triggerLists = []);
    for (let lit = 0; lit < kernel.literalLimit; lit++) {
      const from = kernel.triggerStart[lit];
      const to = kernel.triggerStart[lit + 1];
      if (from === to) continue;
      const wakes = new Array<Trigger>(to - from);
      for (let t = from; t < to; t++) wakes[t - from] = kernel.triggers[2 * t];
      lists[lit] = wakes;
    }
    for (let t = 0; t < c.theoremIds.length; t++) {
      const numbers = new Array<number>(c.ruleStart[t + 1] - c.ruleStart[t]);
      for (let i = 0; i < numbers.length; i++) numbers[i] = c.ruleStart[t] + i;
      this.theoremRules.set(c.theoremIds[t], numbers);
    }
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
      // Inline, not helpers: a build places every rule once, mostly in the interpreter.
      let bound = this.literalBound;
      const { body, anyOf, heads } = rule;
      for (let j = 0; j < body.length; j++) {
        const lit = body[j];
        if (lit >= bound) bound = lit + 1;
        (this.triggers[lit] ??= []).push(n * 2);
      }
      for (let j = 0; j < anyOf.length; j++) {
        const lit = anyOf[j];
        if (lit >= bound) bound = lit + 1;
        (this.triggers[lit] ??= []).push(n * 2 + 1);
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
 * The rules as the closure's hot loop (closure-kernel.wat) reads them, in its
 * own layout, so that a closure machine copies them in with a few memcpys:
 * - `rules`: 4 words per rule n at 4n: unused, state, anyOfSeen (the
 *   closure's scratch, 0 here) and need * 2 + hasAnyOf (need: the body
 *   literals that must be known, -1 for an empty slot, which never fires;
 *   hasAnyOf: 1 when it also needs one of its anyOf literals). 16 bytes, so
 *   π-Base's 2,366 rules take 38 kB, about what a core's L1 cache holds;
 * - its heads: heads[headStart[n] .. headStart[n + 1]];
 * - triggers in compressed rows: entries triggerStart[lit] .. triggerStart[lit + 1]
 *   of `triggers`, 2 words each: the wake (rule * 2, plus 1 when the literal is
 *   in the rule's anyOf) and `direct`. Same order as `RuleSet.triggers`, so
 *   closures are identical.
 * Built once per state of the rules: O(rules), a fraction of one closure of all spaces.
 *
 * `direct` short-cuts the trigger entries whose rule fires on that very wake
 * (one body literal and no anyOf, or no body and one anyOf literal) and has
 * one head: the head itself, -1 otherwise. Such a rule has no other trigger,
 * so it needs no counter; π-Base's 514 one-line theorems are all of this
 * kind. To silence rules for a while use `silence`, which clears both.
 */
export class RuleKernel {
  static readonly RULE_WORDS = 4;
  /** need * 2 + hasAnyOf of a rule that never fires. */
  static readonly NEVER = -2;

  /** A kernel from arrays already in its layout (compile-all.ts). */
  static from(rules: Int32Array, headStart: Int32Array, heads: Int32Array, triggerStart: Int32Array, triggers: Int32Array): RuleKernel {
    return new RuleKernel(rules, headStart, heads, triggerStart, triggers);
  }

  private constructor(
    readonly rules: Int32Array,
    readonly headStart: Int32Array,
    readonly heads: Int32Array,
    readonly triggerStart: Int32Array,
    readonly triggers: Int32Array,
  ) {}

  /** Bumped by every change in place (`silence` and its undo): copies of the kernel (closure-kernel.ts) are then stale. */
  revision = 0;
  /**
   * What those changes touched, as (revision, 0 for `rules` or 1 for
   * `triggers`, word) triples from revision `editsFrom` on, so a copy patches
   * those words instead of copying everything again (a theorem check
   * silences and restores one theorem at a time). Dropped when long; a copy
   * older than the log is then made afresh.
   */
  private edits: number[] = [];
  private editsFrom = 0;

  get size(): number {
    return this.rules.length / RuleKernel.RULE_WORDS;
  }

  /** Makes these rules unable to fire until the returned function puts them back. */
  silence(numbers: readonly number[]): () => void {
    const need = (n: number) => n * RuleKernel.RULE_WORDS + 3;
    const saved = numbers.map((n) => this.rules[need(n)]);
    const directs: [number, number][] = [];
    const silenced = new Set(numbers);
    const { triggers } = this;
    for (let t = 0; t < triggers.length; t += 2) {
      if (triggers[t + 1] >= 0 && silenced.has(triggers[t] >> 1)) {
        directs.push([t + 1, triggers[t + 1]]);
        triggers[t + 1] = -1;
      }
    }
    for (const n of numbers) this.rules[need(n)] = RuleKernel.NEVER;
    const record = () => {
      this.revision++;
      if (this.edits.length > 3 * 65536) {
        this.edits = [];
        this.editsFrom = this.revision - 1;
      }
      for (const n of numbers) this.edits.push(this.revision, 0, need(n));
      for (const [at] of directs) this.edits.push(this.revision, 1, at);
    };
    record();
    return () => {
      numbers.forEach((n, i) => (this.rules[need(n)] = saved[i]));
      for (const [at, head] of directs) triggers[at] = head;
      record();
    };
  }

  /**
   * Brings a copy made at revision `since` up to date: each word changed
   * after it, copied to `rulesAt` / `triggersAt` (word offsets in `copy`).
   * False when the log does not reach back that far (make the copy afresh).
   */
  patch(copy: Int32Array, rulesAt: number, triggersAt: number, since: number): boolean {
    if (since < this.editsFrom) return false;
    const { edits } = this;
    for (let e = 0; e < edits.length; e += 3) {
      if (edits[e] <= since) continue;
      const at = edits[e + 2];
      if (edits[e + 1] === 0) copy[rulesAt + at] = this.rules[at];
      else copy[triggersAt + at] = this.triggers[at];
    }
    return true;
  }

  static of(set: RuleSet): RuleKernel {
    const size = set.size;
    const rules = new Int32Array(size * RuleKernel.RULE_WORDS);
    const headStart = new Int32Array(size + 1);
    let headCount = 0;
    for (let n = 0; n < size; n++) headCount += set.rules[n]?.heads.length ?? 0;
    const heads = new Int32Array(headCount);
    headCount = 0;
    for (let n = 0, r = 0; n < size; n++, r += RuleKernel.RULE_WORDS) {
      const rule = set.rules[n];
      headStart[n] = headCount;
      if (!rule) {
        rules[r + 3] = RuleKernel.NEVER;
        continue;
      }
      rules[r + 3] = rule.body.length * 2 + (rule.anyOf.length > 0 ? 1 : 0);
      for (let h = 0; h < rule.heads.length; h++) heads[headCount++] = rule.heads[h];
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
    const triggers = new Int32Array(2 * triggerCount);
    for (let lit = 0; lit < bound; lit++) {
      const list = set.triggers[lit];
      if (!list) continue;
      for (let i = 0, t = 2 * triggerStart[lit]; i < list.length; i++, t += 2) {
        const wake = list[i];
        const rule = set.rules[wake >> 1]!;
        const immediate = wake & 1 ? rule.body.length === 0 && rule.anyOf.length === 1 : rule.body.length === 1 && rule.anyOf.length === 0;
        triggers[t] = wake;
        triggers[t + 1] = immediate && rule.heads.length === 1 ? rule.heads[0] : -1;
      }
    }
    return new RuleKernel(rules, headStart, heads, triggerStart, triggers);
  }

  /** Literals at or above this have no triggers. */
  get literalLimit(): number {
    return this.triggerStart.length - 1;
  }
}

/** Shared by rules without anyOf (and by empty bodies): never written to. */
const NONE: Literals = [];

function literalList(from: Int32Array, at: number, length: number): Literals {
  if (length === 0) return NONE;
  const list = new Array<number>(length);
  for (let i = 0; i < length; i++) list[i] = from[at + i];
  return list;
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
