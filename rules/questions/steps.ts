/**
 * Derivations as step lists: the part of a closure a fact rests on, each
 * fact once, each step naming the earlier steps it rests on (a DAG). First
 * derivations only use earlier facts, so the list is built by following
 * supports and can never loop.
 */
import { CONTRAPOSITIVE } from '../compile';
import { firingSupports, supportsAt } from '../derivation';
import type { Firing } from '../fact-derivations';
import type { HypotheticalClosure } from '../hypothesis';
import { literalProperty, literalScalar, literalValue, negate } from '../literal';
import type { RuleSet } from '../rule-set';
import type { Closure } from '../closure';
import type { Scalar } from '../fields';
import type { RelationKind } from '../reasoner-types';

/** One step: a fact and why it holds. */
export interface Step {
  propertyId: number;
  scalar: Scalar;
  value: boolean;
  /**
   * assumed: part of the hypothesis; stored: a stored fact of the subject; else the theorem used, forwards or by
   * contraposition; carried: from the other space along `relation` (a theorem along relations, `theoremId` null
   * for isomorphism invariance; its support is the other space's fact).
   */
  rule: 'assumed' | 'stored' | 'forward' | 'contrapositive' | 'carried';
  theoremId: number | null;
  /** Indexes of the steps this one rests on (always earlier in the list). */
  supports: number[];
  /** Only in the checks of a theorem along a relation: which of the two spaces, Y related to X ('related') or X ('of'). */
  space?: 'of' | 'related';
  /** A carried step's relation of Y to X and how the theorem was used. */
  relation?: RelationKind;
  direction?: 'forward' | 'contrapositive';
}

/** A derivation and the step it proves. */
export interface StepChain { steps: Step[]; root: number }

/** A contradiction: one fact proved both ways. */
export interface ContradictionSteps { steps: Step[]; holds: number; fails: number }

export class StepWriter {
  readonly steps: Step[] = [];
  private readonly byPosition = new Map<number, number>();

  constructor(
    private readonly closure: Closure,
    private readonly rules: RuleSet,
    private readonly propertyId: (index: number) => number,
    /** How a starting fact of the closure is labelled: assumed (the hypothesis) or stored (a link). */
    private readonly leaf: (lit: number) => 'assumed' | 'stored',
  ) {}

  /** The step of a known literal (added with everything it rests on, once). */
  known(lit: number): number {
    const position = this.closure.positionOf(lit);
    if (position === undefined) throw new Error(`literal ${lit} is not known`);
    const done = this.byPosition.get(position);
    if (done !== undefined) return done;
    const rule = this.closure.rule[position];
    const step =
      rule < 0
        ? this.push(lit, this.leaf(lit), null, [])
        : this.fired(lit, { closure: this.closure, rule, anyOf: this.closure.anyOf[position] }, supportsAt(this.closure, this.rules, position));
    this.byPosition.set(position, step);
    return step;
  }

  /** A step for `lit` as derived by a firing (which need not be its first derivation, e.g. a conflict). */
  firing(lit: number, firing: Firing): number {
    return this.fired(lit, firing, firingSupports(this.rules, firing.rule, firing.anyOf));
  }

  private fired(lit: number, firing: Firing, supports: number[]): number {
    const rule = this.rules.rules[firing.rule]!;
    const supportSteps = supports.map((s) => this.known(s));
    return this.push(lit, rule.direction === CONTRAPOSITIVE ? 'contrapositive' : 'forward', rule.theoremId, supportSteps);
  }

  private push(lit: number, rule: Step['rule'], theoremId: number | null, supports: number[]): number {
    this.steps.push({ propertyId: this.propertyId(literalProperty(lit)), scalar: literalScalar(lit), value: literalValue(lit), rule, theoremId, supports });
    return this.steps.length - 1;
  }
}

/** The chain proving a known literal of a closure, with only the steps it needs. */
export function chainOf(h: HypotheticalClosure, lit: number, propertyId: (index: number) => number): StepChain {
  const writer = new StepWriter(h.closure, h.rules, propertyId, () => 'assumed');
  const root = writer.known(lit);
  return { steps: writer.steps, root };
}

/** The first contradiction of a hypothetical closure, both sides derived; null when it is consistent. */
export function contradictionSteps(h: HypotheticalClosure, propertyId: (index: number) => number): ContradictionSteps | null {
  const conflict = h.conflict;
  if (!conflict) return null;
  const writer = new StepWriter(h.closure, h.rules, propertyId, (lit) => (h.isAssumed(lit) ? 'assumed' : 'stored'));
  const known = writer.known(negate(conflict.lit));
  const forced = conflict.firing ? writer.firing(conflict.lit, conflict.firing) : writer.steps.push(assumedStep(conflict.lit, propertyId)) - 1;
  return (conflict.lit & 1) === 1 ? { steps: writer.steps, holds: forced, fails: known } : { steps: writer.steps, holds: known, fails: forced };
}

function assumedStep(lit: number, propertyId: (index: number) => number): Step {
  return { propertyId: propertyId(literalProperty(lit)), scalar: literalScalar(lit), value: literalValue(lit), rule: 'assumed', theoremId: null, supports: [] };
}
