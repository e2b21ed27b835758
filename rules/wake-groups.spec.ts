/**
 * A theorem's rules over one scalar counted as a group (closeOne in
 * closure-kernel.wat, RuleKernel.of, `compile`): the same closures as with
 * every rule counted alone, on random theorems with repeated and overlapping
 * literals (left per rule), anyOf, contradictions, blocked literals, silenced
 * rules (whole groups and parts of them) and edits of the rule set.
 */
import { compileTheorem, propertyCode, type PropertyLookup } from './compile';
import { compileAll } from './compile-all';
import { ClosureMachine } from './closure-kernel';
import { RuleKernel, RuleSet } from './rule-set';
import type { EngineTheorem } from './catalogue';
import { Random } from '../test/bench/random';
import { theoremFieldOptions } from '../kb/contract/fields';

const PROPERTIES = 7;
const lookup: PropertyLookup = { index: (id) => (id < PROPERTIES ? id : undefined), scalars: () => ['REAL', 'COMPLEX'] };
const codes = new Map(Array.from({ length: PROPERTIES }, (_, id) => [id, { code: propertyCode(id, ['REAL', 'COMPLEX']) }]));
const FIELDS = theoremFieldOptions('REAL_OR_COMPLEX');

/** 1–6 conditions and 1–3 conclusions over few properties: repeated atoms, a condition among the negated conclusions, both scalars. */
function randomTheorem(random: Random, id: number): EngineTheorem {
  const atom = () => ({ propertyId: random.int(PROPERTIES), field: random.pick(FIELDS) });
  const conditions = Array.from({ length: 1 + random.int(6) }, atom);
  const conclusions = Array.from({ length: 1 + random.int(3) }, atom);
  return { id, conditions, conclusions };
}

function randomStored(random: Random): number[] {
  // Literals of both values of a property may come: contradictions, conflicts.
  return Array.from({ length: random.int(9) }, () => random.int(4 * PROPERTIES));
}

/** Per-rule entries, as every rule had before groups. */
const perRule = (set: RuleSet) => RuleKernel.of(set, false);

function expectSameClosures(random: Random, set: RuleSet, grouped: RuleKernel, alone: RuleKernel, machines: [ClosureMachine, ClosureMachine]): void {
  for (let i = 0; i < 40; i++) {
    const stored = randomStored(random);
    const blocked = random.next() < 0.3 ? random.int(4 * PROPERTIES) : -1;
    const a = machines[0].close(grouped, set.literalBound, stored, blocked);
    const b = machines[1].close(alone, set.literalBound, stored, blocked);
    expect([a.count, a.storedCount, a.refiringLength]).toEqual([b.count, b.storedCount, b.refiringLength]);
    expect([...a.packed]).toEqual([...b.packed]);
  }
  // Many spaces in one call, refirings packed one word each.
  const spaces = Array.from({ length: 12 }, () => randomStored(random));
  const spans = new Int32Array(spaces.length + 1);
  spaces.forEach((lits, s) => (spans[s + 1] = spans[s] + lits.length));
  const stored = Int32Array.from(spaces.flat());
  const all = [new ClosureMachine().closeAll(grouped, set.literalBound, stored, spans), new ClosureMachine().closeAll(alone, set.literalBound, stored, spans)];
  expect([...all[0].table]).toEqual([...all[1].table]);
  expect([...all[0].packed]).toEqual([...all[1].packed]);
}

/** Counted entries of groups (direct ≤ -2) and of rules alone (-1) in a kernel. */
function entries(kernel: RuleKernel): { group: number; alone: number } {
  let group = 0;
  let alone = 0;
  for (let t = 1; t < kernel.triggers.length; t += 2) {
    if (kernel.triggers[t] === -1) alone++;
    else if (kernel.triggers[t] < -1) group++;
  }
  return { group, alone };
}

