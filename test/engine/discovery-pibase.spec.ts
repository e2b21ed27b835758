/**
 * The reasoner's questions on π-Base, against independent oracles:
 * - what one property implies (Reasoner.implications) is exactly what
 *   @pi-base/core's prover deduces for a space known only by that property,
 *   and what implies it is exactly the properties whose consequences hold it;
 * - how many facts settling an open question brings (Reasoner.undecided) is
 *   exactly the growth of the space's closure with that fact stored too.
 */
import { deduceTraits } from '@pi-base/core';
import { Reasoner } from '../../rules';
import { literal } from '../../rules/literal';
import { ClosureScratch, closeFacts } from '../../rules/closure';
import { reasonerCatalogue } from '../../kb/reasoner-input';
import { pibaseRecords } from '../bench/pibase-data';
import { proverImplications } from '../bench/pibase-prover';
import { spaceEngine } from './engine-facts';

describe('the reasoner\'s questions on π-Base', () => {
  const records = pibaseRecords();
  const reasoner = Reasoner.build(reasonerCatalogue(records));
  const premises = records.properties.flatMap((p) => [true, false].map((value) => ({ propertyId: p.id, value })));
  const key = (f: { propertyId: number; value: boolean }) => `${f.propertyId}:${f.value}`;
  const answers = new Map(premises.map((p) => [key(p), reasoner.implications('space', p.propertyId, 'REAL', p.value)!]));

  it('what one property implies (or its absence) is what the π-Base prover deduces from it alone', () => {
    const implications = proverImplications(records, 'REAL');
    let compared = 0;
    for (const premise of premises) {
      const result = deduceTraits(implications, new Map([[premise.propertyId, premise.value]]));
      const ours = answers.get(key(premise))!;
      if (result.kind === 'contradiction') {
        expect(ours.impossible).not.toBeNull();
        continue;
      }
      expect(ours.impossible).toBeNull();
      const theirs = result.derivations.all().map((d) => `${d.property}:${d.value}`).sort();
      expect([key(premise), ours.implies.map(key).sort()]).toEqual([key(premise), theirs]);
      compared += theirs.length;
    }
    expect(compared).toBeGreaterThan(1000);
  });

  it('what implies a property is exactly the properties whose consequences hold it', () => {
    for (const target of premises) {
      const expected = premises.filter((p) => key(p) !== key(target) && answers.get(key(p))!.impossible === null && answers.get(key(p))!.implies.some((i) => key(i) === key(target)));
      expect(answers.get(key(target))!.impliedBy.map(key).sort()).toEqual(expected.map(key).sort());
    }
  });

  it('settling an open question brings exactly what closing the space with that fact stored brings', () => {
    const engine = spaceEngine(records);
    const scratch = new ClosureScratch();
    let questions = 0;
    for (const spaceId of [...engine.subjectIds()].filter((_, i) => i % 7 === 0)) {
      const { closure, stored } = engine.state(spaceId)!;
      for (const question of reasoner.undecided({ kind: 'space', id: spaceId })) {
        for (const value of [true, false]) {
          const grown = closeFacts(Int32Array.from([...stored, literal(engine.index(question.propertyId)!, question.scalar, value)]), engine.rules, scratch);
          const count = value ? question.ifHolds : question.ifFails;
          if (grown.conflicts.length > 0) expect(count).toBeNull();
          else expect(count).toBe(grown.order.length - closure.order.length - 1);
        }
        questions++;
      }
    }
    expect(questions).toBeGreaterThan(100);
  });
});
