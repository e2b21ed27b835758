/**
 * The proofs a link page shows in a space related to others, read from the
 * cross steps DataScript holds (kb/cross-proof-steps.ts), against the
 * reasoner's proofs: every page of every related space of the starter
 * catalogue (and of some of π-Base's with the benchmark's generated
 * relations), byte for byte, after the build and after writes (a relation
 * deleted and added again, a theorem along relations deleted and added
 * again, a link deleted), with a query worker's copy fed the same
 * transactions equal to the database; what a query sees after a write (the
 * pages held, at most HELD_PAGES, read just before it) equal to the
 * reasoner's; a step's datom changed or dropped shows.
 */
import { readFileSync } from 'node:fs';
import * as d from 'datascript';
import { backupRecords } from '../../kb/backup-records';
import { KnowledgeBase } from '../../kb/knowledge-base';
import type { FactViews } from '../../kb/fact-views';
import type { RecordStore } from '../../kb/record-store';
import type { CatalogueRecords } from '../../kb/records';
import { proofs } from '../../kb/link-view';
import { HELD_PAGES, readCrossProofs } from '../../kb/cross-proof-steps';
import { SCALARS } from '../../rules';
import { starterCataloguePath } from '../../backend/src/catalogue/project-root';
import { pibaseRecords } from '../bench/pibase-data';
import { pibaseRelationLoad, withRelations } from '../bench/relation-load';

const storeOf = (kb: KnowledgeBase) => (kb as unknown as { store: RecordStore }).store;
const viewsOf = (kb: KnowledgeBase) => (kb as unknown as { factViews: FactViews }).factViews;
const starter = () => backupRecords(JSON.parse(readFileSync(starterCataloguePath(), 'utf8')));

/** The spaces related to others. */
const relatedSpaces = (kb: KnowledgeBase, records: CatalogueRecords) => records.spaces.map((s) => s.id).filter((id) => kb.reasoning.has({ kind: 'space', id }) && kb.reasoning.relations.group(id).length > 1);

/** The reasoner's proofs of a page: one per computed component, REAL first, holds before lacks. */
function reasonerProofs(kb: KnowledgeBase, spaceId: number, propertyId: number): string {
  const components = SCALARS.flatMap((scalar) => [true, false].map((value) => ({ fact: { subject: { kind: 'space' as const, id: spaceId }, propertyId, scalar, value }, derivations: { computed: true, theoremIds: [] } })));
  return JSON.stringify(proofs(kb.reasoning, components));
}

/** The pages (of `spaces`, every property) whose proofs differ from the reasoner's; how many pages have proofs. */
function differences(kb: KnowledgeBase, records: CatalogueRecords, spaces: number[]): { differing: string[]; pages: number } {
  const differing: string[] = [];
  let pages = 0;
  for (const spaceId of spaces) {
    for (const { id: propertyId } of records.properties) {
      const held = JSON.stringify(kb.link(spaceId, propertyId).proof);
      if (held !== '[]') pages++;
      if (held !== reasonerProofs(kb, spaceId, propertyId)) differing.push(`${spaceId} ${propertyId}`);
    }
  }
  return { differing, pages };
}

/** The pages whose steps the database holds, as a query sees them (every step of each), that differ from the reasoner's; how many are held. */
function heldDifferences(kb: KnowledgeBase): { differing: string[]; held: number } {
  const db = storeOf(kb).db;
  const pages = new Set(d.datoms(db, ':aevt', ':cross-step/page').map((root) => `${d.datoms(db, ':eavt', root.e, ':cross-step/for')[0].v} ${root.v}`));
  const differing = [...pages].filter((page) => {
    const [spaceId, propertyId] = page.split(' ').map(Number);
    return JSON.stringify(readCrossProofs(db, spaceId, propertyId)) !== reasonerProofs(kb, spaceId, propertyId);
  });
  return { differing, held: pages.size };
}

/** The writes: a relation deleted and added again, a theorem along relations deleted and added again, a link of a related space deleted. */
function writes(records: CatalogueRecords, related: number[]): Parameters<KnowledgeBase['apply']>[0][] {
  const relation = records.relations![0];
  const along = records.theorems.find((t) => t.along)!;
  const link = records.links.find((l) => related.includes(l.spaceId))!;
  return [
    { kind: 'relationDeleted', relationId: relation.id },
    { kind: 'relation', relation },
    { kind: 'theoremDeleted', theoremId: along.id },
    { kind: 'theorem', theorem: along },
    { kind: 'linkDeleted', spaceId: link.spaceId, propertyId: link.propertyId },
  ];
}

