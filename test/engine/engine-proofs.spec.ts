/**
 * Proofs and computations are right: every computed fact names at least one
 * theorem; its theorems are exactly those that derive it in the space closed
 * with the fact itself blocked (an independent oracle for "a proof that does
 * not use the fact"); and every proof shown is a finite tree of correct rule
 * applications, never using a fact to prove itself, ending in stored links.
 */
import fc from 'fast-check';
import { KnowledgeBase } from '../../kb/knowledge-base';
import type { ProofNode } from '../../kb/contract/links';
import type { CatalogueRecords } from '../../kb/records';
import { fieldPair } from '../../kb/contract/fields';
import { literalProperty, literalScalar, literalValue } from '../../rules/literal';
import { ClosureScratch, closeFacts } from '../../rules/closure';
import type { Derivations } from '../../rules';
import { spaceEngine } from './engine-facts';
import { pibaseRecords } from '../bench/pibase-data';
import { randomCatalogue } from './random-catalogue';

function checkCatalogue(records: CatalogueRecords, spaceLimit = Infinity): number {
  const kb = KnowledgeBase.build(records);
  const reasoner = kb.reasoning;
  // The oracle reads closures and rules: the spaces' engine, built alone.
  const engine = spaceEngine(records);
  const scratch = new ClosureScratch();
  const links = new Map(records.links.map((l) => [`${l.spaceId}:${l.propertyId}`, fieldPair(l.field)]));
  let checked = 0;
  for (const spaceId of [...engine.subjectIds()].slice(0, spaceLimit)) {
    const state = engine.state(spaceId)!;
    if (state.contradictions.length > 0) continue;
    // The whole-space analysis (reports), through the front door.
    const bulk = new Map<string, Derivations>();
    for (const { fact, derivations } of reasoner.allDerivations({ kind: 'space', id: spaceId })) bulk.set(`${fact.propertyId}:${fact.scalar}:${fact.value}`, derivations);
    const properties = new Set<number>();
    for (const lit of state.closure.order) {
      const derivations = bulk.get(`${engine.propertyId(literalProperty(lit))}:${literalScalar(lit)}:${literalValue(lit)}`)!;
      // The one-fact test (link pages) and the whole-space analysis agree.
      expect(engine.derivations(spaceId, lit)).toEqual(derivations);
      const blocked = closeFacts(state.stored, engine.rules, scratch, lit);
      const oracle = new Set<number>();
      for (let i = 0; i < blocked.refirings.length; i += 3) if (blocked.refirings[i] === lit) oracle.add(engine.rules.rules[blocked.refirings[i + 1]]!.theoremId);
      expect(derivations.theoremIds).toEqual([...oracle].sort((a, b) => a - b));
      if (state.closure.position.get(lit)! >= state.closure.storedCount) expect(derivations.computed).toBe(true);
      if (derivations.computed) properties.add(engine.propertyId(literalProperty(lit)));
    }
    for (const propertyId of properties) {
      const view = kb.link(spaceId, propertyId);
      expect(view.computed).toBe(true);
      expect(view.computations.length).toBeGreaterThan(0);
      expect(view.proof.length).toBeGreaterThan(0);
      for (const root of view.proof) {
        checkProof(root, [], records, links);
        checked++;
      }
    }
  }
  return checked;
}

/** A node is a stored link component, or the head of its theorem's rule applied to its supports. */
function checkProof(node: ProofNode, path: string[], records: CatalogueRecords, links: Map<string, { REAL?: boolean; COMPLEX?: boolean }>): void {
  const fact = `${node.propertyId}:${node.scalar}:${node.value}`;
  expect(path).not.toContain(fact);
  if (node.rule === 'stored') {
    expect(node.supports).toEqual([]);
    expect(links.get(`${node.spaceId}:${node.propertyId}`)?.[node.scalar]).toBe(node.value);
    return;
  }
  const theorem = records.theorems.find((t) => t.id === node.theoremId)!;
  expect(theorem).toBeDefined();
  const atom = (a: { propertyId: number; field: Parameters<typeof fieldPair>[0] }, negated: boolean) => {
    const v = fieldPair(a.field)[node.scalar];
    return v === undefined ? null : `${a.propertyId}:${node.scalar}:${negated ? !v : v}`;
  };
  const supports = node.supports.map((s) => `${s.propertyId}:${s.scalar}:${s.value}`);
  const conditions = theorem.conditions.map((a) => atom(a, false));
  const falseConclusions = theorem.conclusions.map((a) => atom(a, true)).filter((x): x is string => x !== null);
  expect(conditions).not.toContain(null);
  if (node.rule === 'forward') {
    expect(theorem.conclusions.map((a) => atom(a, false))).toContain(fact);
    expect(supports.sort()).toEqual([...(conditions as string[])].sort());
  } else {
    const negatedFact = `${node.propertyId}:${node.scalar}:${!node.value}`;
    expect(conditions).toContain(negatedFact);
    const others = (conditions as string[]).filter((c) => c !== negatedFact);
    const used = supports.filter((s) => !others.includes(s));
    expect(others.every((c) => supports.includes(c))).toBe(true);
    expect(used).toHaveLength(1);
    expect(falseConclusions).toContain(used[0]);
  }
  for (const s of node.supports) checkProof(s, [...path, fact], records, links);
}

describe('computations and proofs', () => {
  it('are exact and well-founded on random catalogues', () => {
    let proofs = 0;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 30 }), (seed) => {
        proofs += checkCatalogue(randomCatalogue(seed, { spaces: 6, properties: 9, theorems: 18, linkChance: 0.35 }));
      }),
      { numRuns: 80, seed: 77 },
    );
    expect(proofs).toBeGreaterThan(300);
  });

  it('are exact and well-founded on π-Base (first 10 spaces)', () => {
    expect(checkCatalogue(pibaseRecords(), 10)).toBeGreaterThan(1000);
  });
});
