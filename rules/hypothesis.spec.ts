import type { EngineAtom } from './catalogue';
import { compileTheorem, type PropertyLookup } from './compile';
import type { ItemField, LinkField, Scalar } from './fields';
import { atomLiterals, closeAssumed, closeHypothesis } from './hypothesis';
import { literal } from './literal';
import type { ProofStep } from './proof';
import { RuleSet } from './rule-set';
import { ClosureScratch } from './closure';

/** Property i has index i; property 9 is a property of real spaces only. */
const lookup: PropertyLookup = { index: (id) => id, scalars: (id) => (id === 9 ? ['REAL'] : ['REAL', 'COMPLEX']) };
const R = (p: number, v = true) => literal(p, 'REAL', v);
const C = (p: number, v = true) => literal(p, 'COMPLEX', v);
const atom = (propertyId: number, field: LinkField): EngineAtom => ({ propertyId, field });

function rules(...theorems: [number, EngineAtom[], EngineAtom[]][]): RuleSet {
  const set = new RuleSet();
  for (const [id, conditions, conclusions] of theorems) set.add(id, compileTheorem({ id, conditions, conclusions }, lookup));
  return set;
}

const both = (p: number) => atom(p, 'REAL_AND_COMPLEX');
const neither = (p: number) => atom(p, 'NOT_REAL_AND_NOT_COMPLEX');
const close = (set: RuleSet, field: ItemField, atoms: EngineAtom[], base?: number[]) => closeHypothesis({ field, atoms, base }, set, lookup, new ClosureScratch());

/** A proof as text: "lit by theorem (supports)", assumed leaves as the bare literal. */
function show(step: ProofStep): string {
  if (step.theoremId === null) return `${step.lit}`;
  return `${step.lit}<-T${step.theoremId}${step.direction === 1 ? 'c' : ''}(${step.supports.map(show).join(',')})`;
}

describe('atomLiterals', () => {
  it('gives the components of the atom over the scalars the item and the property allow', () => {
    const scalarsOf = (lits: number[]): Scalar[] => lits.map((l) => (l & 2 ? 'COMPLEX' : 'REAL'));
    expect(atomLiterals(both(1), 'REAL_OR_COMPLEX', lookup)).toEqual([R(1), C(1)]);
    expect(atomLiterals(both(1), 'REAL', lookup)).toEqual([R(1)]);
    expect(atomLiterals(both(1), 'COMPLEX', lookup)).toEqual([C(1)]);
    expect(atomLiterals(atom(1, 'NOT_REAL'), 'REAL_OR_COMPLEX', lookup)).toEqual([R(1, false)]);
    expect(scalarsOf(atomLiterals(both(9), 'REAL_OR_COMPLEX', lookup))).toEqual(['REAL']);
    expect(atomLiterals(both(9), 'COMPLEX', lookup)).toEqual([]);
    expect(atomLiterals(both(42), 'REAL', { index: () => undefined, scalars: () => [] })).toEqual([]);
  });
});

describe('closeHypothesis', () => {
  // T1: 1 ⇒ 2, T2: 2 ∧ 3 ⇒ 4, T3: 4 ⇒ 5 (all over both scalars).
  const chain = rules([1, [both(1)], [both(2)]], [2, [both(2), both(3)], [both(4)]], [3, [both(4)], [both(5)]]);

  it('derives what follows from the assumed facts, with proofs through first derivations', () => {
    const h = close(chain, 'REAL', [both(1), both(3)]);
    expect(h.consistent).toBe(true);
    expect([...h.assumed]).toEqual([R(1), R(3)]);
    expect([...h.derived()]).toEqual([R(2), R(4), R(5)]);
    expect(h.value(R(5))).toBe(true);
    expect(h.value(R(5, false))).toBe(false);
    expect(h.value(C(5))).toBeUndefined();
    expect(h.isAssumed(R(1))).toBe(true);
    expect(h.isAssumed(R(2))).toBe(false);
    expect(show(h.proof(R(5))!)).toBe(`${R(5)}<-T3(${R(4)}<-T2(${R(2)}<-T1(${R(1)}),${R(3)}))`);
    expect(show(h.proof(R(1))!)).toBe(`${R(1)}`);
    expect(h.proof(R(6))).toBeNull();
    expect(h.conflictProofs()).toBeNull();
  });

  it('uses the contrapositives: ¬5 gives ¬4, and with 3 assumed, ¬2 and ¬1', () => {
    const h = close(chain, 'REAL_OR_COMPLEX', [neither(5), both(3)]);
    expect(h.value(R(1))).toBe(false);
    expect(h.value(C(1))).toBe(false);
    expect(show(h.proof(R(1, false))!)).toBe(`${R(1, false)}<-T1c(${R(2, false)}<-T2c(${R(3)},${R(4, false)}<-T3c(${R(5, false)})))`);
  });

  it('keeps the scalars apart: real facts say nothing over the complex numbers', () => {
    const h = close(chain, 'REAL_OR_COMPLEX', [atom(1, 'REAL_AND_NOT_COMPLEX')]);
    expect(h.value(R(2))).toBe(true);
    expect(h.value(C(2))).toBeUndefined();
    expect(h.value(C(1))).toBe(false);
  });

  it('finds a contradiction with the theorems and proves both sides', () => {
    const h = close(chain, 'REAL', [both(1), both(3), neither(5)]);
    expect(h.consistent).toBe(false);
    const proofs = h.conflictProofs()!;
    expect(proofs.holds.lit >> 1).toBe(proofs.fails.lit >> 1);
    expect(proofs.holds.lit & 1).toBe(1);
    expect(proofs.fails.lit & 1).toBe(0);
    // Whichever literal was forced last, both proofs end in assumed facts only.
    const leaves = (s: ProofStep): number[] => (s.supports.length ? s.supports.flatMap(leaves) : [s.lit]);
    for (const leaf of [...leaves(proofs.holds), ...leaves(proofs.fails)]) expect(h.isAssumed(leaf)).toBe(true);
  });

  it('reports facts assumed both ways as a contradiction of the assumption itself', () => {
    const h = close(chain, 'REAL', [both(1), neither(1)]);
    expect(h.consistent).toBe(false);
    expect(h.conflict).toEqual({ lit: R(1, false), firing: null });
    const proofs = h.conflictProofs()!;
    expect([show(proofs.holds), show(proofs.fails)]).toEqual([`${R(1)}`, `${R(1, false)}`]);
  });

  it('closes the assumption together with base facts, which stay leaves of the proofs', () => {
    const base = [R(3)];
    const h = close(chain, 'REAL', [both(1)], base);
    expect(h.value(R(5))).toBe(true);
    expect(h.isAssumed(R(3))).toBe(false);
    expect(show(h.proof(R(4))!)).toBe(`${R(4)}<-T2(${R(2)}<-T1(${R(1)}),${R(3)})`);
    // A fact both assumed and known already is a base fact in the proofs.
    const again = close(chain, 'REAL', [both(1), both(3)], base);
    expect([again.isAssumed(R(1)), again.isAssumed(R(3))]).toEqual([true, false]);
    const clash = close(chain, 'REAL', [neither(3)], base);
    expect(clash.conflict).toEqual({ lit: R(3, false), firing: null });
  });

  it('closes literals directly (closeAssumed) as it closes atoms', () => {
    const h = closeAssumed([R(1), R(3)], chain, new ClosureScratch());
    expect([...h.derived()]).toEqual([R(2), R(4), R(5)]);
  });
});
