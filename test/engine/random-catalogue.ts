/**
 * Seeded random catalogues for the differential tests: spaces and properties
 * of all three fields, links of every field their sides allow (all eight occur
 * on REAL_OR_COMPLEX pairs), theorems with 1–3 conditions and 1–2 conclusions
 * whose fields are among the options of their properties.
 */
import { ITEM_FIELDS, linkFieldOptions, theoremFieldOptions, type ItemField } from '../../kb/contract/fields';
import type { AtomRecord, CatalogueRecords, LinkRecord, TheoremRecord } from '../../kb/records';
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
