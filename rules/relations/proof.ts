/**
 * Proofs that cross spaces. A fact carried into a space is proved by the
 * relation it came along (its own derivation among relations), the rule that
 * carried it, and its source's fact proved as that space knew it one stage
 * before. A fact derived in a space with imports is proved in the space closed
 * on its links and only the imports of the earliest stage that derives it.
 * Each crossing lowers the stage, and inside one closure first derivations
 * only use earlier facts, so every proof is finite.
 */
import { CONTRAPOSITIVE } from '../compile';
import { literalProperty, literalScalar, literalValue } from '../literal';
import { buildProof, type ProofStep } from '../proof';
import type { Engine } from '../engine';
import type { ProofNode, RelationProof, Subject } from '../reasoner-types';
import type { Justification, SpaceImports } from './carry';
import type { ImpliedRelation, RelationFact } from './relation-closure';

export class CrossProofs {
  private readonly nodes = new Map<string, ProofNode>();
  private readonly relationNodes = new Map<RelationFact, RelationProof>();

  constructor(
    private readonly engine: Engine,
    private readonly imports: ReadonlyMap<number, SpaceImports>,
  ) {}

  /** The proof of a fact known in a space's final closure; null when it is stored (a link) or unknown. */
  proof(spaceId: number, lit: number): ProofNode | null {
    const own = this.imports.get(spaceId);
    const at = own?.byLit.get(lit);
    if (at !== undefined) return this.carried(spaceId, lit, own!.justifications[at]);
    return this.derived(spaceId, lit, Infinity);
  }

  /** A fact known by `spaceId` by the end of stage `bound`. */
  private fact(spaceId: number, lit: number, bound: number): ProofNode {
    const key = `${spaceId}:${lit}:${bound}`;
    const cached = this.nodes.get(key);
    if (cached) return cached;
    const own = this.imports.get(spaceId);
    const at = own?.byLit.get(lit);
    let node: ProofNode | null;
    if (at !== undefined && own!.justifications[at].stage <= bound) node = this.carried(spaceId, lit, own!.justifications[at]);
    else node = this.derived(spaceId, lit, bound) ?? this.leaf(spaceId, lit);
    this.nodes.set(key, node);
    return node;
  }

  private carried(spaceId: number, lit: number, j: Justification): ProofNode {
    // The property means the relation: the relation's proof is the whole proof.
    if (j.means !== undefined) return { ...this.head(spaceId, lit), rule: 'means', theoremId: null, relation: this.relation(j.relation), supports: [] };
    return {
      ...this.head(spaceId, lit),
      rule: 'carried',
      theoremId: j.theoremId,
      direction: j.direction,
      relation: this.relation(j.relation),
      supports: [this.fact(j.sourceId, j.srcLit, j.stage - 1)],
    };
  }

  /** A derived fact's proof in the space closed on its links and the imports of the earliest stage ≤ bound that derives it; null when stored. */
  private derived(spaceId: number, lit: number, bound: number): ProofNode | null {
    const own = this.imports.get(spaceId);
    const stages = [...new Set((own?.justifications ?? []).map((j) => j.stage).filter((s) => s <= bound))];
    for (const stage of [0, ...stages]) {
      const count = own ? own.justifications.filter((j) => j.stage <= stage).length : 0;
      const state = this.engine.closeSubject(spaceId, own ? own.lits.subarray(0, count) : new Int32Array(0));
      const closure = state?.closure;
      const position = closure?.positionOf(lit);
      if (!closure || position === undefined) continue;
      if (position < closure.storedCount) return null;
      const step = buildProof(this.engine.rules, lit, { closure, rule: closure.rule[position], anyOf: closure.anyOf[position] });
      return this.convert(spaceId, step, stage, new Map());
    }
    return null;
  }

  private convert(spaceId: number, step: ProofStep, stage: number, done: Map<ProofStep, ProofNode>): ProofNode {
    const made = done.get(step);
    if (made) return made;
    let node: ProofNode;
    if (step.theoremId === null) node = this.fact(spaceId, step.lit, stage);
    else {
      node = {
        ...this.head(spaceId, step.lit),
        rule: step.direction === CONTRAPOSITIVE ? 'contrapositive' : 'forward',
        theoremId: step.theoremId,
        supports: step.supports.map((s) => this.convert(spaceId, s, stage, done)),
      };
    }
    done.set(step, node);
    return node;
  }

  /** A stored fact's leaf. */
  stored(spaceId: number, lit: number): ProofNode {
    return this.leaf(spaceId, lit);
  }

  private leaf(spaceId: number, lit: number): ProofNode {
    return { ...this.head(spaceId, lit), rule: 'stored', theoremId: null, supports: [] };
  }

  private head(spaceId: number, lit: number): { subject: Subject; propertyId: number; scalar: ProofNode['scalar']; value: boolean } {
    return { subject: { kind: 'space', id: spaceId }, propertyId: this.engine.propertyId(literalProperty(lit)), scalar: literalScalar(lit), value: literalValue(lit) };
  }

  relation(fact: RelationFact): RelationProof {
    return relationProof(fact, this.relationNodes, (m) => meaningFactProof(this.engine, m));
  }
}

/** The proof of the fact that gave a relation through its property's meaning, as the round that found it knew it. */
export function meaningFactProof(engine: Engine, m: ImpliedRelation): ProofNode {
  const proofs = new CrossProofs(engine, m.imports as ReadonlyMap<number, SpaceImports>);
  return proofs.proof(m.ofSpaceId, m.lit) ?? proofs.stored(m.ofSpaceId, m.lit);
}

/**
 * A relation's proof as a tree of relations (shared sub-proofs are the same node); a relation given by a
 * property's meaning has the proof of the fact that gave it (`factProof`; without it, a stored leaf).
 */
export function relationProof(fact: RelationFact, memo = new Map<RelationFact, RelationProof>(), factProof?: (m: ImpliedRelation) => ProofNode): RelationProof {
  const made = memo.get(fact);
  if (made) return made;
  const node: RelationProof = {
    kind: fact.kind,
    spaceId: fact.spaceId,
    ofSpaceId: fact.ofSpaceId,
    scalar: fact.scalar,
    value: fact.value,
    rule: fact.rule,
    relationId: fact.relationId,
    supports: [],
  };
  memo.set(fact, node);
  node.supports = fact.supports.map((s) => relationProof(s as RelationFact, memo, factProof));
  if (fact.meaning && factProof) node.fact = factProof(fact.meaning);
  return node;
}
