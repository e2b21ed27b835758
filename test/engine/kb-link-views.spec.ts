/**
 * A link page's computations and proofs, a space's and a property's computed
 * entries, compare and the formula search come from DataScript's fact
 * entities (kb/fact-views.ts, kb/property-facts.ts): on π-Base and on the
 * starter catalogue, every (space, property) page, every space's and
 * property's list, compare and formulas over every property answer byte for
 * byte what the reasoner answered before, after a build and after writes
 * that change derivations (the spaces they reach are read again when read).
 */
import { readFileSync } from 'node:fs';
import { backupRecords } from '../../kb/backup-records';
import { KnowledgeBase } from '../../kb/knowledge-base';
import type { CatalogueRecords } from '../../kb/records';
import { starterCataloguePath } from '../../backend/src/catalogue/project-root';
import { pibaseRecords } from '../bench/pibase-data';
import { reasonerFormula, reasonerLinkView, reasonerPropertySpaces, reasonerSpaceProperties } from './reasoner-link-view';
import { SEARCH_FIELDS } from '../../kb/contract/discovery';

/**
 * The pages that differ from the reasoner's, as "space property", "space
 * list" or "compare ids" (none expected); how many link pages had a computation and a proof,
 * and how many spaces list a linked row that is computed too.
 */
function compare(kb: KnowledgeBase, records: CatalogueRecords, spaceIds = records.spaces.map((s) => s.id)): { differing: string[]; computed: number; proofs: number; storedComputed: number } {
  const differing: string[] = [];
  let computed = 0;
  let proofs = 0;
  let storedComputed = 0;
  for (const spaceId of spaceIds) {
    const rows = JSON.stringify(kb.spaceProperties(spaceId));
    if (rows !== JSON.stringify(reasonerSpaceProperties(kb, spaceId))) differing.push(`${spaceId} list`);
    if (rows.includes('"linked":true,"computed":true')) storedComputed++;
    for (const { id: propertyId } of records.properties) {
      const view = JSON.stringify(kb.link(spaceId, propertyId));
      if (view !== JSON.stringify(reasonerLinkView(kb, spaceId, propertyId))) differing.push(`${spaceId} ${propertyId}`);
      if (view.includes('"theoremId":')) computed++;
      if (view.includes('"supports":[{')) proofs++;
    }
  }
  // Compare puts spaces' lists side by side: three at a time, as the page asks.
  for (let i = 0; i + 3 <= spaceIds.length; i += 3) {
    const ids = spaceIds.slice(i, i + 3);
    const ours = JSON.stringify(kb.discovery.compare(ids, (id) => kb.spaceProperties(id)));
    if (ours !== JSON.stringify(kb.discovery.compare(ids, (id) => reasonerSpaceProperties(kb, id)))) differing.push(`compare ${ids.join(',')}`);
  }
  return { differing, computed, proofs, storedComputed };
}

/**
 * The property lists and formula searches that differ from the reasoner's
 * ("property id", "formula text field"); how many linked rows are computed
 * too, and how many formulas had a space satisfying, failing by a
 * refutation, and undecided.
 */
function compareProperties(kb: KnowledgeBase, records: CatalogueRecords): { differing: string[]; storedComputed: number; satisfied: number; refuted: number; undecided: number } {
  const differing: string[] = [];
  let storedComputed = 0;
  for (const { id } of records.properties) {
    const rows = JSON.stringify(kb.propertySpaces(id));
    if (rows !== JSON.stringify(reasonerPropertySpaces(kb, id))) differing.push(`property ${id}`);
    if (rows.includes('"linked":true,"computed":true')) storedComputed++;
  }
  // Formulas over every property: asserted with the next denied, and the one after undecided, in each field.
  const counts = { satisfied: 0, refuted: 0, undecided: 0 };
  const names = records.properties.map((p) => p.name);
  names.forEach((name, i) => {
    const text = [name, `~${names[(i + 1) % names.length]}`, ...(i % 3 === 0 ? [`?${names[(i + 2) % names.length]}`] : [])].join(' + ');
    const field = SEARCH_FIELDS[i % SEARCH_FIELDS.length];
    const answer = kb.discovery.formula(text, field);
    if (!('view' in answer)) return;
    const ours = JSON.stringify(answer.view);
    if (ours !== JSON.stringify(reasonerFormula(kb, answer.view.terms, field))) differing.push(`formula ${text} ${field}`);
    if (answer.view.satisfy.length > 0) counts.satisfied++;
    if (answer.view.fail.some((f) => f.refutation !== null)) counts.refuted++;
    if (answer.view.undecided.length > 0) counts.undecided++;
  });
  return { differing, storedComputed, ...counts };
}

describe('link pages read DataScript', () => {
  it('answer as the reasoner did on π-Base, after a build and after writes', () => {
    const records = pibaseRecords();
    const kb = KnowledgeBase.build(records);
    const built = compare(kb, records);
    expect(built.differing).toEqual([]);
    expect(built.computed).toBeGreaterThan(40000);
    expect(built.proofs).toBeGreaterThan(40000);
    expect(built.storedComputed).toBeGreaterThan(10);
    const lists = compareProperties(kb, records);
    expect(lists.differing).toEqual([]);
    expect(lists.storedComputed).toBeGreaterThan(10);
    expect(Math.min(lists.satisfied, lists.refuted, lists.undecided)).toBeGreaterThan(5);
    // A copy of a theorem computes what it computes (every space reached), a link deleted changes one space.
    const theorem = records.theorems.find((t) => t.conditions.length === 2)!;
    const copy = { ...theorem, id: Math.max(...records.theorems.map((t) => t.id)) + 1, name: 'copy' };
    kb.apply({ kind: 'theorem', theorem: copy });
    const link = records.links[0];
    kb.apply({ kind: 'linkDeleted', spaceId: link.spaceId, propertyId: link.propertyId });
    const after = compare(kb, records, records.spaces.slice(0, 40).map((s) => s.id).concat(link.spaceId));
    expect(after.differing).toEqual([]);
    expect(compareProperties(kb, records).differing).toEqual([]);
    const conclusion = theorem.conclusions[0].propertyId;
    expect(records.spaces.filter((s) => JSON.stringify(kb.link(s.id, conclusion).computations).includes(`"theoremId":${copy.id}`)).length).toBeGreaterThan(0);
  });

  it('answer as the reasoner did on the starter catalogue (relations carry facts across spaces)', () => {
    const records = backupRecords(JSON.parse(readFileSync(starterCataloguePath(), 'utf8')));
    expect(records.relations!.length).toBeGreaterThan(50);
    const kb = KnowledgeBase.build(records);
    // Here the views read the knowledge base's database with every fact (as after a query); on π-Base each space's facts alone.
    kb.holdFacts();
    const built = compare(kb, records);
    expect(built.differing).toEqual([]);
    expect(built.computed).toBeGreaterThan(1000);
    const lists = compareProperties(kb, records);
    expect(lists.differing).toEqual([]);
    expect(lists.satisfied).toBeGreaterThan(0);
    const link = records.links[0];
    kb.apply({ kind: 'linkDeleted', spaceId: link.spaceId, propertyId: link.propertyId });
    expect(compare(kb, records, [link.spaceId]).differing).toEqual([]);
    expect(compareProperties(kb, records).differing).toEqual([]);
  });
});
