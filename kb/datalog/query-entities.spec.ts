/**
 * What readers' queries see beyond one space's own facts: relations between
 * spaces (stored and derived), facts carried along them with the theorem
 * that carried them, every theorem deriving a fact, and the kinds the
 * backend hands over (equations, marks) — each kept by difference, so that a
 * copy fed the transactions stays equal to the database.
 */
import * as d from 'datascript';
import { KnowledgeBase } from '../knowledge-base';
import type { CatalogueRecords } from '../records';
import { answerQuery } from './query-answer';
import { prepareQuery, ruleHeads } from './query-text';
import { backendRows } from './query-entities';

// c₀ (1) lacks the RNP; it is a subspace of ℓ^∞ (2); the RNP passes to subspaces (11). Space 3 has A and B, each giving C (20, 21).
const records = (): CatalogueRecords => ({
  spaces: [
    { id: 1, symbol: 'c0', field: 'REAL' },
    { id: 2, symbol: 'linf', field: 'REAL' },
    { id: 3, symbol: 'X', field: 'REAL' },
  ],
  properties: [
    { id: 5, name: 'A', field: 'REAL' },
    { id: 6, name: 'RNP', field: 'REAL' },
    { id: 7, name: 'B', field: 'REAL' },
  ],
  links: [
    { spaceId: 1, propertyId: 6, field: 'NOT_REAL' },
    { spaceId: 3, propertyId: 5, field: 'REAL' },
    { spaceId: 3, propertyId: 7, field: 'REAL' },
  ],
  theorems: [
    { id: 11, name: 'RNP passes to subspaces', conditions: [{ propertyId: 6, field: 'REAL' }], conclusions: [{ propertyId: 6, field: 'REAL' }], along: { relation: 'subspace', direction: 'toRelated' } },
    { id: 20, name: 'A gives RNP', conditions: [{ propertyId: 5, field: 'REAL' }], conclusions: [{ propertyId: 6, field: 'REAL' }] },
    { id: 21, name: 'B gives RNP', conditions: [{ propertyId: 7, field: 'REAL' }], conclusions: [{ propertyId: 6, field: 'REAL' }] },
  ],
  relations: [{ id: 1, kind: 'subspace', spaceId: 1, ofSpaceId: 2, field: 'REAL' }],
});

function rows(kb: KnowledgeBase, q: string, db?: d.Db): unknown[][] {
  const snapshot = kb.datalog.snapshot();
  const prepared = prepareQuery(q, { attributes: new Set(snapshot.attributes), rules: ruleHeads(snapshot.ruleHeads) });
  if ('error' in prepared) throw new Error(prepared.error);
  const answered = answerQuery(db ?? d.from_serializable(JSON.parse(snapshot.db)), snapshot.rules, prepared.query, 100);
  if ('error' in answered) throw new Error(answered.error);
  return answered.answer.rows;
}

describe('relations in queries', () => {
  const kb = KnowledgeBase.build(records());

  it('answers the stored relation and those derived from it', () => {
    const related = rows(kb, '[:find ?kind ?value ?stored :where (related 1 ?kind 2 "REAL" ?value) [?r :relation/space 1] [?r :relation/kind ?kind] [?r :relation/stored ?stored]]');
    expect(related).toContainEqual(['subspace', true, true]);
    const known = kb.relationsOf(1).filter((r) => r.spaceId === 1 && r.ofSpaceId === 2);
    expect(rows(kb, '[:find ?kind ?value :where (related 1 ?kind 2 ?scalar ?value)]')).toEqual(known.map((r) => [r.kind, r.value]).sort());
  });

  it('sees a fact carried along a relation in holds and derived-by, with the theorem that carried it', () => {
    expect(rows(kb, '[:find ?scalar ?value :where (holds 2 6 ?scalar ?value)]')).toEqual([['REAL', false]]);
    expect(rows(kb, '[:find ?theorem :where (derived-by 2 6 "REAL" ?theorem)]')).toEqual([[11]]);
    expect(rows(kb, '[:find ?theorem . :where [?f :fact/space 2] [?f :fact/property 6] [?f :fact/theorem ?theorem]]')).toEqual([[11]]);
  });

  it('answers every theorem deriving a fact, as the reasoner lists them', () => {
    const theorems = kb.reasoning.derivations({ subject: { kind: 'space', id: 3 }, propertyId: 6, scalar: 'REAL', value: true }).theoremIds;
    expect(theorems.sort()).toEqual([20, 21]);
    expect(rows(kb, '[:find ?theorem :where (derived-by 3 6 "REAL" ?theorem)]')).toEqual([[20], [21]]);
  });
});

