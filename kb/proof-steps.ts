/**
 * The proofs of stored facts that theorems compute too, as DataScript
 * entities. Such a fact has no derivation of its own in the closure (it is
 * stored), so its proof is the one the reasoner finds with the fact blocked
 * (`Reasoner.proof`): a derivation not using it, whose supports' first
 * derivations may differ from theirs in the closure. It is held as proof
 * steps: one step per fact of that proof whose derivation differs from its
 * fact entity's first derivation (:proof-step/fact, the fact it proves;
 * :proof-step/theorem; :proof-step/support, references to fact entities
 * where the first derivation is the same, else to other steps), the root
 * step proving the stored fact itself. A stored fact's only step is its
 * root (a stored fact is never a step inside another proof: it is a
 * leaf), so the root is found through :proof-step/fact. Most of such a
 * proof is the facts' own first derivations: a few steps each.
 *
 * Held for the spaces related to no other space; a proof crossing spaces is
 * held as cross steps (cross-proof-steps.ts).
 */
import type { ProofNode, Reasoner, Scalar } from '../rules';
import type { FirstDerivation } from '../rules';

export const STEP_ATTRIBUTES = [':proof-step/fact', ':proof-step/theorem', ':proof-step/support'] as const;

/** A fact's first derivation and every theorem computing it (fact-entities.ts). */
type FactDerivation = FirstDerivation & { computedBy: number[] };

/** One step: the fact it proves (its position among the space's facts), the theorem, the supports (≥ 0: a fact's position; < 0: step −1 − s). */
export interface ProofStep { fact: number; theorem: number; supports: number[] }

/** A stored fact's proof: the fact's position, its steps (the root first) and a text saying them, equal when the proof is. */
export interface StoredProof { fact: number; steps: ProofStep[]; text: string }

/** A fact's key within its space: property, scalar and value in one number. */
export const factKey = (propertyId: number, scalar: Scalar, value: boolean) => propertyId * 4 + (scalar === 'COMPLEX' ? 2 : 0) + (value ? 1 : 0);

const keyOfNode = (n: ProofNode) => factKey(n.propertyId, n.scalar, n.value);

/** The proofs of the space's stored facts that theorems compute too (none for a space related to others). */
export function storedProofs(reasoner: Reasoner, spaceId: number, derivations: readonly FactDerivation[]): StoredProof[] {
  const out: StoredProof[] = [];
  let position: Positions | null = null;
  for (let i = 0; i < derivations.length; i++) {
    const { fact, computedBy } = derivations[i];
    if (!fact.stored || computedBy.length === 0) continue;
    if (position === null) {
      if (reasoner.relations.group(spaceId).length > 1) return out;
      position = new Positions(derivations);
    }
    const proof = reasoner.proof(fact);
    if (proof) out.push(stepsOf(proof, i, derivations, position));
  }
  return out;
}

/** The position of each fact of a space among its derivations, by key (an array indexed by key: cheaper than a map for the few proofs a space has). */
class Positions {
  private readonly at: Int32Array;

  constructor(derivations: readonly FactDerivation[]) {
    let max = 0;
    for (const { fact } of derivations) max = Math.max(max, factKey(fact.propertyId, fact.scalar, fact.value));
    this.at = new Int32Array(max + 1).fill(-1);
    derivations.forEach(({ fact }, j) => (this.at[factKey(fact.propertyId, fact.scalar, fact.value)] = j));
  }

  get(key: number): number | undefined {
    const p = key < this.at.length ? this.at[key] : -1;
    return p < 0 ? undefined : p;
  }
}

/** The steps of one stored fact's proof: the nodes whose derivation is not their fact's first one, shared nodes once. */
function stepsOf(proof: ProofNode, root: number, derivations: readonly FactDerivation[], position: Positions): StoredProof {
  const at = (n: ProofNode) => {
    const p = position.get(keyOfNode(n));
    if (p === undefined) throw new Error(`proof of a stored fact: ${n.propertyId} ${n.scalar} ${n.value} is not a fact of the space`);
    return p;
  };
  const same = new Map<ProofNode, boolean>();
  /** Whether the node's proof is its fact's first derivation all the way down (then the fact entity says it). */
  const isFirst = (n: ProofNode): boolean => {
    if (n.theoremId === null) return true;
    let answer = same.get(n);
    if (answer !== undefined) return answer;
    const first = derivations[at(n)];
    const keys = new Set(first.supports.map((s) => factKey(derivations[s].fact.propertyId, derivations[s].fact.scalar, derivations[s].fact.value)));
    answer = first.theoremId === n.theoremId && first.supports.length === n.supports.length && n.supports.every((s) => keys.has(keyOfNode(s))) && n.supports.every(isFirst);
    same.set(n, answer);
    return answer;
  };
  const steps: ProofStep[] = [];
  const stepOf = new Map<ProofNode, number>();
  const step = (n: ProofNode): number => {
    let s = stepOf.get(n);
    if (s !== undefined) return s;
    s = steps.length;
    stepOf.set(n, s);
    const made: ProofStep = { fact: at(n), theorem: n.theoremId!, supports: [] };
    steps.push(made);
    made.supports = n.supports.map((support) => (isFirst(support) ? at(support) : -1 - step(support)));
    return s;
  };
  step(proof);
  const keyAt = (p: number) => factKey(derivations[p].fact.propertyId, derivations[p].fact.scalar, derivations[p].fact.value);
  const text = steps.map((s) => `${keyAt(s.fact)} ${s.theorem} ${s.supports.map((r) => (r >= 0 ? `f${keyAt(r)}` : `s${-1 - r}`)).join(' ')}`).join(';');
  return { fact: root, steps, text };
}

/** A proof's steps as rows of STEP_ATTRIBUTES: `factId(p)` the entity of the fact at position p, `stepId(s)` of step s. */
export function stepRows(proof: StoredProof, factId: (position: number) => number, stepId: (step: number) => number): unknown[][] {
  return proof.steps.map((s) => [factId(s.fact), s.theorem, s.supports.length === 0 ? null : s.supports.map((r) => (r >= 0 ? factId(r) : stepId(-1 - r)))]);
}
