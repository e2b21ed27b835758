import { compileTheorem, type PropertyLookup } from './compile';
import { literal } from './literal';
import { RuleMask, RuleSet } from './rule-set';
import { ClosureScratch, closeFacts } from './closure';
import { extendClosure, retractRules } from './closure-update';

const lookup: PropertyLookup = { index: (id) => id, scalars: () => ['REAL'] };
const R = (p: number) => literal(p, 'REAL', true);
const add = (set: RuleSet, id: number, from: number, to: number) =>
  set.add(id, compileTheorem({ id, conditions: [{ propertyId: from, field: 'REAL' }], conclusions: [{ propertyId: to, field: 'REAL' }] }, lookup));
const facts = (order: ArrayLike<number>) => [...Array.from(order)].sort((a, b) => a - b);

describe('retractRules', () => {
  it('re-derives a fact through a later firing and then what rested on it', () => {
    // 1 stored; T1: 1⇒2, T2: 1⇒3, T3: 3⇒2, T4: 2⇒4. 2 is first derived by T1,
    // re-derived by T3 from 3 (known after 2, so no swap); 4 rests on 2.
    const set = new RuleSet();
    [[1, 1, 2], [2, 1, 3], [3, 3, 2], [4, 2, 4]].forEach(([id, a, b]) => add(set, id, a, b));
    const scratch = new ClosureScratch();
    const before = closeFacts([R(1)], set, scratch);
    expect(facts(before.order)).toEqual([R(1), R(2), R(3), R(4)]);
    const removed = new RuleMask(set.rulesOf(1));
    set.remove(1);
    const update = retractRules(before, set, removed)!;
    expect(facts(update.closure.order)).toEqual(facts(closeFacts([R(1)], set, scratch).order));
    expect(update.changed).toEqual(expect.arrayContaining([R(2), R(4)]));
    // First derivations still only use earlier facts.
    for (let i = update.closure.storedCount; i < update.closure.order.length; i++) {
      for (const s of set.rules[update.closure.rule[i]]!.body) expect(update.closure.position.get(s)!).toBeLessThan(i);
    }
  });

  it('swaps a first derivation for an earlier one and moves nothing', () => {
    // T3: 1⇒2 as well, so 2 keeps its place when T1 goes.
    const set = new RuleSet();
    [[1, 1, 2], [3, 1, 2], [4, 2, 4]].forEach(([id, a, b]) => add(set, id, a, b));
    const before = closeFacts([R(1)], set, new ClosureScratch());
    const removed = new RuleMask(set.rulesOf(1));
    set.remove(1);
    const update = retractRules(before, set, removed)!;
    expect(Array.from(update.closure.order)).toEqual(Array.from(before.order));
    expect(update.changed).toEqual([]);
    expect(set.rules[update.closure.rule[1]]!.theoremId).toBe(3);
  });
});

describe('extendClosure', () => {
  it('continues from the facts a new theorem starts, through the old rules', () => {
    const set = new RuleSet();
    add(set, 1, 2, 3);
    const before = closeFacts([R(1)], set, new ClosureScratch());
    add(set, 2, 1, 2);
    const update = extendClosure(before, set, set.rulesOf(2))!;
    expect(facts(update.closure.order)).toEqual([R(1), R(2), R(3)]);
    expect(extendClosure(update.closure, set, set.rulesOf(1))).not.toBeNull();
    add(set, 3, 5, 6);
    expect(extendClosure(update.closure, set, set.rulesOf(3))).toBeNull();
  });
});
