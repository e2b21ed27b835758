/**
 * The proof a link page shows for a stored fact the theorems compute too (a
 * derivation not using it) is read from DataScript's proof steps
 * (kb/proof-steps.ts): on π-Base and on the starter catalogue, every such
 * page answers byte for byte what the reasoner answered, read from the
 * database holding every fact (the build's group, then after writes each
 * space's transaction of what changed) and from a space's facts alone; and
 * a step's datom changed in DataScript changes the page.
 */
import { readFileSync } from 'node:fs';
import * as d from 'datascript';
import { backupRecords } from '../../kb/backup-records';
import { KnowledgeBase } from '../../kb/knowledge-base';
import type { RecordStore } from '../../kb/record-store';
import type { CatalogueRecords } from '../../kb/records';
import { starterCataloguePath } from '../../backend/src/catalogue/project-root';
import { pibaseRecords } from '../bench/pibase-data';
import { reasonerLinkView } from './reasoner-link-view';

/** The (space, property) pairs with a stored component the theorems compute too, in spaces related to no other. */
function storedComputed(kb: KnowledgeBase, records: CatalogueRecords): [number, number][] {
  const pairs: [number, number][] = [];
  for (const { id } of records.spaces) {
    if (kb.reasoning.relations.group(id).length > 1) continue;
    for (const row of kb.spaceProperties(id)) if (row.linked && row.computed) pairs.push([id, row.propertyId]);
  }
  return pairs;
}

/** The pages that differ from the reasoner's, and how many were compared. */
function compare(kb: KnowledgeBase, pairs: [number, number][]): { differing: string[]; compared: number } {
  const differing: string[] = [];
  for (const [spaceId, propertyId] of pairs) {
    if (JSON.stringify(kb.link(spaceId, propertyId)) !== JSON.stringify(reasonerLinkView(kb, spaceId, propertyId))) differing.push(`${spaceId} ${propertyId}`);
  }
  return { differing, compared: pairs.length };
}

const storeOf = (kb: KnowledgeBase) => (kb as unknown as { store: RecordStore }).store;

/** How many proof steps DataScript holds, and how many of them are not a proof's root (a support whose derivation differs from its first). */
function steps(kb: KnowledgeBase): { all: number; inner: number } {
  const db = storeOf(kb).db;
  let inner = 0;
  const all = d.datoms(db, ':aevt', ':proof-step/fact');
  for (const datom of all) if (d.datoms(db, ':avet', ':proof-step/support', datom.e).length > 0) inner++;
  return { all: all.length, inner };
}

describe("stored facts' proofs read DataScript", () => {
  it('answer as the reasoner did on π-Base, after a build and after writes, and a changed step shows', () => {
    const records = pibaseRecords();
    const alone = KnowledgeBase.build(records);
    const pairs = storedComputed(alone, records);
    expect(pairs.length).toBeGreaterThan(50);
    // A space's facts alone (no query asked yet).
    expect(compare(alone, pairs).differing).toEqual([]);

    const kb = KnowledgeBase.build(records);
    kb.holdFacts();
    expect(compare(kb, pairs).differing).toEqual([]);
    const held = steps(kb);
    expect(held.all).toBeGreaterThanOrEqual(pairs.length);
    expect(held.inner).toBeGreaterThan(0);

    // A theorem deleted that proves stored facts, a copy of another (every space reached), a link deleted: each space's transaction.
    const [spaceId, propertyId] = pairs[0];
    const [used] = kb.link(spaceId, propertyId).computations.map((c) => c.theoremId);
    kb.apply({ kind: 'theoremDeleted', theoremId: used });
    const theorem = records.theorems.find((t) => t.conditions.length === 2 && t.id !== used)!;
    kb.apply({ kind: 'theorem', theorem: { ...theorem, id: Math.max(...records.theorems.map((t) => t.id)) + 1, name: 'copy' } });
    const link = records.links.find((l) => l.spaceId === pairs[1][0])!;
    kb.apply({ kind: 'linkDeleted', spaceId: link.spaceId, propertyId: link.propertyId });
    const after = storedComputed(kb, records);
    expect(after.length).toBeGreaterThan(50);
    expect(compare(kb, after).differing).toEqual([]);
    // Every step DataScript holds belongs to a proof a page shows: the old proofs' steps went with them.
    kb.holdFacts();
    const db = storeOf(kb).db;
    const roots = d.datoms(db, ':aevt', ':proof-step/fact').filter((datom) => d.datoms(db, ':avet', ':proof-step/support', datom.e).length === 0);
    const proved = new Set(roots.map((root) => `${d.datoms(db, ':eavt', root.v, ':fact/space')[0].v} ${d.datoms(db, ':eavt', root.v, ':fact/property')[0].v}`));
    expect([...proved].sort()).toEqual(after.map(([s, p]) => `${s} ${p}`).sort());

    // A root step's theorem changed in DataScript: the page says so, the reasoner does not.
    const [s, p] = after[0];
    const fact = d.q(`[:find ?f . :where [?f ":fact/space" ${s}] [?f ":fact/property" ${p}] [?step ":proof-step/fact" ?f]]`, db) as number;
    const step = d.datoms(db, ':avet', ':proof-step/fact', fact)[0].e;
    const theoremId = d.datoms(db, ':eavt', step, ':proof-step/theorem')[0].v as number;
    const fresh = KnowledgeBase.build(records);
    fresh.holdFacts();
    // The page's first read adds the space's proof steps to DataScript.
    const before = JSON.stringify(fresh.link(s, p).proof);
    const freshDb = storeOf(fresh).db;
    const freshFact = d.q(`[:find ?f . :where [?f ":fact/space" ${s}] [?f ":fact/property" ${p}] [?step ":proof-step/fact" ?f]]`, freshDb) as number;
    const freshStep = d.datoms(freshDb, ':avet', ':proof-step/fact', freshFact)[0].e;
    storeOf(fresh).write([[':db/retract', freshStep, ':proof-step/theorem', d.datoms(freshDb, ':eavt', freshStep, ':proof-step/theorem')[0].v], [':db/add', freshStep, ':proof-step/theorem', theoremId + 100000]]);
    (fresh as unknown as { factViews: { forget(id: number): void } }).factViews.forget(s);
    expect(JSON.stringify(fresh.link(s, p).proof)).not.toBe(before);
    expect(JSON.stringify(fresh.link(s, p).proof)).toContain(`"theoremId":${theoremId + 100000}`);
  });

  it('answer as the reasoner did on the starter catalogue', () => {
    const records = backupRecords(JSON.parse(readFileSync(starterCataloguePath(), 'utf8')));
    const kb = KnowledgeBase.build(records);
    kb.holdFacts();
    const pairs = storedComputed(kb, records);
    expect(pairs.length).toBeGreaterThan(0);
    expect(compare(kb, pairs).differing).toEqual([]);
    const alone = KnowledgeBase.build(records);
    expect(compare(alone, pairs).differing).toEqual([]);
  });
});
