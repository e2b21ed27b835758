/**
 * Carrying facts from one space to another along relations: theorems along
 * relations compiled to carry rules (a literal on one side gives a literal on
 * the other, forwards and by contraposition), isomorphism invariance of every
 * property that does not depend on the norm, and the fixpoint that closes a
 * group of related spaces together.
 *
 * A carried fact enters its space as a given fact (an import) after the
 * space's links, so each space is still closed by the one-space engine. The
 * fixpoint runs in stages: every space is closed on its links, then each
 * stage carries what the spaces changed by the last stage know, and closes
 * again the spaces that received something. An import of stage s rests on a
 * fact its source knew by the end of stage s − 1, which is what keeps
 * cross-space proofs finite (proof.ts in this folder).
 */
import { fieldPair, SCALARS, type Scalar } from '../fields';
import { literal, literalProperty, negate } from '../literal';
import type { SubjectState } from '../engine';
import type { Closure } from '../closure';
import type { RelationKind, TheoremInput } from '../reasoner-types';
import type { ComponentClosure, RelationClosure, RelationFact } from './relation-closure';
import type { Seed } from './meanings';

export type Side = 'toRelated' | 'fromRelated';

export interface CarryRule { theoremId: number; direction: 'forward' | 'contrapositive'; src: number; dst: number }

/**
 * Why a space knows an imported fact: its source's fact, the relation, the rule (theorem or isomorphism
 * invariance); or, with `means` (a property id), the relation alone, which the property means (no source fact: `srcLit` -1).
 */
export interface Justification {
  stage: number;
  sourceId: number;
  srcLit: number;
  relation: RelationFact;
  theoremId: number | null;
  direction: 'forward' | 'contrapositive';
  means?: number;
}

/** A space's imports, in the order they came (stage by stage). */
export interface SpaceImports { lits: Int32Array; justifications: Justification[]; byLit: Map<number, number> }

/** A carried fact refused because the space knows its negation. */
export interface CarryConflict { spaceId: number; lit: number; justification: Justification }

/** The property lookups carry rules need (the engine's). */
export interface PropertyIndex { index(propertyId: number): number | undefined; scalars(propertyId: number): readonly Scalar[] }

/** Carry rules by relation, side and scalar (no key string: edges ask once per relation known), then by source literal. */
type BySource = Map<number, CarryRule[]> | undefined;

export class CarryRules {
  private readonly rules = new Map<RelationKind, [[BySource, BySource], [BySource, BySource]]>();

  static compile(theorems: readonly TheoremInput[], properties: PropertyIndex, normDependent: ReadonlySet<number>): CarryRules {
    const carry = new CarryRules();
    for (const t of [...theorems].sort((a, b) => a.id - b.id)) {
      const along = t.along;
      if (!along || t.conditions.length !== 1) continue;
      const atoms = [...t.conditions, ...t.conclusions];
      // Every relation is up to isomorphism: a property of the norm is never carried.
      if (atoms.some((a) => normDependent.has(a.propertyId))) continue;
      const back: Side = along.direction === 'toRelated' ? 'fromRelated' : 'toRelated';
      for (const scalar of SCALARS) {
        const src = atomLiteral(t.conditions[0], scalar, properties);
        if (src < 0) continue;
        for (const conclusion of t.conclusions) {
          const dst = atomLiteral(conclusion, scalar, properties);
          if (dst < 0) continue;
          carry.add(along.relation, along.direction, scalar, { theoremId: t.id, direction: 'forward', src, dst });
          carry.add(along.relation, back, scalar, { theoremId: t.id, direction: 'contrapositive', src: negate(dst), dst: negate(src) });
        }
      }
    }
    carry.indexStarts();
    return carry;
  }

  get(kind: RelationKind, side: Side, scalar: Scalar): Map<number, CarryRule[]> | undefined {
    return this.rules.get(kind)?.[side === 'toRelated' ? 0 : 1][scalar === 'REAL' ? 0 : 1];
  }

