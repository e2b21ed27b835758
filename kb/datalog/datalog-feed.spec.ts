/**
 * A query worker's copy: a snapshot of the knowledge base's DataScript
 * database fed the transactions after it stays equal to the database itself,
 * whatever the writes; and the schema readers are shown is what it holds.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as d from 'datascript';
import { KnowledgeBase } from '../knowledge-base';
import type { CatalogueChange, CatalogueRecords } from '../records';
import { QUERY_ATTRIBUTES, QUERY_RULES } from '../contract/query';
import { CATALOGUE_RULE_HEADS } from './catalogue-rules';
import { QUERY_ATTRIBUTE_NAMES } from './datalog-feed';

const records = (): CatalogueRecords => ({
  spaces: [
    { id: 1, symbol: 'A', field: 'REAL' },
    { id: 2, symbol: 'B', field: 'REAL_OR_COMPLEX' },
  ],
  properties: [
    { id: 1, name: 'Reflexive', field: 'REAL_OR_COMPLEX' },
    { id: 2, name: 'Separable', field: 'REAL_OR_COMPLEX' },
    { id: 3, name: 'Schur', field: 'REAL_OR_COMPLEX' },
  ],
  links: [
    { spaceId: 1, propertyId: 1, field: 'REAL' },
    { spaceId: 2, propertyId: 2, field: 'NOT_REAL_AND_NOT_COMPLEX' },
  ],
  theorems: [{ id: 7, name: 'T', conditions: [{ propertyId: 1, field: 'REAL' }], conclusions: [{ propertyId: 2, field: 'REAL' }] }],
});

const serialized = (db: d.Db) => JSON.stringify(d.serializable(db));

describe('DatalogFeed', () => {
  it('keeps a copy made from a snapshot equal to the database through every kind of write', () => {
    const kb = KnowledgeBase.build(records());
    let copy = d.conn_from_db(d.from_serializable(JSON.parse(kb.datalog.snapshot().db)));
    let reloads = 0;
    kb.datalog.subscribe({
      transacted: (tx) => void d.transact(copy, tx),
      reloaded: () => {
        reloads++;
        copy = d.conn_from_db(d.from_serializable(JSON.parse(kb.datalog.snapshot().db)));
      },
    });
    const changes: CatalogueChange[] = [
      { kind: 'space', space: { id: 1, symbol: 'A renamed', field: 'REAL' } },
      { kind: 'space', space: { id: 3, symbol: 'C', field: 'COMPLEX' } },
      { kind: 'link', link: { spaceId: 3, propertyId: 3, field: 'COMPLEX' } },
      { kind: 'link', link: { spaceId: 1, propertyId: 1, field: 'NOT_REAL' } },
      { kind: 'property', property: { id: 3, name: 'Schur property', field: 'REAL_OR_COMPLEX' } },
      { kind: 'theorem', theorem: { id: 7, name: null, conditions: [{ propertyId: 3, field: 'REAL' }], conclusions: [{ propertyId: 2, field: 'REAL' }] } },
      { kind: 'theorem', theorem: { id: 8, name: 'U', conditions: [{ propertyId: 2, field: 'COMPLEX' }], conclusions: [{ propertyId: 1, field: 'COMPLEX' }] } },
      { kind: 'linkDeleted', spaceId: 2, propertyId: 2 },
      { kind: 'theoremDeleted', theoremId: 8 },
      { kind: 'propertyDeleted', propertyId: 1 },
      { kind: 'spaceDeleted', spaceId: 3 },
    ];
    for (const change of changes) {
      kb.apply(change);
      // The facts of the spaces written follow when next read: a query's `prepare` sends them.
      kb.datalog.prepare();
      expect([change, serialized(d.db(copy))]).toEqual([change, kb.datalog.snapshot().db]);
    }
    // What the writes left, read back: the renamed space, the theorem's new atoms and no name.
    const db = d.db(copy);
    expect(d.pull(db, '[":space/symbol"]', [':space/id', 1])).toEqual({ ':space/symbol': 'A renamed' });
    expect(d.pull(db, '[":theorem/name" ":theorem/condition" ":theorem/conclusion"]', [':theorem/id', 7])).toEqual({ ':theorem/condition': [3], ':theorem/conclusion': [2] });
    kb.apply({ kind: 'reload', records: records() });
    expect(reloads).toBe(1);
    expect(serialized(d.db(copy))).toBe(kb.datalog.snapshot().db);
  });

  it('shows readers exactly the attributes and rules the database and `%` hold, on the query page and in the README', () => {
    expect(QUERY_ATTRIBUTES.map((a) => a.name).sort()).toEqual([...QUERY_ATTRIBUTE_NAMES].sort());
    expect(QUERY_RULES.map((r) => r.name).sort()).toEqual([...CATALOGUE_RULE_HEADS].sort());
    const readme = readFileSync(join(__dirname, '..', '..', 'README.md'), 'utf8');
    const section = readme.slice(readme.indexOf('## API: Datalog queries'), readme.indexOf('## Long lists'));
    for (const name of [...QUERY_ATTRIBUTE_NAMES, ...QUERY_RULES.map((r) => r.name)]) expect([name, section.includes(`\`${name}`)]).toEqual([name, true]);
  });
});
