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
  /**
   * Rule number → g when it leads a group of g + 1 rules (`groupAt`), else 0
   * or missing: found when a theorem is placed, so that RuleKernel.of, which
   * runs after every theorem edit, need not examine every rule again.
   */
  private groupSizes: number[] = [];

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
    // The trigger lists as `place` makes them (by rule, its body before its
    // anyOf), from the rules: the kernel's rows count a group once per literal.
    const lengths = new Int32Array(c.literalBound);
    const { literals } = c;
    for (let n = 0; n < c.size; n++) {
      for (let i = c.bodyAt[n], end = i + c.bodyLength[n]; i < end; i++) lengths[literals[i]]++;
      for (let i = c.anyOfAt[n], end = i + c.anyOfLength[n]; i < end; i++) lengths[literals[i]]++;
    }
    const lists: Trigger[][] = (this.triggerLists = []);
    for (let lit = 0; lit < lengths.length; lit++) {
      if (lengths[lit] > 0) lists[lit] = new Array<Trigger>(lengths[lit]);
      lengths[lit] = 0;
    }
    for (let n = 0; n < c.size; n++) {
      for (let i = c.bodyAt[n], end = i + c.bodyLength[n]; i < end; i++) lists[literals[i]][lengths[literals[i]]++] = 2 * n;
      for (let i = c.anyOfAt[n], end = i + c.anyOfLength[n]; i < end; i++) lists[literals[i]][lengths[literals[i]]++] = 2 * n + 1;
    }
    // The groups `compile` found (word 0 of a rule's kernel words).
    const sizes = (this.groupSizes = new Array<number>(c.size));
    for (let n = 0; n < c.size; n++) sizes[n] = kernel.rules[RuleKernel.RULE_WORDS * n];
    for (let t = 0; t < c.theoremIds.length; t++) {
      const numbers = new Array<number>(c.ruleStart[t + 1] - c.ruleStart[t]);
      for (let i = 0; i < numbers.length; i++) numbers[i] = c.ruleStart[t] + i;
      this.theoremRules.set(c.theoremIds[t], numbers);
    }
  }

  /** g when rule n leads a group of g + 1 rules counted together (see RuleKernel), else 0. */
  groupSize(n: number): number {
    if (this.compiled !== null) this.expand();
    return this.groupSizes[n] ?? 0;
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
    for (let i = 0; i < numbers.length; ) {
      const g = groupAt(this.ruleList, numbers[i]);
      this.groupSizes[numbers[i]] = g;
      i += g + 1;
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
      this.groupSizes[n] = 0;
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
 * - `rules`: 4 words per rule n at 4n: g when it leads a group (below), state, anyOfSeen (the
 *   closure's scratch, 0 here) and need * 2 + hasAnyOf (need: the body
 *   literals that must be known, -1 for an empty slot, which never fires;
 *   hasAnyOf: 1 when it also needs one of its anyOf literals). 16 bytes, so
 *   π-Base's 2,366 rules take 38 kB, about what a core's L1 cache holds;
 * - its heads: heads[headStart[n] .. headStart[n + 1]];
 * - triggers in compressed rows: entries triggerStart[lit] .. triggerStart[lit + 1]
 *   of `triggers`, 2 words each: the wake (rule * 2, plus 1 when the literal is
 *   in the rule's anyOf) and `direct`. Same order as `RuleSet.triggers`, so
 *   closures are identical, but for groups.
 * Built once per state of the rules: O(rules), a fraction of one closure of all spaces.
 *
 * A group is a theorem's forward rule over one scalar and its contrapositives
 * (`groupAt`): they share their literals, so a literal wakes them with one
 * entry (forward rule * 2 + anyOf bit, ~(2g - 1 | j << 16): g conditions, j
 * the literal's number among them or 0 for a false conclusion) where theirs
 * were, and one state counts the conditions in; which of its rules fire at a
 * wake follows from that state (closeOne in closure-kernel.wat), in rule
 * order, so the closures are those of the rules counted alone (tests compare
 * both). For π-Base: 241,223 trigger entries visited in a build instead of
 * 450,684, the counted ones 156,519 instead of 365,980.
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

  /**
   * Makes these rules unable to fire until the returned function puts them
   * back. A group's rule keeps its place in the group's count: the closure
   * reads its need word when the group would fire it.
   */
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

  /**
   * The kernel of a rule set. `groups` (the default) counts each theorem's
   * rules over one scalar as a group where they allow it (see `groupAt`), as
   * `compile` in closure-kernel.wat does; without, every counted rule has its
   * own entries (the same closures: tests compare both).
   */
  static of(set: RuleSet, groups = true): RuleKernel {
    const size = set.size;
    const list = set.rules;
    const rules = new Int32Array(size * RuleKernel.RULE_WORDS);
    const headStart = new Int32Array(size + 1);
    let headCount = 0;
    for (let n = 0; n < size; n++) headCount += list[n]?.heads.length ?? 0;
    const heads = new Int32Array(headCount);
    headCount = 0;
    // leader[n]: the forward rule of rule n's group, -1 when counted alone; size[leader]: g.
    const leader = new Int32Array(size).fill(-1);
    const groupSize = new Int32Array(size);
    for (let n = 0, r = 0; n < size; n++, r += RuleKernel.RULE_WORDS) {
      const rule = list[n];
      headStart[n] = headCount;
      if (!rule) {
        rules[r + 3] = RuleKernel.NEVER;
        continue;
      }
      rules[r + 3] = rule.body.length * 2 + (rule.anyOf.length > 0 ? 1 : 0);
      for (let h = 0; h < rule.heads.length; h++) heads[headCount++] = rule.heads[h];
      const g = groups ? set.groupSize(n) : 0;
      if (g > 0) {
        rules[r] = g;
        groupSize[n] = g;
        for (let j = 0; j <= g; j++) leader[n + j] = n;
      }
    }
    headStart[size] = headCount;
    const bound = set.literalBound + 2;
    const triggerStart = new Int32Array(bound + 1);
    // Room for every rule's entries; a group's rules have g entries in each row
    // of its literals, one after the other (`place` pushes a theorem's rules
    // together, in order), which become one.
    const rows = set.triggers;
    let room = 0;
    for (let lit = 0; lit < bound; lit++) room += rows[lit]?.length ?? 0;
    const entries = new Int32Array(2 * room);
    let t = 0;
    for (let lit = 0; lit < bound; lit++) {
      triggerStart[lit] = t >> 1;
      const row = rows[lit];
      if (!row) continue;
      for (let i = 0; i < row.length; t += 2) {
        const wake = row[i];
        const first = leader[wake >> 1];
        if (first >= 0) {
          // ~(2g - 1 | j << 16): j = the condition's number (1 .. g), 0 for a false conclusion (closeOne in the .wat).
          const g = groupSize[first];
          entries[t] = first * 2 + (wake & 1);
          entries[t + 1] = ~((2 * g - 1) | (wake & 1 ? 0 : (list[first]!.body.indexOf(lit) + 1) << 16));
          i += g;
          continue;
        }
        const rule = list[wake >> 1]!;
        const immediate = wake & 1 ? rule.body.length === 0 && rule.anyOf.length === 1 : rule.body.length === 1 && rule.anyOf.length === 0;
        entries[t] = wake;
        entries[t + 1] = immediate && rule.heads.length === 1 ? rule.heads[0] : -1;
        i++;
      }
    }
    triggerStart[bound] = t >> 1;
    return new RuleKernel(rules, headStart, heads, triggerStart, t === entries.length ? entries : entries.slice(0, t));
  }

  /** Literals at or above this have no triggers. */
  get literalLimit(): number {
    return this.triggerStart.length - 1;
  }
}

/** Shared by rules without anyOf (and by empty bodies): never written to. */
const NONE: Literals = [];

/** Most conditions of a group: a wake's firings are a mask of g + 1 bits (closure-kernel.wat). */
const MOST_CONDITIONS = 30;

/**
 * g when rules n .. n + g are one theorem's rules over one scalar as
 * compileTheorem makes them, countable as a group (closeOne in
 * closure-kernel.wat): a forward rule with 2 to MOST_CONDITIONS conditions
 * and then the contrapositive of each condition in turn, its other
 * conditions in order, the negated conclusions as anyOf and the negated
 * condition as head; with no literal twice among the conditions and the
 * negated conclusions, so that each wakes the group once. 0 otherwise (the
 * rules are counted alone). `compile` in the .wat decides alike.
 */
function groupAt(list: readonly (Rule | null)[], n: number): number {
  const forward = list[n]!;
  const { body, heads } = forward;
  const g = body.length;
  if (forward.direction !== FORWARD || forward.anyOf.length > 0 || heads.length === 0 || g < 2 || g > MOST_CONDITIONS || n + g >= list.length) return 0;
  // Conditions and negated conclusions all distinct (plain loops: RuleKernel.of runs after every theorem edit).
  const m = heads.length;
  for (let i = 0; i < g; i++) {
    for (let j = i + 1; j < g; j++) if (body[j] === body[i]) return 0;
    for (let k = 0; k < m; k++) if ((heads[k] ^ 1) === body[i]) return 0;
  }
  for (let k = 0; k < m; k++) for (let l = k + 1; l < m; l++) if (heads[l] === heads[k]) return 0;
  for (let j = 0; j < g; j++) {
    const rule = list[n + 1 + j];
    if (!rule || rule.direction !== CONTRAPOSITIVE || rule.theoremId !== forward.theoremId || rule.scalar !== forward.scalar) return 0;
    if (rule.heads.length !== 1 || rule.heads[0] !== (body[j] ^ 1) || rule.body.length !== g - 1 || rule.anyOf.length !== heads.length) return 0;
    for (let i = 0, k = 0; i < g; i++) if (i !== j && rule.body[k++] !== body[i]) return 0;
    for (let i = 0; i < heads.length; i++) if (rule.anyOf[i] !== (heads[i] ^ 1)) return 0;
  }
  return g;
}

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
