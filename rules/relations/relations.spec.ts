import { Reasoner, type Catalogue, type KindCatalogue, type Subject } from '..';

const space = (id: number): Subject => ({ kind: 'space', id });
const facts = (reasoner: Reasoner, id: number) => reasoner.facts(space(id)).map((f) => `${f.propertyId}:${f.scalar}:${f.value}:${f.stored ? 'stored' : 'derived'}`);

// Spaces: 1 c₀, 2 ℓ^∞, 3 ℓ¹ (real or complex). Properties: 10 RNP, 11 separable, 12 strictly convex (norm-dependent), 13 reflexive.
function catalogue(extra: Partial<KindCatalogue> = {}): Catalogue {
  return {
    space: {
      subjects: [1, 2, 3].map((id) => ({ id, field: 'REAL_OR_COMPLEX' as const })),
      properties: [
        { id: 10, field: 'REAL_OR_COMPLEX' },
        { id: 11, field: 'REAL_OR_COMPLEX' },
        { id: 12, field: 'REAL_OR_COMPLEX', normDependent: true },
        { id: 13, field: 'REAL_OR_COMPLEX' },
      ],
      links: [{ subjectId: 1, propertyId: 10, field: 'NOT_REAL_AND_NOT_COMPLEX' }],
      theorems: [
        // 500: the RNP passes to closed subspaces.
        { id: 500, conditions: [{ propertyId: 10, field: 'REAL_AND_COMPLEX' }], conclusions: [{ propertyId: 10, field: 'REAL_AND_COMPLEX' }], along: { relation: 'subspace', direction: 'toRelated' } },
      ],
      relations: [{ id: 1, kind: 'subspace', spaceId: 1, ofSpaceId: 2, field: 'REAL_AND_COMPLEX' }],
      ...extra,
    },
  };
}

