import { Reasoner, type Catalogue, type KindCatalogue, type Subject } from '.';

const space = (id: number): Subject => ({ kind: 'space', id });
const facts = (reasoner: Reasoner, subject: Subject) => reasoner.facts(subject).map((f) => `${f.propertyId}:${f.scalar}:${f.value}:${f.stored ? 'stored' : 'derived'}`);

/** Spaces 1 (real or complex) and 2 (complex only); properties 10, 11, 12; theorem 100: 10 ⇒ 11. */
function spaces(extra: Partial<KindCatalogue> = {}): KindCatalogue {
  return {
    subjects: [
      { id: 1, field: 'REAL_OR_COMPLEX' },
      { id: 2, field: 'COMPLEX' },
    ],
    properties: [10, 11, 12].map((id) => ({ id, field: 'REAL_OR_COMPLEX' as const })),
    links: [{ subjectId: 1, propertyId: 10, field: 'REAL_AND_COMPLEX' }],
    theorems: [{ id: 100, conditions: [{ propertyId: 10, field: 'REAL_AND_COMPLEX' }], conclusions: [{ propertyId: 11, field: 'REAL_AND_COMPLEX' }] }],
    ...extra,
  };
}

describe('Reasoner', () => {
  it('reads stored facts off the links: components over a scalar the subject lacks, and links to unknown properties or subjects, count for nothing; a link given twice keeps its first place and its last field', () => {
    const catalogue: Catalogue = {
      space: spaces({
        links: [
          { subjectId: 1, propertyId: 12, field: 'NOT_REAL' },
          { subjectId: 1, propertyId: 10, field: 'REAL_AND_COMPLEX' },
          { subjectId: 2, propertyId: 12, field: 'REAL_AND_NOT_COMPLEX' },
          { subjectId: 1, propertyId: 99, field: 'REAL' },
          { subjectId: 99, propertyId: 10, field: 'REAL' },
          { subjectId: 1, propertyId: 12, field: 'REAL' },
        ],
      }),
    };
    const reasoner = Reasoner.build(catalogue);
    expect(facts(reasoner, space(1))).toEqual(['12:REAL:true:stored', '10:REAL:true:stored', '10:COMPLEX:true:stored', '11:REAL:true:derived', '11:COMPLEX:true:derived']);
    expect(facts(reasoner, space(2))).toEqual(['12:COMPLEX:false:stored']);
    // eachDerived: the same derived facts in the same order, without the stored ones.
    for (const id of [1, 2, 99]) {
      const derived: string[] = [];
      reasoner.eachDerived(space(id), (propertyId, scalar, value) => derived.push(`${propertyId}:${scalar}:${value}:derived`));
      expect(derived).toEqual(facts(reasoner, space(id)).filter((f) => f.endsWith(':derived')));
    }
    expect(reasoner.subjects('space')).toEqual([1, 2]);
    expect(reasoner.has(space(99))).toBe(false);
  });

  it('reasons about each kind of subject apart, property ids scoped by kind', () => {
    const equations: KindCatalogue = {
      subjects: [{ id: 1, field: 'REAL' }],
      properties: [10, 11].map((id) => ({ id, field: 'REAL' as const })),
      links: [{ subjectId: 1, propertyId: 11, field: 'NOT_REAL' }],
      theorems: [{ id: 100, conditions: [{ propertyId: 10, field: 'REAL' }], conclusions: [{ propertyId: 11, field: 'REAL' }] }],
    };
    const reasoner = Reasoner.build({ space: spaces(), equation: equations });
    const equation: Subject = { kind: 'equation', id: 1 };
    // The equation's theorem 100 (not the space's) derives ¬10 from ¬11.
    expect(facts(reasoner, equation)).toEqual(['11:REAL:false:stored', '10:REAL:false:derived']);
    expect(reasoner.proof({ subject: equation, propertyId: 10, scalar: 'REAL', value: false })).toEqual({
      subject: equation,
      propertyId: 10,
      scalar: 'REAL',
      value: false,
      rule: 'contrapositive',
      theoremId: 100,
      supports: [{ subject: equation, propertyId: 11, scalar: 'REAL', value: false, rule: 'stored', theoremId: null, supports: [] }],
    });
    // A change to one kind reaches only its subjects.
    const outcome = reasoner.apply({ kind: 'theoremDeleted', subjectKind: 'equation', theoremId: 100 });
    expect(outcome.reach).toEqual([equation]);
    expect(facts(reasoner, space(1))).toContain('11:REAL:true:derived');
  });

  it('checks without committing, and applies what it checked', () => {
    const reasoner = Reasoner.build({ space: spaces() });
    const change = { kind: 'link' as const, subject: space(1), propertyId: 11, field: 'NOT_REAL' as const };
    expect(reasoner.reach(change)).toEqual([space(1)]);
    const checked = reasoner.check(change);
    // ¬11 against 10 ⇒ 11, forwards and by contraposition (10 against ¬11 ⇒ ¬10).
    expect(checked.contradictions).toEqual([
      { subject: space(1), propertyId: 11, scalar: 'REAL', theoremIds: [100] },
      { subject: space(1), propertyId: 10, scalar: 'REAL', theoremIds: [100] },
    ]);
    expect(reasoner.contradictions(space(1))).toEqual([]);
    expect(facts(reasoner, space(1))).toContain('11:REAL:true:derived');
    const applied = reasoner.apply(change);
    expect(applied.contradictions).toEqual(checked.contradictions);
    expect(reasoner.contradictions(space(1))).toEqual(checked.contradictions);
  });

  it('says what a theorem change does: the facts it added and removed, in the spaces it reached', () => {
    const reasoner = Reasoner.build({ space: spaces() });
    const theorem = { id: 101, conditions: [{ propertyId: 11, field: 'REAL' as const }], conclusions: [{ propertyId: 12, field: 'REAL' as const }] };
    expect(reasoner.reach({ kind: 'theorem', subjectKind: 'space', theorem })).toBe('all');
    const added = reasoner.apply({ kind: 'theorem', subjectKind: 'space', theorem });
    expect(added.reach).toEqual([space(1)]);
    expect(added.added).toEqual([{ subject: space(1), propertyId: 12, scalar: 'REAL', value: true, stored: false }]);
    expect(added.removed).toEqual([]);
    const removed = reasoner.apply({ kind: 'theoremDeleted', subjectKind: 'space', theoremId: 100 });
    expect(removed.added).toEqual([]);
    expect(removed.removed!.map((f) => `${f.propertyId}:${f.scalar}`).sort()).toEqual(['11:COMPLEX', '11:REAL', '12:REAL']);
  });

  it('gives a theorem\'s compiled rules in property terms, and each fact\'s derivations', () => {
    const reasoner = Reasoner.build({ space: spaces() });
    expect(reasoner.theoremRules('space', 100)).toEqual([
      { direction: 'forward', scalar: 'REAL', body: [{ propertyId: 10, value: true }], anyOf: [], heads: [{ propertyId: 11, value: true }] },
      { direction: 'contrapositive', scalar: 'REAL', body: [], anyOf: [{ propertyId: 11, value: false }], heads: [{ propertyId: 10, value: false }] },
      { direction: 'forward', scalar: 'COMPLEX', body: [{ propertyId: 10, value: true }], anyOf: [], heads: [{ propertyId: 11, value: true }] },
      { direction: 'contrapositive', scalar: 'COMPLEX', body: [], anyOf: [{ propertyId: 11, value: false }], heads: [{ propertyId: 10, value: false }] },
    ]);
    const derived = { subject: space(1), propertyId: 11, scalar: 'COMPLEX' as const, value: true };
    expect(reasoner.derivations(derived)).toEqual({ computed: true, theoremIds: [100] });
    expect(reasoner.isComputed(derived)).toBe(true);
    expect(reasoner.derivations({ ...derived, propertyId: 10 })).toEqual({ computed: false, theoremIds: [] });
    expect(reasoner.fact(space(1), 11, 'REAL')).toEqual({ subject: space(1), propertyId: 11, scalar: 'REAL', value: true, stored: false });
    expect(reasoner.fact(space(2), 11, 'REAL')).toBeUndefined();
  });
});
