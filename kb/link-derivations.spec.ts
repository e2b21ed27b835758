/**
 * A link page, a space's and a property's list and the formula search answer
 * from DataScript's fact entities: a derived datom dropped from DataScript (a
 * theorem computing a fact, a fact's support, a derived fact) changes the
 * answer, while the reasoner still knows the same.
 */
import * as d from 'datascript';
import { KnowledgeBase } from './knowledge-base';
import type { CatalogueRecords } from './records';
import type { RecordStore } from './record-store';

const RECORDS: CatalogueRecords = {
  properties: [
    { id: 1, name: 'Superreflexive', field: 'REAL_OR_COMPLEX' },
    { id: 2, name: 'Reflexive', field: 'REAL_OR_COMPLEX' },
    { id: 3, name: 'Weakly sequentially complete', field: 'REAL_OR_COMPLEX' },
  ],
  spaces: [{ id: 1, symbol: '$\\ell^2$', field: 'REAL' }],
  links: [{ spaceId: 1, propertyId: 1, field: 'REAL' }],
  theorems: [
    { id: 10, name: null, conditions: [{ propertyId: 1, field: 'REAL' }], conclusions: [{ propertyId: 2, field: 'REAL' }] },
    { id: 11, name: null, conditions: [{ propertyId: 2, field: 'REAL' }], conclusions: [{ propertyId: 3, field: 'REAL' }] },
  ],
};

/** A knowledge base whose DataScript holds its facts, and the entity of the fact (space 1, property, REAL, true). */
function held(propertyId: number, records: CatalogueRecords = RECORDS): { kb: KnowledgeBase; db: () => d.Db; write: (tx: unknown[][]) => void; fact: number } {
  const kb = KnowledgeBase.build(JSON.parse(JSON.stringify(records)) as CatalogueRecords);
  kb.holdFacts();
  // The test reaches into DataScript to damage it: nothing else writes there but the knowledge base.
  const store = (kb as unknown as { store: RecordStore }).store;
  const fact = d.q(`[:find ?f . :where [?f ":fact/space" 1] [?f ":fact/property" ${propertyId}] [?f ":fact/value" true]]`, store.db) as number;
  return { kb, db: () => store.db, write: (tx) => store.write(tx), fact };
}

describe('a link page reads DataScript', () => {
  it('shows the theorems DataScript says compute a fact, and the proof its supports make', () => {
    const { kb } = held(3);
    const view = kb.link(1, 3);
    expect(view.computations.map((c) => c.theoremId)).toEqual([11]);
    expect(JSON.stringify(view.proof)).toBe(
      JSON.stringify([{ spaceId: 1, propertyId: 3, scalar: 'REAL', value: true, rule: 'forward', theoremId: 11, supports: [{ spaceId: 1, propertyId: 2, scalar: 'REAL', value: true, rule: 'forward', theoremId: 10, supports: [{ spaceId: 1, propertyId: 1, scalar: 'REAL', value: true, rule: 'stored', theoremId: null, supports: [] }] }] }]),
    );
  });

  it('changes when a derived :fact/computed-by datom is dropped', () => {
    const { kb, write, fact } = held(3);
    write([[':db/retract', fact, ':fact/computed-by', 11]]);
    const view = kb.link(1, 3);
    expect(view.computations).toEqual([]);
    expect(view.computed).toBe(false);
    expect(kb.reasoning.derivations({ subject: { kind: 'space', id: 1 }, propertyId: 3, scalar: 'REAL', value: true }).theoremIds).toEqual([11]);
  });

  it('changes when a derived :fact/support datom is dropped', () => {
    const { kb, db, write, fact } = held(3);
    const support = d.datoms(db(), ':eavt', fact, ':fact/support')[0].v as number;
    write([[':db/retract', fact, ':fact/support', support]]);
    const [proof] = kb.link(1, 3).proof;
    expect(proof.theoremId).toBe(11);
    expect(proof.supports).toEqual([]);
  });

  it('lists a stored row as computed while DataScript holds a theorem computing it, and not once that datom is dropped', () => {
    const records = { ...RECORDS, links: [...RECORDS.links, { spaceId: 1, propertyId: 2, field: 'REAL' as const }] };
    const row = (kb: KnowledgeBase) => kb.spaceProperties(1).find((r) => r.propertyId === 2);
    expect(row(held(2, records).kb)).toEqual({ propertyId: 2, field: 'REAL', linked: true, computed: true });
    const { kb, write, fact } = held(2, records);
    write([[':db/retract', fact, ':fact/computed-by', 10]]);
    expect(row(kb)).toEqual({ propertyId: 2, field: 'REAL', linked: true, computed: false });
  });

  it("proves a stored fact the theorems compute through its proof steps, and changes when a step's datom is dropped", () => {
    // Reflexive stored too: Superreflexive ⇒ Reflexive computes it; its proof does not use it.
    const records = { ...RECORDS, links: [...RECORDS.links, { spaceId: 1, propertyId: 2, field: 'REAL' as const }] };
    const stored = { spaceId: 1, propertyId: 1, scalar: 'REAL', value: true, rule: 'stored', theoremId: null, supports: [] };
    expect(JSON.stringify(held(2, records).kb.link(1, 2).proof)).toBe(JSON.stringify([{ spaceId: 1, propertyId: 2, scalar: 'REAL', value: true, rule: 'forward', theoremId: 10, supports: [stored] }]));
    // The steps are added when a link page first needs them; the page is read again once forgotten.
    const step = (h: ReturnType<typeof held>) => {
      h.kb.link(1, 2);
      (h.kb as unknown as { factViews: { forget(id: number): void } }).factViews.forget(1);
      return d.datoms(h.db(), ':avet', ':proof-step/fact', h.fact)[0].e;
    };
    const other = held(2, records);
    other.write([[':db/retract', step(other), ':proof-step/theorem', 10], [':db/add', step(other), ':proof-step/theorem', 11]]);
    expect(other.kb.link(1, 2).proof[0].theoremId).toBe(11);
    const dropped = held(2, records);
    const root = step(dropped);
    dropped.write([[':db/retract', root, ':proof-step/support', d.datoms(dropped.db(), ':eavt', root, ':proof-step/support')[0].v]]);
    expect(dropped.kb.link(1, 2).proof[0].supports).toEqual([]);
    expect(dropped.kb.reasoning.proof({ subject: { kind: 'space', id: 1 }, propertyId: 2, scalar: 'REAL', value: true })!.supports).toHaveLength(1);
  });

  it('changes when a write reaches the space, and only when read', () => {
    const { kb } = held(3);
    expect(kb.link(1, 3).computations.map((c) => c.theoremId)).toEqual([11]);
    kb.apply({ kind: 'theorem', theorem: { id: 12, name: null, conditions: [{ propertyId: 1, field: 'REAL' }], conclusions: [{ propertyId: 3, field: 'REAL' }] } });
    expect(kb.link(1, 3).computations.map((c) => c.theoremId)).toEqual([11, 12]);
  });
});

