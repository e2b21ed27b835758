/**
 * Derivations across spaces as DataScript holds them (kb/datalog/relation-entities.ts,
 * cross-derivations.ts), followed by reference, against the reasoner: every fact
 * given along a relation names the relation, the other space's fact and the theorem
 * the root of its proof names; every relation its proof's rule, stored record and
 * supports. On the starter catalogue and on π-Base with the benchmark's generated
 * relations, after the build and after writes (a relation deleted and added again,
 * a theorem along relations deleted and added again); a datom dropped shows.
 */
import { readFileSync } from 'node:fs';
import * as d from 'datascript';
import { backupRecords } from '../../kb/backup-records';
import { KnowledgeBase } from '../../kb/knowledge-base';
import type { RecordStore } from '../../kb/record-store';
import type { CatalogueRecords } from '../../kb/records';
import { relationKey } from '../../kb/datalog/relation-entities';
import { starterCataloguePath } from '../../backend/src/catalogue/project-root';
import { pibaseRecords } from '../bench/pibase-data';
import { pibaseRelationLoad, withRelations } from '../bench/relation-load';

const storeOf = (kb: KnowledgeBase) => (kb as unknown as { store: RecordStore }).store;

/** An entity's attributes (a many-valued one as a list). */
function attributes(db: d.Db, e: number): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const datom of d.datoms(db, ':eavt', e)) {
    if (datom.a === ':relation/support') out[datom.a] = [...((out[datom.a] as unknown[]) ?? []), datom.v];
    else out[datom.a] = datom.v;
  }
  return out;
}

/** A relation entity as its key (kind, Y, X, scalar, value). */
const relationKeyOf = (r: Record<string, unknown>) => relationKey({ kind: r[':relation/kind'] as string, spaceId: r[':relation/space'] as number, ofSpaceId: r[':relation/of'] as number, scalar: r[':relation/scalar'] as string, value: r[':relation/value'] as boolean });

/** Where DataScript and the reasoner disagree on a derivation across spaces (after the query preparation brought DataScript up to date); how many were compared. */
function differences(kb: KnowledgeBase): { differing: string[]; carried: number; relations: number } {
  kb.datalog.prepare();
  const db = storeOf(kb).db;
  const differing: string[] = [];
  const carried = kb.reasoning.relations.carried();
  for (const c of carried) {
    const ofProperty = new Set(d.datoms(db, ':avet', ':fact/property', c.propertyId).map((datom) => datom.e));
    const e = d.datoms(db, ':avet', ':fact/space', c.spaceId).map((datom) => datom.e).find((f) => ofProperty.has(f) && attributes(db, f)[':fact/scalar'] === c.scalar)!;
    const fact = attributes(db, e);
    const from = fact[':fact/carried-from'] === undefined ? null : attributes(db, fact[':fact/carried-from'] as number);
    const relation = attributes(db, fact[':fact/relation'] as number);
    const held = [from ? 'carried' : 'means', from ? (fact[':fact/theorem'] ?? null) : null, from?.[':fact/space'] ?? null, from?.[':fact/property'] ?? null, from?.[':fact/value'] ?? null, relationKeyOf(relation), relation[':relation/rule'], relation[':relation/record'] ?? null];
    const proof = kb.reasoning.proof({ subject: { kind: 'space', id: c.spaceId }, propertyId: c.propertyId, scalar: c.scalar, value: c.value })!;
    const source = proof.rule === 'carried' ? proof.supports[0] : null;
    const expected = [proof.rule, proof.rule === 'carried' ? proof.theoremId : null, source?.subject.id ?? null, source?.propertyId ?? null, source?.value ?? null, relationKey(proof.relation!), proof.relation!.rule, proof.relation!.relationId];
    if (JSON.stringify(held) !== JSON.stringify(expected)) differing.push(`fact ${c.spaceId} ${c.propertyId} ${c.scalar}: ${JSON.stringify(held)} ≠ ${JSON.stringify(expected)}`);
  }
  const relations = kb.reasoning.relations.derivations();
  for (const r of relations) {
    const e = d.datoms(db, ':avet', ':relation/space', r.spaceId).map((datom) => datom.e).find((x) => relationKeyOf(attributes(db, x)) === relationKey(r));
    const held = e === undefined ? null : attributes(db, e);
    const supports = ((held?.[':relation/support'] as number[]) ?? []).map((s) => relationKeyOf(attributes(db, s))).sort();
    const heldSaid = held && [held[':relation/rule'], held[':relation/record'] ?? null, held[':relation/stored'], supports];
    const proof = kb.relationProof(r, r.scalar)!;
    const expected = [proof.rule, proof.relationId, proof.relationId !== null, [...new Set(proof.supports.map(relationKey))].sort()];
    if (proof.value === r.value && JSON.stringify(heldSaid) !== JSON.stringify(expected)) differing.push(`relation ${relationKey(r)}: ${JSON.stringify(heldSaid)} ≠ ${JSON.stringify(expected)}`);
  }
  return { differing, carried: carried.length, relations: relations.length };
}

/** The writes: the first stored relation deleted and added again, the first theorem along relations deleted and added again. */
function writes(records: CatalogueRecords): Parameters<KnowledgeBase['apply']>[0][] {
  const relation = records.relations![0];
  const along = records.theorems.find((t) => t.along)!;
  return [
    { kind: 'relationDeleted', relationId: relation.id },
    { kind: 'relation', relation },
    { kind: 'theoremDeleted', theoremId: along.id },
    { kind: 'theorem', theorem: along },
  ];
}

function check(records: CatalogueRecords): void {
  const kb = KnowledgeBase.build(records);
  const built = differences(kb);
  expect(built.differing).toEqual([]);
  expect(built.carried).toBeGreaterThan(0);
  for (const change of writes(records)) {
    kb.apply(change);
    expect([change.kind, differences(kb).differing]).toEqual([change.kind, []]);
  }
}

describe('derivations across spaces read DataScript as the reasoner gives them', () => {
  it('on the starter catalogue, after the build and after writes', () => {
    check(backupRecords(JSON.parse(readFileSync(starterCataloguePath(), 'utf8'))));
  });

  it('on π-Base with generated relations, after the build and after writes', () => {
    const base = pibaseRecords();
    check(withRelations(base, pibaseRelationLoad(base)));
  });

  it('sees a datom dropped or changed', () => {
    const kb = KnowledgeBase.build(backupRecords(JSON.parse(readFileSync(starterCataloguePath(), 'utf8'))));
    kb.datalog.prepare();
    const db = storeOf(kb).db;
    const [from] = d.datoms(db, ':aevt', ':fact/carried-from');
    storeOf(kb).write([[':db/retract', from.e, ':fact/carried-from', from.v]]);
    expect(differences(kb).differing.length).toBe(1);
    const [support] = d.datoms(storeOf(kb).db, ':aevt', ':relation/support');
    storeOf(kb).write([[':db/retract', support.e, ':relation/support', support.v]]);
    expect(differences(kb).differing.length).toBe(2);
  });
});
