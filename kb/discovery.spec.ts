/** The discovery questions on a small hand-made catalogue, through the knowledge base as the backend uses it. */
import { fieldPair, itemScalars, SCALARS } from './contract/fields';
import type { CatalogueRecords } from './records';
import type { ContradictionView, DerivationStep, FormulaSearchView, ImplicationsView } from './contract/discovery';
import type { Answer } from './discovery';
import { KnowledgeBase } from './knowledge-base';

const FD = 1, REFLEXIVE = 2, SUPER = 3, SEPARABLE = 4, UB = 5, SCHUR = 6, COMPLEX_ONLY = 7;
const L2 = 1, L1 = 2, C0 = 3, T = 4, XR = 5;

const RECORDS: CatalogueRecords = {
  properties: [
    { id: FD, name: 'Finite-dimensional', field: 'REAL_OR_COMPLEX' },
    { id: REFLEXIVE, name: 'Reflexive', field: 'REAL_OR_COMPLEX' },
    { id: SUPER, name: 'Super-reflexive', field: 'REAL_OR_COMPLEX' },
    { id: SEPARABLE, name: 'Separable', field: 'REAL_OR_COMPLEX' },
    { id: UB, name: 'Unconditional basis', field: 'REAL_OR_COMPLEX' },
    { id: SCHUR, name: 'Schur property', field: 'REAL_OR_COMPLEX' },
    { id: COMPLEX_ONLY, name: 'Holomorphic something', field: 'COMPLEX' },
  ],
  spaces: [
    { id: L2, symbol: '$\\ell^2$', field: 'REAL_OR_COMPLEX' },
    { id: L1, symbol: '$\\ell^1$', field: 'REAL_OR_COMPLEX' },
    { id: C0, symbol: '$c_0$', field: 'REAL_OR_COMPLEX' },
    { id: T, symbol: '$T$', field: 'REAL_OR_COMPLEX' },
    { id: XR, symbol: '$X$', field: 'REAL' },
  ],
  links: [
    { spaceId: L2, propertyId: SUPER, field: 'REAL_AND_COMPLEX' },
    { spaceId: L2, propertyId: SEPARABLE, field: 'REAL_AND_COMPLEX' },
    { spaceId: L2, propertyId: UB, field: 'REAL_AND_COMPLEX' },
    { spaceId: L2, propertyId: FD, field: 'NOT_REAL_AND_NOT_COMPLEX' },
    { spaceId: L1, propertyId: SEPARABLE, field: 'REAL_AND_COMPLEX' },
    { spaceId: L1, propertyId: REFLEXIVE, field: 'NOT_REAL_AND_NOT_COMPLEX' },
    { spaceId: L1, propertyId: SCHUR, field: 'REAL_AND_COMPLEX' },
    { spaceId: L1, propertyId: UB, field: 'REAL_AND_COMPLEX' },
    { spaceId: C0, propertyId: REFLEXIVE, field: 'NOT_REAL_AND_NOT_COMPLEX' },
    { spaceId: C0, propertyId: SEPARABLE, field: 'REAL_AND_COMPLEX' },
    { spaceId: T, propertyId: REFLEXIVE, field: 'REAL_AND_COMPLEX' },
    { spaceId: T, propertyId: SUPER, field: 'NOT_REAL_AND_NOT_COMPLEX' },
    { spaceId: XR, propertyId: SCHUR, field: 'REAL' },
  ],
  theorems: [
    { id: 1, name: 'Super-reflexive spaces are reflexive', conditions: [{ propertyId: SUPER, field: 'REAL_AND_COMPLEX' }], conclusions: [{ propertyId: REFLEXIVE, field: 'REAL_AND_COMPLEX' }] },
    {
      id: 2,
      name: 'Reflexive Schur spaces are finite-dimensional',
      conditions: [{ propertyId: REFLEXIVE, field: 'REAL_AND_COMPLEX' }, { propertyId: SCHUR, field: 'REAL_AND_COMPLEX' }],
      conclusions: [{ propertyId: FD, field: 'REAL_AND_COMPLEX' }],
    },
    {
      id: 3,
      name: 'Finite-dimensional spaces',
      conditions: [{ propertyId: FD, field: 'REAL_AND_COMPLEX' }],
      conclusions: [{ propertyId: SUPER, field: 'REAL_AND_COMPLEX' }, { propertyId: SEPARABLE, field: 'REAL_AND_COMPLEX' }],
    },
  ],
};

