import { compileTheorem, type PropertyLookup } from './compile';
import { literal } from './literal';
import { RuleMask, RuleSet } from './rule-set';
import { ClosureScratch, closeFacts } from './closure';

const lookup: PropertyLookup = { index: (id) => id, scalars: () => ['REAL', 'COMPLEX'] };
const R = (p: number, v = true) => literal(p, 'REAL', v);

function rules(...theorems: [number, number[], number[]][]): RuleSet {
  const set = new RuleSet();
  for (const [id, conditions, conclusions] of theorems) {
    set.add(id, compileTheorem({ id, conditions: conditions.map((p) => ({ propertyId: p, field: 'REAL' })), conclusions: conclusions.map((p) => ({ propertyId: p, field: 'REAL' })) }, lookup));
  }
  return set;
}

describe('closeFacts', () => {
  it('chains forward and contrapositive steps to a fixpoint, first derivations before their uses', () => {
    const set = rules([1, [1, 2], [3]], [2, [3], [4]]);
    const closure = closeFacts([R(1), R(4, false)], set, new ClosureScratch());
    // ¬4 ⇒ ¬3 (theorem 2 backward) ⇒ with 1, ¬2 (theorem 1 backward).
    expect([...closure.order]).toEqual([R(1), R(4, false), R(3, false), R(2, false)]);
    expect(closure.storedCount).toBe(2);
    expect(closure.conflicts.length).toBe(0);
    for (let i = closure.storedCount; i < closure.order.length; i++) {
      const rule = set.rules[closure.rule[i]]!;
      for (const s of rule.body) expect(closure.position.get(s)!).toBeLessThan(i);
    }
  });

  it('records a conflict when a rule forces the negation of a known fact', () => {
    const closure = closeFacts([R(1), R(2, false)], rules([1, [1], [2]]), new ClosureScratch());
    expect(closure.conflicts.length).toBe(6);
    expect([...closure.order]).toEqual([R(1), R(2, false)]);
  });

  it('never asserts a blocked fact but records its derivations', () => {
    const set = rules([1, [1], [2]], [2, [2], [1]]);
    const closure = closeFacts([R(1)], set, new ClosureScratch(), R(1));
    expect([...closure.order]).toEqual([]);
    const open = closeFacts([R(1), R(3)], rules([1, [3], [1]]), new ClosureScratch(), R(1));
    expect([...open.refirings.slice(0, 1)]).toEqual([R(1)]);
  });

  it('never fires silenced rules, and fires them again when they are not silenced', () => {
    const set = rules([1, [1], [2]], [2, [2], [3]], [3, [1, 2], [4]]);
    const scratch = new ClosureScratch();
    expect([...closeFacts([R(1)], set, scratch).order]).toEqual([R(1), R(2), R(3), R(4)]);
    const silenced = closeFacts([R(1)], set, scratch, -1, new RuleMask([...set.rulesOf(2), ...set.rulesOf(3)]));
    expect([...silenced.order]).toEqual([R(1), R(2)]);
    expect(silenced.refirings.length + silenced.conflicts.length).toBe(0);
    // A silenced contrapositive (no body, one anyOf literal: fired on its wake without a counter).
    expect([...closeFacts([R(2, false)], set, scratch, -1, new RuleMask(set.rulesOf(1))).order]).toEqual([R(2, false)]);
    expect([...closeFacts([R(1)], set, scratch).order]).toEqual([R(1), R(2), R(3), R(4)]);
  });

  it('grows for larger catalogues and switches between rule sets on one scratch', () => {
    const small = rules([1, [1], [2]]);
    const chain: [number, number[], number[]][] = [];
    for (let p = 1; p < 5000; p++) chain.push([p, [p], [p + 1]]);
    const large = rules(...chain);
    const scratch = new ClosureScratch();
    expect(closeFacts([R(1)], small, scratch).order.length).toBe(2);
    const closure = closeFacts([R(1), R(7000)], large, scratch);
    expect(closure.order.length).toBe(5001);
    expect(closure.order[5000]).toBe(R(5000));
    expect(closure.storedCount).toBe(2);
    // Every rule fired once: 4,999 new facts, no refirings, no conflicts.
    expect(closure.refirings.length).toBe(0);
    // Back to the small rules: 1 and ¬2 force 2 (forward) and ¬1 (contrapositive, by ¬2).
    const [forward, contrapositive] = small.rulesOf(1);
    expect([...closeFacts([R(1), R(2, false)], small, scratch).conflicts]).toEqual([R(2), forward, -1, R(1, false), contrapositive, R(2, false)]);
  });

  it('leaves no state behind: the same closure on a used scratch as on a fresh one', () => {
    const set = rules([1, [1, 2], [3, 4]], [2, [3], [5]], [3, [5, 1], [2]]);
    const used = new ClosureScratch();
    const inputs = [[R(1), R(2)], [R(1), R(5, false)], [R(4, false), R(2)], [R(1), R(2), R(3, false)], []];
    for (const stored of [...inputs, ...inputs]) {
      const a = closeFacts(stored, set, used);
      const b = closeFacts(stored, set, new ClosureScratch());
      for (const view of ['order', 'rule', 'anyOf', 'refirings', 'conflicts'] as const) expect([...a[view]]).toEqual([...b[view]]);
    }
  });
});
