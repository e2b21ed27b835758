/** On π-Base, the engine derives exactly what @pi-base/core's prover derives, fact by fact. */
import { Engine } from '../../rules/engine';
import { literalProperty, literalScalar, literalValue } from '../../rules/literal';
import { runProver } from '../bench/pibase-prover';
import { pibaseRecords } from '../bench/pibase-data';

describe('engine on π-Base', () => {
  const records = pibaseRecords();
  const engine = Engine.build(records);

  it('derives exactly the 50,216 facts of the π-Base prover, with no contradiction', () => {
    const ours = new Set<string>();
    for (const spaceId of engine.spaceIds()) {
      const { closure, contradictions } = engine.state(spaceId)!;
      expect(contradictions).toEqual([]);
      for (let i = closure.storedCount; i < closure.order.length; i++) {
        const lit = closure.order[i];
        ours.add(`${spaceId}:${engine.propertyId(literalProperty(lit))}:${literalScalar(lit)}:${literalValue(lit)}`);
      }
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
