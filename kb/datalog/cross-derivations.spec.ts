/**
 * Derivations across spaces as queries see them: a carried fact names the
 * relation it came along and the other space's fact it came from; a
 * derived relation its rule and the relations it follows from, a stored one
 * its record; a relation given by a property's meaning X's fact. Kept up to
 * date by difference through relation and theorem writes, and fed to a
 * copy that stays equal to the database.
 */
import * as d from 'datascript';
import { KnowledgeBase } from '../knowledge-base';
import type { CatalogueChange, CatalogueRecords } from '../records';
import { answerQuery } from './query-answer';
import { prepareQuery, ruleHeads } from './query-text';

// c₀ (1) lacks the RNP (6); it is a subspace of ℓ^∞ (2), so ℓ^∞ lacks it too (theorem 11: the RNP passes to subspaces).
// X (3) contains a copy of c₀ (property 8, meaning c₀ is a subspace of X), so X lacks the RNP as well.
const records = (): CatalogueRecords => ({
  spaces: [
    { id: 1, symbol: 'c0', field: 'REAL' },
    { id: 2, symbol: 'linf', field: 'REAL' },
    { id: 3, symbol: 'X', field: 'REAL' },
    { id: 4, symbol: 'Y', field: 'REAL' },
  ],
  properties: [
    { id: 6, name: 'RNP', field: 'REAL' },
    { id: 7, name: 'Separable', field: 'REAL' },
    { id: 8, name: 'Contains c0', field: 'REAL', means: { relation: 'subspace', spaceId: 1 } },
  ],
  links: [
    { spaceId: 1, propertyId: 6, field: 'NOT_REAL' },
    { spaceId: 1, propertyId: 7, field: 'REAL' },
    { spaceId: 3, propertyId: 8, field: 'REAL' },
  ],
  theorems: [{ id: 11, name: 'RNP passes to subspaces', conditions: [{ propertyId: 6, field: 'REAL' }], conclusions: [{ propertyId: 6, field: 'REAL' }], along: { relation: 'subspace', direction: 'toRelated' } }],
  relations: [{ id: 1, kind: 'complemented', spaceId: 1, ofSpaceId: 2, field: 'REAL' }],
});

let kb: KnowledgeBase;

/** A query as /api/query answers it (attribute keywords checked and rewritten, rows sorted), on `db`. */
function q(db: d.Db, query: string): unknown[][] {
  const snapshot = kb.datalog.snapshot();
  const prepared = prepareQuery(query, { attributes: new Set(snapshot.attributes), rules: ruleHeads(snapshot.ruleHeads) });
  if ('error' in prepared) throw new Error(prepared.error);
  const answered = answerQuery(db, snapshot.rules, prepared.query, 1000);
  if ('error' in answered) throw new Error(answered.error);
  return answered.answer.rows;
}

/** Which facts of a space were carried from which space's fact, along which relation (Y, kind, X) and by which theorem (0: isomorphism invariance). */
const CARRIED = (space: number) => `[:find ?from ?property ?value ?y ?kind ?x ?theorem
  :where [?f :fact/space ${space}] [?f :fact/carried-from ?g] [?g :fact/space ?from] [?g :fact/property ?property] [?g :fact/value ?value]
         [?f :fact/relation ?r] [?r :relation/space ?y] [?r :relation/kind ?kind] [?r :relation/of ?x]
         [(get-else $ ?f :fact/theorem 0) ?theorem]]`;

function carried(db: d.Db, spaceId: number): unknown[][] {
  return q(db, CARRIED(spaceId));
}

