/**
 * What a property (or its absence) implies and what implies it, through
 * chains of theorems (implication-index.ts), each with its chain; and for
 * each converse, how it stands: also derivable (equivalent), refuted by
 * subjects of the catalogue that separate the two, or open as far as the
 * catalogue knows. The chains of what it implies share one list of steps
 * (they come from one closure).
 */
import type { Engine } from '../engine';
import { literalProperty, literalValue } from '../literal';
import type { FactTable } from './fact-table';
import type { ImplicationIndex } from './implication-index';
import { chainOf, contradictionSteps, StepWriter, type ContradictionSteps, type Step, type StepChain } from './steps';

/** How the converse of an implication stands: also derivable, refuted by the subjects that separate the two (ascending), or open. */
export type ConverseStanding = { kind: 'equivalent'; chain: StepChain } | { kind: 'separated'; subjectIds: number[] } | { kind: 'unknown' };

/** A chain: its root step, among its own `steps` when given, else among the answer's shared `steps`. */
export interface ChainRoot { root: number; steps?: Step[] }

export interface Implication { propertyId: number; value: boolean; chain: ChainRoot; converse: ConverseStanding }

export interface ImplicationsAnswer {
  /** Non-null when the theorems forbid the property (or its absence) altogether. */
  impossible: ContradictionSteps | null;
  /** The steps of every `implies` chain. */
  steps: Step[];
  implies: Implication[];
  impliedBy: Implication[];
}

export function implicationsOf(engine: Engine, facts: FactTable, index: ImplicationIndex, lit: number): ImplicationsAnswer {
  const propertyId = (i: number) => engine.propertyId(i);
  const own = index.consequences(lit)!;
  const answer: ImplicationsAnswer = { impossible: contradictionSteps(own, propertyId), steps: [], implies: [], impliedBy: [] };
  if (!own.consistent) return answer;
  // The consequences share most of their steps: one writer, one list, each chain its root in it.
  const shared = new StepWriter(own.closure, own.rules, propertyId, () => 'assumed');
  answer.steps = shared.steps;
  const entry = (of: number, chain: ChainRoot, converse: ConverseStanding): Implication => ({ propertyId: propertyId(literalProperty(of)), value: literalValue(of), chain, converse });
  for (const consequence of own.derived()) answer.implies.push(entry(consequence, { root: shared.known(consequence) }, converseOf(engine, facts, index, consequence, lit)));
  // Each premise has its own closure: its chain comes with its own steps.
  for (const premise of index.implyingOf(lit)) answer.impliedBy.push(entry(premise, chainOf(index.consequences(premise)!, lit, propertyId), converseOf(engine, facts, index, lit, premise)));
  return answer;
}

/** How "from implies to" stands, given that "to implies from" is derivable. */
function converseOf(engine: Engine, facts: FactTable, index: ImplicationIndex, from: number, to: number): ConverseStanding {
  const closure = index.consequences(from);
  if (closure?.consistent && closure.value(to) === true) return { kind: 'equivalent', chain: chainOf(closure, to, (i) => engine.propertyId(i)) };
  const subjectIds = facts.separating(from, to).sort((a, b) => a - b);
  return subjectIds.length > 0 ? { kind: 'separated', subjectIds } : { kind: 'unknown' };
}
