/**
 * The derivation side of a (space, property) as the API sends it: the
 * theorems that compute each computed component (computations), and one
 * proof per computed component, as ProofNode trees ending in stored links.
 * The components come from DataScript (link-derivations.ts) for link pages,
 * from the reasoner for the compute report.
 */
import { pairToField, type FieldPair } from './contract/fields';
import type { Computation, ProofNode, RelationProofNode } from './contract/links';
import type { Derivations, Fact, ProofNode as ReasonerProof, Reasoner, RelationProof } from '../rules';

export interface ComputedComponent { fact: Fact; derivations: Derivations }

/** One Computation per theorem, its field being the components that theorem derives. */
export function computations(spaceId: number, propertyId: number, components: ComputedComponent[]): Computation[] {
  const byTheorem = new Map<number, FieldPair>();
  for (const { fact, derivations } of components) {
    for (const theoremId of derivations.theoremIds) {
      const pair = byTheorem.get(theoremId) ?? { REAL: undefined, COMPLEX: undefined };
      pair[fact.scalar] = fact.value;
      byTheorem.set(theoremId, pair);
    }
  }
  return [...byTheorem]
    .sort(([a], [b]) => a - b)
    .map(([theoremId, pair]) => ({ id: `${spaceId}-${propertyId}-${theoremId}`, spaceId, propertyId, field: pairToField(pair)!, theoremId }));
}

export function proofs(reasoner: Reasoner, components: ComputedComponent[]): ProofNode[] {
  const nodes: ProofNode[] = [];
  for (const { fact } of components) {
    const proof = reasoner.proof(fact);
    if (proof) nodes.push(toNode(proof, new Map()));
  }
  return nodes;
}

/** A relation's proof as the API sends it (a relation given by a property's meaning has its fact's proof). */
export function relationNode(p: RelationProof, done = new Map<ReasonerProof, ProofNode>()): RelationProofNode {
  const node: RelationProofNode = { kind: p.kind, spaceId: p.spaceId, ofSpaceId: p.ofSpaceId, scalar: p.scalar, value: p.value, rule: p.rule, relationId: p.relationId, supports: p.supports.map((s) => relationNode(s, done)) };
  if (p.fact) node.fact = toNode(p.fact, done);
  return node;
}

/** The reasoner's proof as the API sends it (subjects are spaces here). */
function toNode(proof: ReasonerProof, done: Map<ReasonerProof, ProofNode>): ProofNode {
  const cached = done.get(proof);
  if (cached) return cached;
  const node: ProofNode = {
    spaceId: proof.subject.id,
    propertyId: proof.propertyId,
    scalar: proof.scalar,
    value: proof.value,
    rule: proof.rule,
    theoremId: proof.theoremId,
    supports: proof.supports.map((s) => toNode(s, done)),
  };
  if (proof.relation) node.relation = relationNode(proof.relation, done);
  if (proof.direction) node.direction = proof.direction;
  done.set(proof, node);
  return node;
}