  private add(kind: RelationKind, side: Side, scalar: Scalar, rule: CarryRule): void {
    let byKind = this.rules.get(kind);
    if (!byKind) this.rules.set(kind, (byKind = [[undefined, undefined], [undefined, undefined]]));
    const sides = byKind[side === 'toRelated' ? 0 : 1];
    const at = scalar === 'REAL' ? 0 : 1;
    const bySrc = (sides[at] ??= new Map());
    const list = bySrc.get(rule.src);
    if (list) list.push(rule);
    else bySrc.set(rule.src, [rule]);
  }

  /** Gives each rule map a bit (at most 5 kinds × 2 sides × 2 scalars = 20) and each literal the bits of the maps starting from it. */
  private indexStarts(): void {
    const maps: Map<number, CarryRule[]>[] = [];
    for (const sides of this.rules.values()) for (const side of sides) for (const bySrc of side) if (bySrc) maps.push(bySrc);
    let max = -1;
    for (const bySrc of maps) for (const src of bySrc.keys()) if (src > max) max = src;
    const index: StartIndex = { mask: new Int32Array(max + 1) };
    maps.forEach((bySrc, bit) => {
      for (const src of bySrc.keys()) index.mask[src] |= 1 << bit;
      startsOf.set(bySrc, { index, bit });
    });
  }
}

/** Which rule maps of one compilation (a bit each) start from each literal: a source's facts are sorted to its edges' rules in one pass. */
interface StartIndex { mask: Int32Array }
const startsOf = new WeakMap<Map<number, CarryRule[]>, { index: StartIndex; bit: number }>();

function atomLiteral(atom: { propertyId: number; field: Parameters<typeof fieldPair>[0] }, scalar: Scalar, properties: PropertyIndex): number {
  const index = properties.index(atom.propertyId);
  const value = fieldPair(atom.field)[scalar];
  if (index === undefined || value === undefined || !properties.scalars(atom.propertyId).includes(scalar)) return -1;
  return literal(index, scalar, value);
}

/** One way facts flow out of a space: to `target`, along a relation fact, carrying by `rules` (and every invariant fact, along an isomorphism). */
export interface CarryEdge { target: number; relation: RelationFact; rules: Map<number, CarryRule[]> | undefined; invariant: boolean }

/** Each component's edges (source, edge), kept while the component and the carry rules are the same: a relation written makes its components' edges only. */
const componentEdges = new WeakMap<ComponentClosure, { carry: CarryRules; edges: [number, CarryEdge][] }>();

/** The edges out of each space, from the positive relations of both scalars (in their order). */
export function carryEdges(closures: readonly RelationClosure[], carry: CarryRules): Map<number, CarryEdge[]> {
  const edges = new Map<number, CarryEdge[]>();
  for (const closure of closures) {
    for (const component of closure.parts()) {
      let made = componentEdges.get(component);
      if (made?.carry !== carry) componentEdges.set(component, (made = { carry, edges: edgesOf(component.facts, carry) }));
      for (const [from, edge] of made.edges) {
        const list = edges.get(from);
        if (list) list.push(edge);
        else edges.set(from, [edge]);
      }
    }
  }
  return edges;
}

export function edgesOf(facts: readonly RelationFact[], carry: CarryRules): [number, CarryEdge][] {
  const edges: [number, CarryEdge][] = [];
  // Indexed: a build reads every relation here once, cold.
  for (let i = 0; i < facts.length; i++) {
    const fact = facts[i];
    if (!fact.value || fact.spaceId === fact.ofSpaceId) continue;
    const invariant = fact.kind === 'isomorphic';
    const down = carry.get(fact.kind, 'toRelated', fact.scalar);
    if (down || invariant) edges.push([fact.ofSpaceId, { target: fact.spaceId, relation: fact, rules: down, invariant }]);
    const up = carry.get(fact.kind, 'fromRelated', fact.scalar);
    if (up) edges.push([fact.spaceId, { target: fact.ofSpaceId, relation: fact, rules: up, invariant: false }]);
  }
  return edges;
}

