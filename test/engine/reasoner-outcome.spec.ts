/**
 * What the reasoner says a change does is exact: after random sequences of
 * writes on random catalogues, a check leaves every fact as it was, and both
 * the check and the apply of a change name as added and removed exactly the
 * known facts (stored or derived) that differ between before and after; every
 * space whose facts changed is in the outcome's reach, which is within the
 * reach known before the change.
 */
import fc from 'fast-check';
import { Reasoner, type KnownFact, type Outcome, type Reach } from '../../rules';
import { reasonerCatalogue, reasonerChange } from '../../kb/reasoner-input';
import { Random } from '../bench/random';
import { randomCatalogue, randomChange, recordChange } from './random-catalogue';

/** Every known fact of every space, as "space:property:scalar:value:stored". */
function known(reasoner: Reasoner): Set<string> {
  const facts = new Set<string>();
  for (const id of reasoner.subjects('space')) for (const f of reasoner.facts({ kind: 'space', id })) facts.add(key(f));
  return facts;
}

const key = (f: KnownFact) => `${f.subject.id}:${f.propertyId}:${f.scalar}:${f.value}:${f.stored}`;
const sorted = (facts: Iterable<string>) => [...facts].sort();
const spaceOf = (fact: string) => Number(fact.split(':')[0]);
const within = (reach: Reach, outer: Reach) => outer === 'all' || (reach !== 'all' && reach.every((s) => outer.some((o) => o.id === s.id)));

function expectExact(outcome: Outcome, before: Set<string>, after: Set<string>): void {
  const added = [...after].filter((f) => !before.has(f));
  const removed = [...before].filter((f) => !after.has(f));
  expect(sorted(outcome.added!.map(key))).toEqual(sorted(added));
  expect(sorted(outcome.removed!.map(key))).toEqual(sorted(removed));
  const reached = new Set(outcome.reach === 'all' ? [] : outcome.reach.map((s) => s.id));
  if (outcome.reach !== 'all') for (const fact of [...added, ...removed]) expect(reached.has(spaceOf(fact))).toBe(true);
}

describe('the outcome of a change', () => {
  it('is exact: check commits nothing, check and apply name exactly the facts that changed, within the reach', () => {
    let changed = 0;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 30 }), (seed) => {
        const records = randomCatalogue(seed, { spaces: 8, properties: 12, theorems: 24, linkChance: 0.25 });
        const reasoner = Reasoner.build(reasonerCatalogue(records));
        const random = new Random(seed ^ 0xacc);
        const ids = { next: 1000 };
        for (let step = 0; step < 25; step++) {
          const catalogueChange = randomChange(random, records, ids);
          if (!catalogueChange) continue;
          const change = reasonerChange(catalogueChange);
          const before = known(reasoner);
          const checked = reasoner.check(change);
          expect(known(reasoner)).toEqual(before);
          const applied = reasoner.apply(change);
          recordChange(records, catalogueChange);
          const after = known(reasoner);
          expectExact(checked, before, after);
          expectExact(applied, before, after);
          expect(within(applied.reach, reasoner.reach(change))).toBe(true);
          expect(sorted(applied.contradictions.map((c) => `${c.subject.id}:${c.propertyId}:${c.scalar}`))).toEqual(
            sorted((applied.reach === 'all' ? [] : applied.reach).flatMap((s) => reasoner.contradictions(s).map((c) => `${c.subject.id}:${c.propertyId}:${c.scalar}`))),
          );
          changed += applied.added!.length + applied.removed!.length;
        }
      }),
      { numRuns: 40, seed: 2211 },
    );
    expect(changed).toBeGreaterThan(1000);
  });

  it('of a reload reaches everything, with no diff', () => {
    const records = randomCatalogue(7, { spaces: 5, properties: 8, theorems: 10, linkChance: 0.3 });
    const reasoner = Reasoner.build(reasonerCatalogue(records));
    const outcome = reasoner.apply({ kind: 'reload', catalogue: reasonerCatalogue(records) });
    expect(outcome).toEqual({ reach: 'all', contradictions: expect.any(Array), added: null, removed: null });
  });
});
