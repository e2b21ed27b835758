/**
 * The theorem form's checks for a theorem along a relation, asked of two
 * hypothetical spaces: X, and Y related to X as the theorem says (Y R X,
 * with the relations the rules of relations derive from it: complemented
 * gives subspace and quotient, …). Redundant: assuming its condition on the
 * side it starts from, the other theorems (of one space, and along relations
 * with isomorphism invariance) carry every conclusion to the other side,
 * over every scalar it speaks about. Its converse (the conclusions on that
 * side ⇒ the condition back on the first, along the same relation) follows
 * the same way, is refuted by a related pair of the catalogue (the converse's
 * conditions known on one side, its conclusion failing on the other), or is open.
 *
 * The two spaces are closed in rounds as the relational fixpoint closes a
 * group (carry.ts): each round carries what the last round knew, so a
 * carried step rests on a fact of the other space known one round earlier
 * and derivations never loop.
 */
import type { EngineAtom } from '../catalogue';
import { supportsAt } from '../derivation';
import type { Engine } from '../engine';
import { fieldPair, SCALARS, type Scalar } from '../fields';
import { closeAssumed, type HypotheticalClosure } from '../hypothesis';
import { literal, literalProperty, literalScalar, literalValue, negate } from '../literal';
import { CONTRAPOSITIVE } from '../compile';
import type { Along, RelationKind } from '../reasoner-types';
import type { ScalarDerivation, TheoremCheck } from '../questions/theorem-checks';
import { contradictionSteps, type Step } from '../questions/steps';
import { CarryRules, carryEdges } from './carry';
import type { RelationalLayer } from './layer';
import { RelationClosure } from './relation-closure';

/** X is space 1 ('of'), Y space 2 ('related'). */
const X = 1;
const Y = 2;
type Side = typeof X | typeof Y;
const SIDE_NAME = { [X]: 'of', [Y]: 'related' } as const;

interface Carried { round: number; from: Side; srcLit: number; theoremId: number | null; direction: 'forward' | 'contrapositive'; relation: RelationKind }

export interface AlongTheorem { id: number | null; conditions: readonly EngineAtom[]; conclusions: readonly EngineAtom[]; along: Along }

/** `converse` false: redundancy only (the admin's list), the converse left open. */
export function checkAlongTheorem(engine: Engine, layer: RelationalLayer, theorem: AlongTheorem, converse = true): TheoremCheck {
  const others = [...layer.alongs.values()].filter((t) => t.id !== theorem.id);
  const carry = CarryRules.compile(others, engine, layer.normDependent);
  const from: Side = theorem.along.direction === 'toRelated' ? X : Y;
  const to: Side = from === X ? Y : X;
  const derivations = follows(engine, layer, carry, theorem.along.relation, theorem.conditions, from, theorem.conclusions, to);
  const redundant = derivations !== null;
  if (!converse) return { redundant, derivations: derivations ?? [], converse: { kind: 'open' } };
  const backwards = follows(engine, layer, carry, theorem.along.relation, theorem.conclusions, to, theorem.conditions, from);
  if (backwards) return { redundant, derivations: derivations ?? [], converse: { kind: 'follows', derivations: backwards } };
  const pairs = refutingPairs(engine, layer, theorem.along.relation, theorem.conclusions, to, theorem.conditions, from);
  if (pairs.length === 0) return { redundant, derivations: derivations ?? [], converse: { kind: 'open' } };
  const subjectIds = [...new Set(pairs.map((p) => p.failing))].sort((a, b) => a - b);
  return { redundant, derivations: derivations ?? [], converse: { kind: 'refuted', subjectIds, pairs: pairs.map(({ spaceId, ofSpaceId }) => ({ spaceId, ofSpaceId })) } };
}

/** The literals of atoms over a scalar (those the property and the atom's field allow). */
function literals(engine: Engine, atoms: readonly EngineAtom[], scalar: Scalar): number[] {
  const out: number[] = [];
  for (const atom of atoms) {
    const index = engine.index(atom.propertyId);
    const value = fieldPair(atom.field)[scalar];
    if (index !== undefined && value !== undefined && engine.scalars(atom.propertyId).includes(scalar)) out.push(literal(index, scalar, value));
  }
  return out;
}

