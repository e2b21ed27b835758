/**
 * The DataScript side of the knowledge base: the catalogue's records as
 * entities (spaces, properties, links, theorems with their compiled rules,
 * see schema.ts), kept in step with every write by one transaction of just the
 * records it changed. The facts the engine derives are not transacted: they
 * live in the engine's closures and the fact index (fact-index.ts), which is
 * what the views read. No recursive query ever runs here: the engine computes.
 */
import * as d from 'datascript';
import type { Rule } from '../rules/compile';
import type { LinkRecord, PropertyRecord, SpaceRecord, TheoremRecord } from './contract';
import { pairKey, SCHEMA } from './schema';

type Entity = Record<string, unknown>;

export class RecordStore {
  private readonly conn: d.Conn;

  private constructor(datoms: [number, string, unknown][]) {
    this.conn = d.conn_from_db(d.init_db(datoms, SCHEMA));
  }

  /** The records as datoms, entity ids assigned in order (init_db skips the transaction machinery). */
  static build(records: { spaces: SpaceRecord[]; properties: PropertyRecord[]; links: LinkRecord[]; theorems: TheoremRecord[] }, rulesOf: (theoremId: number) => Rule[]): RecordStore {
    const datoms: [number, string, unknown][] = [];
    let e = 0;
    const add = (entity: Entity) => {
      e++;
      for (const attribute in entity) datoms.push([e, attribute, entity[attribute]]);
    };
    for (const s of records.spaces) add(spaceEntity(s));
    for (const p of records.properties) add(propertyEntity(p));
    for (const l of records.links) add(linkEntity(l));
    for (const t of records.theorems) add(theoremEntity(t, rulesOf(t.id)));
    return new RecordStore(datoms);
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
        return [spaceEntity(change.space as SpaceRecord)];
      case 'spaceDeleted':
        return [...this.retractIfThere(':space/id', change.spaceId), ...this.entities(':link/space', change.spaceId).map((e) => [':db.fn/retractEntity', e])];
      case 'property':
        return [propertyEntity(change.property as PropertyRecord)];
      case 'propertyDeleted':
        return [...this.retractIfThere(':property/id', change.propertyId), ...this.entities(':link/property', change.propertyId).map((e) => [':db.fn/retractEntity', e])];
      case 'link':
        return [linkEntity(change.link as LinkRecord)];
      case 'linkDeleted':
        return this.retractIfThere(':link/key', pairKey(change.spaceId as number, change.propertyId as number));
      case 'theorem': {
        const theorem = change.theorem as TheoremRecord;
        return [theoremEntity(theorem, rulesOf(theorem.id))];
      }
      case 'theoremDeleted':
        return this.retractIfThere(':theorem/id', change.theoremId);
      default:
        return [];
    }
  }

  /** Retracts the entity with this unique key, if there is one (a lookup ref to nothing would throw). */
  private retractIfThere(attribute: string, value: unknown): d.TxData {
    return d.datoms(this.db, ':avet', attribute, value).length > 0 ? [retract(attribute, value)] : [];
  }

  private entities(attribute: string, value: unknown): number[] {
    return d.datoms(this.db, ':avet', attribute, value).map((datom) => datom.e);
  }
}

function retract(attribute: string, value: unknown): unknown[] {
  return [':db.fn/retractEntity', [attribute, value]];
}

function spaceEntity(s: SpaceRecord): Entity {
  return { ':space/id': s.id, ':space/symbol': s.symbol, ':space/field': s.field };
}

function propertyEntity(p: PropertyRecord): Entity {
  return { ':property/id': p.id, ':property/name': p.name, ':property/field': p.field };
}

function linkEntity(l: LinkRecord): Entity {
  return { ':link/key': pairKey(l.spaceId, l.propertyId), ':link/space': l.spaceId, ':link/property': l.propertyId, ':link/field': l.field };
}

/** A theorem with its compiled rules, one line each ("forward REAL 12 20 | | 33"; literals as in rules/literal.ts). */
function theoremEntity(t: TheoremRecord, rules: Rule[]): Entity {
  const atoms = (list: TheoremRecord['conditions']) => list.map((a) => `${a.propertyId}:${a.field}`).join(' ');
  const rule = (r: Rule) => `${r.direction === 0 ? 'forward' : 'contrapositive'} ${r.scalar} ${r.body.join(' ')} | ${r.anyOf.join(' ')} | ${r.heads.join(' ')}`;
  return {
    ':theorem/id': t.id,
    ':theorem/name': t.name ?? '',
    ':theorem/conditions': atoms(t.conditions),
    ':theorem/conclusions': atoms(t.conclusions),
    ':theorem/rules': rules.map(rule).join('\n'),
  };
}
