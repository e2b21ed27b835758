/**
 * The catalogue change log (table catalogue_change): for each recent catalogue
 * version, which items its transaction changed. The writing transaction
 * records it next to its version bump; another server instance at version v
 * that learns of version w reads the rows (v, w], re-reads those items from
 * the database and applies them to its knowledge base and read model as
 * changes, the way its own writes reach them. When a row is missing (pruned:
 * older than the window, or a writer that records none) or says "reload" (an
 * import, a recompute), the instance rebuilds from the database instead.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { CatalogueChange } from '../../../kb/records';
import type { LinkField } from '../../../kb/contract/fields';
import { Property, Space, Theorem, TheoremAtom } from '../entities';
import { theoremRecords } from './catalogue-records';

/** How many versions the log keeps: an instance further behind (a long outage) rebuilds. */
export const CHANGE_LOG_WINDOW = 5000;
/**
 * Beyond this many items to re-read, a rebuild is about as cheap (and keeps
 * the queries' parameters far below PostgreSQL's 65535).
 */
const MAX_ITEMS = 2000;

/** An item a transaction changed (saved or deleted: the reader finds out by re-reading it). */
export type ChangedItem =
  | { kind: 'space' | 'property' | 'theorem'; id: number }
  | { kind: 'link'; spaceId: number; propertyId: number };

/** The items `changes` name, each once; null when they cannot be listed (a reload). */
export function changedItems(changes: CatalogueChange[], reload: boolean): ChangedItem[] | null {
  if (reload) return null;
  const items = new Map<string, ChangedItem>();
  const add = (item: ChangedItem) => items.set(item.kind === 'link' ? `link:${item.spaceId}:${item.propertyId}` : `${item.kind}:${item.id}`, item);
  for (const change of changes) {
    switch (change.kind) {
      case 'space':
        add({ kind: 'space', id: change.space.id });
        break;
      case 'spaceDeleted':
        add({ kind: 'space', id: change.spaceId });
        break;
      case 'property':
        // The relational layer's inputs are not re-read item by item: another instance rebuilds.
        if (change.property.normDependent || change.property.means) return null;
        add({ kind: 'property', id: change.property.id });
        break;
      case 'propertyDeleted':
        add({ kind: 'property', id: change.propertyId });
        break;
      case 'link':
        add({ kind: 'link', spaceId: change.link.spaceId, propertyId: change.link.propertyId });
        break;
      case 'linkDeleted':
        add({ kind: 'link', spaceId: change.spaceId, propertyId: change.propertyId });
        break;
      case 'theorem':
        if (change.theorem.along) return null;
        add({ kind: 'theorem', id: change.theorem.id });
        break;
      case 'theoremDeleted':
        add({ kind: 'theorem', id: change.theoremId });
        break;
      // Relations reach groups of spaces through the reasoner's relational layer: another instance rebuilds.
      case 'relation':
      case 'relationDeleted':
      case 'reload':
        return null;
    }
  }
  return [...items.values()];
}

/**
 * The statement that records what `version` changed (null: reload) and drops
 * the row that just left the window. Run in the transaction that bumped to
 * `version` (it rides ahead of COMMIT: catalogue-transaction.ts).
 */
export function catalogueChangeStatement(version: number, items: ChangedItem[] | null): { sql: string; params: unknown[] } {
  return {
    sql: `with "pruned" as (delete from "catalogue_change" where "version" <= ?)
     insert into "catalogue_change" ("version", "items") values (?, ?::jsonb)`,
    params: [version - CHANGE_LOG_WINDOW, version, items === null ? null : JSON.stringify(items)],
  };
}

/**
 * What versions (from, to] changed, as the changes that bring a knowledge base
 * at `from` to `to`, read with `em` (a snapshot at `to`, or the write
 * transaction holding the lock); null when the log cannot tell (a version
 * missing or a reload among them) or names too many items: rebuild instead.
 */
