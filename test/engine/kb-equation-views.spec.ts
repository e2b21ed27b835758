/**
 * The equations' formula search reads what each equation knows of a term
 * from DataScript's equation fact entities (kb/equation-facts.ts): on the
 * starter catalogue's equations, and on π-Base's spaces read as equations
 * (their REAL facts: 223 subjects, 926 theorems), formulas over every
 * property answer byte for byte what the reasoner's facts answered; and a
 * datom dropped from DataScript changes the answer.
 */
import { readFileSync } from 'node:fs';
import * as d from 'datascript';
import { Reasoner, fieldPair, type LinkField } from '../../rules';
import { backupRecords } from '../../kb/backup-records';
import { KnowledgeBase } from '../../kb/knowledge-base';
import { searchEquations } from '../../kb/discovery-subjects';
import { equationFactRows } from '../../kb/equation-facts';
import { equationFactRow } from '../../kb/datalog/query-entities';
import type { FormulaTerm } from '../../kb/contract/discovery';
import type { CatalogueRecords } from '../../kb/records';
import { starterCataloguePath } from '../../backend/src/catalogue/project-root';
import { pibaseRecords } from '../bench/pibase-data';

interface EquationCatalogue {
  reasoner: Reasoner;
  equations: { id: number; name: string }[];
  properties: { id: number; name: string }[];
}

const has = (v: boolean) => (v ? 'REAL' : 'NOT_REAL') as 'REAL' | 'NOT_REAL';

function starterEquations(backup: Record<string, { id: number; name: string }[]>): EquationCatalogue {
  const b = backup as unknown as {
    differentialEquations: { id: number; name: string }[];
    differentialEquationProperties: { id: number; name: string }[];
    differentialEquationLinks: { differentialEquationId: number; differentialEquationPropertyId: number; hasProperty: boolean }[];
    differentialEquationTheorems: { id: number; conditions: { propertyId: number; hasProperty: boolean }[]; conclusions: { propertyId: number; hasProperty: boolean }[] }[];
  };
  const atoms = (list: { propertyId: number; hasProperty: boolean }[]) => list.map((a) => ({ propertyId: a.propertyId, field: has(a.hasProperty) }));
  const reasoner = Reasoner.build({
    equation: {
      subjects: b.differentialEquations.map((e) => ({ id: e.id, field: 'REAL' as const })),
      properties: b.differentialEquationProperties.map((p) => ({ id: p.id, field: 'REAL' as const })),
      links: b.differentialEquationLinks.map((l) => ({ subjectId: l.differentialEquationId, propertyId: l.differentialEquationPropertyId, field: has(l.hasProperty) })),
      theorems: b.differentialEquationTheorems.map((t) => ({ id: t.id, conditions: atoms(t.conditions), conclusions: atoms(t.conclusions) })),
    },
  });
  return { reasoner, equations: b.differentialEquations.map((e) => ({ id: e.id, name: e.name })), properties: b.differentialEquationProperties.map((p) => ({ id: p.id, name: p.name })) };
}

/** π-Base's spaces as equations: each link's and each theorem atom's REAL component (theorems with an atom over COMPLEX only are left out). */
function pibaseEquations(records: CatalogueRecords): EquationCatalogue {
  const real = (field: LinkField) => fieldPair(field).REAL;
  const atoms = (list: { propertyId: number; field: LinkField }[]) => list.map((a) => ({ propertyId: a.propertyId, field: has(real(a.field)!) }));
  const theorems = records.theorems.filter((t) => [...t.conditions, ...t.conclusions].every((a) => real(a.field) !== undefined));
  const reasoner = Reasoner.build({
    equation: {
      subjects: records.spaces.map((s) => ({ id: s.id, field: 'REAL' as const })),
      properties: records.properties.map((p) => ({ id: p.id, field: 'REAL' as const })),
      links: records.links.filter((l) => real(l.field) !== undefined).map((l) => ({ subjectId: l.spaceId, propertyId: l.propertyId, field: has(real(l.field)!) })),
      theorems: theorems.map((t) => ({ id: t.id, conditions: atoms(t.conditions), conclusions: atoms(t.conclusions) })),
    },
  });
  return { reasoner, equations: records.spaces.map((s) => ({ id: s.id, name: s.symbol })), properties: records.properties.map((p) => ({ id: p.id, name: p.name })) };
}

/** Formulas over every property: asserted alone, with the next denied, and (every third) the one after undecided. */
function formulas(properties: { id: number; name: string }[]): FormulaTerm[][] {
  return properties.flatMap((p, i) => {
    const next = properties[(i + 1) % properties.length];
    const after = properties[(i + 2) % properties.length];
    return [[{ property: p, value: true }], [{ property: p, value: true }, { property: next, value: false }, ...(i % 3 === 0 ? [{ property: after, value: null }] : [])]];
  });
}

