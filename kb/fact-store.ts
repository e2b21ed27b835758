/**
 * The DataScript side of the knowledge base. Records (spaces, properties,
 * links, theorems with their compiled rules) are entities; the fact rows the
 * list views read (each known (space, property) with its combined field,
 * linked, derived) are kept in tiles of 8 spaces × 8 properties
 * (`:facts/spaces` and `:facts/properties`: the tile's bucket numbers,
 * `:facts/rows`: its rows). Why tiles: π-Base has ~52,000 known pairs, and
 * one entity per fact (~105,000 indexed datoms) took ~0.4 s to build and cost
 * two indexed datoms per changed fact; a table per space and per property is
 * cheap to build but a theorem edit changes a property or two in hundreds of
 * spaces and a link edit one space's row in dozens of properties, hundreds of
 * table datoms either way. A tile holds both: a theorem edit rewrites at most
 * the ~28 tiles of its properties' column, a link edit the ~31 of its space's
 * row, and a view reads one row or column of tiles (~2,000 rows). The π-Base
 * build is 868 tiles. Tiles are addressed by entity id (an upsert by unique
 * key costs several times more in DataScript), all in one transaction per
 * write. No recursive query ever runs here: the engine computes.
 */
import * as d from 'datascript';
import type { Rule } from '../rules/compile';
import { LINK_FIELDS } from '../rules/fields';
import type { LinkRecord, PropertyRecord, SpaceRecord, TheoremRecord } from './contract';
import type { FactRow } from './fact-rows';
import { pairKey, SCHEMA } from './schema';

type Entity = Record<string, unknown>;

const TILE = 8;
const bucket = (id: number) => Math.floor(id / TILE);

/** One tile: the state code (see `stateCode`) of each of its rows, by space then property. */
class Tile {
  private readonly rows = new Map<number, Map<number, number>>();
  size = 0;
  /** The tile's DataScript entity, once transacted. */
  entity: number | undefined;

  constructor(
    readonly spaces: number,
    readonly properties: number,
  ) {}

  code(spaceId: number, propertyId: number): number | undefined {
    return this.rows.get(spaceId)?.get(propertyId);
  }

  set(spaceId: number, propertyId: number, code: number): void {
    let space = this.rows.get(spaceId);
    if (!space) this.rows.set(spaceId, (space = new Map()));
    if (!space.has(propertyId)) this.size++;
    space.set(propertyId, code);
  }

  delete(spaceId: number, propertyId: number): boolean {
    const space = this.rows.get(spaceId);
    if (!space?.delete(propertyId)) return false;
    if (space.size === 0) this.rows.delete(spaceId);
    this.size--;
    return true;
  }

  entityData(): Entity {
    return { ':facts/spaces': this.spaces, ':facts/properties': this.properties, ':facts/rows': this.value() };
  }

  /** "space,property|state" rows joined by ";", by space then property, ascending. */
  value(): string {
    const out: string[] = [];
    for (const spaceId of Int32Array.from(this.rows.keys()).sort()) {
      const space = this.rows.get(spaceId)!;
      for (const propertyId of Int32Array.from(space.keys()).sort()) out.push(`${spaceId},${propertyId}|${STATE_TEXT[space.get(propertyId)!]}`);
    }
    return out.join(';');
  }
}

/** The tiles by (space bucket, property bucket), reachable by either bucket. */
class Tiles {
  private readonly bySpaces = new Map<number, Map<number, Tile>>();
  private readonly byProperties = new Map<number, Map<number, Tile>>();

  get(spaceId: number, propertyId: number): Tile | undefined {
    return this.bySpaces.get(bucket(spaceId))?.get(bucket(propertyId));
  }

  /** The tile of a (space, property), made when missing. */
  at(spaceId: number, propertyId: number): Tile {
    const existing = this.get(spaceId, propertyId);
    if (existing) return existing;
    const tile = new Tile(bucket(spaceId), bucket(propertyId));
    index(this.bySpaces, tile.spaces, tile.properties, tile);
    index(this.byProperties, tile.properties, tile.spaces, tile);
    return tile;
  }