describe("a property's list and the formula search read DataScript", () => {
  const withLink2 = { ...RECORDS, links: [...RECORDS.links, { spaceId: 1, propertyId: 2, field: 'REAL' as const }] };

  it('lists a stored row as computed while DataScript holds a theorem computing it, and not once that datom is dropped', () => {
    expect(held(2, withLink2).kb.propertySpaces(2)).toEqual([{ spaceId: 1, field: 'REAL', linked: true, computed: true }]);
    const { kb, write, fact } = held(2, withLink2);
    write([[':db/retract', fact, ':fact/computed-by', 10]]);
    expect(kb.propertySpaces(2)).toEqual([{ spaceId: 1, field: 'REAL', linked: true, computed: false }]);
  });

  it('finds a space satisfying a formula through a derived fact, and not once that fact is dropped', () => {
    const formula = (kb: KnowledgeBase) => {
      const answer = kb.discovery.formula('Superreflexive + Reflexive', 'real');
      if (!('view' in answer)) throw new Error(JSON.stringify(answer.errors));
      return answer.view;
    };
    expect(formula(held(2).kb).satisfy.map((s) => s.facts)).toEqual([
      [
        { propertyId: 1, scalar: 'REAL', value: true, linked: true, computed: false },
        { propertyId: 2, scalar: 'REAL', value: true, linked: false, computed: true },
      ],
    ]);
    const { kb, write, fact } = held(2);
    write([[':db.fn/retractEntity', fact]]);
    const view = formula(kb);
    expect(view.satisfy).toEqual([]);
    expect(view.undecided.map((u) => [u.space.id, u.unknown])).toEqual([[1, [{ propertyId: 2, scalar: 'REAL' }]]]);
    expect(kb.reasoning.fact({ kind: 'space', id: 1 }, 2, 'REAL')?.value).toBe(true);
  });

  it("reads again a kept property's facts in the spaces a write reached", () => {
    const kb = KnowledgeBase.build({ ...RECORDS, links: [...RECORDS.links, { spaceId: 1, propertyId: 3, field: 'REAL' }], theorems: [] });
    expect(kb.propertySpaces(3)).toEqual([{ spaceId: 1, field: 'REAL', linked: true, computed: false }]);
    kb.apply({ kind: 'theorem', theorem: { id: 12, name: null, conditions: [{ propertyId: 1, field: 'REAL' }], conclusions: [{ propertyId: 3, field: 'REAL' }] } });
    expect(kb.propertySpaces(3)).toEqual([{ spaceId: 1, field: 'REAL', linked: true, computed: true }]);
  });
});
