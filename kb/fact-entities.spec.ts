/**
 * The facts in DataScript after writes are the facts a build from the same
 * records puts there (incremental equals rebuild): each fact with its first
 * derivation's theorem and supports and every theorem computing it, whatever
 * entity ids they got.
 */
import * as d from 'datascript';
import { KnowledgeBase } from './knowledge-base';
import type { CatalogueChange, CatalogueRecords } from './records';

const records = (): CatalogueRecords => ({
  spaces: [
    { id: 1, symbol: 'A', field: 'REAL_OR_COMPLEX' },
    { id: 2, symbol: 'B', field: 'REAL' },
  ],
  properties: [1, 2, 3, 4].map((id) => ({ id, name: `P${id}`, field: 'REAL_OR_COMPLEX' as const })),
  links: [
    { spaceId: 1, propertyId: 1, field: 'REAL_AND_COMPLEX' },
    { spaceId: 2, propertyId: 3, field: 'NOT_REAL' },
  ],
  theorems: [
    { id: 10, name: null, conditions: [{ propertyId: 1, field: 'REAL_AND_COMPLEX' }], conclusions: [{ propertyId: 2, field: 'REAL_AND_COMPLEX' }] },
    { id: 11, name: null, conditions: [{ propertyId: 2, field: 'REAL' }], conclusions: [{ propertyId: 3, field: 'REAL' }] },
  ],
});

/** Every fact entity as text: space, property, scalar, value, theorem, its supports' (property, scalar, value) and the theorems computing it, sorted. */
function facts(kb: KnowledgeBase): string[] {
  const db = d.from_serializable(JSON.parse(kb.datalog.snapshot().db));
  const rows = d.q('[:find ?f ?s ?p ?scalar ?v :where [?f ":fact/space" ?s] [?f ":fact/property" ?p] [?f ":fact/scalar" ?scalar] [?f ":fact/value" ?v]]', db) as [number, number, number, string, boolean][];
  const name = new Map(rows.map(([f, , p, scalar, v]) => [f, `${p}${scalar[0]}${v ? '+' : '-'}`]));
  return rows
    .map(([f, s]) => {
      const entity = d.pull(db, '[":fact/theorem" ":fact/support" ":fact/computed-by"]', f) ?? {};
      const supports = ((entity[':fact/support'] as { ':db/id': number }[] | undefined) ?? []).map((e) => name.get(e[':db/id'])).sort();
      const computedBy = ((entity[':fact/computed-by'] as number[] | undefined) ?? []).sort((a, b) => a - b);
      return `${s} ${name.get(f)} ${String(entity[':fact/theorem'] ?? 'stored')} [${supports.join(' ')}] {${computedBy.join(' ')}}`;
    })
    .sort();
}

describe('the facts in DataScript', () => {
  it('hold each fact with its first derivation and every theorem computing it', () => {
    const more = records();
    // A second theorem deriving 1's 3R+, and a stored link that theorem 10 computes too.
    more.theorems.push({ id: 12, name: null, conditions: [{ propertyId: 1, field: 'REAL' }], conclusions: [{ propertyId: 3, field: 'REAL' }] });
    more.links.push({ spaceId: 1, propertyId: 2, field: 'REAL' });
    expect(facts(KnowledgeBase.build(more))).toEqual([
      '1 1C+ stored [] {}',
      '1 1R+ stored [] {}',
      '1 2C+ 10 [1C+] {10}',
      '1 2R+ stored [] {10}',
      '1 3R+ 12 [1R+] {11 12}',
      '2 1R- 12 [3R-] {10 12}',
      '2 2R- 11 [3R-] {11}',
      '2 3R- stored [] {}',
    ]);
  });

  it('after every kind of write are those of a build from the records the writes leave', () => {
    const kb = KnowledgeBase.build(records());
    facts(kb); // DataScript takes the facts on first need; the writes after keep them.
    const final = records();
    const changes: CatalogueChange[] = [
      { kind: 'link', link: { spaceId: 2, propertyId: 4, field: 'REAL' } },
      { kind: 'theorem', theorem: { id: 12, name: null, conditions: [{ propertyId: 4, field: 'REAL' }], conclusions: [{ propertyId: 2, field: 'REAL' }] } },
      { kind: 'linkDeleted', spaceId: 2, propertyId: 3 },
      { kind: 'space', space: { id: 3, symbol: 'C', field: 'COMPLEX' } },
      { kind: 'link', link: { spaceId: 3, propertyId: 1, field: 'COMPLEX' } },
      { kind: 'theoremDeleted', theoremId: 10 },
      { kind: 'theorem', theorem: { id: 10, name: null, conditions: [{ propertyId: 1, field: 'REAL_AND_COMPLEX' }], conclusions: [{ propertyId: 3, field: 'REAL_AND_COMPLEX' }] } },
      { kind: 'spaceDeleted', spaceId: 1 },
    ];
    for (const change of changes) kb.apply(change);
    final.links = [
      { spaceId: 2, propertyId: 4, field: 'REAL' },
      { spaceId: 3, propertyId: 1, field: 'COMPLEX' },
    ];
    final.spaces = [final.spaces[1], { id: 3, symbol: 'C', field: 'COMPLEX' }];
    final.theorems = [
      final.theorems[1],
      { id: 12, name: null, conditions: [{ propertyId: 4, field: 'REAL' }], conclusions: [{ propertyId: 2, field: 'REAL' }] },
      { id: 10, name: null, conditions: [{ propertyId: 1, field: 'REAL_AND_COMPLEX' }], conclusions: [{ propertyId: 3, field: 'REAL_AND_COMPLEX' }] },
    ];
    const rebuilt = facts(KnowledgeBase.build(final));
    expect(rebuilt.length).toBeGreaterThan(3);
    expect(facts(kb)).toEqual(rebuilt);
  });
});
