/**
 * Incremental = full: after random sequences of writes (links added, changed
 * and deleted; theorems added, changed and deleted; fields of spaces and
 * properties changed; spaces and properties added and deleted, a deleted
 * property taking its links and theorems along), some checked first, the
 * incrementally maintained knowledge base (engine and DataScript views) equals
 * one rebuilt from scratch.
 */
import fc from 'fast-check';
import { Reasoner } from '../../rules';
import { reasonerCatalogue } from '../../kb/reasoner-input';
import { KnowledgeBase } from '../../kb/knowledge-base';
import type { CatalogueChange, CatalogueRecords } from '../../kb/records';
import { Random } from '../bench/random';
import { summarize } from './engine-facts';
import { randomCatalogue, randomChange, recordChange } from './random-catalogue';
import { pibaseRecords } from '../bench/pibase-data';

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
          recordChange(records, change);
          const full = summarize(Reasoner.build(reasonerCatalogue(records)));
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
      recordChange(records, change);
      expect(summarize(kb.reasoning)).toEqual(summarize(Reasoner.build(reasonerCatalogue(records))));
    }
  });
});
