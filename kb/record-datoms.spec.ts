/** The knowledge base's DataScript loaded from its index order is the database init_db builds from the same datoms. */
import * as d from 'datascript';
import { Reasoner } from '../rules';
import { pibaseRecords } from '../test/bench/pibase-data';
import type { CatalogueRecords } from './records';
import { serializedRecords, withEntities, type EntityGroup, type SerializedDb } from './record-datoms';
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
  const form = serializedRecords(groups, SCHEMA);
  const text = JSON.stringify(form);
  const loaded = d.from_serializable(form);
  expect(JSON.stringify(d.serializable(loaded))).toEqual(JSON.stringify(d.serializable(initDb(groups))));
  // The form itself is what DataScript serializes (a query worker's snapshot is made from it).
  expect(text).toEqual(JSON.stringify(d.serializable(loaded)));
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

  it('refuses entities of an attribute the database holds', () => {
    const db = serializedRecords([{ attributes: [':space/id'], rows: [[1]] }], SCHEMA);
    expect(() => withEntities(db, [{ attributes: [':space/id'], rows: [[2]] }], SCHEMA)).toThrow(':space/id');
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
    const current = d.serializable(d.db(conn)) as SerializedDb;
    const facts = new FactEntities().group(reasoner, current['max-eid']);
    const alone = d.from_serializable(serializedRecords(facts, SCHEMA, current['max-eid']));
    const form = withEntities(current, facts, SCHEMA);
    const text = JSON.stringify(form);
    const merged = d.from_serializable(form);
    expect(text).toEqual(JSON.stringify(d.serializable(merged)));
    const datoms = (db: d.Db) => d.datoms(db, ':eavt').map((datom) => [datom.e, datom.a, datom.v] as [number, string, unknown]);
    /** Every index of `db` holds what init_db holds of these datoms (AVET: of the references and of `indexed`). */
    const expectIndexes = (db: d.Db, all: [number, string, unknown][], indexed: string) => {
      const expected = d.init_db(all, SCHEMA);
      for (const index of [':eavt', ':aevt', ':avet'] as const) {
        const held = (x: d.Db) => (index === ':avet' ? [':fact/support', ':proof-step/fact', ':proof-step/support', indexed] : [undefined]).flatMap((a) => (a ? d.datoms(x, index, a) : d.datoms(x, index))).map((datom) => `${datom.e} ${datom.a} ${String(datom.v)}`);
        expect(held(db)).toEqual(held(expected));
      }
    };
    expectIndexes(merged, [...datoms(d.db(conn)), ...datoms(alone)], ':fact/property');
    expect(d.datoms(merged, ':avet', ':fact/property', records.properties[0].id).length).toBeGreaterThan(0);
    // Then another kind, added to the form just loaded (as the relations, the equations and the marks are after the facts).
    const last = form['max-eid'];
    const twice = withEntities(form, [{ attributes: [':mark/status', ':mark/space'], rows: [['OPEN', 3], ['INDEPENDENT', 1]] }], SCHEMA);
    const marks: [number, string, unknown][] = [[last + 1, ':mark/space', 3], [last + 1, ':mark/status', 'OPEN'], [last + 2, ':mark/space', 1], [last + 2, ':mark/status', 'INDEPENDENT']];
    const twiceText = JSON.stringify(twice);
    const withMarks = d.from_serializable(twice);
    expect(twiceText).toEqual(JSON.stringify(d.serializable(withMarks)));
    expectIndexes(withMarks, [...datoms(merged), ...marks], ':mark/space');
  });
});
