/**
 * The DataScript side of the knowledge base: what the reasoning runs on, as
 * entities (spaces and properties with their fields, links, theorems with
 * their compiled rules; see schema.ts), kept in step with every write by one
 * transaction of just the records it changed. Names and texts are not here:
 * the read model serves them, and each datom is build time at every start
 * (π-Base: 9,132 datoms, from 14,493 with names, atoms and link keys). The facts the engine derives are not transacted: they
 * live in the engine's closures and the fact index (fact-index.ts), which is
 * what the views read. No recursive query ever runs here: the engine computes.
 */
import * as d from 'datascript';
import type { Rule } from '../rules/compile';
import type { LinkRecord, PropertyRecord, SpaceRecord, TheoremRecord } from './records';
import { serializedRecords, type EntityGroup } from './record-datoms';
import { SCHEMA } from './schema';

export class RecordStore {
  private readonly conn: d.Conn;

  private constructor(db: d.Db) {
    this.conn = d.conn_from_db(db);
  }

  /** The records as entities, ids assigned in order, loaded in DataScript's index order (record-datoms.ts: no init_db sorting). */
  static build(records: { spaces: SpaceRecord[]; properties: PropertyRecord[]; links: LinkRecord[]; theorems: TheoremRecord[] }, rulesOf: (theoremId: number) => Rule[]): RecordStore {
    return new RecordStore(d.from_serializable(serializedRecords(recordGroups(records, rulesOf), SCHEMA)));
  }

  private get db(): d.Db {
    return d.db(this.conn);
  }

  write(tx: d.TxData): void {
    if (tx.length > 0) d.transact(this.conn, tx);
  }

  recordTx(change: { kind: string } & Record<string, unknown>, rulesOf: (theoremId: number) => Rule[]): d.TxData {
    switch (change.kind) {
      case 'space':
        return [entity(SPACE, change.space as SpaceRecord)];
      case 'spaceDeleted':
        return [...this.retractIfThere(':space/id', change.spaceId), ...this.entities(':link/space', change.spaceId).map((e) => [':db.fn/retractEntity', e])];
      case 'property':
        return [entity(PROPERTY, change.property as PropertyRecord)];
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
        return [entity(THEOREM, { id: theorem.id, rules: rulesOf(theorem.id) })];
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

const SPACE: EntityKind<SpaceRecord> = { attributes: [':space/id', ':space/field'], values: (s) => [s.id, s.field] };
const PROPERTY: EntityKind<PropertyRecord> = { attributes: [':property/id', ':property/field'], values: (p) => [p.id, p.field] };
const LINK: EntityKind<LinkRecord> = { attributes: [':link/space', ':link/property', ':link/field'], values: (l) => [l.spaceId, l.propertyId, l.field] };
/** A theorem as its compiled rules, one line each ("forward REAL 12 20 | | 33"; literals as in rules/literal.ts). */
const THEOREM: EntityKind<{ id: number; rules: Rule[] }> = { attributes: [':theorem/id', ':theorem/rules'], values: (t) => [t.id, rulesText(t.rules)] };

/** Every record, by kind: spaces, properties, links, theorems (entity ids follow this order). */
export function recordGroups(records: { spaces: SpaceRecord[]; properties: PropertyRecord[]; links: LinkRecord[]; theorems: TheoremRecord[] }, rulesOf: (theoremId: number) => Rule[]): EntityGroup[] {
  const group = <R>(kind: EntityKind<R>, list: R[]): EntityGroup => ({ attributes: kind.attributes, rows: list.map(kind.values) });
  return [
    group(SPACE, records.spaces),
    group(PROPERTY, records.properties),
    group(LINK, records.links),
    group(THEOREM, records.theorems.map((t) => ({ id: t.id, rules: rulesOf(t.id) }))),
  ];
}

/** A record as the map a transaction adds. */
function entity<R>(kind: EntityKind<R>, record: R): Record<string, unknown> {
  const values = kind.values(record);
  const out: Record<string, unknown> = {};
  kind.attributes.forEach((attribute, i) => (out[attribute] = values[i]));
  return out;
}

function rulesText(rules: Rule[]): string {
  let text = '';
  for (const r of rules) {
    if (text) text += '\n';
    text += `${r.direction === 0 ? 'forward' : 'contrapositive'} ${r.scalar} ${r.body.join(' ')} | ${r.anyOf.join(' ')} | ${r.heads.join(' ')}`;
  }
  return text;
}

function retract(attribute: string, value: unknown): unknown[] {
  return [':db.fn/retractEntity', [attribute, value]];
}
