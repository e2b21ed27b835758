import { compileTheorem, type PropertyLookup } from './compile';
import { literal } from './literal';
import { RuleSet } from './rule-set';
import { ClosureScratch, closeSpace } from './space-closure';

const lookup: PropertyLookup = { index: (id) => id, scalars: () => ['REAL', 'COMPLEX'] };
const R = (p: number, v = true) => literal(p, 'REAL', v);

function rules(...theorems: [number, number[], number[]][]): RuleSet {
  const set = new RuleSet();
  for (const [id, conditions, conclusions] of theorems) {
    set.add(id, compileTheorem({ id, conditions: conditions.map((p) => ({ propertyId: p, field: 'REAL' })), conclusions: conclusions.map((p) => ({ propertyId: p, field: 'REAL' })) }, lookup));
  }
  return set;
}

describe('closeSpace', () => {
  it('chains forward and contrapositive steps to a fixpoint, first derivations before their uses', () => {
    const set = rules([1, [1, 2], [3]], [2, [3], [4]]);
    const closure = closeSpace([R(1), R(4, false)], set, new ClosureScratch());
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
    const closure = closeSpace([R(1), R(2, false)], rules([1, [1], [2]]), new ClosureScratch());
    expect(closure.conflicts.length).toBe(6);
    expect([...closure.order]).toEqual([R(1), R(2, false)]);
  });

  it('never asserts a blocked fact but records its derivations', () => {
    const set = rules([1, [1], [2]], [2, [2], [1]]);
    const closure = closeSpace([R(1)], set, new ClosureScratch(), R(1));
    expect([...closure.order]).toEqual([]);
    const open = closeSpace([R(1), R(3)], rules([1, [3], [1]]), new ClosureScratch(), R(1));
    expect([...open.refirings.slice(0, 1)]).toEqual([R(1)]);
  });
});
