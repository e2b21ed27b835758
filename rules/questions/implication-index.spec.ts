import { compileTheorem, type PropertyLookup } from '../compile';
import { ImplicationIndex } from './implication-index';
import { literal } from '../literal';
import { RuleSet } from '../rule-set';
import { ClosureScratch } from '../closure';

const lookup: PropertyLookup = { index: (id) => id, scalars: () => ['REAL'] };
const R = (p: number, v = true) => literal(p, 'REAL', v);

function rules(...theorems: [number, [number, boolean][], [number, boolean][]][]): RuleSet {
  const set = new RuleSet();
  const atoms = (list: [number, boolean][]) => list.map(([p, v]) => ({ propertyId: p, field: v ? ('REAL' as const) : ('NOT_REAL' as const) }));
  for (const [id, conditions, conclusions] of theorems) set.add(id, compileTheorem({ id, conditions: atoms(conditions), conclusions: atoms(conclusions) }, lookup));
  return set;
}

describe('ImplicationIndex', () => {
  // T1: 1 ⇒ 2, T2: 2 ⇒ 3, T3: 3 ⇒ ¬4, T4: 5 ⇒ 1, T5: 6 ∧ 7 ⇒ 3, T6: 8 ⇒ ¬8 (8 is impossible).
  const set = rules(
    [1, [[1, true]], [[2, true]]],
    [2, [[2, true]], [[3, true]]],
    [3, [[3, true]], [[4, false]]],
    [4, [[5, true]], [[1, true]]],
    [5, [[6, true], [7, true]], [[3, true]]],
    [6, [[8, true]], [[8, false]]],
  );
  const literals = [1, 2, 3, 4, 5, 6, 7, 8].flatMap((p) => [R(p), R(p, false)]);
  const index = ImplicationIndex.build(set, literals, new ClosureScratch());

  it('gives the consequences of one fact through chains, contrapositives included', () => {
    expect([...index.consequences(R(1))!.derived()].sort()).toEqual([R(2), R(3), R(4, false)].sort());
    expect([...index.consequences(R(4))!.derived()].sort()).toEqual([R(3, false), R(2, false), R(1, false), R(5, false)].sort());
    // A condition alone of a two-condition theorem implies nothing.
    expect([...index.consequences(R(6))!.derived()]).toEqual([]);
  });

  it('answers the reverse question: from which facts does a fact follow', () => {
    expect([...index.implyingOf(R(3))]).toEqual([R(1), R(2), R(5)].sort((a, b) => a - b));
    expect([...index.implyingOf(R(4, false))]).toEqual([R(1), R(2), R(3), R(5)].sort((a, b) => a - b));
    expect([...index.implyingOf(R(5, false))]).toEqual([R(1, false), R(2, false), R(3, false), R(4)].sort((a, b) => a - b));
    expect([...index.implyingOf(R(6))]).toEqual([]);
  });

  it('marks an impossible fact instead of letting it imply everything', () => {
    expect(index.consequences(R(8))!.consistent).toBe(false);
    expect([...index.implyingOf(R(8, false))]).toEqual([]);
    expect(index.consequences(R(8, false))!.consistent).toBe(true);
  });

  it('knows nothing of literals it did not index', () => {
    expect(index.consequences(R(9))).toBeUndefined();
    expect([...index.implyingOf(R(9))]).toEqual([]);
  });
});
