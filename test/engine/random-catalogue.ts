/**
 * Seeded random catalogues and writes for the differential tests: spaces and properties
 * of all three fields, links of every field their sides allow (all eight occur
 * on REAL_OR_COMPLEX pairs), theorems with 1–3 conditions and 1–2 conclusions
 * whose fields are among the options of their properties.
 */
import { ITEM_FIELDS, linkFieldOptions, theoremFieldOptions, type ItemField } from '../../kb/contract/fields';
import type { AtomRecord, CatalogueChange, CatalogueRecords, LinkRecord, TheoremRecord } from '../../kb/records';
import { Random } from '../bench/random';

export interface CatalogueShape { spaces: number; properties: number; theorems: number; linkChance: number }

export function itemField(random: Random): ItemField {
  const r = random.next();
  return r < 0.5 ? 'REAL_OR_COMPLEX' : ITEM_FIELDS[1 + random.int(2)];
}

export function randomLink(random: Random, records: CatalogueRecords, spaceId: number, propertyId: number): LinkRecord | null {
  const space = records.spaces.find((s) => s.id === spaceId)!;
  const property = records.properties.find((p) => p.id === propertyId)!;
  const options = linkFieldOptions(space.field, property.field);
  return options.length ? { spaceId, propertyId, field: random.pick(options) } : null;
}

export function randomTheorem(random: Random, records: CatalogueRecords, id: number): TheoremRecord {
  const chosen = random.sample(records.properties, Math.min(records.properties.length, 2 + random.int(4)));
  const atom = (p: { id: number; field: ItemField }): AtomRecord => ({ propertyId: p.id, field: random.pick(theoremFieldOptions(p.field)) });
  const conditions = chosen.slice(0, Math.max(1, Math.min(3, chosen.length - 1 - random.int(2))));
  const conclusions = chosen.slice(conditions.length, conditions.length + 1 + random.int(2));
  return { id, name: null, conditions: conditions.map(atom), conclusions: conclusions.map(atom) };
}

export function randomCatalogue(seed: number, shape: CatalogueShape): CatalogueRecords {
  const random = new Random(seed);
  const records: CatalogueRecords = { spaces: [], properties: [], links: [], theorems: [] };
  for (let i = 1; i <= shape.properties; i++) records.properties.push({ id: i, name: `P${i}`, field: itemField(random) });
  for (let i = 1; i <= shape.spaces; i++) records.spaces.push({ id: i, symbol: `S${i}`, field: itemField(random) });
  for (const s of records.spaces) {
    for (const p of records.properties) {
      if (random.next() >= shape.linkChance) continue;
      const link = randomLink(random, records, s.id, p.id);
      if (link) records.links.push(link);
    }
  }
  for (let i = 1; i <= shape.theorems; i++) records.theorems.push(randomTheorem(random, records, i));
  return records;
}

/** A random write to the records (null when the draw fits none). */
export function randomChange(random: Random, records: CatalogueRecords, ids: { next: number }): CatalogueChange | null {
  const r = random.int(12);
  const space = random.pick(records.spaces);
  const property = random.pick(records.properties);
  if (r <= 2 && space && property) {
    const link = randomLink(random, records, space.id, property.id);
    return link && { kind: 'link', link };
  }
  if (r === 3 && records.links.length) {
    const link = random.pick(records.links);
    return { kind: 'linkDeleted', spaceId: link.spaceId, propertyId: link.propertyId };
  }
  if (r === 4 && records.properties.length > 1) return { kind: 'theorem', theorem: randomTheorem(random, records, ids.next++) };
  if (r === 5 && records.theorems.length) return { kind: 'theorem', theorem: randomTheorem(random, records, random.pick(records.theorems).id) };
  if (r === 6 && records.theorems.length) return { kind: 'theoremDeleted', theoremId: random.pick(records.theorems).id };
  if (r === 7 && space) return { kind: 'space', space: { ...space, field: itemField(random) } };
  if (r === 8 && property) return { kind: 'property', property: { ...property, field: itemField(random) } };
  if (r === 9) {
    return random.next() < 0.5
      ? { kind: 'space', space: { id: ids.next++, symbol: `S${ids.next}`, field: itemField(random) } }
      : { kind: 'property', property: { id: ids.next++, name: `P${ids.next}`, field: itemField(random) } };
  }
  if (r === 10 && space && records.spaces.length > 3) return { kind: 'spaceDeleted', spaceId: space.id };
  if (r === 11 && property && records.properties.length > 4) return { kind: 'propertyDeleted', propertyId: property.id };
  return null;
}

/** The same change on the plain records (what the database would hold). */
export function recordChange(records: CatalogueRecords, change: CatalogueChange): void {
  const upsert = <T extends { id: number }>(list: T[], item: T) => {
    const i = list.findIndex((x) => x.id === item.id);
    if (i >= 0) list[i] = item;
    else list.push(item);
  };
  switch (change.kind) {
    case 'link':
      records.links = records.links.filter((l) => l.spaceId !== change.link.spaceId || l.propertyId !== change.link.propertyId);
      records.links.push(change.link);
      return;
    case 'linkDeleted':
      records.links = records.links.filter((l) => l.spaceId !== change.spaceId || l.propertyId !== change.propertyId);
      return;
    case 'theorem':
      return upsert(records.theorems, change.theorem);
    case 'theoremDeleted':
      records.theorems = records.theorems.filter((t) => t.id !== change.theoremId);
      return;
    case 'space':
      return upsert(records.spaces, change.space);
    case 'property':
      return upsert(records.properties, change.property);
    case 'spaceDeleted':
      records.spaces = records.spaces.filter((s) => s.id !== change.spaceId);
      records.links = records.links.filter((l) => l.spaceId !== change.spaceId);
      return;
    case 'propertyDeleted':
      records.properties = records.properties.filter((p) => p.id !== change.propertyId);
      records.links = records.links.filter((l) => l.propertyId !== change.propertyId);
      records.theorems = records.theorems.filter((t) => ![...t.conditions, ...t.conclusions].some((a) => a.propertyId === change.propertyId));
      return;
    default:
      return;
  }
}
