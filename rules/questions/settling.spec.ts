import { compileTheorem, type PropertyLookup } from '../compile';
import { literal } from '../literal';
import { RuleSet } from '../rule-set';
import { CONTRADICTS, SettlingScratch, settlingCounts } from './settling';
import { ClosureScratch, closeFacts } from '../closure';

const lookup: PropertyLookup = { index: (id) => id, scalars: () => ['REAL'] };
const R = (p: number, v = true) => literal(p, 'REAL', v);

function rules(...theorems: [number, [number, boolean][], [number, boolean][]][]): RuleSet {
  const set = new RuleSet();
  const atoms = (list: [number, boolean][]) => list.map(([p, v]) => ({ propertyId: p, field: v ? ('REAL' as const) : ('NOT_REAL' as const) }));
  for (const [id, conditions, conclusions] of theorems) set.add(id, compileTheorem({ id, conditions: atoms(conditions), conclusions: atoms(conclusions) }, lookup));
  return set;
}

describe('settlingCounts', () => {
  // T1: 1 ∧ 2 ⇒ 3, T2: 3 ⇒ 4, T3: 5 ⇒ ¬6, T4: 7 ⇒ 6. The space knows 1 and 5 (so ¬6, then ¬7).
  const set = rules(
    [1, [[1, true], [2, true]], [[3, true]]],
    [2, [[3, true]], [[4, true]]],
    [3, [[5, true]], [[6, false]]],
    [4, [[7, true]], [[6, true]]],
  );
  const closure = closeFacts([R(1), R(5)], set, new ClosureScratch());

  it('counts the facts that would follow from each answer', () => {
    expect([...closure.order].sort()).toEqual([R(1), R(5), R(6, false), R(7, false)].sort());
    const counts = settlingCounts(closure, set, [R(2), R(2, false), R(3), R(3, false), R(4, false), R(8)], new SettlingScratch());
    // 2 ⇒ 3 ⇒ 4; ¬2 nothing; 3 ⇒ 4; ¬3 ⇒ ¬2 (T1 backwards, 1 known); ¬4 ⇒ ¬3 ⇒ ¬2; 8 nothing.
    expect([...counts]).toEqual([2, 0, 1, 1, 2, 0]);
  });

  it('says when an answer would contradict the theorems', () => {
    // 2 ⇒ 3, 2 ⇒ 4, 3 ∧ 4 ⇒ ¬5: with 5 known, 2 is refuted, though no contrapositive derives ¬2.
    const other = rules([1, [[2, true]], [[3, true]]], [2, [[2, true]], [[4, true]]], [3, [[3, true], [4, true]], [[5, false]]]);
    const base = closeFacts([R(5)], other, new ClosureScratch());
    expect([...base.order]).toEqual([R(5)]);
    expect([...settlingCounts(base, other, [R(2), R(2, false)], new SettlingScratch())]).toEqual([CONTRADICTS, 0]);
  });

  it('leaves its scratch clean, so each question is answered on the closure alone', () => {
    const scratch = new SettlingScratch();
    const first = settlingCounts(closure, set, [R(2)], scratch);
    const again = settlingCounts(closure, set, [R(2), R(2)], scratch);
    expect([...again]).toEqual([first[0], first[0]]);
    expect(scratch.marks.every((m) => m === 0)).toBe(true);
  });

  it('refuses a literal the closure already settles', () => {
    expect(() => settlingCounts(closure, set, [R(7)], new SettlingScratch())).toThrow(/already settled/);
  });
});