describe('held kinds kept by difference', () => {
  it('keeps a copy fed the transactions equal to the database through relation writes and held rows', () => {
    const kb = KnowledgeBase.build(records());
    let copy = d.conn_from_db(d.from_serializable(JSON.parse(kb.datalog.snapshot().db)));
    kb.datalog.subscribe({
      transacted: (tx) => void d.transact(copy, tx),
      reloaded: () => void (copy = d.conn_from_db(d.from_serializable(JSON.parse(kb.datalog.snapshot().db)))),
    });
    const same = () => expect(JSON.stringify(d.serializable(d.db(copy)))).toBe(kb.datalog.snapshot().db);
    const marks = [{ spaceId: 2, propertyId: 5, scalar: 'REAL', status: 'OPEN' }];
    const equations = { equations: [{ id: 1, name: 'Heat' }], properties: [{ id: 4, name: 'Linear' }], theorems: [], facts: [{ equationId: 1, propertyId: 4, value: true, linked: true, theoremId: null, computedBy: [] }] };
    const hold = () => {
      for (const [kind, list] of Object.entries(backendRows(equations, marks))) kb.datalog.hold(kind as never, list);
      kb.datalog.prepare();
    };
    hold();
    same();
    expect(rows(kb, '[:find ?space ?property ?scalar ?status :where (marked ?space ?property ?scalar ?status)]', d.db(copy))).toEqual([[2, 5, 'REAL', 'OPEN']]);
    expect(rows(kb, '[:find ?name ?value :where (equation-holds ?e ?p ?value) [?x :equation/id ?e] [?x :equation/name ?name]]', d.db(copy))).toEqual([['Heat', true]]);

    // The relation goes: what it carried goes with it, in the copy too.
    kb.apply({ kind: 'relationDeleted', relationId: 1 });
    marks[0].status = 'INDEPENDENT';
    hold();
    same();
    expect(rows(kb, '[:find ?kind :where (related 1 ?kind 2 ?scalar ?value)]', d.db(copy))).toEqual([]);
    expect(rows(kb, '[:find ?value :where (holds 2 6 "REAL" ?value)]', d.db(copy))).toEqual([]);
    expect(rows(kb, '[:find ?status :where (marked 2 5 "REAL" ?status)]', d.db(copy))).toEqual([['INDEPENDENT']]);

    // It comes back as a complemented subspace: complemented implies subspace, and the fact is carried again.
    kb.apply({ kind: 'relation', relation: { id: 2, kind: 'complemented', spaceId: 1, ofSpaceId: 2, field: 'REAL' } });
    hold();
    same();
    expect(rows(kb, '[:find ?kind :where (related 1 ?kind 2 "REAL" true)]', d.db(copy))).toEqual(expect.arrayContaining([['complemented'], ['subspace']]));
    expect(rows(kb, '[:find ?theorem :where (derived-by 2 6 "REAL" ?theorem)]', d.db(copy))).toEqual([[11]]);

    // A reload starts the copy again; the held kinds come back with the next preparation.
    kb.apply({ kind: 'reload', records: records() });
    hold();
    same();
    expect(rows(kb, '[:find ?status :where (marked 2 5 "REAL" ?status)]', d.db(copy))).toEqual([['INDEPENDENT']]);
  });
});
