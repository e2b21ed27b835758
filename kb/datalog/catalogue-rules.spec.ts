/** The rules given as `%` answer with constant and variable arguments alike (DataScript puts constants into the rule's body). */
import * as d from 'datascript';
import { KnowledgeBase } from '../knowledge-base';
import { answerQuery } from './query-answer';
import { prepareQuery } from './query-text';

const kb = KnowledgeBase.build({
  spaces: [
    { id: 1, symbol: 'A', field: 'REAL_OR_COMPLEX' },
    { id: 2, symbol: 'B', field: 'REAL_OR_COMPLEX' },
  ],
  properties: [{ id: 5, name: 'Reflexive', field: 'REAL_OR_COMPLEX' }],
  links: [
    { spaceId: 1, propertyId: 5, field: 'REAL_AND_NOT_COMPLEX' },
    { spaceId: 2, propertyId: 5, field: 'NOT_REAL' },
  ],
  theorems: [],
});

function rows(q: string): unknown[][] {
  const snapshot = kb.datalog.snapshot();
  const prepared = prepareQuery(q, { attributes: new Set(snapshot.attributes), rules: new Set(snapshot.ruleNames) });
  if ('error' in prepared) throw new Error(prepared.error);
  const answered = answerQuery(d.from_serializable(snapshot.db), snapshot.rules, prepared.query, 100);
  if ('error' in answered) throw new Error(answered.error);
  return answered.answer.rows;
}

describe('holds', () => {
  it('gives each component of each stored link', () => {
    expect(rows('[:find ?space ?property ?scalar ?value :where (holds ?space ?property ?scalar ?value)]')).toEqual([
      [1, 5, 'COMPLEX', false],
      [1, 5, 'REAL', true],
      [2, 5, 'REAL', false],
    ]);
  });

  it('takes constants and bound variables in any position', () => {
    expect(rows('[:find ?space :where (holds ?space 5 "REAL" false)]')).toEqual([[2]]);
    expect(rows('[:find ?value :where [?p :property/name "Reflexive"] [?p :property/id ?id] (holds 1 ?id "COMPLEX" ?value)]')).toEqual([[false]]);
    expect(rows('[:find ?scalar :where (holds 1 5 ?scalar true)]')).toEqual([['REAL']]);
  });
});
