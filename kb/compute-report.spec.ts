/** The paged compute report: names joined, order, filters in the normal form, counts, CSV. */
import { ComputeReportIndex, reportCsv, theoremName } from './compute-report';
import type { CatalogueRecords } from './records';
import { KnowledgeBase } from './knowledge-base';
import { pibaseRecords } from '../test/bench/pibase-data';

const RECORDS: CatalogueRecords = {
  properties: [
    { id: 1, name: 'Reflexive', field: 'REAL_OR_COMPLEX' },
    { id: 2, name: 'Superreflexive', field: 'REAL_OR_COMPLEX' },
    { id: 3, name: 'Separable, "quoted"', field: 'REAL_OR_COMPLEX' },
  ],
  spaces: [
    { id: 1, symbol: '$\\ell^2$', field: 'REAL_OR_COMPLEX' },
    { id: 2, symbol: '$c_0$', field: 'REAL' },
    { id: 3, symbol: '$C$', field: 'COMPLEX' },
  ],
  links: [
    { spaceId: 1, propertyId: 2, field: 'REAL_AND_COMPLEX' },
    { spaceId: 2, propertyId: 2, field: 'REAL' },
    { spaceId: 3, propertyId: 2, field: 'COMPLEX' },
  ],
  theorems: [
    { id: 7, name: 'Enflo', conditions: [{ propertyId: 2, field: 'REAL_AND_COMPLEX' }], conclusions: [{ propertyId: 1, field: 'REAL_AND_COMPLEX' }] },
    { id: 8, name: null, conditions: [{ propertyId: 1, field: 'REAL_AND_COMPLEX' }], conclusions: [{ propertyId: 3, field: 'REAL_AND_COMPLEX' }] },
  ],
};

const index = () => {
  const kb = KnowledgeBase.build(JSON.parse(JSON.stringify(RECORDS)));
  return new ComputeReportIndex(kb.report(), RECORDS);
};

