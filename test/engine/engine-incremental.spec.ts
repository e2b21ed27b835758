/**
 * Incremental = full: after random sequences of writes (links added, changed
 * and deleted; theorems added, changed and deleted; fields of spaces and
 * properties changed; spaces and properties added and deleted, a deleted
 * property taking its links and theorems along), some checked first, the
 * incrementally maintained knowledge base (engine and DataScript views) equals
 * one rebuilt from scratch.
 */
import fc from 'fast-check';
import { Engine } from '../../rules/engine';
import { KnowledgeBase } from '../../kb/knowledge-base';
import type { CatalogueChange, CatalogueRecords } from '../../kb/records';
import { Random } from '../bench/random';
import { summarize } from './engine-facts';
import { itemField, randomCatalogue, randomLink, randomTheorem } from './random-catalogue';
import { pibaseRecords } from '../bench/pibase-data';

function randomChange(random: Random, records: CatalogueRecords, ids: { next: number }): CatalogueChange | null {
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
function record(records: CatalogueRecords, change: CatalogueChange): void {
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

function views(kb: KnowledgeBase, records: CatalogueRecords, skip: Set<number>) {
  return {
    spaces: records.spaces.filter((s) => !skip.has(s.id)).map((s) => kb.spaceProperties(s.id)),
    properties: records.properties.map((p) => kb.propertySpaces(p.id).filter((v) => !skip.has(v.spaceId))),
  };
}

describe('incremental = full', () => {
  it('after random sequences of writes, the KB equals a rebuild', () => {
    let compared = 0;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 30 }), (seed) => {
        const records = randomCatalogue(seed, { spaces: 8, properties: 12, theorems: 24, linkChance: 0.25 });
        const kb = KnowledgeBase.build(records);
        const random = new Random(seed ^ 0x5eed);
        const ids = { next: 1000 };
        for (let step = 0; step < 25; step++) {
          const change = randomChange(random, records, ids);
          if (!change) continue;
          // The backend checks each write before applying it; apply reuses a
          // check of the same change and must ignore a check of another one.
          const before = random.next();
          if (before < 0.4) kb.check(change);
          else if (before < 0.6) {
            const other = randomChange(random, records, ids);
            if (other) kb.check(other);
          }
          kb.apply(change);
          record(records, change);
          const full = summarize(Engine.build(records));
          const incremental = summarize(kb.reasoning);
          expect(incremental.contradictorySpaces).toEqual(full.contradictorySpaces);
          expect(incremental.facts).toEqual(full.facts);
          expect(views(kb, records, full.contradictorySpaces)).toEqual(views(KnowledgeBase.build(records), records, full.contradictorySpaces));
          compared += full.facts.size;
        }
      }),
      { numRuns: 60, seed: 1120 },
    );
    expect(compared).toBeGreaterThan(10000);
  });

  it('on π-Base, theorem and link edits leave the KB equal to a rebuild', () => {
    const records = pibaseRecords();
    const kb = KnowledgeBase.build(records);
    const random = new Random(42);
    for (let step = 0; step < 12; step++) {
      let change: CatalogueChange;
      if (step % 3 === 0) change = { kind: 'theoremDeleted', theoremId: random.pick(records.theorems).id };
      else if (step % 3 === 1) {
        const [p, q] = random.sample(records.properties, 2);
        change = { kind: 'theorem', theorem: { id: 5000 + step, name: null, conditions: [{ propertyId: p.id, field: 'REAL' }], conclusions: [{ propertyId: q.id, field: 'REAL' }] } };
        if (kb.check(change).length > 0) continue;
      } else {
        const link = random.pick(records.links);
        change = { kind: 'linkDeleted', spaceId: link.spaceId, propertyId: link.propertyId };
      }
      kb.apply(change);
      record(records, change);
      expect(summarize(kb.reasoning)).toEqual(summarize(Engine.build(records)));
    }
  });
});
