import { Reasoner, type Catalogue, type Change, type KindCatalogue, type Subject } from '..';

const space = (id: number): Subject => ({ kind: 'space', id });

// Spaces: 1 c₀, 2–7. Properties: 10 RNP, 20 contains a copy of c₀ (means: c₀ is a subspace of X), 30 separable.
// 2–5 lack a copy of c₀: "c₀ is not a subspace of X" joins them all to c₀, and none carries a fact.
// 6 contains c₀: c₀ ⊂ 6 carries the RNP's failure to 6. 7 is a subspace of 6 (stored).
function catalogue(extra: Partial<KindCatalogue> = {}): Catalogue {
  const lacking = [2, 3, 4, 5].map((subjectId) => ({ subjectId, propertyId: 20, field: 'NOT_REAL_AND_NOT_COMPLEX' as const }));
  return {
    space: {
      subjects: [1, 2, 3, 4, 5, 6, 7].map((id) => ({ id, field: 'REAL_OR_COMPLEX' as const })),
      properties: [
        { id: 10, field: 'REAL_OR_COMPLEX' },
        { id: 20, field: 'REAL_OR_COMPLEX', means: { relation: 'subspace', spaceId: 1 } },
        { id: 30, field: 'REAL_OR_COMPLEX' },
      ],
      links: [{ subjectId: 1, propertyId: 10, field: 'NOT_REAL_AND_NOT_COMPLEX' }, ...lacking, { subjectId: 6, propertyId: 20, field: 'REAL_AND_COMPLEX' }],
      theorems: [
        // 500: the RNP passes to closed subspaces; 501: so does separability.
        { id: 500, conditions: [{ propertyId: 10, field: 'REAL_AND_COMPLEX' }], conclusions: [{ propertyId: 10, field: 'REAL_AND_COMPLEX' }], along: { relation: 'subspace', direction: 'toRelated' } },
        { id: 501, conditions: [{ propertyId: 30, field: 'REAL_AND_COMPLEX' }], conclusions: [{ propertyId: 30, field: 'REAL_AND_COMPLEX' }], along: { relation: 'subspace', direction: 'toRelated' } },
      ],
      relations: [{ id: 1, kind: 'subspace', spaceId: 7, ofSpaceId: 6, field: 'REAL_AND_COMPLEX' }],
      ...extra,
    },
  };
}

function facts(reasoner: Reasoner): string[] {
  return reasoner.subjects('space').flatMap((id) => reasoner.facts(space(id)).map((f) => `${id}:${f.propertyId}:${f.scalar}:${f.value}:${f.stored ? 's' : 'd'}`)).sort();
}

function relations(reasoner: Reasoner): string[] {
  return reasoner.subjects('space').flatMap((id) => reasoner.relations.of(id).filter((r) => r.spaceId === id).map((r) => `${r.kind}:${r.spaceId}:${r.ofSpaceId}:${r.scalar}:${r.value}`)).sort();
}

/** The spaces a check and an apply of the change re-closed, checking the result against a rebuild. */
function reached(records: Catalogue, change: Change, rebuilt: Catalogue): number[][] {
  const reasoner = Reasoner.build(records);
  const checked = reasoner.check(change).reach;
  const applied = reasoner.apply(change).reach;
  const again = Reasoner.build(rebuilt);
  expect(facts(reasoner)).toEqual(facts(again));
  expect(relations(reasoner)).toEqual(relations(again));
  const ids = (reach: typeof checked) => (reach === 'all' ? [] : reach.map((s) => s.id).sort((a, b) => a - b));
  return [ids(checked), ids(applied)];
}