describe('ComputeReportIndex', () => {
  it('names every row, sorted by space symbol, then property name, then theorem', () => {
    const rows = index().page({}, 0, 100).rows;
    expect(rows.map((r) => [r.space, r.property, r.theorem])).toEqual([
      ['$\\ell^2$', 'Reflexive', 'Enflo'],
      ['$\\ell^2$', 'Separable, "quoted"', 'Reflexive implies Separable, "quoted"'],
      ['$c_0$', 'Reflexive', 'Enflo'],
      ['$c_0$', 'Separable, "quoted"', 'Reflexive implies Separable, "quoted"'],
      ['$C$', 'Reflexive', 'Enflo'],
      ['$C$', 'Separable, "quoted"', 'Reflexive implies Separable, "quoted"'],
    ]);
    expect(rows[0]).toEqual({ id: '1-1-7', spaceId: 1, space: '$\\ell^2$', propertyId: 1, property: 'Reflexive', field: 'REAL_AND_COMPLEX', theoremId: 7, theorem: 'Enflo' });
  });

  it('filters by text in the normal form and by ids, all together, and pages', () => {
    const report = index();
    expect(report.page({ space: 'ell2' }, 0, 10).rows.map((r) => r.spaceId)).toEqual([1, 1]);
    expect(report.page({ space: 'ℓ²', property: 'separ' }, 0, 10).rows.map((r) => r.id)).toEqual(['1-3-8']);
    expect(report.page({ theorem: 'enflo', spaceId: 3 }, 0, 10).rows.map((r) => r.id)).toEqual(['3-1-7']);
    expect(report.page({ theoremId: 8 }, 1, 1)).toEqual({ total: 3, rows: [expect.objectContaining({ spaceId: 2, theoremId: 8 })] });
    expect(report.page({ property: 'nothing like it' }, 0, 10)).toEqual({ total: 0, rows: [] });
    expect(report.page({ space: '  ' }, 4, 10).total).toBe(6);
  });

  it('summarises counts per theorem and property, contradictions and timings', () => {
    const summary = index().summary();
    expect(summary).toMatchObject({ computations: 6, spaces: 3, properties: 3, theorems: 2, contradictions: [] });
    expect(summary.byTheorem).toEqual([{ id: 7, name: 'Enflo', count: 3 }, { id: 8, name: 'Reflexive implies Separable, "quoted"', count: 3 }]);
    expect(summary.byProperty).toEqual([{ id: 1, name: 'Reflexive', count: 3 }, { id: 3, name: 'Separable, "quoted"', count: 3 }]);
    expect(summary.reportMs).toBeGreaterThanOrEqual(0);
  });

  it('names contradictions with their theorems', () => {
    const records: CatalogueRecords = { ...RECORDS, links: [...RECORDS.links, { spaceId: 1, propertyId: 1, field: 'NOT_REAL_AND_NOT_COMPLEX' }] };
    const kb = KnowledgeBase.build(JSON.parse(JSON.stringify(records)));
    const summary = new ComputeReportIndex(kb.report(), records).summary();
    expect(summary.contradictions).toEqual(
      expect.arrayContaining([{ spaceId: 1, space: '$\\ell^2$', propertyId: 1, property: 'Reflexive', scalar: 'REAL', theorems: [{ id: 7, name: 'Enflo' }] }]),
    );
  });

  it('is the same report assembled a space at a time (as the admin page assembles it, yielding between slices)', () => {
    const records: CatalogueRecords = { ...RECORDS, links: [...RECORDS.links, { spaceId: 1, propertyId: 1, field: 'NOT_REAL_AND_NOT_COMPLEX' }] };
    const kb = KnowledgeBase.build(JSON.parse(JSON.stringify(records)));
    const whole = kb.report();
    const parts = kb.spaceIds().map((id) => kb.reportOf([id]));
    expect(parts.flatMap((p) => p.computations)).toEqual(whole.computations);
    expect(parts.flatMap((p) => p.contradictions)).toEqual(whole.contradictions);
    expect(parts.reduce((n, p) => n + p.stats.facts, 0)).toBe(whole.stats.facts);
    expect(parts.reduce((n, p) => n + p.stats.computed, 0)).toBe(whole.stats.computed);
    expect(whole.contradictions.length).toBeGreaterThan(0);
  });

  it('answers a filter asked again (a page turn) from the rows it kept, the same as a first scan', () => {
    const records = pibaseRecords();
    const report = KnowledgeBase.build(records).report();
    const kept = new ComputeReportIndex(report, records);
    const filters = [{ space: 'R' }, { property: 'compact' }, { property: 'Compact' }, { theorem: 'T_2', spaceId: 1 }, { space: 'R', propertyId: 1 }, { theoremId: 1 }];
    // Each filter asked again, between others, and paged: every page as a fresh index (nothing kept) gives it.
    for (const round of [0, 1]) {
      for (const filter of filters) {
        for (const offset of [0, 50, 5000]) {
          const fresh = new ComputeReportIndex(report, records);
          expect({ round, filter, offset, page: kept.page(filter, offset, 50) }).toEqual({ round, filter, offset, page: fresh.page(filter, offset, 50) });
        }
      }
    }
    expect(kept.filtered({ property: 'compact' })).toEqual(new ComputeReportIndex(report, records).filtered({ property: 'compact' }));
  });

  it('writes CSV with a header, quoting commas and quotes', () => {
    const csv = reportCsv(index().page({ space: 'c0' }, 0, 10).rows);
    expect(csv.split('\r\n')).toEqual([
      'id,spaceId,space,propertyId,property,field,theoremId,theorem',
      '2-1-7,2,$c_0$,1,Reflexive,REAL,7,Enflo',
      '2-3-8,2,$c_0$,3,"Separable, ""quoted""",REAL,8,"Reflexive implies Separable, ""quoted"""',
      '',
    ]);
  });

  it('holds π-Base: every computation once, filters that keep a part of it', () => {
    const records = pibaseRecords();
    const kb = KnowledgeBase.build(records);
    const start = performance.now();
    const report = kb.report();
    const index = new ComputeReportIndex(report, records, start);
    const summary = index.summary();
    expect(summary.computations).toBe(report.computations.length);
    expect(summary.byTheorem.reduce((n, t) => n + t.count, 0)).toBe(report.computations.length);
    const first = summary.byProperty[0];
    expect(index.page({ propertyId: first.id }, 0, 1).total).toBe(first.count);
    const filterStart = performance.now();
    const page = index.page({ space: 'R' }, 0, 50);
    expect(page.total).toBeGreaterThan(0);
    expect(page.total).toBeLessThan(report.computations.length);
    // Figures for the note, not assertions: the report's build and one filtered page.
    console.log(`π-Base compute report: ${summary.computations} rows, built in ${summary.reportMs.toFixed(0)} ms, a filtered page in ${(performance.now() - filterStart).toFixed(1)} ms`);
  });
});

test('an unnamed theorem is named by its statement, a failing atom with "not"', () => {
  const names = new Map([[1, 'Has multiple points'], [2, 'Empty'], [3, 'Reflexive']]);
  const theorem = { id: 1, name: null, conditions: [{ propertyId: 1, field: 'REAL' as const }, { propertyId: 3, field: 'REAL_AND_NOT_COMPLEX' as const }], conclusions: [{ propertyId: 2, field: 'NOT_REAL' as const }] };
  expect(theoremName(theorem, (id) => names.get(id)!)).toBe('Has multiple points and Reflexive (real and not complex) implies not Empty');
});
