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
 * reasoner's (on the starter catalogue after every kind of write); a write
 * compares again only the held pages of the spaces it reached, and those
 * include a page it changed through a relation (a link and a relation of
 * other spaces); a step's datom changed or dropped shows.
 */
import { readFileSync } from 'node:fs';
import * as d from 'datascript';
import { backupRecords } from '../../kb/backup-records';
import { KnowledgeBase } from '../../kb/knowledge-base';
import type { FactViews } from '../../kb/fact-views';
import type { RecordStore } from '../../kb/record-store';
import type { CatalogueRecords } from '../../kb/records';
import { proofs } from '../../kb/link-view';
import { HELD_PAGES, readCrossProofs, type CrossProofSteps } from '../../kb/cross-proof-steps';
import type { ProofNode, RelationProofNode } from '../../kb/contract/links';
import { SCALARS } from '../../rules';
import { starterCataloguePath } from '../../backend/src/catalogue/project-root';
import { pibaseRecords } from '../bench/pibase-data';
import { pibaseRelationLoad, withRelations } from '../bench/relation-load';

const storeOf = (kb: KnowledgeBase) => (kb as unknown as { store: RecordStore }).store;
const viewsOf = (kb: KnowledgeBase) => (kb as unknown as { factViews: FactViews }).factViews;
const stepsOf = (kb: KnowledgeBase) => (kb as unknown as { crossSteps: CrossProofSteps }).crossSteps;
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

/**
 * The writes: a relation deleted and added again, a theorem along relations
 * deleted and added again, a link of a related space deleted. `every`: then
 * each other kind too, each undone after (a theorem, a space's field, a
 * property's field, a property declared to mean a relation with the link
 * written back meanwhile), and a related space deleted.
 */
function writes(records: CatalogueRecords, related: number[], every: boolean): Parameters<KnowledgeBase['apply']>[0][] {
  const relation = records.relations![0];
  const along = records.theorems.find((t) => t.along)!;
  const link = records.links.find((l) => related.includes(l.spaceId))!;
  const some: Parameters<KnowledgeBase['apply']>[0][] = [
    { kind: 'relationDeleted', relationId: relation.id },
    { kind: 'relation', relation },
    { kind: 'theoremDeleted', theoremId: along.id },
    { kind: 'theorem', theorem: along },
    { kind: 'linkDeleted', spaceId: link.spaceId, propertyId: link.propertyId },
  ];
  if (!every) return some;
  const theorem = records.theorems.find((t) => !t.along)!;
  const space = records.spaces.find((s) => related.includes(s.id) && s.field === 'REAL_OR_COMPLEX')!;
  const property = records.properties.find((p) => p.field === 'REAL_OR_COMPLEX' && !p.means)!;
  const copy = records.properties.find((p) => p.name === 'Contains a copy of $c_0$')!;
  const c0 = records.spaces.find((s) => s.symbol === '$c_0$')!;
  return [
    ...some,
    { kind: 'theoremDeleted', theoremId: theorem.id },
    { kind: 'theorem', theorem },
    { kind: 'space', space: { ...space, field: 'REAL' } },
    { kind: 'space', space },
    { kind: 'property', property: { ...property, field: 'REAL' } },
    { kind: 'property', property },
    { kind: 'property', property: { ...copy, means: { relation: 'subspace', spaceId: c0.id } } },
    { kind: 'link', link },
    { kind: 'property', property: copy },
    { kind: 'spaceDeleted', spaceId: related[related.length - 1] },
  ];
}

/** A proof's fact and relation nodes, depth first. */
function nodesOf(root: ProofNode | RelationProofNode): (ProofNode | RelationProofNode)[] {
  const out: (ProofNode | RelationProofNode)[] = [];
  const visit = (node: ProofNode | RelationProofNode) => {
    out.push(node);
    node.supports.forEach(visit);
    if ('relation' in node && node.relation) visit(node.relation);
    if ('fact' in node && node.fact) visit(node.fact);
  };
  visit(root);
  return out;
}

/**
 * A write, the held page it changes through a relation (in a space it does
 * not write) and a held page of another group: after it, only pages of the
 * spaces it reached are to be compared again, the changed one among them,
 * and a query sees every held page as the reasoner now proves it.
 */
function writeReaches(kb: KnowledgeBase, change: Parameters<KnowledgeBase['apply']>[0], changed: [number, number], other: [number, number]): void {
  // Read through the steps (the space's views forgotten), so the page is held and current.
  const page = ([spaceId, propertyId]: [number, number]) => {
    viewsOf(kb).forget(spaceId);
    return JSON.stringify(kb.link(spaceId, propertyId).proof);
  };
  const before = { changed: page(changed), other: page(other) };
  kb.apply(change);
  const stale = stepsOf(kb).stalePages().map(({ spaceId, propertyId }) => `${spaceId} ${propertyId}`);
  expect(stale).toContain(changed.join(' '));
  expect(stale).not.toContain(other.join(' '));
  expect(stale.length).toBeLessThan(stepsOf(kb).size);
  kb.datalog.prepare();
  expect(stepsOf(kb).stalePages()).toEqual([]);
  expect(heldDifferences(kb).differing).toEqual([]);
  const db = storeOf(kb).db;
  expect(JSON.stringify(readCrossProofs(db, ...changed))).not.toBe(before.changed);
  expect(JSON.stringify(readCrossProofs(db, ...other))).toBe(before.other);
}

