/** The theorem checks (redundant, converse) on a small hand-made catalogue, through the knowledge base as the backend uses it. */
import type { AtomRecord, CatalogueRecords } from './records';
import type { DerivationStep } from './contract/discovery';
import { KnowledgeBase } from './knowledge-base';
import type { ScalarDerivation } from './contract/theorem-checks';

const FD = 1, REFLEXIVE = 2, SUPER = 3, SEPARABLE = 4, SCHUR = 5, REAL_ONLY = 6;
const L2 = 1, L1 = 2, C0 = 3, T = 4;
const both = (propertyId: number): AtomRecord => ({ propertyId, field: 'REAL_AND_COMPLEX' });
const not = (propertyId: number): AtomRecord => ({ propertyId, field: 'NOT_REAL_AND_NOT_COMPLEX' });

const RECORDS: CatalogueRecords = {
  properties: [
    { id: FD, name: 'Finite-dimensional', field: 'REAL_OR_COMPLEX' },
    { id: REFLEXIVE, name: 'Reflexive', field: 'REAL_OR_COMPLEX' },
    { id: SUPER, name: 'Super-reflexive', field: 'REAL_OR_COMPLEX' },
    { id: SEPARABLE, name: 'Separable', field: 'REAL_OR_COMPLEX' },
    { id: SCHUR, name: 'Schur property', field: 'REAL_OR_COMPLEX' },
    { id: REAL_ONLY, name: 'Lattice order', field: 'REAL' },
  ],
  spaces: [
    { id: L2, symbol: '$\\ell^2$', field: 'REAL_OR_COMPLEX' },
    { id: L1, symbol: '$\\ell^1$', field: 'REAL_OR_COMPLEX' },
    { id: C0, symbol: '$c_0$', field: 'REAL_OR_COMPLEX' },
    { id: T, symbol: '$T$', field: 'REAL_OR_COMPLEX' },
  ],
  links: [
    { spaceId: L2, propertyId: SUPER, field: 'REAL_AND_COMPLEX' },
    { spaceId: L2, propertyId: SEPARABLE, field: 'REAL_AND_COMPLEX' },
    { spaceId: L1, propertyId: SEPARABLE, field: 'REAL_AND_COMPLEX' },
    { spaceId: L1, propertyId: REFLEXIVE, field: 'NOT_REAL_AND_NOT_COMPLEX' },
    { spaceId: C0, propertyId: REFLEXIVE, field: 'NOT_REAL_AND_NOT_COMPLEX' },
    { spaceId: C0, propertyId: SEPARABLE, field: 'REAL_AND_COMPLEX' },
    { spaceId: T, propertyId: REFLEXIVE, field: 'REAL_AND_COMPLEX' },
    { spaceId: T, propertyId: SUPER, field: 'NOT_REAL_AND_NOT_COMPLEX' },
  ],
  theorems: [
    { id: 1, name: 'Super-reflexive spaces are reflexive', conditions: [both(SUPER)], conclusions: [both(REFLEXIVE)] },
    { id: 2, name: 'Reflexive Schur spaces are finite-dimensional', conditions: [both(REFLEXIVE), both(SCHUR)], conclusions: [both(FD)] },
    { id: 3, name: 'Finite-dimensional spaces', conditions: [both(FD)], conclusions: [both(SUPER), both(SEPARABLE)] },
  ],
};

const build = () => KnowledgeBase.build(JSON.parse(JSON.stringify(RECORDS)));

/** A derivation step as text: "+3 by T1(+2 assumed)". */
function show(steps: DerivationStep[], i: number): string {
  const s = steps[i];
  const fact = `${s.value ? '+' : '-'}${s.propertyId}`;
  return s.theoremId === null ? `${fact} ${s.rule}` : `${fact} by T${s.theoremId}${s.rule === 'contrapositive' ? 'c' : ''}(${s.supports.map((j) => show(steps, j)).join(', ')})`;
}
const proved = (d: ScalarDerivation) => [d.scalar, d.conclusions.map((i) => show(d.steps, i))];

