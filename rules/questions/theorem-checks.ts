/**
 * Checks of a theorem against the others, asked of the engine's own rules
 * (hypothesis.ts): is it redundant (its conclusions are in the closure of its
 * conditions under the other theorems' rules), does its converse follow (its
 * conditions in the closure of its conclusions), and which subjects refute
 * the converse (the conclusions hold there and a condition fails).
 * Everything is per scalar, as the compiled rules are: a theorem follows when
 * it follows over every scalar it speaks about. The theorem's own rules are
 * silenced (they never fire), so the engine's rules are never touched.
 */
import type { EngineAtom } from '../catalogue';
import { compileTheorem, FORWARD, type Rule } from '../compile';
import type { Engine } from '../engine';
import type { Scalar } from '../fields';
import { closeAssumed } from '../hypothesis';
import { negate } from '../literal';
import { RuleMask } from '../rule-set';
import { contradictionSteps, StepWriter, type ContradictionSteps, type Step } from './steps';

/** How a statement follows over one scalar: the steps, and the step of each fact it concludes; or its premises contradict the theorems. */
export interface ScalarDerivation {
  scalar: Scalar;
  steps: Step[];
  /** Indexes into `steps`: one per concluded fact. */
  conclusions: number[];
  /** Non-null when the premises cannot hold together: the statement then holds vacuously. */
  impossible: ContradictionSteps | null;
}

export type ConverseStatus =
  | { kind: 'follows'; derivations: ScalarDerivation[] }
  /**
   * The subjects (ascending) where, over some scalar, the conclusions hold and a condition fails; along a
   * relation, the spaces where a condition fails and the related pairs (Y R X) refuting it.
   */
  | { kind: 'refuted'; subjectIds: number[]; pairs?: { spaceId: number; ofSpaceId: number }[] }
  | { kind: 'open' };

export interface TheoremCheck { redundant: boolean; derivations: ScalarDerivation[]; converse: ConverseStatus }

/** The check of a theorem as a form would save it; `id`: the theorem being edited (its own rules silenced), null for a new one. */
export function checkTheorem(engine: Engine, id: number | null, conditions: readonly EngineAtom[], conclusions: readonly EngineAtom[]): TheoremCheck {
  const forward = forwardRules(compileTheorem({ id: id ?? 0, conditions, conclusions }, engine.inputs));
  const converse = forwardRules(compileTheorem({ id: id ?? 0, conditions: conclusions, conclusions: conditions }, engine.inputs));
  const silenced = new RuleMask(id === null ? [] : engine.rules.rulesOf(id));
  const derivations = follows(engine, silenced, forward);
  const redundant = forward.length > 0 && derivations.length === forward.length;
  const converseDerivations = follows(engine, silenced, converse);
  if (converse.length > 0 && converseDerivations.length === converse.length) return { redundant, derivations, converse: { kind: 'follows', derivations: converseDerivations } };
  const refuting = refutingSubjects(engine, converse);
  return { redundant, derivations, converse: refuting.length ? { kind: 'refuted', subjectIds: refuting } : { kind: 'open' } };
}

/** Every stored theorem that follows from the others, by id, with its derivations. */
export function redundantTheorems(engine: Engine): { theoremId: number; derivations: ScalarDerivation[] }[] {
  const { rules } = engine;
  const list: { theoremId: number; derivations: ScalarDerivation[] }[] = [];
  for (const id of [...rules.theoremIds()].sort((a, b) => a - b)) {
    const forward = forwardRules(rules.rulesOf(id).map((n) => rules.rules[n]!));
    if (forward.length === 0) continue;
    const derivations = follows(engine, new RuleMask(rules.rulesOf(id)), forward);
    if (derivations.length === forward.length) list.push({ theoremId: id, derivations });
  }
  return list;
}

/** For each forward rule whose heads follow from its body (the `silenced` rules never firing): the derivation. */
function follows(engine: Engine, silenced: RuleMask, forward: Rule[]): ScalarDerivation[] {
  const propertyId = (index: number) => engine.propertyId(index);
  const derivations: ScalarDerivation[] = [];
  for (const rule of forward) {
    const closure = closeAssumed(rule.body, engine.rules, engine.closureScratch, [], silenced);
    if (!closure.consistent) {
      derivations.push({ scalar: rule.scalar, steps: [], conclusions: [], impossible: contradictionSteps(closure, propertyId) });
      continue;
    }
    if (!Array.from(rule.heads).every((lit) => closure.value(lit) === true)) continue;
    const writer = new StepWriter(closure.closure, engine.rules, propertyId, () => 'assumed');
    const concluded = Array.from(rule.heads, (lit) => writer.known(lit));
    derivations.push({ scalar: rule.scalar, steps: writer.steps, conclusions: concluded, impossible: null });
  }
  return derivations;
}

/** The subjects where, over some scalar, every premise of the converse holds and one of its conclusions fails. */
function refutingSubjects(engine: Engine, converse: Rule[]): number[] {
  const subjects: number[] = [];
  for (const subjectId of [...engine.subjectIds()].sort((a, b) => a - b)) {
    const closure = engine.state(subjectId)!.closure;
    const known = (lit: number) => closure.has(lit);
    if (converse.some((rule) => rule.body.every(known) && rule.heads.some((lit) => known(negate(lit))))) subjects.push(subjectId);
  }
  return subjects;
}

function forwardRules(rules: readonly Rule[]): Rule[] {
  return rules.filter((r) => r.direction === FORWARD);
}
