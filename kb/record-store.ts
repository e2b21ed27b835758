/**
 * The DataScript side of the knowledge base: what the reasoning runs on, as
 * entities (spaces and properties with their fields and names, links,
 * theorems with their atoms and compiled rules; see schema.ts), kept in step
 * with every write by one transaction of just the records it changed.
 * Descriptions and references are not here: the read model serves them. The
 * facts, stored and derived, are entities too (fact-entities.ts): the engine
 * computes them, DataScript holds them. Readers' queries
 * (GET /api/query) run on a copy in a worker thread (datalog/).
 */
import * as d from 'datascript';
import type { CompiledRule, PropertyValue } from '../rules';
import { fieldPair, LINK_FIELDS, SCALARS, type LinkField, type Scalar } from './contract/fields';
import type { LinkRecord, PropertyRecord, SpaceRecord, TheoremRecord } from './records';
import { serializedRecords, withEntities, type EntityGroup, type SerializedDb } from './record-datoms';
import { SCHEMA } from './schema';

export class RecordStore {
  private conn: d.Conn;
  /**
   * The serializable form the database was last loaded from, while it has
   * taken no write since: adding entities, or a query worker's snapshot,
   * starts from it rather than serializing the database again.
   */
  private loaded: { db: d.Db; form: SerializedDb } | null;

  private constructor(form: SerializedDb) {
    const db = d.from_serializable(form);
    this.conn = d.conn_from_db(db);
    this.loaded = { db, form };
  }

  /** The records as entities, ids assigned in order, loaded in DataScript's index order (record-datoms.ts: no init_db sorting). */
  static build(records: { spaces: SpaceRecord[]; properties: PropertyRecord[]; links: LinkRecord[]; theorems: TheoremRecord[] }, rulesOf: (theoremId: number) => CompiledRule[]): RecordStore {
    return new RecordStore(serializedRecords(recordGroups(records, rulesOf), SCHEMA));
  }

  /**
   * Adds groups of entities of attributes the database does not hold yet
   * (the facts and their proof steps, when first needed), numbered after
   * every entity so far in the groups' order: the
   * database is loaded again from its serialized form with them added, which
   * costs a fraction of transacting them.
   */
  addEntities(groups: (firstEid: number) => EntityGroup[]): void {
    const current = this.serialized();
    const form = withEntities(current, groups(current['max-eid']), SCHEMA);
    const db = d.from_serializable(form);
    this.conn = d.conn_from_db(db);
    this.loaded = { db, form };
  }

  /** The database in DataScript's serializable form (what `d.serializable` gives). */
  serialized(): SerializedDb {
    const db = this.db;
    if (this.loaded?.db === db) return this.loaded.form;
    this.loaded = null;
    return d.serializable(db) as SerializedDb;
  }

  get db(): d.Db {
    return d.db(this.conn);
  }

  /** Transacts `tx`; the tempids it resolved (none for an empty one). */
  write(tx: d.TxData): Record<string, number> {
    if (tx.length === 0) return {};
    this.loaded = null;
    return d.transact(this.conn, tx).tempids;
  }

  recordTx(change: { kind: string } & Record<string, unknown>, rulesOf: (theoremId: number) => CompiledRule[]): d.TxData {
    switch (change.kind) {
      case 'space':
        return this.upsert(SPACE, change.space as SpaceRecord);
      case 'spaceDeleted':
        return [...this.retractIfThere(':space/id', change.spaceId), ...this.entities(':link/space', change.spaceId).map((e) => [':db.fn/retractEntity', e])];
      case 'property':
        return this.upsert(PROPERTY, change.property as PropertyRecord);
      case 'propertyDeleted': {
        // Rare: the property's links are found by scanning the links' property datoms (not indexed, to keep the build small).
        const links = d.datoms(this.db, ':aevt', ':link/property').filter((datom) => datom.v === change.propertyId);
        return [...this.retractIfThere(':property/id', change.propertyId), ...links.map((datom) => [':db.fn/retractEntity', datom.e])];
      }
      case 'link': {
        const link = change.link as LinkRecord;
        const e = this.linkEntityId(link.spaceId, link.propertyId);
        return e === null ? [entity(LINK, link)] : [[':db/add', e, ':link/field', link.field]];
      }
      case 'linkDeleted': {
        const e = this.linkEntityId(change.spaceId as number, change.propertyId as number);
        return e === null ? [] : [[':db.fn/retractEntity', e]];
      }
      case 'theorem': {
        const theorem = change.theorem as TheoremRecord;
        return this.upsert(THEOREM, { theorem, rules: rulesOf(theorem.id) });
      }
      case 'theoremDeleted':
        return this.retractIfThere(':theorem/id', change.theoremId);
      default:
        return [];
    }
  }