/** How the fixpoint closes a space: given its imports, its new state (null: no such space). */
export type CloseSpace = (spaceId: number, imports: Int32Array) => SubjectState | null;

export interface GroupResult {
  states: Map<number, SubjectState | null>;
  imports: Map<number, SpaceImports>;
  conflicts: CarryConflict[];
}

/**
 * Closes a group of related spaces together (ids ascending: the order is
 * what makes a rebuild and an incremental write agree). `normDependent`:
 * property indexes never carried along an isomorphism. `onLinks`: each
 * space closed on its links alone (what `close` gives without imports).
 * `seeds`: facts of properties meaning known relations, offered at the first stage.
 */
export function closeGroup(group: readonly number[], edges: Map<number, CarryEdge[]>, close: CloseSpace, normDependent: (propertyIndex: number) => boolean, onLinks: CloseSpace = close, seeds?: ReadonlyMap<number, Seed[]>): GroupResult {
  const states = new Map<number, SubjectState | null>();
  const imports = new Map<number, { lits: number[]; justifications: Justification[]; byLit: Map<number, number> }>();
  const conflicts: CarryConflict[] = [];
  const conflictSeen = new Set<string>();
  for (const id of group) states.set(id, onLinks(id, EMPTY));
  let frontier = group.filter((id) => states.get(id));
  // A space's closure only grows from stage to stage, and what a fact offered its targets they still
  // have (or refused once): each source offers each of its facts once, at the first stage it knows it.
  // What a source offered is what its closures known at earlier stages hold (their bits, no set of its own).
  const offered = new Map<number, Closure[]>();
  for (let stage = 1; frontier.length > 0; stage++) {
    const pending = new Map<number, Map<number, Justification>>();
    // The justification is made only for an offer that is taken or refused: most offers are of facts the target has.
    const offer = (target: number, dst: number, why: () => Justification) => {
      const state = states.get(target);
      if (!state) return;
      const incoming = pending.get(target);
      if (state.closure.has(dst) || incoming?.has(dst)) return;
      const justification = why();
      if (state.closure.has(negate(dst)) || incoming?.has(negate(dst))) {
        const key = `${target}:${dst}`;
        if (!conflictSeen.has(key)) {
          conflictSeen.add(key);
          conflicts.push({ spaceId: target, lit: dst, justification });
        }
        return;
      }
      if (incoming) incoming.set(dst, justification);
      else pending.set(target, new Map([[dst, justification]]));
    };
    if (stage === 1 && seeds) {
      for (const id of group) {
        for (const s of seeds.get(id) ?? []) offer(id, s.lit, () => ({ stage, sourceId: s.relation.spaceId, srcLit: -1, relation: s.relation, theoremId: null, direction: 'forward', means: s.propertyId }));
      }
    }
    for (let f = 0; f < frontier.length; f++) {
      const sourceId = frontier[f];
      const closure = states.get(sourceId)!.closure;
      const earlier = offered.get(sourceId);
      const fresh = earlier ? closure.order.filter((lit) => !earlier.some((c) => c.has(lit))) : closure.order;
      if (earlier) earlier.push(closure);
      else offered.set(sourceId, [closure]);
      const out = edges.get(sourceId) ?? NO_EDGES;
      const misses = missing(out, fresh, states);
      for (let m = 0; m < misses.length; m += 3) {
        const edge = out[misses[m]];
        const lit = misses[m + 1];
        if (misses[m + 2] < 0) {
          if (!normDependent(literalProperty(lit))) offer(edge.target, lit, () => ({ stage, sourceId, srcLit: lit, relation: edge.relation, theoremId: null, direction: 'forward' }));
          continue;
        }
        const r = edge.rules!.get(lit)![misses[m + 2]];
        offer(edge.target, r.dst, () => ({ stage, sourceId, srcLit: lit, relation: edge.relation, theoremId: r.theoremId, direction: r.direction }));
      }
    }
    frontier = [];
    for (const target of [...pending.keys()].sort((a, b) => a - b)) {
      let own = imports.get(target);
      if (!own) imports.set(target, (own = { lits: [], justifications: [], byLit: new Map() }));
      for (const [lit, justification] of pending.get(target)!) {
        own.byLit.set(lit, own.lits.length);
        own.lits.push(lit);
        own.justifications.push(justification);
      }
      states.set(target, close(target, Int32Array.from(own.lits)));
      frontier.push(target);
    }
  }
  const done = new Map<number, SpaceImports>();
  for (const [id, own] of imports) done.set(id, { lits: Int32Array.from(own.lits), justifications: own.justifications, byLit: own.byLit });
  return { states, imports: done, conflicts };
}