/** Per scalar the statement speaks about, its derivation; null when it does not follow over one of them (or speaks about none). */
function follows(engine: Engine, layer: RelationalLayer, carry: CarryRules, kind: RelationKind, premises: readonly EngineAtom[], from: Side, goals: readonly EngineAtom[], to: Side): ScalarDerivation[] | null {
  const derivations: ScalarDerivation[] = [];
  for (const scalar of SCALARS) {
    const assumed = literals(engine, premises, scalar);
    const wanted = literals(engine, goals, scalar);
    if (assumed.length === 0 || wanted.length === 0) continue;
    const pair = new HypotheticalPair(engine, layer, carry, kind, scalar, from, assumed);
    const derivation = pair.derivation(to, wanted);
    if (!derivation) return null;
    derivations.push(derivation);
  }
  return derivations.length > 0 ? derivations : null;
}

class HypotheticalPair {
  /** Each side's closures, one per round. */
  private readonly rounds = new Map<Side, HypotheticalClosure[]>([[X, []], [Y, []]]);
  private readonly imports = new Map<Side, Map<number, Carried>>([[X, new Map()], [Y, new Map()]]);
  private readonly given = new Map<Side, number[]>();

  constructor(
    private readonly engine: Engine,
    layer: RelationalLayer,
    carry: CarryRules,
    kind: RelationKind,
    private readonly scalar: Scalar,
    from: Side,
    assumed: number[],
  ) {
    this.given.set(from, [...assumed]);
    this.given.set(from === X ? Y : X, []);
    const relations = RelationClosure.close(scalar, [{ id: 0, kind, spaceId: Y, ofSpaceId: X, scalar, value: true }]);
    const edges = carryEdges([relations], carry);
    const normDependent = (lit: number) => layer.normDependent.has(engine.propertyId(literalProperty(lit)));
    this.close(0, new Set([X, Y]));
    for (let round = 1; ; round++) {
      const received = new Set<Side>();
      for (const side of [X, Y] as Side[]) {
        const source = this.last(side);
        if (!source.consistent) continue;
        for (const edge of edges.get(side) ?? []) {
          const target = edge.target as Side;
          for (const lit of source.closure.order) {
            for (const rule of edge.rules?.get(lit) ?? []) if (this.offer(target, rule.dst, { round, from: side, srcLit: lit, theoremId: rule.theoremId, direction: rule.direction, relation: edge.relation.kind })) received.add(target);
            if (edge.invariant && !normDependent(lit) && this.offer(target, lit, { round, from: side, srcLit: lit, theoremId: null, direction: 'forward', relation: edge.relation.kind })) received.add(target);
          }
        }
      }
      if (received.size === 0) break;
      this.close(round, received);
    }
  }

  /** The derivation of `wanted` on a side (steps over both spaces), the premises' contradiction, or null. */
  derivation(side: Side, wanted: number[]): ScalarDerivation | null {
    for (const s of [X, Y] as Side[]) {
      const closed = this.last(s);
      if (!closed.consistent) {
        const impossible = contradictionSteps(closed, (index) => this.engine.propertyId(index))!;
        return { scalar: this.scalar, steps: impossible.steps.map((step) => ({ ...step, space: SIDE_NAME[s] })), conclusions: [], impossible };
      }
    }
    const final = this.last(side);
    if (!wanted.every((lit) => final.closure.has(lit))) return null;
    const writer = new PairSteps(this.engine, this.rounds, this.imports);
    const round = this.rounds.get(side)!.length - 1;
    const conclusions = wanted.map((lit) => writer.known(side, lit, round));
    return { scalar: this.scalar, steps: writer.steps, conclusions, impossible: null };
  }

  private last(side: Side): HypotheticalClosure {
    const list = this.rounds.get(side)!;
    return list[list.length - 1];
  }