const build = () => KnowledgeBase.build(JSON.parse(JSON.stringify(RECORDS)));
function view<T>(answer: Answer<T> | undefined): T {
  if (!answer || !('view' in answer)) throw new Error(`expected a view, got ${JSON.stringify(answer)}`);
  return answer.view;
}
const ids = (entries: { space: { id: number } }[]) => entries.map((e) => e.space.id);

/** A derivation step as text: "+3:REAL by T1 (…)". */
function show(steps: DerivationStep[], i: number): string {
  const s = steps[i];
  const fact = `${s.value ? '+' : '-'}${s.propertyId}`;
  return s.theoremId === null ? `${fact} ${s.rule}` : `${fact} by T${s.theoremId}${s.rule === 'contrapositive' ? 'c' : ''}(${s.supports.map((j) => show(steps, j)).join(', ')})`;
}
const sides = (c: ContradictionView) => [show(c.steps, c.holds), show(c.steps, c.fails)];

describe('formula search over spaces', () => {
  const kb = build();

  it('sorts the spaces into satisfy, fail (with the failing facts) and undecided', () => {
    const result = view(kb.discovery.formula('Reflexive + ~Unconditional basis', 'real'));
    expect(result.terms).toEqual([
      { property: { id: REFLEXIVE, name: 'Reflexive' }, value: true },
      { property: { id: UB, name: 'Unconditional basis' }, value: false },
    ]);
    expect(result.contradiction).toBeNull();
    expect(ids(result.satisfy)).toEqual([]);
    expect(ids(result.fail)).toEqual([L2, L1, C0]);
    // ℓ² fails by its stored unconditional basis; ℓ¹ by both its stored non-reflexivity and its basis.
    expect(result.fail[0].facts).toEqual([{ propertyId: UB, scalar: 'REAL', value: true, linked: true, computed: false }]);
    expect(result.fail[1].facts).toEqual([
      { propertyId: REFLEXIVE, scalar: 'REAL', value: false, linked: true, computed: false },
      { propertyId: UB, scalar: 'REAL', value: true, linked: true, computed: false },
    ]);
    expect(result.undecided).toEqual([
      { space: { id: T, symbol: '$T$' }, facts: [{ propertyId: REFLEXIVE, scalar: 'REAL', value: true, linked: true, computed: false }], unknown: [{ propertyId: UB, scalar: 'REAL' }] },
      { space: { id: XR, symbol: '$X$' }, facts: [], unknown: [{ propertyId: REFLEXIVE, scalar: 'REAL' }, { propertyId: UB, scalar: 'REAL' }] },
    ]);
  });

  it('marks computed facts of satisfying spaces', () => {
    const result = view(kb.discovery.formula('reflexive and separable', 'both'));
    expect(ids(result.satisfy)).toEqual([L2]);
    expect(result.satisfy[0].facts).toContainEqual({ propertyId: REFLEXIVE, scalar: 'COMPLEX', value: true, linked: false, computed: true });
    // Over both fields, a space of real scalars only is not considered.
    expect([...ids(result.fail), ...ids(result.undecided)]).not.toContain(XR);
  });

  it('says no space can satisfy a formula the theorems forbid, with both sides derived', () => {
    const result = view(kb.discovery.formula('Super-reflexive + ~Reflexive', 'real'));
    expect(result.contradiction).not.toBeNull();
    expect(sides(result.contradiction!)).toEqual([`+${REFLEXIVE} by T1(+${SUPER} assumed)`, `-${REFLEXIVE} assumed`]);
    expect(result.satisfy).toEqual([]);
  });

  it('a formula asserting and denying one property contradicts itself', () => {
    const result = view(kb.discovery.formula('Separable + not Separable', 'complex'));
    expect(sides(result.contradiction!)).toEqual([`+${SEPARABLE} assumed`, `-${SEPARABLE} assumed`]);
  });

  it('refutes a space whose stored facts and the formula together contradict the theorems', () => {
    // X has the Schur property; reflexive with Schur forces finite dimension (T2), which the formula denies.
    const result = view(kb.discovery.formula('Reflexive + ~Finite-dimensional', 'real'));
    const x = result.fail.find((f) => f.space.id === XR)!;
    expect(x.facts).toEqual([]);
    expect(x.refutation).not.toBeNull();
    const [holds, fails] = sides(x.refutation!);
    expect([holds, fails].join(' | ')).toContain(`+${SCHUR} stored`);
    expect([holds, fails].join(' | ')).toMatch(/assumed/);
    expect(ids(result.satisfy)).toEqual([L2, T]);
  });

  it('explains formulas it cannot read', () => {
    const errors = (q: string, field: 'real' | 'both' = 'real') => kb.discovery.formula(q, field);
    expect(errors('')).toEqual({ errors: { q: expect.stringMatching(/^Please enter a formula/) } });
    expect(errors(' + ~ ')).toEqual({ errors: { q: '“~” names no property.' } });
    expect(errors('Reflexive + Banana')).toEqual({ errors: { q: 'Unknown property: “Banana”.' } });
    expect(errors('reflexive + ~e')).toEqual({ errors: { q: expect.stringMatching(/^“e” matches several properties: .*Please write the full name\.$/) } });
    expect(errors(Array(9).fill('Reflexive').join(' + '))).toEqual({ errors: { q: 'A formula has at most 8 terms; this one has 9.' } });
    expect(errors('Holomorphic something')).toEqual({ errors: { q: expect.stringContaining('is a property of complex spaces only') } });
    expect(errors('Holomorphic something', 'both')).toEqual({ errors: { q: expect.stringContaining('over both the real and the complex numbers') } });
  });

  it('finds properties by partial or normalised names', () => {
    expect(view(kb.discovery.formula('superreflexive + ~schur', 'real')).terms.map((t) => [t.property.id, t.value])).toEqual([
      [SUPER, true],
      [SCHUR, false],
    ]);
    expect(view(kb.discovery.formula('Unconditional', 'real')).terms[0].property.id).toBe(UB);
  });
});

