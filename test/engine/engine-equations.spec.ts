/**
 * The differential and incremental-equals-rebuild tests for the reasoner's
 * second kind of subject, the differential equations (issue 26): on random
 * equation catalogues (every fact over REAL, theorems of 1–5 atoms a side) the
 * reasoner derives exactly what @pi-base/core's prover derives; and after
 * random sequences of equation writes, some checked first, a reasoner holding
 * spaces and equations together equals one rebuilt from scratch, for both
 * kinds (an equation write leaves the spaces as they were).
 */
import fc from 'fast-check';
import { Reasoner } from '../../rules';
import { runProver } from '../bench/pibase-prover';
import { Random } from '../bench/random';
import { summarize } from './engine-facts';
import { randomCatalogue, recordChange } from './random-catalogue';
import { bothKinds, equationChange, randomEquationChange, randomEquations } from './random-equations';

describe('equations: the reasoner vs the π-Base prover on random catalogues', () => {
  it('derives the same facts and the same contradictions', () => {
    let contradictions = 0;
    let derived = 0;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 30 }), fc.integer({ min: 4, max: 40 }), (seed, theorems) => {
        const records = randomEquations(seed, { equations: 12, properties: 10, theorems, linkChance: 0.3 });
        const ours = summarize(Reasoner.build({ equation: bothKinds(records, records).equation }), 'equation');
        const prover = runProver(records);
        expect([...ours.contradictory].sort()).toEqual([...prover.contradictorySpaces].sort());
        const theirs = new Set(
          prover.derived.filter((f) => !prover.contradictorySpaces.has(`${f.spaceId}:${f.scalar}`)).map((f) => `${f.spaceId}:${f.propertyId}:${f.scalar}:${f.value}`),
        );
        const mine = new Set([...ours.facts].filter(([, v]) => v.startsWith('derived')).map(([k]) => k));
        expect([...mine].sort()).toEqual([...theirs].sort());
        contradictions += ours.contradictory.size;
        derived += mine.size;
      }),
      { numRuns: 200, seed: 20261127 },
    );
    // The generator must exercise both outcomes, or the comparison proves little.
    expect(contradictions).toBeGreaterThan(20);
    expect(derived).toBeGreaterThan(1000);
  });
});

describe('equations: incremental = rebuild', () => {
  it('after random sequences of equation writes, the reasoner equals a rebuild, and the spaces are untouched', () => {
    let compared = 0;
    let theoremWrites = 0;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 30 }), (seed) => {
        const spaces = randomCatalogue(seed, { spaces: 6, properties: 8, theorems: 12, linkChance: 0.25 });
        const equations = randomEquations(seed ^ 0x1e9, { equations: 8, properties: 12, theorems: 24, linkChance: 0.25 });
        const reasoner = Reasoner.build(bothKinds(spaces, equations));
        const spacesBefore = summarize(reasoner);
        const random = new Random(seed ^ 0x5eed);
        const ids = { next: 1000 };
        for (let step = 0; step < 25; step++) {
          const change = randomEquationChange(random, equations, ids);
          if (!change) continue;
          // The server checks each write first; apply reuses a check of the same change and must ignore a check of another.
          const before = random.next();
          if (before < 0.4) reasoner.check(equationChange(change));
          else if (before < 0.6) {
            const other = randomEquationChange(random, equations, ids);
            if (other) reasoner.check(equationChange(other));
          }
          reasoner.apply(equationChange(change));
          recordChange(equations, change);
          if (change.kind === 'theorem' || change.kind === 'theoremDeleted') theoremWrites++;
          const full = Reasoner.build(bothKinds(spaces, equations));
          const rebuilt = summarize(full, 'equation');
          const incremental = summarize(reasoner, 'equation');
          expect(incremental.contradictory).toEqual(rebuilt.contradictory);
          expect(incremental.facts).toEqual(rebuilt.facts);
          expect(summarize(reasoner)).toEqual(spacesBefore);
          compared += rebuilt.facts.size;
        }
      }),
      { numRuns: 60, seed: 1127 },
    );
    expect(compared).toBeGreaterThan(10000);
    expect(theoremWrites).toBeGreaterThan(200);
  });
});
