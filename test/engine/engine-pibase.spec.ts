/** On π-Base, the reasoner derives exactly what @pi-base/core's prover derives, fact by fact. */
import { Reasoner } from '../../rules';
import { reasonerCatalogue } from '../../kb/reasoner-input';
import { runProver } from '../bench/pibase-prover';
import { pibaseRecords } from '../bench/pibase-data';

describe('reasoner on π-Base', () => {
  const records = pibaseRecords();
  const reasoner = Reasoner.build(reasonerCatalogue(records));

  it('derives exactly the 50,216 facts of the π-Base prover, with no contradiction', () => {
    const ours = new Set<string>();
    for (const id of reasoner.subjects('space')) {
      const subject = { kind: 'space' as const, id };
      expect(reasoner.contradictions(subject)).toEqual([]);
      for (const f of reasoner.facts(subject)) if (!f.stored) ours.add(`${id}:${f.propertyId}:${f.scalar}:${f.value}`);
    }
    const prover = runProver(records);
    expect(prover.contradictorySpaces.size).toBe(0);
    const theirs = new Set(prover.derived.map((f) => `${f.spaceId}:${f.propertyId}:${f.scalar}:${f.value}`));
    expect(theirs.size).toBe(50216);
    expect([...ours].filter((f) => !theirs.has(f))).toEqual([]);
    expect([...theirs].filter((f) => !ours.has(f))).toEqual([]);
    expect(ours.size).toBe(50216);
  });
});