describe('compare', () => {
  const kb = build();
  const rowsOf = (id: number) => kb.spaceProperties(id);

  it('lists every property for each space, and which rows differ', () => {
    const result = view(kb.discovery.compare([L2, L1], rowsOf));
    expect(result.spaces).toEqual([
      { id: L2, symbol: '$\\ell^2$', field: 'REAL_OR_COMPLEX' },
      { id: L1, symbol: '$\\ell^1$', field: 'REAL_OR_COMPLEX' },
    ]);
    expect(result.rows.map((r) => r.property.id)).toEqual([FD, REFLEXIVE, SUPER, SEPARABLE, UB, SCHUR, COMPLEX_ONLY]);
    const row = (id: number) => result.rows.find((r) => r.property.id === id)!;
    expect(row(REFLEXIVE)).toEqual({
      property: { id: REFLEXIVE, name: 'Reflexive' },
      differs: true,
      cells: [
        { field: 'REAL_AND_COMPLEX', linked: false, computed: true },
        { field: 'NOT_REAL_AND_NOT_COMPLEX', linked: true, computed: false },
      ],
    });
    expect(row(SEPARABLE).differs).toBe(false);
    // ℓ² lacks the Schur property by T2 backwards (reflexive, not finite-dimensional).
    expect(row(SCHUR)).toMatchObject({ differs: true, cells: [{ field: 'NOT_REAL_AND_NOT_COMPLEX', linked: false, computed: true }, { field: 'REAL_AND_COMPLEX' }] });
    expect(row(COMPLEX_ONLY)).toMatchObject({ differs: false, cells: [{ field: null, linked: false, computed: false }, { field: null }] });
  });

  it('refuses no spaces, too many and unknown ones', () => {
    expect(kb.discovery.compare([], rowsOf)).toEqual({ errors: { space: 'Please choose a space to compare.' } });
    expect(kb.discovery.compare([1, 2, 3, 4, 5, 6, 7], rowsOf)).toEqual({ errors: { space: 'At most 6 spaces can be compared at once.' } });
    expect(kb.discovery.compare([L2, 99], rowsOf)).toEqual({ errors: { space: 'No space has the id 99.' } });
    expect(view(kb.discovery.compare([L2, L2], rowsOf)).spaces).toHaveLength(1);
  });
});

