/**
 * The DataScript side of the knowledge base: built in bulk with init_db, then
 * kept in step by transacting only the entities a write changed (upserts by
 * unique key, retractEntity for what is gone). Views read it through the
 * :avet/:eavt indexes; no recursive query ever runs here (the engine computes).
 */
import * as d from 'datascript';
import type { Rule } from '../rules/compile';
import type { LinkField } from '../rules/fields';
import type { LinkRecord, PropertyRecord, SpaceRecord, TheoremRecord } from './contract';
import type { FactRow } from './fact-rows';
import { pairKey, SCHEMA } from './schema';

type Entity = Record<string, unknown>;

export class FactStore {
  private conn: d.Conn;
  /** Each fact entity's id and last transacted content, to transact only the attributes that changed. */
  private readonly facts = new Map<string, { e: number; row: FactRow }>();

  private constructor(entities: Entity[]) {
    const datoms: [number, string, unknown][] = [];
    entities.forEach((entity, i) => {
      for (const [attribute, value] of Object.entries(entity)) datoms.push([i + 1, attribute, value]);
    });
    this.conn = d.conn_from_db(d.init_db(datoms, SCHEMA));
  }

  static build(records: { spaces: SpaceRecord[]; properties: PropertyRecord[]; links: LinkRecord[]; theorems: TheoremRecord[] }, rulesOf: (theoremId: number) => Rule[], rows: FactRow[]): FactStore {
    const entities: Entity[] = [
      ...records.spaces.map(spaceEntity),
      ...records.properties.map(propertyEntity),
      ...records.links.map(linkEntity),
      ...records.theorems.map((t) => theoremEntity(t, rulesOf(t.id))),
      ...rows.map(factEntity),
    ];
    const store = new FactStore(entities);
    const first = entities.length - rows.length + 1;
    rows.forEach((row, i) => store.facts.set(row.key, { e: first + i, row }));
    return store;
  }

  private get db(): d.Db {
    return d.db(this.conn);
  }

  // ---- writes --------------------------------------------------------------

  transact(tx: d.TxData, newFacts: FactRow[] = []): void {
    if (tx.length === 0) return;
    const report = d.transact(this.conn, tx) as { tempids: Record<string, number> };
    newFacts.forEach((row, i) => this.facts.set(row.key, { e: report.tempids[`fact${i}`], row }));
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

  /**
   * The datoms that bring the fact entities to `rows` (only changed attributes)
   * and retract the keys in `gone`; new entities get tempids fact0, fact1, … in the
   * order of the returned `newFacts`, for `transact` to record their ids.
   */
  rowTx(rows: FactRow[], gone: string[]): { tx: d.TxData; newFacts: FactRow[] } {
    const tx: d.TxData = [];
    const newFacts: FactRow[] = [];
    for (const row of rows) {
      const known = this.facts.get(row.key);
      if (!known) {
        const e = `fact${newFacts.length}`;
        newFacts.push(row);
        for (const [attribute, value] of Object.entries(factEntity(row))) tx.push([':db/add', e, attribute, value]);
        continue;
      }
      if (factState(known.row) !== factState(row)) {
        tx.push([':db/add', known.e, ':fact/bySpace', bySpace(row)], [':db/add', known.e, ':fact/byProperty', byProperty(row)]);
      }
      known.row = row;
    }
    for (const key of gone) {
      const known = this.facts.get(key);
      if (!known) continue;
      this.facts.delete(key);
      tx.push([':db.fn/retractEntity', known.e]);
    }
    return { tx, newFacts };
  }

  // ---- reads ---------------------------------------------------------------

  spaceRows(spaceId: number): FactRow[] {
    return d.index_range(this.db, ':fact/bySpace', `${spaceId}|`, `${spaceId}|\uffff`).map((datom) => parse(datom.v as string, false));
  }

  propertyRows(propertyId: number): FactRow[] {
    return d.index_range(this.db, ':fact/byProperty', `${propertyId}|`, `${propertyId}|\uffff`).map((datom) => parse(datom.v as string, true));
  }

  factRow(spaceId: number, propertyId: number): FactRow | null {
    const prefix = `${spaceId}|${propertyId}|`;
    const [datom] = d.index_range(this.db, ':fact/bySpace', prefix, `${prefix}\uffff`);
    return datom ? parse(datom.v as string, false) : null;
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
  const rule = (r: Rule) =>
    `${r.direction === 0 ? 'forward' : 'contrapositive'} ${r.scalar} ${Array.from(r.body).join(' ')} | ${Array.from(r.anyOf).join(' ')} | ${Array.from(r.heads).join(' ')}`;
  return {
    ':theorem/id': t.id,
    ':theorem/name': t.name ?? '',
    ':theorem/conditions': atoms(t.conditions),
    ':theorem/conclusions': atoms(t.conclusions),
    ':theorem/rules': rules.map(rule).join('\n'),
  };
}

function factEntity(row: FactRow): Entity {
  return { ':fact/bySpace': bySpace(row), ':fact/byProperty': byProperty(row) };
}

function factState(row: FactRow): string {
  return `${row.field ?? ''}|${row.linked ? 1 : 0}|${row.derived ? 1 : 0}`;
}

const bySpace = (row: FactRow) => `${row.spaceId}|${row.propertyId}|${factState(row)}`;
const byProperty = (row: FactRow) => `${row.propertyId}|${row.spaceId}|${factState(row)}`;

/** A fact row from its "space|property|…" (or, `propertyFirst`, "property|space|…") value. */
function parse(value: string, propertyFirst: boolean): FactRow {
  const [first, second, field, linked, derived] = value.split('|');
  const [spaceId, propertyId] = propertyFirst ? [Number(second), Number(first)] : [Number(first), Number(second)];
  return { key: pairKey(spaceId, propertyId), spaceId, propertyId, field: (field || null) as LinkField | null, linked: linked === '1', derived: derived === '1' };
}