describe('relations between spaces', () => {
  it('carries a negative fact up a subspace relation by contraposition, with a proof that crosses spaces', () => {
    const reasoner = Reasoner.build(catalogue());
    expect(facts(reasoner, 2)).toEqual(['10:REAL:false:derived', '10:COMPLEX:false:derived']);
    const proof = reasoner.proof({ subject: space(2), propertyId: 10, scalar: 'REAL', value: false })!;
    expect(proof).toMatchObject({ subject: space(2), rule: 'carried', theoremId: 500, direction: 'contrapositive' });
    expect(proof.relation).toMatchObject({ kind: 'subspace', spaceId: 1, ofSpaceId: 2, rule: 'stored', relationId: 1 });
    expect(proof.supports).toEqual([{ subject: space(1), propertyId: 10, scalar: 'REAL', value: false, rule: 'stored', theoremId: null, supports: [] }]);
    expect(reasoner.derivations({ subject: space(2), propertyId: 10, scalar: 'REAL', value: false })).toEqual({ computed: true, theoremIds: [500] });
  });

  it('derives relations (complemented ⇒ subspace, transitivity, isomorphism) and carries invariants along isomorphisms but never a property of the norm', () => {
    const reasoner = Reasoner.build(
      catalogue({
        links: [
          { subjectId: 3, propertyId: 11, field: 'REAL_AND_COMPLEX' },
          { subjectId: 3, propertyId: 12, field: 'REAL_AND_COMPLEX' },
        ],
        relations: [
          { id: 1, kind: 'isomorphic', spaceId: 1, ofSpaceId: 3, field: 'REAL' },
          { id: 2, kind: 'complemented', spaceId: 3, ofSpaceId: 2, field: 'REAL' },
        ],
      }),
    );
    expect(facts(reasoner, 1)).toEqual(['11:REAL:true:derived']);
    expect(reasoner.relations.value({ kind: 'subspace', spaceId: 1, ofSpaceId: 2 }, 'REAL')).toBe(true);
    expect(reasoner.relations.value({ kind: 'subspace', spaceId: 1, ofSpaceId: 2 }, 'COMPLEX')).toBeUndefined();
    expect(reasoner.relations.proof({ kind: 'subspace', spaceId: 1, ofSpaceId: 2 }, 'REAL')).toMatchObject({ rule: 'transitivity' });
  });

  it('refuses a relation that contradicts across spaces, and a stored negative relation against a derived one', () => {
    const reasoner = Reasoner.build(catalogue({ relations: [] }));
    const outcome = reasoner.check({ kind: 'link', subject: space(2), propertyId: 10, field: 'REAL' });
    expect(outcome.contradictions).toEqual([]);
    reasoner.apply({ kind: 'link', subject: space(2), propertyId: 10, field: 'REAL' });
    const relation = { kind: 'relation' as const, subjectKind: 'space' as const, relation: { id: 1, kind: 'subspace' as const, spaceId: 1, ofSpaceId: 2, field: 'REAL' as const } };
    // Both ways: ℓ^∞'s RNP carried down to c₀, and c₀'s lack of it carried up to ℓ^∞.
    expect(reasoner.check(relation).contradictions).toEqual([
      // Each names the space its fact was carried from and the relation it came along (the refusal's derivation).
      { subject: space(1), propertyId: 10, scalar: 'REAL', theoremIds: [500], carriedFrom: { spaceId: 2, relation: { kind: 'subspace', spaceId: 1, ofSpaceId: 2 } } },
      { subject: space(2), propertyId: 10, scalar: 'REAL', theoremIds: [500], carriedFrom: { spaceId: 1, relation: { kind: 'subspace', spaceId: 1, ofSpaceId: 2 } } },
    ]);
    // Nothing committed by the check.
    expect(reasoner.relations.of(1)).toEqual([]);
    const negative = Reasoner.build(
      catalogue({
        relations: [
          { id: 1, kind: 'complemented', spaceId: 1, ofSpaceId: 3, field: 'REAL' },
          { id: 2, kind: 'complemented', spaceId: 3, ofSpaceId: 2, field: 'REAL' },
        ],
      }),
    );
    const refused = negative.check({ kind: 'relation', subjectKind: 'space', relation: { id: 3, kind: 'subspace', spaceId: 1, ofSpaceId: 2, field: 'NOT_REAL' } });
    // The stored negation wins; the derivations forced against it (and what it denies in turn) are the contradictions.
    expect(refused.contradictions.map((c) => c.relation)).toContainEqual({ kind: 'subspace', spaceId: 1, ofSpaceId: 2 });
    expect(new Set(refused.contradictions.map((c) => JSON.stringify(c.relation))).size).toBe(refused.contradictions.length);
  });

  it('carries along duals both ways and derives relations of duals', () => {
    const reasoner = Reasoner.build(
      catalogue({
        links: [{ subjectId: 1, propertyId: 11, field: 'REAL' }],
        theorems: [
          // 600: X* separable ⇒ X separable.
          { id: 600, conditions: [{ propertyId: 11, field: 'REAL' }], conclusions: [{ propertyId: 11, field: 'REAL' }], along: { relation: 'dual', direction: 'fromRelated' } },
        ],
        relations: [
          { id: 1, kind: 'dual', spaceId: 3, ofSpaceId: 1, field: 'REAL' },
          { id: 2, kind: 'dual', spaceId: 2, ofSpaceId: 3, field: 'REAL' },
        ],
      }),
    );
    // ℓ¹ = c₀* and ℓ^∞ = (ℓ¹)*: nothing about separability of ℓ¹ follows from c₀'s (the theorem goes from X* to X).
    expect(facts(reasoner, 3)).toEqual([]);
    reasoner.apply({ kind: 'link', subject: space(3), propertyId: 11, field: 'REAL' });
    reasoner.apply({ kind: 'link', subject: space(2), propertyId: 11, field: 'NOT_REAL' });
    // ℓ^∞ not separable; by contraposition nothing; but ℓ¹ separable ⇒ c₀ separable already stored.
    expect(reasoner.contradictions(space(2))).toEqual([]);
    reasoner.apply({ kind: 'relation', subjectKind: 'space', relation: { id: 3, kind: 'subspace', spaceId: 1, ofSpaceId: 2, field: 'REAL' } });
    // c₀ ⊂ ℓ^∞ = (ℓ¹)*... and c₀* = ℓ¹: Y ⊂ X ⇒ Y* a quotient of X* needs X*'s space; here ℓ^∞* is not in the catalogue.
    expect(reasoner.relations.value({ kind: 'quotient', spaceId: 3, ofSpaceId: 2 }, 'REAL')).toBeUndefined();
    reasoner.apply({ kind: 'relation', subjectKind: 'space', relation: { id: 4, kind: 'quotient', spaceId: 1, ofSpaceId: 3, field: 'REAL' } });
    // c₀ a quotient of ℓ¹ ⇒ c₀* = ℓ¹ a subspace of (ℓ¹)* = ℓ^∞.
    expect(reasoner.relations.proof({ kind: 'subspace', spaceId: 3, ofSpaceId: 2 }, 'REAL')).toMatchObject({ rule: 'duality', value: true });
  });

  it('keeps stored flags of links and counts carried facts as derived in outcomes', () => {
    const reasoner = Reasoner.build(catalogue({ relations: [] }));
    const outcome = reasoner.apply({ kind: 'relation', subjectKind: 'space', relation: { id: 1, kind: 'subspace', spaceId: 1, ofSpaceId: 2, field: 'REAL_AND_COMPLEX' } });
    expect(outcome.added!.map((f) => `${f.subject.id}:${f.propertyId}:${f.scalar}:${f.value}:${f.stored}`)).toEqual(['2:10:REAL:false:false', '2:10:COMPLEX:false:false']);
    const removed = reasoner.apply({ kind: 'relationDeleted', subjectKind: 'space', relationId: 1 });
    expect(removed.removed!.length).toBe(2);
    expect(facts(reasoner, 2)).toEqual([]);
    expect(reasoner.reach({ kind: 'link', subject: space(3), propertyId: 10, field: 'REAL' })).toEqual([space(3)]);
  });
});