describe('implications', () => {
  const kb = build();
  const implications = (id: number, value = true): ImplicationsView => view(kb.discovery.implications(id, 'REAL', value));
  const entry = (list: ImplicationsView['implies'], id: number) => list.find((e) => e.property.id === id)!;

  it('lists what follows through chains, with the separating spaces of each false converse', () => {
    const fd = implications(FD);
    expect(fd.impossible).toBeNull();
    expect(fd.implies.map((e) => [e.property.id, e.value]).sort()).toEqual([[REFLEXIVE, true], [SEPARABLE, true], [SUPER, true]].sort());
    const reflexive = entry(fd.implies, REFLEXIVE);
    expect(show(fd.steps, reflexive.chain.root)).toBe(`+${REFLEXIVE} by T1(+${SUPER} by T3(+${FD} assumed))`);
    // ℓ² and T are reflexive but not finite-dimensional.
    expect(reflexive.converse).toEqual({ kind: 'separated', spaces: [{ id: L2, symbol: '$\\ell^2$' }, { id: T, symbol: '$T$' }] });
  });

  it('lists what implies it, and an equivalence when the converse is derivable too', () => {
    const reflexive = implications(REFLEXIVE);
    expect(reflexive.impliedBy.map((e) => e.property.id).sort()).toEqual([FD, SUPER]);
    const superReflexive = entry(reflexive.impliedBy, SUPER);
    expect(show(superReflexive.chain.steps!, superReflexive.chain.root)).toBe(`+${REFLEXIVE} by T1(+${SUPER} assumed)`);
    // T is reflexive but not super-reflexive.
    expect(superReflexive.converse).toEqual({ kind: 'separated', spaces: [{ id: T, symbol: '$T$' }] });
    // ℓ², ℓ¹ and c₀ are separable and not finite-dimensional.
    expect(entry(implications(FD).implies, SEPARABLE).converse).toEqual({
      kind: 'separated',
      spaces: [{ id: L2, symbol: '$\\ell^2$' }, { id: L1, symbol: '$\\ell^1$' }, { id: C0, symbol: '$c_0$' }],
    });
  });

  it('reads the absence of a property too, through the contrapositives', () => {
    const notReflexive = implications(REFLEXIVE, false);
    expect(notReflexive.implies.map((e) => [e.property.id, e.value]).sort()).toEqual([[FD, false], [SUPER, false]].sort());
  });

  it('says "unknown" when no space separates, and "equivalent" when each implies the other', () => {
    const kb2 = build();
    kb2.apply({ kind: 'theorem', theorem: { id: 4, name: 'Back', conditions: [{ propertyId: REFLEXIVE, field: 'REAL_AND_COMPLEX' }], conclusions: [{ propertyId: SUPER, field: 'REAL_AND_COMPLEX' }] } });
    // T (reflexive, not super-reflexive) is now contradictory; the implication index follows the new rules.
    const superReflexive = view(kb2.discovery.implications(SUPER, 'REAL', true));
    const reflexive = superReflexive.implies.find((e) => e.property.id === REFLEXIVE)!;
    expect(reflexive.converse.kind).toBe('equivalent');
    const fd = view(kb2.discovery.implications(FD, 'REAL', true)).implies.find((e) => e.property.id === SUPER)!;
    expect(fd.converse).toEqual({ kind: 'separated', spaces: [{ id: L2, symbol: '$\\ell^2$' }] });
  });

  it('refuses a scalar the property does not have, and answers nothing for an unknown property', () => {
    expect(kb.discovery.implications(COMPLEX_ONLY, 'REAL', true)).toEqual({ errors: { field: expect.stringContaining('complex spaces only') } });
    expect(kb.discovery.implications(99, 'REAL', true)).toBeUndefined();
  });
});

