/**
 * Which theorems derive a fact without using the fact itself, and so whether
 * it is computed. A stored fact is computed too when some rule re-derives it
 * from other facts.
 *
 * Cheap path: a firing is valid when none of its supports' first proofs uses
 * the fact (first proofs are acyclic and end in stored facts). Exact path, for
 * the rare firing whose supports' first proofs do use the fact: close the space
 * again with the fact blocked; every derivation of it recorded there rests only
 * on facts obtainable without it.
 */
import { firingSupports, firstProofUses } from './derivation';
import type { RuleSet } from './rule-set';
import { closeSpace, type ClosureScratch, type SpaceClosure } from './space-closure';

/** A rule firing that derives the fact, read against `closure`'s first derivations. */
export interface Firing { closure: SpaceClosure; rule: number; anyOf: number }

export interface FactDerivations {
  computed: boolean;
  /** Every theorem with a derivation of the fact that does not use it, ascending. */
  theoremIds: number[];
  /** The firings behind `theoremIds` (the first is the proof shown). */
  firings: Firing[];
}

const NONE: FactDerivations = { computed: false, theoremIds: [], firings: [] };

export function factDerivations(
  closure: SpaceClosure,
  rules: RuleSet,
  stored: ArrayLike<number>,
  scratch: ClosureScratch,
  lit: number,
): FactDerivations {
  const position = closure.position.get(lit);
  if (position === undefined) return NONE;
  const valid: Firing[] = [];
  if (position >= closure.storedCount) valid.push({ closure, rule: closure.rule[position], anyOf: closure.anyOf[position] });
  let ambiguous = false;
  const memo = new Map<number, boolean>();
  for (let i = 0; i < closure.refirings.length; i += 3) {
    if (closure.refirings[i] !== lit) continue;
    const rule = closure.refirings[i + 1];
    const anyOf = closure.refirings[i + 2];
    const usesFact = firingSupports(rules, rule, anyOf).some((s) => firstProofUses(closure, rules, s, lit, memo));
    if (!usesFact) valid.push({ closure, rule, anyOf });
    else ambiguous = true;
  }
  if (ambiguous) return exactDerivations(rules, stored, scratch, lit);
  return summarize(rules, valid);
}

function exactDerivations(rules: RuleSet, stored: ArrayLike<number>, scratch: ClosureScratch, lit: number): FactDerivations {
  const without = closeSpace(stored, rules, scratch, lit);
  const valid: Firing[] = [];
  for (let i = 0; i < without.refirings.length; i += 3) {
    if (without.refirings[i] === lit) valid.push({ closure: without, rule: without.refirings[i + 1], anyOf: without.refirings[i + 2] });
  }
  return summarize(rules, valid);
}

function summarize(rules: RuleSet, firings: Firing[]): FactDerivations {
  if (firings.length === 0) return NONE;
  const theoremIds = [...new Set(firings.map((f) => rules.rules[f.rule]!.theoremId))].sort((a, b) => a - b);
  return { computed: true, theoremIds, firings };
}