  /** Forgets an empty tile. */
  drop(tile: Tile): void {
    if (this.bySpaces.get(tile.spaces)?.get(tile.properties) !== tile) return;
    unindex(this.bySpaces, tile.spaces, tile.properties);
    unindex(this.byProperties, tile.properties, tile.spaces);
  }

  /** The row of tiles of a space, in property order. */
  ofSpace(spaceId: number): Tile[] {
    return [...(this.bySpaces.get(bucket(spaceId))?.values() ?? [])].sort((a, b) => a.properties - b.properties);
  }

  /** The column of tiles of a property, in space order. */
  ofProperty(propertyId: number): Tile[] {
    return [...(this.byProperties.get(bucket(propertyId))?.values() ?? [])].sort((a, b) => a.spaces - b.spaces);
  }

  all(): Tile[] {
    return [...this.bySpaces.values()].flatMap((tiles) => [...tiles.values()]);
  }
}

function index(map: Map<number, Map<number, Tile>>, first: number, second: number, tile: Tile): void {
  let inner = map.get(first);
  if (!inner) map.set(first, (inner = new Map()));
  inner.set(second, tile);
}

function unindex(map: Map<number, Map<number, Tile>>, first: number, second: number): void {
  const inner = map.get(first);
  inner?.delete(second);
  if (inner?.size === 0) map.delete(first);
}

export class FactStore {
  private readonly conn: d.Conn;

  /** `tiles`: the rows as last transacted, to re-encode a changed tile. */
  private constructor(
    entities: Entity[],
    private readonly tiles: Tiles,
  ) {
    const datoms: [number, string, unknown][] = [];
    entities.forEach((entity, i) => {
      for (const [attribute, value] of Object.entries(entity)) datoms.push([i + 1, attribute, value]);
    });
    this.conn = d.conn_from_db(d.init_db(datoms, SCHEMA));
  }

  static build(records: { spaces: SpaceRecord[]; properties: PropertyRecord[]; links: LinkRecord[]; theorems: TheoremRecord[] }, rulesOf: (theoremId: number) => Rule[], rows: FactRow[]): FactStore {
    const recordEntities: Entity[] = [
      ...records.spaces.map(spaceEntity),
      ...records.properties.map(propertyEntity),
      ...records.links.map(linkEntity),
      ...records.theorems.map((t) => theoremEntity(t, rulesOf(t.id))),
    ];
    const tiles = new Tiles();
    for (const row of rows) tiles.at(row.spaceId, row.propertyId).set(row.spaceId, row.propertyId, stateCode(row));
    const all = tiles.all();
    const store = new FactStore([...recordEntities, ...all.map((tile) => tile.entityData())], tiles);
    all.forEach((tile, i) => (tile.entity = recordEntities.length + i + 1));
    return store;
  }

  private get db(): d.Db {
    return d.db(this.conn);
  }

  // ---- writes --------------------------------------------------------------