/**
 * What a source's fresh facts carry along its edges that the targets lack,
 * in order: (edge index, source literal, rule index or -1 for an invariant
 * fact) triples. Most offers are of facts the target has; this loop is all a
 * cold build runs of the fixpoint, so it is kept small (a fresh process
 * optimizes what runs hot, and a large function costs its compiler more than
 * it saves) and indexed (`for … of` makes an iterator per loop).
 */
function missing(out: readonly CarryEdge[], fresh: Int32Array, states: ReadonlyMap<number, SubjectState | null>): number[] {
  const misses: number[] = [];
  // A source's edges of one kind share their rules: the facts those start from are found once, in one pass.
  let split: readonly (number[] | undefined)[] = NO_STARTS;
  let splitBy: StartIndex | null = null;
  for (let e = 0; e < out.length; e++) {
    const edge = out[e];
    // The states do not change while sources offer (the targets are closed after): read once per edge.
    const known = states.get(edge.target)?.closure;
    if (!known) continue;
    const scalarBit = edge.relation.scalar === 'COMPLEX' ? 2 : 0;
    if (edge.invariant) {
      for (let i = 0; i < fresh.length; i++) {
        const lit = fresh[i];
        if ((lit & 2) !== scalarBit) continue;
        const rules = edge.rules?.get(lit);
        if (rules) for (let k = 0; k < rules.length; k++) if (!known.has(rules[k].dst)) misses.push(e, lit, k);
        if (!known.has(lit)) misses.push(e, lit, -1);
      }
      continue;
    }
    if (!edge.rules) continue;
    const at = startsOf.get(edge.rules)!;
    if (splitBy !== at.index) {
      split = ruleSources(at.index, fresh);
      splitBy = at.index;
    }
    const starts = split[at.bit];
    if (!starts) continue;
    for (let i = 0; i < starts.length; i++) {
      const lit = starts[i];
      if ((lit & 2) !== scalarBit) continue;
      const rules = edge.rules.get(lit)!;
      for (let k = 0; k < rules.length; k++) if (!known.has(rules[k].dst)) misses.push(e, lit, k);
    }
  }
  return misses;
}

const EMPTY = new Int32Array(0);
const NO_EDGES: CarryEdge[] = [];
const NO_STARTS: readonly (number[] | undefined)[] = [];

/**
 * The fresh facts each rule map of `index` starts from, by the map's bit, in
 * the order the source knew them (what keeps the first justification the same).
 */
function ruleSources(index: StartIndex, fresh: Int32Array): readonly (number[] | undefined)[] {
  const found: (number[] | undefined)[] = [];
  const { mask } = index;
  for (let i = 0; i < fresh.length; i++) {
    const lit = fresh[i];
    let bits = lit < mask.length ? mask[lit] : 0;
    while (bits !== 0) {
      const bit = 31 - Math.clz32(bits & -bits);
      bits &= bits - 1;
      (found[bit] ??= []).push(lit);
    }
  }
  return found;
}