  /** Every link as DataScript holds it, "space:property:field" sorted (attributes are strings, so quoted in queries). */
  links(): string[] {
    const rows = d.q('[:find ?s ?p ?f :where [?l ":link/space" ?s] [?l ":link/property" ?p] [?l ":link/field" ?f]]', this.db) as [number, number, string][];
    return rows.map(([s, p, f]) => `${s}:${p}:${f}`).sort();
  }

  /** The ids of the spaces, properties or theorems DataScript holds, ascending. */
  ids(kind: 'space' | 'property' | 'theorem'): number[] {
    return d.datoms(this.db, ':aevt', `:${kind}/id`).map((datom) => datom.v as number).sort((a, b) => a - b);
  }

  /** A record's entity added or changed: its new values, and retractions of the values it no longer has (a name, a theorem's atoms). */
  private upsert<R>(kind: EntityKind<R>, record: R): d.TxData {
    const values = kind.values(record);
    const [key, id] = [kind.attributes[0], values[0]];
    const held = this.entities(key, id);
    const retractions: unknown[][] = [];
    if (held.length > 0) {
      kind.attributes.forEach((attribute, i) => {
        const keep = new Set(Array.isArray(values[i]) ? values[i] : [values[i]]);
        for (const datom of d.datoms(this.db, ':eavt', held[0], attribute)) if (!keep.has(datom.v)) retractions.push([':db/retract', held[0], attribute, datom.v]);
      });
    }
    return [...retractions, entity(kind, record)];
  }

  /** The link entity of a (space, property): among the space's links (indexed by space). */
  private linkEntityId(spaceId: number, propertyId: number): number | null {
    for (const datom of d.datoms(this.db, ':avet', ':link/space', spaceId)) {
      if (d.datoms(this.db, ':eavt', datom.e, ':link/property', propertyId).length > 0) return datom.e;
    }
    return null;
  }

  /** Retracts the entity with this unique key, if there is one (a lookup ref to nothing would throw). */
  private retractIfThere(attribute: string, value: unknown): d.TxData {
    return d.datoms(this.db, ':avet', attribute, value).length > 0 ? [retract(attribute, value)] : [];
  }

  private entities(attribute: string, value: unknown): number[] {
    return d.datoms(this.db, ':avet', attribute, value).map((datom) => datom.e);
  }
}

/** One kind of record as entities: its attributes, and a record's values in that order. */
interface EntityKind<R> {
  attributes: readonly string[];
  values(record: R): unknown[];
}

/** The first attribute is the record's id (unique, or the link's space). */
const SPACE: EntityKind<SpaceRecord> = { attributes: [':space/id', ':space/field', ':space/symbol'], values: (s) => [s.id, s.field, s.symbol] };
const PROPERTY: EntityKind<PropertyRecord> = { attributes: [':property/id', ':property/field', ':property/name'], values: (p) => [p.id, p.field, p.name] };
const LINK: EntityKind<LinkRecord> = { attributes: [':link/space', ':link/property', ':link/field'], values: (l) => [l.spaceId, l.propertyId, l.field] };
/**
 * A theorem: its name, the properties of its conditions and of its
 * conclusions, the relation it goes along (if it does), and its compiled rules, one line each (direction, scalar, then
 * the property ids of the body, of anyOf and of the heads, "¬" before a
 * property that fails: "contrapositive REAL 12 | ¬33 | ¬20").
 */