  /**
   * One transaction: the record datoms, then the tiles touched by `rows` (new
   * or changed rows) and `gone` (keys "space:property" whose row is gone).
   * Rows whose content did not change touch nothing.
   */
  write(records: d.TxData, rows: FactRow[], gone: string[]): void {
    const dirty = new Set<Tile>();
    for (const row of rows) {
      const code = stateCode(row);
      const tile = this.tiles.at(row.spaceId, row.propertyId);
      if (tile.code(row.spaceId, row.propertyId) === code) continue;
      tile.set(row.spaceId, row.propertyId, code);
      dirty.add(tile);
    }
    for (const key of gone) {
      const [spaceId, propertyId] = key.split(':').map(Number);
      const tile = this.tiles.get(spaceId, propertyId);
      if (tile?.delete(spaceId, propertyId)) dirty.add(tile);
    }
    const tx: d.TxData = [...records];
    const created: Tile[] = [];
    for (const tile of dirty) {
      if (tile.size === 0) {
        this.tiles.drop(tile);
        if (tile.entity !== undefined) tx.push([':db.fn/retractEntity', tile.entity]);
      } else if (tile.entity !== undefined) tx.push([':db/add', tile.entity, ':facts/rows', tile.value()]);
      else {
        tx.push({ ':db/id': `tile${created.length}`, ...tile.entityData() });
        created.push(tile);
      }
    }
    if (tx.length === 0) return;
    const report = d.transact(this.conn, tx) as { tempids: Record<string, number> };
    created.forEach((tile, i) => (tile.entity = report.tempids[`tile${i}`]));
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

  // ---- reads ---------------------------------------------------------------

  spaceRows(spaceId: number): FactRow[] {
    const prefix = `${spaceId},`;
    return this.tileRows(this.tiles.ofSpace(spaceId), (entry) => entry.startsWith(prefix));
  }

  propertyRows(propertyId: number): FactRow[] {
    const infix = `,${propertyId}|`;
    return this.tileRows(this.tiles.ofProperty(propertyId), (entry) => entry.includes(infix));
  }

  factRow(spaceId: number, propertyId: number): FactRow | null {
    const tile = this.tiles.get(spaceId, propertyId);
    const prefix = `${spaceId},${propertyId}|`;
    return (tile && this.tileRows([tile], (entry) => entry.startsWith(prefix))[0]) ?? null;
  }

  /** The properties a space has rows for, from the store's own copy (for the KB's bookkeeping, not a view). */
  rowProperties(spaceId: number): number[] {
    const properties: number[] = [];
    for (const tile of this.tiles.ofSpace(spaceId)) for (let p = tile.properties * TILE; p < (tile.properties + 1) * TILE; p++) if (tile.code(spaceId, p) !== undefined) properties.push(p);
    return properties;
  }

  /** The rows of some tiles whose entries `keep` accepts, in tile order, read from the tiles' values. */
  private tileRows(tiles: Tile[], keep: (entry: string) => boolean): FactRow[] {
    const rows: FactRow[] = [];
    for (const tile of tiles) {
      if (tile.entity === undefined) continue;
      const [value] = d.datoms(this.db, ':eavt', tile.entity, ':facts/rows');
      if (!value || value.v === '') continue;
      for (const entry of (value.v as string).split(';')) if (keep(entry)) rows.push(parseEntry(entry));
    }
    return rows;
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

/**
 * A row's content as a number below 36: the field's index in LINK_FIELDS (8:
 * none), linked, derived. In a table's value it is three characters (`STATE_TEXT`):
 * the field's index ('-' for none), linked and derived as 0/1, so tables stay
 * a few kB per space, and so does the garbage a write leaves.
 */
function stateCode(row: FactRow): number {
  const field = row.field === null ? LINK_FIELDS.length : LINK_FIELDS.indexOf(row.field);
  return field * 4 + (row.linked ? 2 : 0) + (row.derived ? 1 : 0);
}

const STATE_TEXT = Array.from({ length: (LINK_FIELDS.length + 1) * 4 }, (_, code) => {
  const field = code >> 2;
  return `${field === LINK_FIELDS.length ? '-' : field}${code & 2 ? 1 : 0}${code & 1}`;
});

/** A tile entry "space,property|state" as a fact row. */
function parseEntry(entry: string): FactRow {
  const comma = entry.indexOf(',');
  const bar = entry.indexOf('|', comma);
  const spaceId = Number(entry.slice(0, comma));
  const propertyId = Number(entry.slice(comma + 1, bar));
  const field = entry[bar + 1] === '-' ? null : LINK_FIELDS[Number(entry[bar + 1])];
  return { key: pairKey(spaceId, propertyId), spaceId, propertyId, field, linked: entry[bar + 2] === '1', derived: entry[bar + 3] === '1' };
}
