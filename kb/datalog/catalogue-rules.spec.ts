/**
 * The rules given as `%`: stored and derived facts, and the theorems that
 * derived them, answered with constant and variable arguments alike
 * (DataScript puts constants into the rule's body).
 */
import * as d from 'datascript';
import { KnowledgeBase } from '../knowledge-base';
import { answerQuery } from './query-answer';
import { prepareQuery, ruleHeads } from './query-text';

const kb = KnowledgeBase.build({
  spaces: [
    { id: 1, symbol: 'A', field: 'REAL_OR_COMPLEX' },
    { id: 2, symbol: 'B', field: 'REAL_OR_COMPLEX' },
  ],
  properties: [
    { id: 5, name: 'Reflexive', field: 'REAL_OR_COMPLEX' },
    { id: 6, name: 'Radon–Nikodym property', field: 'REAL_OR_COMPLEX' },
  ],
  links: [
    { spaceId: 1, propertyId: 5, field: 'REAL_AND_NOT_COMPLEX' },
    { spaceId: 2, propertyId: 5, field: 'NOT_REAL' },
  ],
  theorems: [{ id: 9, name: 'Reflexive spaces have the RNP', conditions: [{ propertyId: 5, field: 'REAL' }], conclusions: [{ propertyId: 6, field: 'REAL' }] }],
});

function rows(q: string): unknown[][] {
  const snapshot = kb.datalog.snapshot();
  const prepared = prepareQuery(q, { attributes: new Set(snapshot.attributes), rules: ruleHeads(snapshot.ruleHeads) });
  if ('error' in prepared) throw new Error(prepared.error);
  const answered = answerQuery(d.from_serializable(JSON.parse(snapshot.db)), snapshot.rules, prepared.query, 100);
  if ('error' in answered) throw new Error(answered.error);
  return answered.answer.rows;
}

describe('holds', () => {
  it('gives each stored fact and each derived one', () => {
    expect(rows('[:find ?space ?property ?scalar ?value :where (holds ?space ?property ?scalar ?value)]')).toEqual([
      [1, 5, 'COMPLEX', false],
      [1, 5, 'REAL', true],
      // Derived: 1 is reflexive over the reals, so it has the RNP; 2 is not, so the contrapositive says nothing.
      [1, 6, 'REAL', true],
      [2, 5, 'REAL', false],
    ].sort((a, b) => (a[0] as number) - (b[0] as number) || (a[1] as number) - (b[1] as number) || String(a[2]).localeCompare(String(b[2]))));
  });

  it('takes constants and bound variables in any position', () => {
    expect(rows('[:find ?space :where (holds ?space 5 "REAL" false)]')).toEqual([[2]]);
    expect(rows('[:find ?value :where [?p :property/name "Reflexive"] [?p :property/id ?id] (holds 1 ?id "COMPLEX" ?value)]')).toEqual([[false]]);
    expect(rows('[:find ?scalar :where (holds 1 5 ?scalar true)]')).toEqual([['REAL']]);
  });
});

describe('derived-by', () => {
  it('names the theorem that derived each derived fact, and nothing for a stored one', () => {
    expect(rows('[:find ?space ?property ?scalar ?theorem :where (derived-by ?space ?property ?scalar ?theorem)]')).toEqual([[1, 6, 'REAL', 9]]);
    expect(rows('[:find ?space :where (derived-by ?space 5 ?scalar ?theorem)]')).toEqual([]);
    expect(rows('[:find ?property :where (derived-by 1 ?property "REAL" 9)]')).toEqual([[6]]);
  });

  it("keeps a derived fact's supports as references: the stored facts its proof rests on", () => {
    expect(rows('[:find ?p ?scalar ?value :where [?f :fact/theorem 9] [?f :fact/support ?g] [?g :fact/property ?p] [?g :fact/scalar ?scalar] [?g :fact/value ?value]]')).toEqual([[5, 'REAL', true]]);
  });
});
