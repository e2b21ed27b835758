/** The knowledge base's DataScript loaded from its index order is the database init_db builds from the same datoms. */
import * as d from 'datascript';
import { Reasoner } from '../rules';
import { pibaseRecords } from '../test/bench/pibase-data';
import type { CatalogueRecords } from './records';
import { serializedRecords, withEntities, type EntityGroup } from './record-datoms';
import { FactEntities } from './fact-entities';
import { recordGroups } from './record-store';
import { SCHEMA } from './schema';
import { reasonerCatalogue } from './reasoner-input';

/** The same entities through init_db: datoms [e, attribute, value], ids in order (none for null, one per value of an array). */
function initDb(groups: EntityGroup[]): d.Db {
  const datoms: [number, string, unknown][] = [];
  let e = 0;
  for (const { attributes, rows } of groups) {
    for (const row of rows) {
      e++;
      attributes.forEach((attribute, i) => {
        const value = row[i];
        if (value !== null) for (const v of Array.isArray(value) ? value : [value]) datoms.push([e, attribute, v]);
      });
    }
  }
  return d.init_db(datoms, SCHEMA);
}

function expectSameDb(groups: EntityGroup[]): d.Db {
  const loaded = d.from_serializable(serializedRecords(groups, SCHEMA));
  expect(JSON.stringify(d.serializable(loaded))).toEqual(JSON.stringify(d.serializable(initDb(groups))));
  return loaded;
}

const groupsOf = (records: CatalogueRecords) => {
  const reasoner = Reasoner.build(reasonerCatalogue(records));
  return recordGroups(records, (id) => reasoner.theoremRules('space', id));
};

describe('serializedRecords', () => {
  it('gives init_db’s indexes for records in any order (links of one space apart, ids unsorted)', () => {
    const records: CatalogueRecords = {
      spaces: [
        { id: 30, symbol: 'C', field: 'REAL' },
        { id: 4, symbol: 'A', field: 'COMPLEX' },
      ],
      properties: [
        { id: 12, name: 'Reflexive', field: 'REAL_OR_COMPLEX' },
        { id: 2, name: 'Separable', field: 'REAL' },
      ],
      links: [
        { spaceId: 30, propertyId: 12, field: 'REAL' },
        { spaceId: 4, propertyId: 2, field: 'NOT_REAL' },
        { spaceId: 30, propertyId: 2, field: 'REAL' },
        { spaceId: 4, propertyId: 12, field: 'COMPLEX' },
      ],
      theorems: [{ id: 7, name: 'T', conditions: [{ propertyId: 12, field: 'REAL' }], conclusions: [{ propertyId: 2, field: 'REAL' }] }],
    };
    const db = expectSameDb(groupsOf(records));
    // The unique and indexed attributes answer lookups as init_db's would.
    expect(d.datoms(db, ':avet', ':link/space', 30).map((datom) => datom.e)).toEqual([5, 7]);
    expect(d.pull(db, '[":space/field"]', [':space/id', 4])).toEqual({ ':space/field': 'COMPLEX' });
  });

  it('gives init_db’s indexes for π-Base', () => {
    expectSameDb(groupsOf(pibaseRecords()));
  });

  it('gives an empty database for no records', () => {
    expectSameDb([]);
    expectSameDb(groupsOf({ spaces: [], properties: [], links: [], theorems: [] }));
  });

  it('leaves out null values and attributes nobody has, and writes a many-valued attribute’s values in order', () => {
    const db = expectSameDb([
      { attributes: [':theorem/id', ':theorem/name', ':theorem/condition'], rows: [[1, null, [5, 3]], [2, null, []], [3, 'T', [2]]] },
      { attributes: [':space/id', ':space/symbol'], rows: [[4, null]] },
    ]);
    expect(d.pull(db, '[":theorem/condition"]', [':theorem/id', 1])).toEqual({ ':theorem/condition': [3, 5] });
  });

  it('orders attributes that are not written sorted, and an indexed value of another group', () => {
    expectSameDb([
      { attributes: [':theorem/rules', ':theorem/id'], rows: [['b', 9], ['a', 3]] },
      { attributes: [':link/field', ':link/space'], rows: [['REAL', 2], ['REAL', 1], ['NOT_REAL', 2]] },
      { attributes: [':link/space'], rows: [[1]] },
    ]);
  });

  it('adds the facts to a database that took writes as init_db would hold them all (withEntities)', () => {
    const records = pibaseRecords();
    const reasoner = Reasoner.build(reasonerCatalogue(records));
    const conn = d.conn_from_db(d.from_serializable(serializedRecords(recordGroups(records, (id) => reasoner.theoremRules('space', id)), SCHEMA)));
    d.transact(conn, [{ ':space/id': 99999, ':space/symbol': 'X', ':space/field': 'REAL' }]);
    const current = d.serializable(d.db(conn)) as ReturnType<typeof serializedRecords>;
    const facts = new FactEntities().group(reasoner, current['max-eid']);
    const merged = d.from_serializable(withEntities(current, serializedRecords([facts], SCHEMA, current['max-eid'])));
    const datoms = (db: d.Db) => d.datoms(db, ':eavt').map((datom) => [datom.e, datom.a, datom.v] as [number, string, unknown]);
    const all = d.init_db([...datoms(d.db(conn)), ...datoms(d.from_serializable(serializedRecords([facts], SCHEMA, current['max-eid'])))], SCHEMA);
    for (const index of [':eavt', ':aevt', ':avet'] as const) {
      const indexed = (db: d.Db) => d.datoms(db, index, ...(index === ':avet' ? [':fact/support'] : [])).map((datom) => `${datom.e} ${datom.a} ${String(datom.v)}`);
      expect(indexed(merged)).toEqual(indexed(all));
    }
    expect(d.datoms(merged, ':avet', ':fact/property', records.properties[0].id).length).toBeGreaterThan(0);
  });
});
