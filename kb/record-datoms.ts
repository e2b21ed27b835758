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

type Eavt = [number, number, unknown, number][];

/** A database with no datoms, in the serializable form. */
function emptyDb(schema: d.Schema): SerializedDb {
  return { count: 0, tx0: TX0, 'max-eid': 0, 'max-tx': TX0, schema: schemaForm(schema).edn, attrs: [], keywords: [], eavt: [], aevt: [], avet: [] };
}

/**
 * The groups' entities (ids 1, 2, … in the order given, or from
 * `firstEid + 1`) as a serialized database. Values must be numbers or strings
 * (what the records hold), or arrays of them.
 */
export function serializedRecords(groups: readonly EntityGroup[], schema: d.Schema, firstEid = 0): SerializedDb {
  return withEntities(emptyDb(schema), groups, schema, firstEid);
}

/**
 * A serialized database with more entities added, numbered after `db`'s
 * (from `firstEid + 1`, by default db's max-eid + 1), of attributes `db`
 * does not hold. Written straight into the result: `db`'s datoms are kept
 * (their attribute numbers rewritten in place, so `db` is consumed), the
 * groups' are appended (their entities come after db's, so EAVT is db's then
 * theirs), and AEVT and AVET are each attribute's slice in attribute order —
 * db's as it was, the groups' in entity order, AVET sorted by value for the
 * indexed attributes only.
 */
export function withEntities(db: SerializedDb, groups: readonly EntityGroup[], schema: d.Schema, firstEid = db['max-eid']): SerializedDb {
  const form = schemaForm(schema);
  const held = new Set(db.attrs);
  const added = [...new Set(groups.flatMap((g) => g.attributes))];
  const overlap = added.find((attribute) => held.has(attribute));
  if (overlap !== undefined) throw new Error(`withEntities: ${overlap} is held already`);
  const all = [...db.attrs, ...added].sort();
  const index = new Map(all.map((attribute, i) => [attribute, i]));
  const eavt = db.eavt;
  const fromDb = db.attrs.map((attribute) => index.get(attribute)!);
  for (const datom of eavt) datom[1] = fromDb[datom[1]];
  /** Per attribute of `all` the groups wrote: its datoms' positions in eavt, entity order. */
  const buckets: number[][] = all.map(() => []);
  const maxEid = Math.max(db['max-eid'], writeGroups(groups, index, eavt, buckets, firstEid));
  // DataScript lists only the attributes it holds: those no entity has a value of are dropped (renumbering in place).
  const attrs = all.filter((attribute, a) => held.has(attribute) || buckets[a].length > 0);
  if (attrs.length < all.length) {
    const renumber = all.map((attribute) => attrs.indexOf(attribute));
    for (const datom of eavt) datom[1] = renumber[datom[1]];
  }
  const dbAevt = runs(db.aevt, eavt);
  const dbAvet = runs(db.avet, eavt);
  const aevt: number[] = [];
  const avet: number[] = [];
  attrs.forEach((attribute, a) => {
    if (held.has(attribute)) {
      append(aevt, db.aevt, dbAevt.get(a));
      append(avet, db.avet, dbAvet.get(a));
      return;
    }
    const bucket = buckets[index.get(attribute)!];
    for (const at of bucket) aevt.push(at);
    if (!form.indexed.has(attribute)) return;
    // By value, then entity: the bucket is in entity order and the sort is stable (record ids usually come ascending already).
    const byValue = inOrder(bucket, eavt) ? bucket : byValueOrder(bucket, eavt);
    for (const at of byValue) avet.push(at);
  });
  return { ...db, count: eavt.length, 'max-eid': maxEid, attrs, eavt, aevt, avet };
}

/**
 * Appends the groups' datoms to eavt (entity ids from `firstEid + 1`, each
 * entity's datoms by attribute, then value), their positions to their
 * attributes' buckets; the last entity id that got a datom (0: none).
 */
function writeGroups(groups: readonly EntityGroup[], index: Map<string, number>, eavt: Eavt, buckets: number[][], firstEid: number): number {
  let e = firstEid;
  let maxEid = 0;
  for (const { attributes, rows } of groups) {
    // Each entity's datoms in attribute order: `columns` lists the row's columns by sorted attribute.
    const columns = attributes.map((_, column) => column).sort((x, y) => (attributes[x] < attributes[y] ? -1 : 1));
    const indexes = columns.map((column) => index.get(attributes[column])!);
    for (const row of rows) {
      e++;
      for (let i = 0; i < columns.length; i++) {
        const value = row[columns[i]];
        if (value === null || value === undefined) continue;
        const a = indexes[i];
        const bucket = buckets[a];
        if (!Array.isArray(value)) {
          bucket.push(eavt.length);
          eavt.push([e, a, value, 0]);
          maxEid = e;
          continue;
        }
        const values = distinctSorted(value);
        for (let j = 0; j < values.length; j++) {
          bucket.push(eavt.length);
          eavt.push([e, a, values[j], 0]);
          maxEid = e;
        }
      }
    }
  }
  return maxEid;
}

/** A many-valued attribute's values as DataScript holds them: distinct, in order (most come so already). */
function distinctSorted(values: readonly unknown[]): readonly unknown[] {
  let ordered = true;
  for (let i = 1; i < values.length && ordered; i++) ordered = compareValues(values[i - 1], values[i]) < 0;
  return ordered ? values : [...new Set(values)].sort(compareValues);
}

/** An index's run of positions per attribute (start and end in `index`, by the attribute's number). */
function runs(index: number[], eavt: Eavt): Map<number, [number, number]> {
  const out = new Map<number, [number, number]>();
  let start = 0;
  for (let i = 1; i <= index.length; i++) {
    if (i < index.length && eavt[index[i]][1] === eavt[index[start]][1]) continue;
    out.set(eavt[index[start]][1], [start, i]);
    start = i;
  }
  return out;
}

function append(out: number[], index: number[], run: [number, number] | undefined): void {
  if (run) for (let i = run[0]; i < run[1]; i++) out.push(index[i]);
}

/**
 * The positions sorted by their datoms' values, equal values in the order
 * given (stable). Small non-negative integers (ids, entity ids: the facts'
 * hundreds of thousands of datoms) sort as one number each, value then rank,
 * in a typed array; anything else with a comparison.
 */
function byValueOrder(positions: number[], eavt: Eavt): number[] {
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
function inOrder(positions: number[], eavt: Eavt): boolean {
  for (let i = 1; i < positions.length; i++) if (compareValues(eavt[positions[i - 1]][2], eavt[positions[i]][2]) > 0) return false;
  return true;
}
