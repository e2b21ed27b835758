/** The knowledge base on a small hand-made catalogue: views, checks, writes and the report. */
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
    { id: 3, symbol: '$C$', field: 'COMPLEX' },
  ],
  links: [
    { spaceId: 1, propertyId: 2, field: 'REAL_AND_COMPLEX' },
    { spaceId: 2, propertyId: 1, field: 'NOT_REAL' },
    { spaceId: 3, propertyId: 2, field: 'COMPLEX' },
  ],
  theorems: [{ id: 7, name: 'Enflo', conditions: [{ propertyId: 2, field: 'REAL_AND_COMPLEX' }], conclusions: [{ propertyId: 1, field: 'REAL_AND_COMPLEX' }] }],
};

const copy = (): CatalogueRecords => JSON.parse(JSON.stringify(RECORDS));

describe('KnowledgeBase', () => {
  it('computes forward over both scalars, with computations and a proof ending in the stored link', () => {
    const kb = KnowledgeBase.build(copy());
    expect(kb.spaceProperties(1)).toEqual([
      { propertyId: 1, field: 'REAL_AND_COMPLEX', linked: false, computed: true },
      { propertyId: 2, field: 'REAL_AND_COMPLEX', linked: true, computed: false },
    ]);
    const view = kb.link(1, 1);
    expect(view).toMatchObject({ field: 'REAL_AND_COMPLEX', linked: false, computed: true, contradictions: [] });
    expect(view.computations).toEqual([{ id: '1-1-7', spaceId: 1, propertyId: 1, field: 'REAL_AND_COMPLEX', theoremId: 7 }]);
    expect(view.proof.map((p) => [p.scalar, p.value, p.rule, p.theoremId])).toEqual([
      ['REAL', true, 'forward', 7],
      ['COMPLEX', true, 'forward', 7],
    ]);
    expect(view.proof[0].supports).toEqual([{ spaceId: 1, propertyId: 2, scalar: 'REAL', value: true, rule: 'stored', theoremId: null, supports: [] }]);
  });

  it('uses theorems contrapositively and keeps each space to its scalars', () => {
    const kb = KnowledgeBase.build(copy());
    expect(kb.link(2, 2)).toMatchObject({ field: 'NOT_REAL', computed: true, computations: [{ field: 'NOT_REAL', theoremId: 7 }] });
    expect(kb.link(2, 2).proof[0]).toMatchObject({ rule: 'contrapositive', value: false, supports: [{ propertyId: 1, rule: 'stored', value: false }] });
    expect(kb.link(3, 1)).toMatchObject({ field: 'COMPLEX', computed: true });
    expect(kb.propertySpaces(1).map((v) => [v.spaceId, v.field, v.linked, v.computed])).toEqual([
      [1, 'REAL_AND_COMPLEX', false, true],
      [2, 'NOT_REAL', true, false],
      [3, 'COMPLEX', false, true],
    ]);
    expect(kb.link(1, 3)).toEqual({ field: null, linked: false, computed: false, computations: [], proof: [], contradictions: [] });
  });

  it('marks a stored link that a theorem also derives as linked and computed', () => {
    const records = copy();
    records.links.push({ spaceId: 1, propertyId: 1, field: 'REAL' });
    const kb = KnowledgeBase.build(records);
    expect(kb.spaceProperties(1)[0]).toEqual({ propertyId: 1, field: 'REAL_AND_COMPLEX', linked: true, computed: true });
    expect(kb.link(1, 1).proof[0]).toMatchObject({ scalar: 'REAL', rule: 'forward', supports: [{ propertyId: 2, rule: 'stored' }] });
  });

  it('refuses contradictory links and theorems in check, without changing anything', () => {
    const kb = KnowledgeBase.build(copy());
    // Forced both ways: Reflexive (forward, against the stored NOT_REAL) and
    // Superreflexive (contrapositive, against the new REAL).
    const link = kb.check({ kind: 'link', link: { spaceId: 2, propertyId: 2, field: 'REAL' } });
    expect(link.map((c) => [c.spaceId, c.propertyId, c.scalar, c.theoremIds]).sort()).toEqual([
      [2, 1, 'REAL', [7]],
      [2, 2, 'REAL', [7]],
    ]);
    const theorem = kb.check({
      kind: 'theorem',
      theorem: { id: 0, name: null, conditions: [{ propertyId: 1, field: 'COMPLEX' }], conclusions: [{ propertyId: 2, field: 'NOT_COMPLEX' }] },
    });
    expect([...new Set(theorem.map((c) => c.spaceId))].sort()).toEqual([1, 3]);
    expect(theorem[0].theoremIds).toContain(0);
    expect(kb.check({ kind: 'link', link: { spaceId: 1, propertyId: 3, field: 'REAL' } })).toEqual([]);
    expect(kb.link(2, 2).field).toBe('NOT_REAL');
    expect(kb.spaceProperties(1)).toHaveLength(2);
  });

  it('applies writes incrementally: reads after a write see its consequences, retractions included', () => {
    const kb = KnowledgeBase.build(copy());
    kb.apply({ kind: 'theorem', theorem: { id: 8, name: null, conditions: [{ propertyId: 1, field: 'REAL' }], conclusions: [{ propertyId: 3, field: 'REAL' }] } });
    expect(kb.link(1, 3)).toMatchObject({ field: 'REAL', computed: true });
    expect(kb.link(1, 3).proof[0].supports[0]).toMatchObject({ propertyId: 1, rule: 'forward', theoremId: 7 });
    kb.apply({ kind: 'linkDeleted', spaceId: 1, propertyId: 2 });
    expect(kb.spaceProperties(1)).toEqual([]);
    kb.apply({ kind: 'link', link: { spaceId: 1, propertyId: 2, field: 'REAL' } });
    expect(kb.spaceProperties(1).map((v) => [v.propertyId, v.field])).toEqual([
      [1, 'REAL'],
      [2, 'REAL'],
      [3, 'REAL'],
    ]);
    kb.apply({ kind: 'theoremDeleted', theoremId: 7 });
    expect(kb.spaceProperties(1).map((v) => v.propertyId)).toEqual([2]);
    kb.apply({ kind: 'space', space: { id: 1, symbol: '$\\ell^2$', field: 'COMPLEX' } });
    expect(kb.spaceProperties(1)).toEqual([{ propertyId: 2, field: 'REAL', linked: true, computed: false }]);
  });

  it('takes a space saved with its symbol and field as it was, and a new symbol or field everywhere', () => {
    const kb = KnowledgeBase.build(copy());
    const before = kb.spaceProperties(1);
    kb.apply({ kind: 'space', space: { id: 1, symbol: '$\\ell^2$', field: 'REAL_OR_COMPLEX' } });
    expect(kb.spaceProperties(1)).toEqual(before);
    expect(kb.discovery.space(1)).toEqual({ id: 1, symbol: '$\\ell^2$', field: 'REAL_OR_COMPLEX' });
    kb.apply({ kind: 'space', space: { id: 1, symbol: '$\\ell_2$', field: 'REAL_OR_COMPLEX' } });
    expect(kb.discovery.space(1)?.symbol).toBe('$\\ell_2$');
    expect(kb.spaceProperties(1)).toEqual(before);
    kb.apply({ kind: 'space', space: { id: 1, symbol: '$\\ell_2$', field: 'REAL' } });
    expect(kb.discovery.space(1)?.field).toBe('REAL');
    // The computed link follows the space's new field (the stored one is kept as stored).
    expect(kb.spaceProperties(1).map((v) => [v.propertyId, v.field])).toEqual([
      [1, 'REAL'],
      [2, 'REAL_AND_COMPLEX'],
    ]);
  });

  it('imports a contradictory catalogue and reports the contradiction', () => {
    const records = copy();
    records.links.push({ spaceId: 2, propertyId: 2, field: 'REAL' });
    const kb = KnowledgeBase.build(records);
    const report = kb.report();
    expect(report.contradictions.map((c) => [c.spaceId, c.propertyId, c.scalar, c.theoremIds]).sort()).toEqual([
      [2, 1, 'REAL', [7]],
      [2, 2, 'REAL', [7]],
    ]);
    expect(kb.link(2, 1).contradictions).toEqual([{ spaceId: 2, propertyId: 1, scalar: 'REAL', theoremIds: [7] }]);
  });

  it('reports every computation with timings', () => {
    const report = KnowledgeBase.build(copy()).report();
    expect(report.computations.map((c) => [c.spaceId, c.propertyId, c.field, c.theoremId])).toEqual([
      [1, 1, 'REAL_AND_COMPLEX', 7],
      [2, 2, 'NOT_REAL', 7],
      [3, 1, 'COMPLEX', 7],
    ]);
    expect(report.contradictions).toEqual([]);
    expect(report.stats).toMatchObject({ facts: 8, computed: 4 });
    expect(report.stats.closureMs).toBeGreaterThanOrEqual(0);
  });
});