/** A knowledge base whose DataScript holds the catalogue's equation facts, as the backend holds them before a search. */
function heldIn(catalogue: EquationCatalogue): KnowledgeBase {
  const kb = KnowledgeBase.build(backupRecords(JSON.parse(readFileSync(starterCataloguePath(), 'utf8'))));
  kb.datalog.hold('equationFacts', equationFactRows(catalogue.reasoner).map(equationFactRow));
  return kb;
}

/** The formulas whose answer from DataScript differs from the reasoner's, and how many had an equation in each verdict. */
function compare(catalogue: EquationCatalogue, kb: KnowledgeBase): { differing: string[]; satisfied: number; failed: number; undecided: number; computed: number } {
  const counts = { differing: [] as string[], satisfied: 0, failed: 0, undecided: 0, computed: 0 };
  for (const terms of formulas(catalogue.properties)) {
    const ours = JSON.stringify(searchEquations(catalogue.reasoner, catalogue.equations, terms, kb.equationLookup()));
    if (ours !== JSON.stringify(searchEquations(catalogue.reasoner, catalogue.equations, terms))) counts.differing.push(terms.map((t) => `${t.value}:${t.property.id}`).join(' '));
    const view = JSON.parse(ours) as ReturnType<typeof searchEquations>;
    if (view.satisfy.length > 0) counts.satisfied++;
    if (view.fail.length > 0) counts.failed++;
    if (view.undecided.length > 0) counts.undecided++;
    if (ours.includes('"linked":true,"computed":true')) counts.computed++;
  }
  return counts;
}

describe("the equations' formula search reads DataScript", () => {
  it('answers as the reasoner did on the starter catalogue, and a dropped datom shows', () => {
    const catalogue = starterEquations(JSON.parse(readFileSync(starterCataloguePath(), 'utf8')));
    const kb = heldIn(catalogue);
    const built = compare(catalogue, kb);
    expect(built.differing).toEqual([]);
    expect(Math.min(built.satisfied, built.failed, built.undecided)).toBeGreaterThan(5);

    // A derived fact's entity dropped: the search no longer knows it of that equation.
    const row = equationFactRows(catalogue.reasoner).find((r) => !r.linked)!;
    const terms = [{ property: catalogue.properties.find((p) => p.id === row.propertyId)!, value: row.value }];
    const inSatisfy = (lookup = kb.equationLookup()) => searchEquations(catalogue.reasoner, catalogue.equations, terms, lookup).satisfy.some((s) => s.equation.id === row.equationId);
    expect(inSatisfy()).toBe(true);
    const db = kb['store'].db as d.Db;
    const fact = d.datoms(db, ':avet', ':equation-fact/property', row.propertyId).find((datom) => d.datoms(db, ':eavt', datom.e, ':equation-fact/equation', row.equationId).length > 0)!;
    kb['store'].write([[':db.fn/retractEntity', fact.e]]);
    expect(inSatisfy()).toBe(false);
  });

  it('answers as the reasoner did on π-Base read as equations, and a changed datom shows', () => {
    const catalogue = pibaseEquations(pibaseRecords());
    const kb = heldIn(catalogue);
    const built = compare(catalogue, kb);
    expect(built.differing).toEqual([]);
    expect(Math.min(built.satisfied, built.failed, built.undecided)).toBeGreaterThan(20);

    // A stored fact some theorem computes too: dropping its :equation-fact/computed-by datoms makes it linked only.
    const row = equationFactRows(catalogue.reasoner).find((r) => r.linked && r.computedBy.length > 0)!;
    expect(row).toBeDefined();
    const terms = [{ property: catalogue.properties.find((p) => p.id === row.propertyId)!, value: row.value }];
    const factOf = () => searchEquations(catalogue.reasoner, catalogue.equations, terms, kb.equationLookup()).satisfy.find((s) => s.equation.id === row.equationId)!.facts[0];
    expect(factOf().computed).toBe(true);
    const db = kb['store'].db as d.Db;
    const fact = d.datoms(db, ':avet', ':equation-fact/property', row.propertyId).find((datom) => d.datoms(db, ':eavt', datom.e, ':equation-fact/equation', row.equationId).length > 0)!;
    kb['store'].write(row.computedBy.map((t) => [':db/retract', fact.e, ':equation-fact/computed-by', t]));
    expect(factOf()).toEqual({ propertyId: row.propertyId, scalar: 'REAL', value: row.value, linked: true, computed: false });
  });
});