function check(records: CatalogueRecords, spaces: (related: number[]) => number[]): void {
  const kb = KnowledgeBase.build(records);
  const serialized = (db: d.Db) => JSON.stringify(d.serializable(db));
  const snapshot = () => d.conn_from_db(d.from_serializable(JSON.parse(kb.datalog.snapshot().db)));
  let copy = snapshot();
  kb.datalog.subscribe({ transacted: (tx) => void d.transact(copy, tx), reloaded: () => void (copy = snapshot()) });
  const related = relatedSpaces(kb, records);
  const built = differences(kb, records, spaces(related));
  expect(built.differing).toEqual([]);
  expect(built.pages).toBeGreaterThan(0);
  expect(d.datoms(storeOf(kb).db, ':aevt', ':cross-step/page').length).toBeGreaterThan(0);
  // The pages the writes change, read last so that they are held when written.
  const relation = records.relations![0];
  const link = records.links.find((l) => related.includes(l.spaceId))!;
  const changedSpaces = [relation.spaceId, relation.ofSpaceId, link.spaceId];
  for (const change of writes(records, related)) {
    for (const spaceId of changedSpaces) for (const { id } of records.properties) kb.link(spaceId, id);
    kb.apply(change);
    // A query first (it compares the held pages again: it sees none stale), then the pages.
    kb.datalog.prepare();
    expect([change.kind, serialized(d.db(copy)) === kb.datalog.snapshot().db]).toEqual([change.kind, true]);
    const held = heldDifferences(kb);
    expect([change.kind, held.differing]).toEqual([change.kind, []]);
    expect(held.held).toBeGreaterThan(0);
    expect(held.held).toBeLessThanOrEqual(HELD_PAGES);
    expect([change.kind, differences(kb, records, spaces(relatedSpaces(kb, records))).differing]).toEqual([change.kind, []]);
  }
}

describe('a link page reads its proofs across spaces from DataScript as the reasoner gives them', () => {
  it('on the starter catalogue, every page of every related space, after the build and after writes', () => {
    check(starter(), (related) => related);
  });

  it('on π-Base with generated relations, the pages of some related spaces, after the build and after writes', () => {
    const base = pibaseRecords();
    check(withRelations(base, pibaseRelationLoad(base)), (related) => related.slice(0, 6));
  });

  it('keeps steps written before the facts were added, and sees a step datom changed or dropped', () => {
    const records = starter();
    const kb = KnowledgeBase.build(records);
    const [spaceId] = relatedSpaces(kb, records);
    const pages = records.properties.map((p) => p.id).filter((p) => kb.link(spaceId, p).proof.length > 0);
    const page = (p: number) => {
      viewsOf(kb).forget(spaceId);
      return JSON.stringify(kb.link(spaceId, p).proof);
    };
    // Steps written before DataScript held the facts stay when a query adds them.
    kb.datalog.prepare();
    const db = storeOf(kb).db;
    expect(d.datoms(db, ':aevt', ':fact/space').length).toBeGreaterThan(0);
    const forSpace = new Set(d.datoms(db, ':avet', ':cross-step/for', spaceId).map((datom) => datom.e));
    const root = d.datoms(db, ':aevt', ':cross-step/page').find((datom) => forSpace.has(datom.e))!;
    const propertyId = root.v as number;
    expect(pages).toContain(propertyId);
    const before = page(propertyId);
    expect(before).toBe(reasonerProofs(kb, spaceId, propertyId));
    // A root's value changed: the page says the other value.
    const value = d.datoms(db, ':eavt', root.e, ':cross-step/value')[0];
    storeOf(kb).write([[':db/add', root.e, ':cross-step/value', !value.v]]);
    expect(page(propertyId)).not.toBe(before);
    storeOf(kb).write([[':db/add', root.e, ':cross-step/value', value.v]]);
    expect(page(propertyId)).toBe(before);
    // A step's parent dropped: the page loses that support.
    const child = d.datoms(storeOf(kb).db, ':avet', ':cross-step/parent', root.e)[0];
    storeOf(kb).write([[':db/retract', child.e, ':cross-step/parent', root.e]]);
    expect(page(propertyId)).not.toBe(before);
  });
});