describe('the region of a write once properties mean relations', () => {
  it('joins the spaces lacking the property to the named space by negative relations, which carry nothing', () => {
    const reasoner = Reasoner.build(catalogue());
    expect(reasoner.relations.value({ kind: 'subspace', spaceId: 1, ofSpaceId: 3 }, 'REAL')).toBe(false);
    expect(reasoner.facts(space(6)).some((f) => f.propertyId === 10 && !f.value)).toBe(true);
    expect(reasoner.facts(space(7)).some((f) => f.propertyId === 10)).toBe(false);
    // What a write may reach at most (its reach before it runs) is every space joined by any relation.
    expect(reasoner.reach({ kind: 'link', subject: space(3), propertyId: 10, field: 'REAL' })).toHaveLength(7);
  });

  it('re-closes only the space of a link added there, though its negative relation joins it to the others', () => {
    const link = { subjectId: 3, propertyId: 30, field: 'REAL_AND_COMPLEX' as const };
    const base = catalogue();
    const change: Change = { kind: 'link', subject: space(3), propertyId: 30, field: 'REAL_AND_COMPLEX' };
    expect(reached(base, change, catalogue({ links: [...base.space!.links, link] }))).toEqual([[3], [3]]);
  });

  it('re-closes a carry group for a link of one of its spaces, and no space joined to it only negatively', () => {
    const base = catalogue();
    const change: Change = { kind: 'link', subject: space(6), propertyId: 30, field: 'REAL_AND_COMPLEX' };
    expect(reached(base, change, catalogue({ links: [...base.space!.links, { subjectId: 6, propertyId: 30, field: 'REAL_AND_COMPLEX' }] }))).toEqual([
      [1, 6, 7],
      [1, 6, 7],
    ]);
  });

  it('finds again the relation a deleted link gave, in that space alone, and drops it', () => {
    const base = catalogue();
    const change: Change = { kind: 'linkDeleted', subject: space(4), propertyId: 20 };
    const rebuilt = catalogue({ links: base.space!.links.filter((l) => !(l.subjectId === 4 && l.propertyId === 20)) });
    expect(reached(base, change, rebuilt)).toEqual([[4], [4]]);
    const reasoner = Reasoner.build(base);
    reasoner.apply(change);
    expect(reasoner.relations.value({ kind: 'subspace', spaceId: 1, ofSpaceId: 4 }, 'REAL')).toBeUndefined();
  });

  it('re-closes the spaces whose given facts rested on a relation the write takes away', () => {
    // 8 is named too ("contains a copy of 8", 40), and c₀ ⊂ 8: a space without c₀ has no copy of 8 (derived: not 8 ⊂ X).
    const base = catalogue({
      subjects: [1, 2, 3, 4, 5, 6, 7, 8].map((id) => ({ id, field: 'REAL_OR_COMPLEX' as const })),
      properties: [...catalogue().space!.properties, { id: 40, field: 'REAL_OR_COMPLEX', means: { relation: 'subspace', spaceId: 8 } }],
      relations: [...catalogue().space!.relations!, { id: 2, kind: 'subspace', spaceId: 1, ofSpaceId: 8, field: 'REAL_AND_COMPLEX' }],
    });
    const reasoner = Reasoner.build(base);
    expect(reasoner.facts(space(4)).find((f) => f.propertyId === 40 && f.scalar === 'REAL')).toMatchObject({ value: false, stored: false });
    // Deleting 4's link takes away "c₀ ⊄ 4", on which "8 ⊄ 4" rests: 4 alone is re-closed, and loses both.
    const change: Change = { kind: 'linkDeleted', subject: space(4), propertyId: 20 };
    const rebuilt = { space: { ...base.space!, links: base.space!.links.filter((l) => !(l.subjectId === 4 && l.propertyId === 20)) } };
    expect(reached(base, change, rebuilt)).toEqual([[4], [4]]);
    // Deleting c₀ ⊂ 8 takes "8 ⊄ X" from every space lacking c₀: they are re-closed, with 8's carry group.
    const relationDeleted: Change = { kind: 'relationDeleted', subjectKind: 'space', relationId: 2 };
    const without = { space: { ...base.space!, relations: base.space!.relations!.filter((r) => r.id !== 2) } };
    expect(reached(base, relationDeleted, without)).toEqual([
      [1, 2, 3, 4, 5, 6, 7, 8],
      [1, 2, 3, 4, 5, 6, 7, 8],
    ]);
  });
});
