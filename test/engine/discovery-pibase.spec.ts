/**
 * The discovery primitives on π-Base, against independent oracles:
 * - what one property implies (ImplicationIndex) is exactly what
 *   @pi-base/core's prover deduces for a space known only by that property;
 * - how many facts settling an open question brings (settlingCounts) is
 *   exactly the growth of the space's closure with that fact stored too.
 */
import { deduceTraits } from '@pi-base/core';
import { Engine } from '../../rules/engine';
import { ImplicationIndex } from '../../rules/implications';
import { literal, literalProperty, literalValue, negate } from '../../rules/literal';
import { CONTRADICTS, SettlingScratch, settlingCounts } from '../../rules/settling';
import { ClosureScratch, closeSpace } from '../../rules/space-closure';
import { pibaseRecords } from '../bench/pibase-data';
import { proverImplications } from '../bench/pibase-prover';

describe('discovery primitives on π-Base', () => {
  const records = pibaseRecords();
  const engine = Engine.build(records);
  const literals = records.properties.flatMap((p) => [true, false].map((v) => literal(engine.index(p.id)!, 'REAL', v)));
  const index = ImplicationIndex.build(engine.rules, literals, new ClosureScratch());

  it('what one property implies (or its absence) is what the π-Base prover deduces from it alone', () => {
    const implications = proverImplications(records, 'REAL');
    let compared = 0;
    for (const lit of literals) {
      const propertyId = engine.propertyId(literalProperty(lit));
      const result = deduceTraits(implications, new Map([[propertyId, literalValue(lit)]]));
      const ours = index.consequences(lit)!;
      if (result.kind === 'contradiction') {
        expect(ours.consistent).toBe(false);
        continue;
      }
      expect(ours.consistent).toBe(true);
      const theirs = result.derivations.all().map((d) => `${d.property}:${d.value}`).sort();
      const mine = [...ours.derived()].map((l) => `${engine.propertyId(literalProperty(l))}:${literalValue(l)}`).sort();
      expect([lit, mine]).toEqual([lit, theirs]);
      compared += theirs.length;
    }
    expect(compared).toBeGreaterThan(1000);
  });

  it('the reverse index lists exactly the literals whose consequences contain a literal', () => {
    for (const target of literals) {
      const expected = literals.filter((l) => l !== target && index.consequences(l)!.consistent && index.consequences(l)!.value(target) === true);
      expect([...index.implyingOf(target)]).toEqual(expected.sort((a, b) => a - b));
    }
  });

  it('settling an open question brings exactly what closing the space with that fact stored brings', () => {
    const scratch = new ClosureScratch();
    const settling = new SettlingScratch();
    let questions = 0;
    for (const spaceId of [...engine.spaceIds()].filter((_, i) => i % 7 === 0)) {
      const { closure, stored } = engine.state(spaceId)!;
      const open = literals.filter((l) => closure.positionOf(l) === undefined && closure.positionOf(negate(l)) === undefined);
      const counts = settlingCounts(closure, engine.rules, open, settling);
      open.forEach((lit, i) => {
        const grown = closeSpace(Int32Array.from([...stored, lit]), engine.rules, scratch);
        if (grown.conflicts.length > 0) {
          expect(counts[i]).toBe(CONTRADICTS);
        } else expect(counts[i]).toBe(grown.order.length - closure.order.length - 1);
      });
      questions += open.length;
    }
    expect(questions).toBeGreaterThan(100);
  });
});