const THEOREM: EntityKind<{ theorem: TheoremRecord; rules: CompiledRule[] }> = {
  attributes: [':theorem/id', ':theorem/rules', ':theorem/name', ':theorem/condition', ':theorem/conclusion', ':theorem/along', ':theorem/along-direction'],
  values: ({ theorem, rules }) => [
    theorem.id,
    rulesText(rules),
    theorem.name,
    theorem.conditions.map((a) => a.propertyId),
    theorem.conclusions.map((a) => a.propertyId),
    theorem.along?.relation ?? null,
    theorem.along?.direction ?? null,
  ],
};

/**
 * The components of each link field type ("REAL_AND_NOT_COMPLEX": REAL true,
 * COMPLEX false), as entities: a query's rule reads a link's facts by joining
 * them (DataScript puts a rule's constant arguments into its body, where only
 * patterns and predicates take them).
 */
const FIELD_COMPONENT: EntityKind<{ field: LinkField; scalar: Scalar; value: boolean }> = {
  attributes: [':link-field/name', ':link-field/scalar', ':link-field/value'],
  values: (c) => [c.field, c.scalar, c.value],
};
const FIELD_COMPONENTS = LINK_FIELDS.flatMap((field) => {
  const pair = fieldPair(field);
  return SCALARS.filter((scalar) => pair[scalar] !== undefined).map((scalar) => ({ field, scalar, value: pair[scalar]! }));
});

/** Every attribute the records' entities have. */
export const RECORD_ATTRIBUTES: readonly string[] = [SPACE, PROPERTY, LINK, THEOREM, FIELD_COMPONENT].flatMap((kind) => kind.attributes);

/** Every record, by kind: spaces, properties, links, theorems, then the link fields' components (entity ids follow this order). */
export function recordGroups(records: { spaces: SpaceRecord[]; properties: PropertyRecord[]; links: LinkRecord[]; theorems: TheoremRecord[] }, rulesOf: (theoremId: number) => CompiledRule[]): EntityGroup[] {
  const group = <R>(kind: EntityKind<R>, list: R[]): EntityGroup => ({ attributes: kind.attributes, rows: list.map(kind.values) });
  return [
    group(SPACE, records.spaces),
    group(PROPERTY, records.properties),
    group(LINK, records.links),
    group(THEOREM, records.theorems.map((theorem) => ({ theorem, rules: rulesOf(theorem.id) }))),
    group(FIELD_COMPONENT, FIELD_COMPONENTS),
  ];
}

/** A record as the map a transaction adds (no datom for a null value; an array adds each value). */
function entity<R>(kind: EntityKind<R>, record: R): Record<string, unknown> {
  const values = kind.values(record);
  const out: Record<string, unknown> = {};
  kind.attributes.forEach((attribute, i) => {
    if (values[i] !== null) out[attribute] = values[i];
  });
  return out;
}

/** Plain loops and concatenation: a build writes every theorem's rules (π-Base: 2,366), mostly before V8 optimizes anything. */
function rulesText(rules: CompiledRule[]): string {
  let text = '';
  for (let i = 0; i < rules.length; i++) {
    const r = rules[i];
    text += `${i > 0 ? '\n' : ''}${r.direction} ${r.scalar} ${valuesText(r.body)} | ${valuesText(r.anyOf)} | ${valuesText(r.heads)}`;
  }
  return text;
}

function valuesText(values: PropertyValue[]): string {
  let text = '';
  for (let i = 0; i < values.length; i++) text += `${i > 0 ? ' ' : ''}${values[i].value ? '' : '¬'}${values[i].propertyId}`;
  return text;
}

function retract(attribute: string, value: unknown): unknown[] {
  return [':db.fn/retractEntity', [attribute, value]];
}
