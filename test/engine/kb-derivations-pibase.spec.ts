/**
 * The knowledge base's DataScript holds every derivation the reasoner knows,
 * on π-Base: each fact of each space is an entity, and its
 * :fact/computed-by are exactly the theorems `Reasoner.derivations` names
 * (what a link page lists as its computations), after a build and after
 * writes that change derivations without changing facts.
 */
import * as d from 'datascript';
import { KnowledgeBase } from '../../kb/knowledge-base';
import { space } from '../../kb/reasoner-input';
import { pibaseRecords } from '../bench/pibase-data';

/** "space property scalar value → theorems" for every fact entity DataScript holds, sorted. */
function heldDerivations(kb: KnowledgeBase): string[] {
  const db = d.from_serializable(JSON.parse(kb.datalog.snapshot().db));
  const rows = d.q('[:find ?f ?s ?p ?scalar ?v :where [?f ":fact/space" ?s] [?f ":fact/property" ?p] [?f ":fact/scalar" ?scalar] [?f ":fact/value" ?v]]', db) as [number, number, number, string, boolean][];
  const theorems = new Map<number, number[]>();
  for (const datom of d.datoms(db, ':aevt', ':fact/computed-by')) theorems.set(datom.e, [...(theorems.get(datom.e) ?? []), datom.v as number]);
  return rows.map(([f, s, p, scalar, v]) => `${s} ${p} ${scalar} ${v} → ${(theorems.get(f) ?? []).sort((a, b) => a - b).join(' ')}`).sort();
}

/** The same from the reasoner: every known fact and `Reasoner.derivations` of it. */
function reasonerDerivations(kb: KnowledgeBase): string[] {
  const reasoner = kb.reasoning;
  return reasoner
    .subjects('space')
    .flatMap((id) => reasoner.facts(space(id)).map((fact) => `${id} ${fact.propertyId} ${fact.scalar} ${fact.value} → ${reasoner.derivations(fact).theoremIds.join(' ')}`))
    .sort();
}

describe('the derivations in DataScript on π-Base', () => {
  const records = pibaseRecords();
  const kb = KnowledgeBase.build(records);

  it('are every theorem the reasoner says derives each fact', () => {
    const held = heldDerivations(kb);
    expect(held.length).toBeGreaterThan(50000);
    expect(held.filter((line) => / → \d+ \d+/.test(line)).length).toBeGreaterThan(1000);
    expect(held).toEqual(reasonerDerivations(kb));
  });

  it('stay so after writes that add and remove derivations', () => {
    kb.holdFacts();
    // A copy of a theorem derives what it derives: every fact it computes gains a theorem, then loses it.
    const theorem = records.theorems.find((t) => t.conditions.length === 1)!;
    const copy = { ...theorem, id: Math.max(...records.theorems.map((t) => t.id)) + 1, name: 'copy' };
    kb.apply({ kind: 'theorem', theorem: copy });
    const held = heldDerivations(kb);
    expect(held.some((line) => line.endsWith(` ${copy.id}`) || line.includes(` ${copy.id} `))).toBe(true);
    expect(held).toEqual(reasonerDerivations(kb));
    const link = records.links[0];
    kb.apply({ kind: 'linkDeleted', spaceId: link.spaceId, propertyId: link.propertyId });
    kb.apply({ kind: 'theoremDeleted', theoremId: copy.id });
    expect(heldDerivations(kb)).toEqual(reasonerDerivations(kb));
  });
});
