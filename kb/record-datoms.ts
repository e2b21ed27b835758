/**
 * The knowledge base's records as DataScript's serializable form (what
 * `serializable` writes and `from_serializable` reads: the datoms in index
 * order), built straight from the entities. Why: `init_db` of π-Base's 9,132
 * datoms turns the array into lazy ClojureScript sequences three times and
 * sorts it three times (60–120 ms on a slow host, most of the knowledge base's
 * build beyond the closure); here the order is known in advance: entity ids
 * are assigned in order and each entity's attributes are written sorted (the
 * entities come in groups of one kind, which share their attributes), so
 * EAVT is the order of writing, AEVT one bucket per attribute, and AVET only
 * sorts the indexed attributes' values. record-datoms.spec.ts checks that the
 * result serializes exactly as `init_db` of the same datoms does.
 */
import * as d from 'datascript';

/** DataScript's first transaction id (datoms loaded at build carry it). */
const TX0 = 536870912;

export interface SerializedDb {
  count: number;
  tx0: number;
  'max-eid': number;
  'max-tx': number;
  schema: string;
  attrs: string[];
  keywords: string[];
  eavt: [number, number, unknown, number][];
  aevt: number[];
  avet: number[];
}

/** What depends on the schema only: its EDN text (as DataScript writes it) and which attributes are indexed. */
interface SchemaForm {
  edn: string;
  indexed: Set<string>;
}

const forms = new WeakMap<d.Schema, SchemaForm>();

function schemaForm(schema: d.Schema): SchemaForm {
  let form = forms.get(schema);
  if (!form) {
    const indexed = new Set(Object.keys(schema).filter((a) => schema[a][':db/index'] === true || schema[a][':db/unique'] !== undefined || schema[a][':db/valueType'] === ':db.type/ref'));
    form = { edn: (d.serializable(d.empty_db(schema)) as SerializedDb).schema, indexed };
    forms.set(schema, form);
  }
  return form;
}

