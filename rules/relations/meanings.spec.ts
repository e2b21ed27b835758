import { Reasoner, type Catalogue, type KindCatalogue, type Subject } from '..';

const space = (id: number): Subject => ({ kind: 'space', id });

// Spaces: 1 c₀, 2 X, 3 ℓ¹. Properties: 10 RNP, 20 contains a copy of c₀ (means: c₀ is a subspace of X).
function catalogue(extra: Partial<KindCatalogue> = {}): Catalogue {
  return {
    space: {
      subjects: [1, 2, 3].map((id) => ({ id, field: 'REAL_OR_COMPLEX' as const })),
      properties: [
        { id: 10, field: 'REAL_OR_COMPLEX' },
        { id: 20, field: 'REAL_OR_COMPLEX', means: { relation: 'subspace', spaceId: 1 } },
      ],
      links: [{ subjectId: 1, propertyId: 10, field: 'NOT_REAL_AND_NOT_COMPLEX' }],
      theorems: [
        // 500: the RNP passes to closed subspaces.
        { id: 500, conditions: [{ propertyId: 10, field: 'REAL_AND_COMPLEX' }], conclusions: [{ propertyId: 10, field: 'REAL_AND_COMPLEX' }], along: { relation: 'subspace', direction: 'toRelated' } },
      ],
      relations: [],
      ...extra,
    },
  };
}

describe('a property declared to mean a relation to a named space', () => {
  it('gives the relation from the fact, which carries along it, with a proof that names the declaration', () => {
    const reasoner = Reasoner.build(catalogue({ links: [{ subjectId: 1, propertyId: 10, field: 'NOT_REAL_AND_NOT_COMPLEX' }, { subjectId: 2, propertyId: 20, field: 'REAL' }] }));
    expect(reasoner.relations.value({ kind: 'subspace', spaceId: 1, ofSpaceId: 2 }, 'REAL')).toBe(true);
    expect(reasoner.relations.value({ kind: 'subspace', spaceId: 1, ofSpaceId: 2 }, 'COMPLEX')).toBeUndefined();
    const proof = reasoner.proof({ subject: space(2), propertyId: 10, scalar: 'REAL', value: false })!;
    expect(proof).toMatchObject({ rule: 'carried', theoremId: 500, direction: 'contrapositive' });
    expect(proof.relation).toMatchObject({ kind: 'subspace', spaceId: 1, ofSpaceId: 2, rule: 'means', relationId: null });
    expect(proof.relation!.fact).toEqual({ subject: space(2), propertyId: 20, scalar: 'REAL', value: true, rule: 'stored', theoremId: null, supports: [] });
    expect(reasoner.relations.proof({ kind: 'subspace', spaceId: 1, ofSpaceId: 2 }, 'REAL')).toMatchObject({ rule: 'means', fact: { propertyId: 20, value: true } });
  });

  it('gives the fact from the relation, both values, and the named space has it itself', () => {
    const reasoner = Reasoner.build(
      catalogue({
        relations: [
          { id: 1, kind: 'subspace', spaceId: 1, ofSpaceId: 2, field: 'REAL_AND_COMPLEX' },
          { id: 2, kind: 'subspace', spaceId: 1, ofSpaceId: 3, field: 'NOT_REAL' },
        ],
      }),
    );
    const known = (id: number) => reasoner.facts(space(id)).filter((f) => f.propertyId === 20).map((f) => `${f.scalar}:${f.value}`);
    expect(known(1)).toEqual(['REAL:true', 'COMPLEX:true']);
    expect(known(2)).toEqual(['REAL:true', 'COMPLEX:true']);
    expect(known(3)).toEqual(['REAL:false']);
    const proof = reasoner.proof({ subject: space(3), propertyId: 20, scalar: 'REAL', value: false })!;
    expect(proof).toMatchObject({ rule: 'means', theoremId: null, supports: [], relation: { kind: 'subspace', spaceId: 1, ofSpaceId: 3, value: false, rule: 'stored', relationId: 2 } });
    expect(reasoner.proof({ subject: space(1), propertyId: 20, scalar: 'REAL', value: true })).toMatchObject({ rule: 'means', relation: { spaceId: 1, ofSpaceId: 1, rule: 'reflexive' } });
  });

  it('follows a relation found from a fact through the relation closure (transitivity) to another fact', () => {
    // 3 is a subspace of c₀ (stored): a space containing c₀ contains 3, so 3's lack of the RNP goes up too.
    const reasoner = Reasoner.build(
      catalogue({
        links: [
          { subjectId: 3, propertyId: 10, field: 'NOT_REAL' },
          { subjectId: 2, propertyId: 20, field: 'REAL' },
        ],
        relations: [{ id: 1, kind: 'subspace', spaceId: 3, ofSpaceId: 1, field: 'REAL' }],
      }),
    );
    expect(reasoner.relations.value({ kind: 'subspace', spaceId: 3, ofSpaceId: 2 }, 'REAL')).toBe(true);
    expect(reasoner.relations.proof({ kind: 'subspace', spaceId: 3, ofSpaceId: 2 }, 'REAL')).toMatchObject({ rule: 'transitivity', supports: [{ rule: 'stored' }, { rule: 'means' }] });
  });

  it('refuses a fact against the relation, and a relation against the fact, across the two', () => {
    const reasoner = Reasoner.build(catalogue({ relations: [{ id: 1, kind: 'subspace', spaceId: 1, ofSpaceId: 2, field: 'REAL' }] }));
    const link = reasoner.check({ kind: 'link', subject: space(2), propertyId: 20, field: 'NOT_REAL' });
    // Both ways: the fact the relation gives is refused, and so is the relation the stored fact gives.
    expect(link.contradictions).toEqual([
      expect.objectContaining({ subject: space(2), propertyId: 20, scalar: 'REAL', carriedFrom: { spaceId: 1, relation: { kind: 'subspace', spaceId: 1, ofSpaceId: 2 } } }),
      expect.objectContaining({ subject: space(1), propertyId: 0, scalar: 'REAL', relation: { kind: 'subspace', spaceId: 1, ofSpaceId: 2 } }),
    ]);
    const lacking = Reasoner.build(catalogue({ links: [{ subjectId: 2, propertyId: 20, field: 'NOT_REAL' }] }));
    const relation = lacking.check({ kind: 'relation', subjectKind: 'space', relation: { id: 1, kind: 'subspace', spaceId: 1, ofSpaceId: 2, field: 'REAL' } });
    expect(relation.contradictions.length).toBeGreaterThan(0);
  });

  it('takes and drops a declaration with the property, as a rebuild does', () => {
    const reasoner = Reasoner.build(catalogue({ links: [{ subjectId: 2, propertyId: 20, field: 'REAL' }] }));
    const plain = { id: 20, field: 'REAL_OR_COMPLEX' as const, means: null };
    reasoner.apply({ kind: 'property', subjectKind: 'space', property: plain });
    expect(reasoner.relations.value({ kind: 'subspace', spaceId: 1, ofSpaceId: 2 }, 'REAL')).toBeUndefined();
    reasoner.apply({ kind: 'property', subjectKind: 'space', property: { ...plain, means: { relation: 'subspace', spaceId: 1 } } });
    expect(reasoner.relations.value({ kind: 'subspace', spaceId: 1, ofSpaceId: 2 }, 'REAL')).toBe(true);
  });
});
