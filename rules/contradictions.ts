/**
 * A space's contradictions: a (property, scalar) forced both ways, or forced
 * against a stored link. Each names the theorems of both sides' proofs.
 */
import { negate, literalProperty, literalScalar } from './literal';
import type { Scalar } from './fields';
import { firingSupports, supportsAt } from './derivation';
import type { RuleSet } from './rule-set';
import type { Closure } from './closure';

export interface SubjectContradiction { propertyIndex: number; scalar: Scalar; theoremIds: number[] }

export function subjectContradictions(closure: Closure, rules: RuleSet): SubjectContradiction[] {
  if (closure.conflicts.length === 0) return [];
  const byFact = new Map<number, Set<number>>();
  for (let i = 0; i < closure.conflicts.length; i += 3) {
    const head = closure.conflicts[i];
    const rule = closure.conflicts[i + 1];
    const theorems = byFact.get(head >> 1) ?? new Set<number>();
    byFact.set(head >> 1, theorems);
    theorems.add(rules.rules[rule]!.theoremId);
    const seen = new Set<number>();
    for (const s of [...firingSupports(rules, rule, closure.conflicts[i + 2]), negate(head)]) collectTheorems(closure, rules, s, theorems, seen);
  }
  return [...byFact].map(([fact, theorems]) => ({
    propertyIndex: literalProperty(fact << 1),
    scalar: literalScalar(fact << 1),
    theoremIds: [...theorems].sort((a, b) => a - b),
  }));
}

/** The theorems of a fact's first proof. */
function collectTheorems(closure: Closure, rules: RuleSet, lit: number, into: Set<number>, seen: Set<number>): void {
  if (seen.has(lit)) return;
  seen.add(lit);
  const position = closure.positionOf(lit);
  if (position === undefined || position < closure.storedCount) return;
  into.add(rules.rules[closure.rule[position]]!.theoremId);
  for (const s of supportsAt(closure, rules, position)) collectTheorems(closure, rules, s, into, seen);
}