describe('derivations across spaces in DataScript', () => {
  it('names the relation and the other space\'s fact a carried fact came from, and how each relation is known', () => {
    kb = KnowledgeBase.build(records());
    kb.datalog.prepare();
    const db = d.from_serializable(JSON.parse(kb.datalog.snapshot().db));
    // ℓ^∞ lacks the RNP: c₀ lacks it, c₀ is a subspace of ℓ^∞ (derived: it is complemented), theorem 11.
    expect(carried(db, 2)).toContainEqual([1, 6, false, 1, 'subspace', 2, 11]);
    // Separability is carried along the isomorphism c₀ ≅ c₀ only: not to ℓ^∞ (no theorem carries it to a superspace).
    expect(carried(db, 2).some((row) => row[1] === 7)).toBe(false);
    // The subspace relation is derived from the stored complemented one, which is a leaf naming its record.
    expect(q(db, '[:find ?rule ?skind ?srule ?record :where [?r :relation/space 1] [?r :relation/of 2] [?r :relation/kind "subspace"] [?r :relation/rule ?rule] [?r :relation/support ?s] [?s :relation/kind ?skind] [?s :relation/rule ?srule] [?s :relation/record ?record]]')).toEqual([['complemented', 'complemented', 'stored', 1]]);
    expect(q(db, '[:find ?r :where [?r :relation/rule "stored"] [(missing? $ ?r :relation/record)]]')).toEqual([]);
    // c₀ ⊂ X is given by X's fact "contains c₀"; X lacks the RNP through it.
    expect(q(db, '[:find ?space ?property ?value :where [?r :relation/space 1] [?r :relation/of 3] [?r :relation/kind "subspace"] [?r :relation/rule "means"] [?r :relation/fact ?f] [?f :fact/space ?space] [?f :fact/property ?property] [?f :fact/value ?value]]')).toEqual([[3, 8, true]]);
    expect(carried(db, 3)).toContainEqual([1, 6, false, 1, 'subspace', 3, 11]);
  });

  it('keeps them up to date through relation and theorem writes, in a copy fed the same transactions too', () => {
    kb = KnowledgeBase.build(records());
    kb.datalog.prepare();
    let copy = d.conn_from_db(d.from_serializable(JSON.parse(kb.datalog.snapshot().db)));
    kb.datalog.subscribe({
      transacted: (tx) => void d.transact(copy, tx),
      reloaded: () => void (copy = d.conn_from_db(d.from_serializable(JSON.parse(kb.datalog.snapshot().db)))),
    });
    const step = (change: CatalogueChange): d.Db => {
      kb.apply(change);
      kb.datalog.prepare();
      expect([change, JSON.stringify(d.serializable(d.db(copy)))]).toEqual([change, kb.datalog.snapshot().db]);
      return d.db(copy);
    };
    const along = records().theorems[0];
    // The theorem along the relation goes: nothing is carried to ℓ^∞ but what isomorphism invariance carries (none here).
    expect(carried(step({ kind: 'theoremDeleted', theoremId: 11 }), 2)).toEqual([]);
    // It comes back: ℓ^∞ lacks the RNP again, carried from c₀.
    expect(carried(step({ kind: 'theorem', theorem: along }), 2)).toEqual([[1, 6, false, 1, 'subspace', 2, 11]]);
    // The relation goes, then Y ≅ c₀ is stored: Y gets c₀'s facts by isomorphism invariance (no theorem), and not ℓ^∞.
    expect(carried(step({ kind: 'relationDeleted', relationId: 1 }), 2)).toEqual([]);
    const db = step({ kind: 'relation', relation: { id: 2, kind: 'isomorphic', spaceId: 4, ofSpaceId: 1, field: 'REAL' } });
    expect(carried(db, 4)).toEqual([
      [1, 6, false, 4, 'isomorphic', 1, 0],
      [1, 7, true, 4, 'isomorphic', 1, 0],
    ]);
    // A derived relation's supports follow a write: c₀ ≅ Y by symmetry from the stored Y ≅ c₀.
    expect(q(db, '[:find ?rule ?record :where [?r :relation/space 1] [?r :relation/of 4] [?r :relation/kind "isomorphic"] [?r :relation/support ?s] [?s :relation/record ?record] [?r :relation/rule ?rule]]')).toEqual([['symmetry', 2]]);
    // A link that drops X's fact of "contains c₀" drops the relation it gave, and what it carried.
    const after = step({ kind: 'linkDeleted', spaceId: 3, propertyId: 8 });
    expect(q(after, '[:find ?r :where [?r :relation/rule "means"]]')).toEqual([]);
    expect(carried(after, 3)).toEqual([]);
  });
});
