/** The formula search over the differential equations: through the equation theorems, derived facts count as links do. */
import { Reasoner } from '../rules';
import { searchEquations } from './discovery-subjects';

const linear = { id: 1, name: 'Linear' };
const parabolic = { id: 2, name: 'Parabolic' };
const nonlinear = { id: 3, name: 'Nonlinear' };
const equations = [{ id: 10, name: 'Heat' }, { id: 11, name: 'Burgers' }, { id: 12, name: 'Wave' }];
const has = (v: boolean) => (v ? 'REAL' : 'NOT_REAL') as 'REAL' | 'NOT_REAL';
const link = (subjectId: number, propertyId: number, value: boolean) => ({ subjectId, propertyId, field: has(value) });

const reasoner = Reasoner.build({
  equation: {
    subjects: equations.map((e) => ({ id: e.id, field: 'REAL' as const })),
    properties: [linear, parabolic, nonlinear].map((p) => ({ id: p.id, field: 'REAL' as const })),
    links: [link(10, 1, true), link(10, 2, true), link(11, 3, true), link(12, 2, false)],
    // Linear ⇒ not nonlinear.
    theorems: [{ id: 7, conditions: [{ propertyId: 1, field: 'REAL' }], conclusions: [{ propertyId: 3, field: 'NOT_REAL' }] }],
  },
});

describe('equation formula search', () => {
  it('sorts equations into satisfy, fail and undecided, with derived facts and their sources', () => {
    const view = searchEquations(reasoner, equations, [{ property: linear, value: true }, { property: parabolic, value: false }]);
    expect(view.contradiction).toBeNull();
    expect(view.satisfy).toEqual([]);
    expect(view.fail).toEqual([
      // Burgers is nonlinear, so not linear by contraposition: a computed fact, no link.
      { equation: { id: 11, name: 'Burgers' }, facts: [{ propertyId: 1, scalar: 'REAL', value: false, linked: false, computed: true }], refutation: null },
      { equation: { id: 10, name: 'Heat' }, facts: [{ propertyId: 2, scalar: 'REAL', value: true, linked: true, computed: false }], refutation: null },
    ]);
    expect(view.undecided).toEqual([{ equation: { id: 12, name: 'Wave' }, facts: [{ propertyId: 2, scalar: 'REAL', value: false, linked: true, computed: false }], unknown: [linear] }]);
  });

  it('an equation satisfies a term its theorems derive', () => {
    const view = searchEquations(reasoner, equations, [{ property: nonlinear, value: false }]);
    expect(view.satisfy).toEqual([{ equation: { id: 10, name: 'Heat' }, facts: [{ propertyId: 3, scalar: 'REAL', value: false, linked: false, computed: true }] }]);
    expect(view.fail.map((f) => f.equation.id)).toEqual([11]);
  });

  it('a formula the theorems exclude is impossible, with the derivation', () => {
    const view = searchEquations(reasoner, equations, [{ property: linear, value: true }, { property: nonlinear, value: true }]);
    expect(view.contradiction).not.toBeNull();
    const { steps, holds, fails } = view.contradiction!;
    expect([steps[holds].propertyId, steps[holds].value, steps[fails].value]).toEqual([3, true, false]);
    expect(steps.some((s) => s.theoremId === 7)).toBe(true);
  });

  it('?P fails where P is known, stored or derived', () => {
    const view = searchEquations(reasoner, equations, [{ property: linear, value: null }]);
    expect(view.satisfy.map((e) => e.equation.id)).toEqual([12]);
    expect(view.fail.map((e) => [e.equation.id, e.facts[0].computed])).toEqual([[11, true], [10, false]]);
  });
});