  /** Whether the literal is new to the side (then it is imported next round; a literal against a known one is imported too, and the closure says so). */
  private offer(side: Side, lit: number, why: Carried): boolean {
    const own = this.imports.get(side)!;
    if (this.last(side).closure.has(lit) || own.has(lit)) return false;
    own.set(lit, why);
    this.given.get(side)!.push(lit);
    return true;
  }

  /** Closes again the sides that received something; the others keep their closure for this round. */
  private close(round: number, received: ReadonlySet<Side>): void {
    for (const side of [X, Y] as Side[]) {
      const list = this.rounds.get(side)!;
      list[round] = received.has(side) ? closeAssumed(this.given.get(side)!, this.engine.rules, this.engine.closureScratch) : list[round - 1];
    }
  }
}

/** Steps over the two spaces: each fact once per (side, round), a carried fact resting on the other side's fact one round earlier. */
class PairSteps {
  readonly steps: Step[] = [];
  private readonly done = new Map<string, number>();

  constructor(
    private readonly engine: Engine,
    private readonly rounds: Map<Side, HypotheticalClosure[]>,
    private readonly imports: Map<Side, Map<number, Carried>>,
  ) {}

  known(side: Side, lit: number, round: number): number {
    const key = `${side}:${lit}:${round}`;
    const made = this.done.get(key);
    if (made !== undefined) return made;
    const { closure } = this.rounds.get(side)![round];
    const position = closure.positionOf(lit)!;
    const rule = closure.rule[position];
    const head = { propertyId: this.engine.propertyId(literalProperty(lit)), scalar: literalScalar(lit), value: literalValue(lit), space: SIDE_NAME[side] };
    let step: Step;
    const carried = rule < 0 ? this.imports.get(side)!.get(lit) : undefined;
    if (carried) {
      const support = this.known(carried.from, carried.srcLit, carried.round - 1);
      step = { ...head, rule: 'carried', theoremId: carried.theoremId, direction: carried.direction, relation: carried.relation, supports: [support] };
    } else if (rule < 0) {
      step = { ...head, rule: 'assumed', theoremId: null, supports: [] };
    } else {
      const supports = supportsAt(closure, this.engine.rules, position).map((s) => this.known(side, s, round));
      const fired = this.engine.rules.rules[rule]!;
      step = { ...head, rule: fired.direction === CONTRAPOSITIVE ? 'contrapositive' : 'forward', theoremId: fired.theoremId, supports };
    }
    this.steps.push(step);
    this.done.set(key, this.steps.length - 1);
    return this.steps.length - 1;
  }
}

/** Related pairs of the catalogue (Y R X known over a scalar) where the premises hold on one side and a goal fails on the other. */
function refutingPairs(engine: Engine, layer: RelationalLayer, kind: RelationKind, premises: readonly EngineAtom[], from: Side, goals: readonly EngineAtom[], to: Side): { spaceId: number; ofSpaceId: number; failing: number }[] {
  const pairs: { spaceId: number; ofSpaceId: number; failing: number }[] = [];
  const seen = new Set<string>();
  for (const closure of layer.derived.closures) {
    const assumed = literals(engine, premises, closure.scalar);
    const wanted = literals(engine, goals, closure.scalar);
    if (assumed.length === 0 || wanted.length === 0) continue;
    for (const fact of closure.facts) {
      if (fact.kind !== kind || !fact.value) continue;
      const space = (side: Side) => (side === X ? fact.ofSpaceId : fact.spaceId);
      const knows = (side: Side, lit: number) => engine.state(space(side))?.closure.has(lit) === true;
      if (!assumed.every((lit) => knows(from, lit)) || !wanted.some((lit) => knows(to, negate(lit)))) continue;
      const key = `${fact.spaceId}:${fact.ofSpaceId}`;
      if (seen.has(key)) continue;
      seen.add(key);
      pairs.push({ spaceId: fact.spaceId, ofSpaceId: fact.ofSpaceId, failing: space(to) });
    }
  }
  return pairs.sort((a, b) => a.spaceId - b.spaceId || a.ofSpaceId - b.ofSpaceId);
}