/** DataScript's order of values of one attribute (numbers, or strings). */
function compareValues(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const x = String(a);
  const y = String(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * Entities of one kind: their attributes, and per entity its values in that
 * order; a value that is null has no datom, an array is a many-valued
 * attribute's values.
 */
export interface EntityGroup {
  attributes: readonly string[];
  rows: readonly (readonly unknown[])[];
}

/**
 * The groups' entities (ids 1, 2, … in the order given) as a serialized
 * database. Values must be numbers or strings (what the records hold), or
 * arrays of them.
 */
export function serializedRecords(groups: readonly EntityGroup[], schema: d.Schema, firstEid = 0): SerializedDb {
  const form = schemaForm(schema);
  const attrs = [...new Set(groups.flatMap((g) => g.attributes))].sort();
  /** Per attribute (by its index in attrs): its datoms' positions in eavt, e ascending. */
  const buckets: number[][] = attrs.map(() => []);
  const eavt: [number, number, unknown, number][] = [];
  let e = firstEid;
  let maxEid = 0;
  for (const { attributes, rows } of groups) {
    // Each entity's datoms in attribute order: `columns` lists the row's columns by sorted attribute.
    const columns = attributes.map((_, column) => column).sort((x, y) => (attributes[x] < attributes[y] ? -1 : 1));
    const indexes = columns.map((column) => attrs.indexOf(attributes[column]));
    for (const row of rows) {
      e++;
      for (let i = 0; i < columns.length; i++) {
        const value = row[columns[i]];
        if (value === null || value === undefined) continue;
        if (!Array.isArray(value)) {
          buckets[indexes[i]].push(eavt.length);
          eavt.push([e, indexes[i], value, 0]);
          maxEid = e;
          continue;
        }
        for (const v of value.length > 1 ? [...new Set(value)].sort(compareValues) : value) {
          buckets[indexes[i]].push(eavt.length);
          eavt.push([e, indexes[i], v, 0]);
          maxEid = e;
        }
      }
    }
  }
  if (buckets.some((bucket) => bucket.length === 0)) return serializedRecords(withoutEmpty(groups, attrs, buckets), schema, firstEid);
  const aevt: number[] = [];
  const avet: number[] = [];
  attrs.forEach((attribute, a) => {
    const bucket = buckets[a];
    for (const at of bucket) aevt.push(at);
    if (!form.indexed.has(attribute)) return;
    // By value, then entity: the bucket is in entity order and the sort is stable (record ids usually come ascending already).
    const byValue = inOrder(bucket, eavt) ? bucket : byValueOrder(bucket, eavt);
    for (const at of byValue) avet.push(at);
  });
  return { count: eavt.length, tx0: TX0, 'max-eid': maxEid, 'max-tx': TX0, schema: form.edn, attrs, keywords: [], eavt, aevt, avet };
}

/** The groups without the attributes no entity has a value of (DataScript lists only attributes it holds). */
function withoutEmpty(groups: readonly EntityGroup[], attrs: string[], buckets: number[][]): EntityGroup[] {
  const empty = new Set(attrs.filter((_, a) => buckets[a].length === 0));
  return groups.map(({ attributes, rows }) => {
    const kept = attributes.map((attribute, column) => (empty.has(attribute) ? -1 : column)).filter((column) => column >= 0);
    return { attributes: kept.map((column) => attributes[column]), rows: rows.map((row) => kept.map((column) => row[column])) };
  });
}

/**
 * The positions sorted by their datoms' values, equal values in the order
 * given (stable). Small non-negative integers (ids, entity ids: the facts'
 * hundreds of thousands of datoms) sort as one number each, value then rank,
 * in a typed array; anything else with a comparison.
 */
function byValueOrder(positions: number[], eavt: [number, number, unknown, number][]): number[] {
  const n = positions.length;
  const small = positions.every((at) => {
    const v = eavt[at][2];
    return typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < 2 ** 31;
  });
  if (!small || n >= 2 ** 21) return [...positions].sort((x, y) => compareValues(eavt[x][2], eavt[y][2]));
  const keys = new Float64Array(n);
  for (let i = 0; i < n; i++) keys[i] = (eavt[positions[i]][2] as number) * 2 ** 21 + i;
  keys.sort();
  const out = new Array<number>(n);
  for (let i = 0; i < n; i++) out[i] = positions[keys[i] % 2 ** 21];
  return out;
}

/** Are the datoms at these positions in value order already? */
function inOrder(positions: number[], eavt: [number, number, unknown, number][]): boolean {
  for (let i = 1; i < positions.length; i++) if (compareValues(eavt[positions[i - 1]][2], eavt[positions[i]][2]) > 0) return false;
  return true;
}

/**
 * A serialized database with more entities added: `more` holds entities
 * numbered after `db`'s (serializedRecords with `firstEid` = db's max-eid)
 * whose attributes `db` does not have. Both keep their datoms; the indexes
 * are merged attribute by attribute (an attribute's datoms all come from one
 * side, so each index stays in order).
 */
export function withEntities(db: SerializedDb, more: SerializedDb): SerializedDb {
  const attrs = [...new Set([...db.attrs, ...more.attrs])].sort();
  const mapDb = db.attrs.map((a) => attrs.indexOf(a));
  const mapMore = more.attrs.map((a) => attrs.indexOf(a));
  const eavt: [number, number, unknown, number][] = new Array(db.count + more.count);
  db.eavt.forEach(([e, a, v, tx], i) => (eavt[i] = [e, mapDb[a], v, tx]));
  more.eavt.forEach(([e, a, v, tx], i) => (eavt[db.count + i] = [e, mapMore[a], v, tx]));
  /** An index's positions, per attribute of the merged list. */
  const byAttribute = (dbIndex: number[], moreIndex: number[]): number[] => {
    const slices: number[][] = attrs.map(() => []);
    for (const at of dbIndex) slices[eavt[at][1]].push(at);
    for (const at of moreIndex) slices[eavt[db.count + at][1]].push(db.count + at);
    return slices.flat();
  };
  return {
    ...db,
    count: db.count + more.count,
    'max-eid': Math.max(db['max-eid'], more['max-eid']),
    attrs,
    eavt,
    aevt: byAttribute(db.aevt, more.aevt),
    avet: byAttribute(db.avet, more.avet),
  };
}