function check(records: CatalogueRecords, spaces: (related: number[]) => number[], every = false): void {
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
  const all = writes(records, related, every);
  for (const [i, change] of all.entries()) {
    // The other kinds: the space written read last too; every page compared after the first five writes, what a query sees after each.
    const own = change.kind === 'space' ? [change.space.id] : change.kind === 'spaceDeleted' ? [change.spaceId] : [];
    for (const spaceId of [...changedSpaces, ...own]) {
      viewsOf(kb).forget(spaceId);
      for (const { id } of records.properties) kb.link(spaceId, id);
    }
    kb.apply(change);
    // A query first (it compares the held pages again: it sees none stale), then the pages.
    kb.datalog.prepare();
    expect([change.kind, serialized(d.db(copy)) === kb.datalog.snapshot().db]).toEqual([change.kind, true]);
    const held = heldDifferences(kb);
    expect([change.kind, held.differing]).toEqual([change.kind, []]);
    expect(held.held).toBeGreaterThan(0);
    expect(held.held).toBeLessThanOrEqual(HELD_PAGES);
    if (i < 5) expect([change.kind, differences(kb, records, spaces(relatedSpaces(kb, records))).differing]).toEqual([change.kind, []]);
  }
}

describe('a link page reads its proofs across spaces from DataScript as the reasoner gives them', () => {
  it('on the starter catalogue, every page of every related space, after the build and after every kind of write', () => {
    check(starter(), (related) => related, true);
  });

  it('on π-Base with generated relations, the pages of some related spaces, after the build and after writes', () => {
    const base = pibaseRecords();
    check(withRelations(base, pibaseRelationLoad(base)), (related) => related.slice(0, 6));
  });

  it('a write compares again only the held pages of the spaces it reached (π-Base with generated relations: several groups), a page it changed through a relation among them', () => {
    const base = pibaseRecords();
    const records = withRelations(base, pibaseRelationLoad(base));
    const kb = KnowledgeBase.build(records);
    kb.datalog.prepare();
    const related = relatedSpaces(kb, records);
    const group = (id: number) => kb.reasoning.relations.group(id);
    const page = (spaceId: number, propertyId: number): [number, number] => [spaceId, propertyId];
    const nodes = (at: [number, number]) => kb.link(...at).proof.flatMap(nodesOf);
    const links = new Set(records.links.map((l) => `${l.spaceId} ${l.propertyId}`));
    // Pages of carried facts: one proved through another space's link (carried from it), one through a stored relation between two other spaces.
    const carried = kb.reasoning.relations.carried().filter((c) => c.from !== null);
    const first = <T>(find: (c: (typeof carried)[number]) => T | undefined): { page: [number, number]; n: T } | undefined => {
      for (const c of carried) {
        const n = find(c);
        if (n !== undefined) return { page: page(c.spaceId, c.propertyId), n };
      }
      return undefined;
    };
    const viaLink = first((c) => (links.has(`${c.from!.spaceId} ${c.from!.propertyId}`) ? nodes(page(c.spaceId, c.propertyId)).find((n): n is ProofNode => 'propertyId' in n && n.rule === 'stored' && n.spaceId !== c.spaceId && links.has(`${n.spaceId} ${n.propertyId}`)) : undefined));
    const storedPair = new Set(records.relations!.map((r) => `${r.spaceId} ${r.ofSpaceId}`));
    const viaRelation = first((c) => (storedPair.has(`${c.relation.spaceId} ${c.relation.ofSpaceId}`) ? undefined : nodes(page(c.spaceId, c.propertyId)).find((n): n is RelationProofNode => 'kind' in n && n.relationId !== null && n.spaceId !== c.spaceId && n.ofSpaceId !== c.spaceId)));
    expect(viaLink).toBeDefined();
    expect(viaRelation).toBeDefined();
    // A page of a space in a group the write does not reach.
    const elsewhere = (spaces: number[]): [number, number] => {
      const spaceId = related.find((id) => !spaces.some((s) => group(s).includes(id)))!;
      return page(spaceId, records.properties.find((p) => kb.link(spaceId, p.id).proof.length > 0)!.id);
    };
    const relation = records.relations!.find((r) => r.id === viaRelation!.n.relationId)!;
    const otherOfRelation = elsewhere([relation.spaceId, relation.ofSpaceId]);
    const otherOfLink = elsewhere([viaLink!.n.spaceId]);
    writeReaches(kb, { kind: 'relationDeleted', relationId: relation.id }, viaRelation!.page, otherOfRelation);
    writeReaches(kb, { kind: 'relation', relation }, viaRelation!.page, otherOfRelation);
    writeReaches(kb, { kind: 'linkDeleted', spaceId: viaLink!.n.spaceId, propertyId: viaLink!.n.propertyId }, viaLink!.page, otherOfLink);
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
