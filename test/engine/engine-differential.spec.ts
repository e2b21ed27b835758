/**
 * Randomized differential tests: on generated catalogues mixing REAL, COMPLEX
 * and REAL_OR_COMPLEX spaces and properties and all eight link fields, the
 * engine derives exactly what @pi-base/core's prover derives (run once per
 * scalar), and finds a contradiction exactly where the prover does.
 */
import fc from 'fast-check';
import { Reasoner } from '../../rules';
import { reasonerCatalogue } from '../../kb/reasoner-input';
import { runProver } from '../bench/pibase-prover';
import { randomCatalogue } from './random-catalogue';
import { summarize } from './engine-facts';

describe('engine vs the π-Base prover on random catalogues', () => {
  it('derives the same facts and the same contradictions', () => {
    let contradictions = 0;
    let derived = 0;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 30 }), fc.integer({ min: 4, max: 40 }), (seed, theorems) => {
        const records = randomCatalogue(seed, { spaces: 12, properties: 10, theorems, linkChance: 0.3 });
        const engine = Reasoner.build(reasonerCatalogue(records));
        const ours = summarize(engine);
        const prover = runProver(records);
        expect([...ours.contradictory].sort()).toEqual([...prover.contradictorySpaces].sort());
        const theirs = new Set(
          prover.derived.filter((f) => !prover.contradictorySpaces.has(`${f.spaceId}:${f.scalar}`)).map((f) => `${f.spaceId}:${f.propertyId}:${f.scalar}:${f.value}`),
        );
        const mine = new Set([...ours.facts].filter(([, v]) => v.startsWith('derived')).map(([k]) => k));
        // Our contradictory spaces are left out whole; the prover's other scalar there is compared too.
        for (const f of theirs) if (!ours.contradictorySpaces.has(Number(f.split(':')[0]))) expect(mine).toContain(f);
        for (const f of mine) expect(theirs).toContain(f);
        contradictions += ours.contradictory.size;
        derived += mine.size;
      }),
      { numRuns: 300, seed: 20261120 },
    );
    // The generator must exercise both outcomes, or the comparison proves little.
    expect(contradictions).toBeGreaterThan(20);
    expect(derived).toBeGreaterThan(2000);
  });
});