describe('theorem checks', () => {
  const kb = build();

  it('a theorem that follows from the others is redundant, with the derivation over each scalar', () => {
    const check = kb.theoremChecks.check(null, [both(FD)], [both(REFLEXIVE)]);
    expect(check.redundant).toBe(true);
    expect(check.derivations.map(proved)).toEqual([
      ['REAL', [`+${REFLEXIVE} by T1(+${SUPER} by T3(+${FD} assumed))`]],
      ['COMPLEX', [`+${REFLEXIVE} by T1(+${SUPER} by T3(+${FD} assumed))`]],
    ]);
    // Its converse (reflexive ⇒ finite-dimensional) is refuted by T: reflexive, and not finite-dimensional (it is not super-reflexive).
    expect(check.converse).toEqual({ kind: 'refuted', spaces: [{ id: T, symbol: '$T$' }], total: 1 });
  });

  it('a new theorem is not redundant when no chain gives its conclusions; its converse is refuted by stored spaces', () => {
    const check = kb.theoremChecks.check(null, [both(SUPER)], [both(SEPARABLE)]);
    expect(check).toEqual({
      redundant: false,
      derivations: [],
      converse: { kind: 'refuted', spaces: [{ id: L1, symbol: '$\\ell^1$' }, { id: C0, symbol: '$c_0$' }], total: 2 },
    });
  });

  it('a converse that follows from the theorems comes with its derivation', () => {
    const check = kb.theoremChecks.check(null, [both(FD)], [both(REFLEXIVE), both(SCHUR)]);
    expect(check.redundant).toBe(false);
    expect(check.converse.kind).toBe('follows');
    if (check.converse.kind !== 'follows') return;
    expect(check.converse.derivations.map(proved)).toEqual([
      ['REAL', [`+${FD} by T2(+${REFLEXIVE} assumed, +${SCHUR} assumed)`]],
      ['COMPLEX', [`+${FD} by T2(+${REFLEXIVE} assumed, +${SCHUR} assumed)`]],
    ]);
  });

  it('a stored theorem is checked against the others only, never against itself', () => {
    const check = kb.theoremChecks.check(1, [both(SUPER)], [both(REFLEXIVE)]);
    expect(check.redundant).toBe(false);
    // The engine's rules are untouched: the stored theorem still derives.
    expect(kb.theoremChecks.check(null, [both(FD)], [both(REFLEXIVE)]).redundant).toBe(true);
  });

  it('a theorem on one scalar is checked over that scalar only; neither way is open', () => {
    const check = kb.theoremChecks.check(null, [{ propertyId: FD, field: 'REAL' }], [{ propertyId: SEPARABLE, field: 'REAL' }]);
    expect(check.redundant).toBe(true);
    expect(check.derivations.map((d) => d.scalar)).toEqual(['REAL']);
    const open = kb.theoremChecks.check(null, [both(SCHUR)], [both(SEPARABLE)]);
    expect(open).toEqual({ redundant: false, derivations: [], converse: { kind: 'open' } });
  });

  it('conditions the theorems forbid make a theorem hold vacuously: redundant, with the contradiction', () => {
    const check = kb.theoremChecks.check(null, [both(FD), not(SUPER)], [both(SCHUR)]);
    expect(check.redundant).toBe(true);
    expect(check.derivations.map((d) => [d.scalar, d.impossible !== null])).toEqual([
      ['REAL', true],
      ['COMPLEX', true],
    ]);
    const c = check.derivations[0].impossible!;
    expect([show(c.steps, c.holds), show(c.steps, c.fails)]).toEqual([`+${SUPER} by T3(+${FD} assumed)`, `-${SUPER} assumed`]);
  });

  it('lists every redundant stored theorem, and follows the catalogue as theorems are added and deleted', () => {
    const kb = build();
    expect(kb.theoremChecks.redundant()).toEqual([]);
    kb.apply({ kind: 'theorem', theorem: { id: 4, name: null, conditions: [both(FD)], conclusions: [both(REFLEXIVE)] } });
    const list = kb.theoremChecks.redundant();
    expect(list.map((r) => r.theorem)).toEqual([{ id: 4, name: null }]);
    expect(list[0].derivations.map(proved)[0]).toEqual(['REAL', [`+${REFLEXIVE} by T1(+${SUPER} by T3(+${FD} assumed))`]]);
    // Without theorem 1, theorem 4 no longer follows.
    kb.apply({ kind: 'theoremDeleted', theoremId: 1 });
    expect(kb.theoremChecks.redundant()).toEqual([]);
    kb.apply({ kind: 'theorem', theorem: { id: 5, name: 'Again', conditions: [both(FD)], conclusions: [both(SEPARABLE)] } });
    expect(kb.theoremChecks.redundant().map((r) => r.theorem)).toEqual([{ id: 5, name: 'Again' }]);
  });
});