export async function changesSince(em: EntityManager, from: number, to: number): Promise<CatalogueChange[] | null> {
  if (from < 0 || to <= from || to - from > CHANGE_LOG_WINDOW) return null;
  const rows = await em.execute<Array<{ items: ChangedItem[] | null }>>(
    'select "items" from "catalogue_change" where "version" > ? and "version" <= ? order by "version"',
    [from, to],
  );
  if (rows.length !== to - from || rows.some((row) => row.items === null)) return null;
  const items = rows.flatMap((row) => row.items!);
  return items.length > MAX_ITEMS ? null : currentChanges(em, items);
}

/**
 * The items as the database holds them now, as changes: an item not found was
 * deleted. Deletions first (links, theorems, spaces, properties), then saves
 * (properties, spaces, theorems, links), so every item a save refers to is
 * there before it; the state the KB reaches is the database's whatever order
 * the transactions made the changes in.
 */
async function currentChanges(em: EntityManager, items: ChangedItem[]): Promise<CatalogueChange[]> {
  const ids = { space: new Set<number>(), property: new Set<number>(), theorem: new Set<number>() };
  const links = new Map<string, { spaceId: number; propertyId: number }>();
  for (const item of items) {
    if (item.kind === 'link') links.set(`${item.spaceId}:${item.propertyId}`, item);
    else ids[item.kind].add(item.id);
  }
  const pairs = [...links.values()];
  // One after another: this runs inside a transaction, on one connection.
  const spaces = ids.space.size ? await em.find(Space, { id: { $in: [...ids.space] } }, { fields: ['id', 'symbol', 'field'] }) : [];
  const properties = ids.property.size ? await em.find(Property, { id: { $in: [...ids.property] } }, { fields: ['id', 'name', 'field'] }) : [];
  const theorems = ids.theorem.size ? await em.find(Theorem, { id: { $in: [...ids.theorem] } }, { fields: ['id', 'name'] }) : [];
  const atoms = ids.theorem.size ? await em.find(TheoremAtom, { theoremId: { $in: [...ids.theorem] } }) : [];
  // Just these pairs (by the unique index), as plain rows: a space can hold hundreds of links.
  const stored = pairs.length
    ? await em.execute<Array<{ space_id: number; property_id: number; field: LinkField }>>(
        `select "space_id", "property_id", "field" from "space_property" where ("space_id", "property_id") in (${pairs.map(() => '(?, ?)').join(', ')})`,
        pairs.flatMap((l) => [l.spaceId, l.propertyId]),
      )
    : [];
  const foundSpaces = new Map(spaces.map((s) => [s.id, s]));
  const foundProperties = new Map(properties.map((p) => [p.id, p]));
  const foundTheorems = new Map(theoremRecords(theorems, atoms).map((t) => [t.id, t]));
  const foundLinks = new Map(stored.map((l) => [`${l.space_id}:${l.property_id}`, { spaceId: l.space_id, propertyId: l.property_id, field: l.field }]));

  const changes: CatalogueChange[] = [];
  for (const [key, { spaceId, propertyId }] of links) if (!foundLinks.has(key)) changes.push({ kind: 'linkDeleted', spaceId, propertyId });
  for (const id of ids.theorem) if (!foundTheorems.has(id)) changes.push({ kind: 'theoremDeleted', theoremId: id });
  for (const id of ids.space) if (!foundSpaces.has(id)) changes.push({ kind: 'spaceDeleted', spaceId: id });
  for (const id of ids.property) if (!foundProperties.has(id)) changes.push({ kind: 'propertyDeleted', propertyId: id });
  for (const p of foundProperties.values()) changes.push({ kind: 'property', property: { id: p.id, name: p.name, field: p.field } });
  for (const s of foundSpaces.values()) changes.push({ kind: 'space', space: { id: s.id, symbol: s.symbol, field: s.field } });
  for (const theorem of foundTheorems.values()) changes.push({ kind: 'theorem', theorem });
  for (const l of foundLinks.values()) changes.push({ kind: 'link', link: { spaceId: l.spaceId, propertyId: l.propertyId, field: l.field } });
  return changes;
}
