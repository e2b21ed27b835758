/**
 * A fact's proof as a tree: the root is the fact with the firing that derives
 * it, each support is expanded through its first derivation, and stored facts
 * are the leaves. Shared sub-proofs are the same object (a DAG, finite and
 * acyclic because first derivations only use earlier facts).
 */
import type { Direction } from './compile';
import { firingSupports, supportsAt } from './derivation';
import type { Firing } from './fact-derivations';
import type { RuleSet } from './rule-set';
import type { Closure } from './closure';

export interface ProofStep {
  lit: number;
  /** null for a stored fact. */
  theoremId: number | null;
  direction: Direction | null;
  supports: ProofStep[];
}

export function buildProof(rules: RuleSet, lit: number, firing: Firing): ProofStep {
  const steps = new Map<number, ProofStep>();
  const expand = (closure: Closure, l: number): ProofStep => {
    const cached = steps.get(l);
    if (cached) return cached;
    const position = closure.positionOf(l)!;
    const rule = closure.rule[position];
    const step: ProofStep = {
      lit: l,
      theoremId: rule < 0 ? null : rules.rules[rule]!.theoremId,
      direction: rule < 0 ? null : rules.rules[rule]!.direction,
      supports: supportsAt(closure, rules, position).map((s) => expand(closure, s)),
    };
    steps.set(l, step);
    return step;
  };
  const rule = rules.rules[firing.rule]!;
  return {
    lit,
    theoremId: rule.theoremId,
    direction: rule.direction,
    supports: firingSupports(rules, firing.rule, firing.anyOf).map((s) => expand(firing.closure, s)),
  };
}