describe('open questions', () => {
  it('lists the undecided facts, ranked by what settling them brings, and follows writes', () => {
    const kb = build();
    const questions = kb.discovery.questions();
    const key = (q: { spaceId: number; propertyId: number; scalar: string }) => `${q.spaceId}:${q.propertyId}:${q.scalar}`;
    // Every (space, property, scalar) the space and the property allow is either known (in the space's list) or a question.
    const expected: string[] = [];
    for (const space of RECORDS.spaces) {
      const rows = new Map(kb.spaceProperties(space.id).map((r) => [r.propertyId, fieldPair(r.field)]));
      for (const property of RECORDS.properties) {
        for (const scalar of SCALARS) {
          if (!itemScalars(space.field).includes(scalar) || !itemScalars(property.field).includes(scalar)) continue;
          if (rows.get(property.id)?.[scalar] === undefined) expected.push(`${space.id}:${property.id}:${scalar}`);
        }
      }
    }
    expect(questions.map(key).sort()).toEqual(expected.sort());
    expect(questions.map(key)).toContain(`${T}:${UB}:REAL`);
    expect(questions.map(key)).not.toContain(`${XR}:${REFLEXIVE}:COMPLEX`);
    expect(questions.map(key)).not.toContain(`${L2}:${COMPLEX_ONLY}:REAL`);
    expect(questions.map(key)).toContain(`${L2}:${COMPLEX_ONLY}:COMPLEX`);
    // X (Schur only): were it reflexive, it would be finite-dimensional, super-reflexive and separable (3 facts);
    // were it not, it would be neither super-reflexive nor finite-dimensional (2).
    expect(questions.find((q) => key(q) === `${XR}:${REFLEXIVE}:REAL`)).toEqual({ spaceId: XR, propertyId: REFLEXIVE, scalar: 'REAL', ifHolds: 3, ifFails: 2 });
    // Ranked by the facts the less fruitful answer brings, then by both together (none of these is refuted).
    const least = (q: (typeof questions)[number]) => Math.min(q.ifHolds ?? Infinity, q.ifFails ?? Infinity);
    const total = (q: (typeof questions)[number]) => (q.ifHolds ?? 0) + (q.ifFails ?? 0);
    for (let i = 1; i < questions.length; i++) {
      const [before, after] = [questions[i - 1], questions[i]];
      expect(least(before)).toBeGreaterThanOrEqual(least(after));
      if (least(before) === least(after)) expect(total(before)).toBeGreaterThanOrEqual(total(after));
    }
    // One space's questions, counted for that space alone, are the catalogue's, in the same order.
    expect(kb.discovery.questions({ spaceId: XR }).map(key)).toEqual(questions.filter((q) => q.spaceId === XR).map(key));
    expect(kb.discovery.questions({ spaceId: XR }).length).toBeGreaterThan(0);
    expect(kb.discovery.questions({ propertyId: UB, scalar: 'COMPLEX' }).map(key)).toEqual(questions.filter((q) => q.propertyId === UB && q.scalar === 'COMPLEX').map(key));

    kb.apply({ kind: 'link', link: { spaceId: XR, propertyId: REFLEXIVE, field: 'REAL' } });
    expect(kb.discovery.questions({ spaceId: XR }).map(key)).not.toContain(`${XR}:${REFLEXIVE}:REAL`);
    expect(kb.discovery.questions({ spaceId: XR }).map(key)).not.toContain(`${XR}:${FD}:REAL`);
  });
});

describe('formula search follows writes', () => {
  it('a new link moves a space from undecided to satisfy', () => {
    const kb = build();
    const before: FormulaSearchView = view(kb.discovery.formula('Reflexive + ~Unconditional basis', 'real'));
    expect(ids(before.undecided)).toContain(T);
    kb.apply({ kind: 'link', link: { spaceId: T, propertyId: UB, field: 'NOT_REAL_AND_NOT_COMPLEX' } });
    expect(ids(view(kb.discovery.formula('Reflexive + ~Unconditional basis', 'real')).satisfy)).toEqual([T]);
    kb.apply({ kind: 'space', space: { id: T, symbol: '$T^*$', field: 'REAL_OR_COMPLEX' } });
    expect(view(kb.discovery.formula('Reflexive + ~Unconditional basis', 'real')).satisfy[0].space.symbol).toBe('$T^*$');
  });
});
