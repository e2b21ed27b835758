/** The preview of a change: the facts a save would add and remove, or its contradiction, with the knowledge base left as it was. */
import { KnowledgeBase } from './knowledge-base';
import type { CatalogueRecords } from './records';

const RECORDS: CatalogueRecords = {
  properties: [
    { id: 1, name: 'Reflexive', field: 'REAL_OR_COMPLEX' },
    { id: 2, name: 'Superreflexive', field: 'REAL_OR_COMPLEX' },
    { id: 3, name: 'Separable', field: 'REAL_OR_COMPLEX' },
  ],
  spaces: [
    { id: 1, symbol: '$\\ell^2$', field: 'REAL_OR_COMPLEX' },
    { id: 2, symbol: '$c_0$', field: 'REAL' },
  ],
  links: [
    { spaceId: 1, propertyId: 2, field: 'REAL_AND_COMPLEX' },
    { spaceId: 2, propertyId: 1, field: 'NOT_REAL' },
  ],
  theorems: [{ id: 7, name: 'Enflo', conditions: [{ propertyId: 2, field: 'REAL_AND_COMPLEX' }], conclusions: [{ propertyId: 1, field: 'REAL_AND_COMPLEX' }] }],
};

const build = () => KnowledgeBase.build(JSON.parse(JSON.stringify(RECORDS)) as CatalogueRecords);
const sorted = <T>(facts: T[]) => [...facts].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

describe('KnowledgeBase.preview', () => {
  it('lists what a new theorem would derive, on every space it reaches, and changes nothing', () => {
    const kb = build();
    const before = kb.spaceProperties(1);
    const preview = kb.preview({ kind: 'theorem', theorem: { id: 0, name: null, conditions: [{ propertyId: 1, field: 'REAL_AND_COMPLEX' }], conclusions: [{ propertyId: 3, field: 'REAL_AND_COMPLEX' }] } });
    expect(preview.contradictions).toEqual([]);
    // ℓ² is reflexive (derived), hence separable; c₀ is not reflexive: nothing follows about separability by this theorem.
    expect(sorted(preview.added)).toEqual([
      { spaceId: 1, propertyId: 3, scalar: 'COMPLEX', value: true, stored: false },
      { spaceId: 1, propertyId: 3, scalar: 'REAL', value: true, stored: false },
    ]);
    expect(preview.removed).toEqual([]);
    expect(kb.spaceProperties(1)).toEqual(before);
  });

  it('lists what deleting a theorem would remove', () => {
    const kb = build();
    const preview = kb.preview({ kind: 'theoremDeleted', theoremId: 7 });
    expect(sorted(preview.removed)).toEqual([
      { spaceId: 1, propertyId: 1, scalar: 'COMPLEX', value: true, stored: false },
      { spaceId: 1, propertyId: 1, scalar: 'REAL', value: true, stored: false },
      { spaceId: 2, propertyId: 2, scalar: 'REAL', value: false, stored: false },
    ]);
    expect(preview.added).toEqual([]);
  });

  it('does not count a fact that only turns from derived to stored', () => {
    const kb = build();
    // ℓ² is reflexive by Enflo already; storing it changes what is known about nothing.
    const preview = kb.preview({ kind: 'link', link: { spaceId: 1, propertyId: 1, field: 'REAL_AND_COMPLEX' } });
    expect(preview).toEqual({ contradictions: [], added: [], removed: [] });
  });

  it('gives the contradiction a save would be refused with, as check does', () => {
    const kb = build();
    const change = { kind: 'link', link: { spaceId: 1, propertyId: 1, field: 'NOT_REAL_AND_NOT_COMPLEX' } } as const;
    const preview = kb.preview(change);
    expect(preview.contradictions).toEqual(kb.check(change));
    expect(preview.contradictions.length).toBeGreaterThan(0);
    expect(preview.contradictions[0]).toMatchObject({ spaceId: 1, theoremIds: [7] });
  });
});
