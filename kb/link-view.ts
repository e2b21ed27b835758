/**
 * The derivation side of a (space, property): which of its components are
 * computed, the theorems that compute each (computations), and one proof per
 * computed component, as ProofNode trees ending in stored links.
 */
import { pairToField, SCALARS, type FieldPair } from './contract/fields';
import { CONTRAPOSITIVE } from '../rules/compile';
import { literal, literalProperty, literalScalar, literalValue } from '../rules/literal';
import { buildProof, type ProofStep } from '../rules/proof';
import type { Engine } from '../rules/engine';
import type { FactDerivations } from '../rules/fact-derivations';
import type { Computation, ProofNode } from './contract/links';

export interface ComputedComponent { lit: number; derivations: FactDerivations }

/** The computed components of (space, property), REAL first (`bulk`: analyse the whole space, for reports). */
export function computedComponents(engine: Engine, spaceId: number, propertyId: number, bulk = false): ComputedComponent[] {
  const index = engine.index(propertyId);
  const state = engine.state(spaceId);
  if (index === undefined || !state) return [];
  const components: ComputedComponent[] = [];
  for (const scalar of SCALARS) {
    for (const value of [true, false]) {
      const lit = literal(index, scalar, value);
      const position = state.closure.positionOf(lit);
      if (position === undefined) continue;
      const derivations = engine.derivations(spaceId, lit, bulk);
      if (derivations.computed) components.push({ lit, derivations });
    }
  }
  return components;
}

/** One Computation per theorem, its field being the components that theorem derives. */
export function computations(spaceId: number, propertyId: number, components: ComputedComponent[]): Computation[] {
  const byTheorem = new Map<number, FieldPair>();
  for (const { lit, derivations } of components) {
    for (const theoremId of derivations.theoremIds) {
      const pair = byTheorem.get(theoremId) ?? { REAL: undefined, COMPLEX: undefined };
      pair[literalScalar(lit)] = literalValue(lit);
      byTheorem.set(theoremId, pair);
    }
  }
  return [...byTheorem]
    .sort(([a], [b]) => a - b)
    .map(([theoremId, pair]) => ({ id: `${spaceId}-${propertyId}-${theoremId}`, spaceId, propertyId, field: pairToField(pair)!, theoremId }));
}

export function proofs(engine: Engine, spaceId: number, components: ComputedComponent[]): ProofNode[] {
  const nodes: ProofNode[] = [];
  for (const { lit } of components) {
    const firing = engine.proofFiring(spaceId, lit);
    if (firing) nodes.push(toNode(engine, spaceId, buildProof(engine.rules, lit, firing), new Map()));
  }
  return nodes;
}

function toNode(engine: Engine, spaceId: number, step: ProofStep, done: Map<ProofStep, ProofNode>): ProofNode {
  const cached = done.get(step);
  if (cached) return cached;
  const node: ProofNode = {
    spaceId,
    propertyId: engine.propertyId(literalProperty(step.lit)),
    scalar: literalScalar(step.lit),
    value: literalValue(step.lit),
    rule: step.theoremId === null ? 'stored' : step.direction === CONTRAPOSITIVE ? 'contrapositive' : 'forward',
    theoremId: step.theoremId,
    supports: step.supports.map((s) => toNode(engine, spaceId, s, done)),
  };
  done.set(step, node);
  return node;
}