describe('grouped wakes', () => {
  it('close random catalogues as rules counted alone do, also with rules silenced and after edits', () => {
    let groups = 0;
    let alone = 0;
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const random = new Random(seed);
      const set = new RuleSet();
      let id = 0;
      for (; id < 40; id++) set.add(id, compileTheorem(randomTheorem(random, id), lookup));
      const machines: [ClosureMachine, ClosureMachine] = [new ClosureMachine(), new ClosureMachine()];
      for (let round = 0; round < 6; round++) {
        const grouped = set.kernel();
        const alone_ = perRule(set);
        const counted = entries(grouped);
        groups += counted.group;
        alone += counted.alone;
        expect(entries(alone_).group).toBe(0);
        // The groups kept through the edits are those the rules make afresh (word 0: g of a group's forward rule).
        const afresh = new RuleSet();
        for (const theoremId of set.theoremIds()) afresh.restore(set.snapshot(theoremId)!);
        const fresh = afresh.kernel();
        for (let n = 0; n < set.size; n++) expect(grouped.rules[RuleKernel.RULE_WORDS * n]).toBe(n < fresh.size ? fresh.rules[RuleKernel.RULE_WORDS * n] : 0);
        expectSameClosures(random, set, grouped, alone_, machines);
        // Silence a theorem, or any rules (a group's forward rule or some of its contrapositives), on both.
        const ids = [...set.theoremIds()];
        const numbers = random.next() < 0.5 ? set.rulesOf(random.pick(ids)) : random.sample(Array.from({ length: set.size }, (_, n) => n), 1 + random.int(6)).filter((n) => set.rules[n] !== null);
        const restore = [grouped.silence(numbers), alone_.silence(numbers)];
        expectSameClosures(random, set, grouped, alone_, machines);
        restore.forEach((r) => r());
        expectSameClosures(random, set, grouped, alone_, machines);
        // Edits: a theorem removed, one added, one removed and restored (its rule numbers back, its triggers last).
        set.remove(random.pick(ids));
        set.add(id, compileTheorem(randomTheorem(random, id), lookup));
        id++;
        const again = set.snapshot(random.pick([...set.theoremIds()]))!;
        set.remove(again.theoremId);
        set.restore(again);
      }
    }
    // Both kinds occurred: the comparison above was not of per-rule kernels alone.
    expect(groups).toBeGreaterThan(1000);
    expect(alone).toBeGreaterThan(1000);
  });

  it('are made alike by compile (WebAssembly) and RuleKernel.of, repeated and overlapping literals left per rule', () => {
    for (const seed of [11, 12, 13]) {
      const random = new Random(seed);
      const theorems = Array.from({ length: 80 }, (_, id) => randomTheorem(random, id));
      const one = new RuleSet();
      for (const t of theorems) one.add(t.id, compileTheorem(t, lookup));
      const all = new RuleSet();
      all.load(compileAll(theorems, codes, new ClosureMachine()));
      const [a, b] = [one.kernel(), all.kernel()];
      for (const view of ['rules', 'headStart', 'heads', 'triggerStart', 'triggers'] as const) expect([...b[view]]).toEqual([...a[view]]);
      // The rule objects and trigger lists made from the compiled form are add's, not the kernel's grouped rows.
      expect(all.triggers).toEqual(one.triggers);
      expect(all.rules).toEqual(one.rules);
      expectSameClosures(random, one, b, perRule(one), [new ClosureMachine(), new ClosureMachine()]);
    }
  });

  it('counts a theorem with distinct literals once per literal, and one with a repeated or overlapping literal per rule', () => {
    const R = (id: number, field: 'REAL' | 'NOT_REAL') => ({ propertyId: id, field });
    const kernelOf = (theorem: EngineTheorem) => {
      const set = new RuleSet();
      set.add(theorem.id, compileTheorem(theorem, lookup));
      return set.kernel();
    };
    // 1 ∧ 2 ∧ 3 ⇒ 4, 5: a group of 4 rules, one entry for each of its 5 literals.
    expect(entries(kernelOf({ id: 1, conditions: [R(1, 'REAL'), R(2, 'REAL'), R(3, 'REAL')], conclusions: [R(4, 'REAL'), R(5, 'REAL')] }))).toEqual({ group: 5, alone: 0 });
    // Repeated condition: per rule (forward 2 body entries, contrapositives 1 body + 1 anyOf each).
    expect(entries(kernelOf({ id: 2, conditions: [R(1, 'REAL'), R(1, 'REAL')], conclusions: [R(4, 'REAL')] }))).toEqual({ group: 0, alone: 6 });
    // A condition among the negated conclusions (1 ∧ 2 ⇒ ¬1): per rule.
    expect(entries(kernelOf({ id: 3, conditions: [R(1, 'REAL'), R(2, 'REAL')], conclusions: [R(1, 'NOT_REAL')] }))).toEqual({ group: 0, alone: 6 });
    // Two equal conclusions: per rule.
    expect(entries(kernelOf({ id: 4, conditions: [R(1, 'REAL'), R(2, 'REAL')], conclusions: [R(4, 'REAL'), R(4, 'REAL')] }))).toEqual({ group: 0, alone: 8 });
  });
});
