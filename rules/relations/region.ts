/**
 * The region of a write once properties mean relations: the spaces whose
 * facts it can change, much narrower than the spaces joined by relations of
 * either value (a negative relation carries no fact: "c₀ is not a subspace
 * of X" for every X lacking "contains a copy of c₀" joins nearly every space
 * to c₀, yet a link of one of them reaches none of the others).
 *
 * A space's state is a function of its links, the rules, the seeds it is
 * given (facts of properties meaning the relations known of it) and its carry
 * group (spaces joined by positive relations). So a write re-closes:
 * - the carry groups of the spaces it touches;
 * - every space whose seeds rest (by their relations' first derivations) on a
 *   relation a space of the region gave through a meaning, or on a stored
 *   relation the write changes: what it knew may no longer hold, so it is
 *   found again, not kept (the fixpoint stays the least one);
 * - every space whose seeds, carry edges or group the new relations change
 *   (`changedSpaces`), found after the rounds; the rounds then start over
 *   with them (layer.ts `settle`).
 * Everything outside keeps a proof that rests on nothing the write changed.
 * Where relations or facts contradict (before or after), which side is kept
 * depends on the order relations are found, so the layer falls back to the
 * spaces joined by any relation (`components`), whose rounds a rebuild repeats.
 */
import type { Engine } from '../engine';
import type { CarryEdge } from './carry';
import type { Seed } from './meanings';
import type { ComponentClosure, RelationClosure, RelationFact } from './relation-closure';

/** What the region reads of a derivation of the layer (layer.ts `Derived`). */
export interface RegionInputs {
  closures: readonly RelationClosure[];
  edges: ReadonlyMap<number, readonly CarryEdge[]>;
  groups: ReadonlyMap<number, readonly number[]>;
  components: ReadonlyMap<number, readonly number[]>;
  seeds: ReadonlyMap<number, readonly Seed[]>;
}

/**
 * What each relation's first derivation rests on: the spaces whose facts gave
 * relations through meanings (their ids) and the stored relations (minus
 * their ids). Kept per component while it is the same object.
 */
const sourcesOf = new WeakMap<RelationFact, readonly number[]>();
const sourced = new WeakSet<ComponentClosure>();

function sources(component: ComponentClosure): void {
  if (sourced.has(component)) return;
  sourced.add(component);
  // Supports come before what they support, so one pass in order is enough.
  for (const fact of component.facts) {
    if (fact.meaning) sourcesOf.set(fact, [fact.meaning.ofSpaceId]);
    else if (fact.relationId !== null) sourcesOf.set(fact, [-fact.relationId]);
    else if (fact.supports.length === 1) sourcesOf.set(fact, sourcesOf.get(fact.supports[0] as RelationFact) ?? []);
    else {
      // Most supports share their sources (a small list, often the same one): merged without a set.
      let all = sourcesOf.get(fact.supports[0] as RelationFact) ?? NONE;
      for (let i = 1; i < fact.supports.length; i++) all = union(all, sourcesOf.get(fact.supports[i] as RelationFact) ?? NONE);
      sourcesOf.set(fact, all);
    }
  }
}

const NONE: readonly number[] = [];

/** The ids of both lists, each once (either list itself when it holds the other). */
function union(a: readonly number[], b: readonly number[]): readonly number[] {
  if (a === b) return a;
  if (a.length + b.length > 32) {
    const all = new Set(a);
    for (const id of b) all.add(id);
    return all.size === a.length ? a : [...all];
  }
  if (b.every((id) => a.includes(id))) return a;
  if (a.every((id) => b.includes(id))) return b;
  return [...a, ...b.filter((id) => !a.includes(id))];
}

/** Source (a space id, or minus a stored relation's id) → the spaces whose seeds rest on it. */
const dependentsOf = new WeakMap<RegionInputs, Map<number, number[]>>();

function dependents(derived: RegionInputs): Map<number, number[]> {
  let made = dependentsOf.get(derived);
  if (made) return made;
  made = new Map();
  for (const closure of derived.closures) for (const component of closure.parts()) if (component.stored > 0) sources(component);
  for (const [spaceId, seeds] of derived.seeds) {
    const seen = new Set<number>();
    for (const seed of seeds) {
      for (const source of sourcesOf.get(seed.relation) ?? []) {
        if (source === spaceId || seen.has(source)) continue;
        seen.add(source);
        const list = made.get(source);
        if (list) list.push(spaceId);
        else made.set(source, [spaceId]);
      }
    }
  }
  dependentsOf.set(derived, made);
  return made;
}

/** A write's region, grown as the rounds find more (`add`), or made coarse (`coarsen`). */
export class Region {
  readonly spaces = new Set<number>();
  coarse = false;

  /**
   * `before`: the layer's committed derivation; `start`: the write's first.
   * `growing`: the write only adds to what the spaces are given (a link whose
   * space keeps every stored fact), so, without contradictions, every fact and
   * relation known stays known: nothing is dropped and nothing rests on the region.
   */
  constructor(
    private readonly before: RegionInputs,
    private readonly start: RegionInputs,
    public growing = false,
  ) {}

  /** Adds the spaces with their carry groups and what rests on them; whether anything was new. */
  add(spaces: Iterable<number>, relationIds: Iterable<number> = []): boolean {
    const size = this.spaces.size;
    const deps = this.growing ? new Map<number, number[]>() : dependents(this.before);
    const queue = [...spaces];
    for (const id of relationIds) queue.push(...(deps.get(-id) ?? []));
    while (queue.length > 0) {
      const id = queue.pop()!;
      if (this.spaces.has(id)) continue;
      for (const groups of this.coarse ? [this.before.components, this.start.components] : [this.before.groups, this.start.groups]) {
        for (const member of groups.get(id) ?? [id]) {
          if (this.spaces.has(member)) continue;
          this.spaces.add(member);
          queue.push(member, ...(deps.get(member) ?? []));
        }
      }
    }
    return this.spaces.size > size;
  }

  /** Falls back to the spaces joined by any relation (before and at the start) of what the region holds. */
  coarsen(): void {
    this.coarse = true;
    this.growing = false;
    const held = [...this.spaces];
    this.spaces.clear();
    this.add(held);
  }
}

/**
 * The spaces whose seeds (as facts), carry edges or carry group differ
 * between two derivations with the same carry rules: only spaces of a
 * component one has and the other has not can differ. `knows`: a space's
 * current state, when it has no contradiction: a space that only gains seeds
 * it already knows is left out, as closing it again gives the same facts (its
 * group's fixpoint holds them already; only their proofs would change).
 */
export function changedSpaces(a: RegionInputs, b: RegionInputs, knows?: (id: number) => { has(lit: number): boolean } | null): Set<number> {
  const candidates = new Set<number>();
  const parts = (d: RegionInputs) => new Set(d.closures.flatMap((c) => [...c.parts()]));
  const inA = parts(a);
  const inB = parts(b);
  for (const part of inA) if (!inB.has(part)) for (const id of part.spaces) candidates.add(id);
  for (const part of inB) if (!inA.has(part)) for (const id of part.spaces) candidates.add(id);
  const changed = new Set<number>();
  for (const id of candidates) {
    if (groupKey(a.groups.get(id)) !== groupKey(b.groups.get(id)) || !sameSeeds(a.seeds.get(id), b.seeds.get(id), knows?.(id) ?? null) || !sameEdges(a.edges.get(id), b.edges.get(id))) changed.add(id);
  }
  return changed;
}

/** Whether seeds `b` give a space what `a` gave: the same facts, or more that the space (`known`) knows already. */
function sameSeeds(a: readonly Seed[] | undefined, b: readonly Seed[] | undefined, known: { has(lit: number): boolean } | null): boolean {
  if (seedKey(a) === seedKey(b)) return true;
  if (!known) return false;
  const before = new Set((a ?? []).map((s) => s.lit));
  const after = new Set((b ?? []).map((s) => s.lit));
  for (const lit of before) if (!after.has(lit)) return false;
  for (const lit of after) if (!before.has(lit) && !known.has(lit)) return false;
  return true;
}

function seedKey(seeds: readonly Seed[] | undefined): string {
  return seeds ? [...new Set(seeds.map((s) => s.lit))].sort((x, y) => x - y).join(',') : '';
}

/** Whether two lists of edges are the same as sets (the order only decides which of two justifications comes first). */
function sameEdges(a: readonly CarryEdge[] | undefined, b: readonly CarryEdge[] | undefined): boolean {
  if (a === b) return true;
  if ((a?.length ?? 0) !== (b?.length ?? 0)) return false;
  const x = edgeKeys(a!);
  const y = edgeKeys(b!);
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return false;
  return true;
}

const KINDS = ['subspace', 'complemented', 'quotient', 'dual', 'isomorphic'];

/** An edge as a number (target, kind, scalar, the relation's Y, invariance; ids below 2²⁴), sorted: no string per edge. */
function edgeKeys(edges: readonly CarryEdge[]): Float64Array {
  const keys = new Float64Array(edges.length);
  edges.forEach((e, i) => {
    const tag = (KINDS.indexOf(e.relation.kind) * 2 + (e.relation.scalar === 'COMPLEX' ? 1 : 0)) * 2 + (e.invariant ? 1 : 0);
    keys[i] = (e.target * 2 ** 24 + e.relation.spaceId) * 32 + tag;
  });
  return keys.sort();
}

function groupKey(group: readonly number[] | undefined): string {
  return group ? group.join(',') : '';
}

/** Whether anything contradicts, before or in the write's result: then the region is made coarse. */
export function contradicted(engine: Engine, closures: readonly RelationClosure[][], carryConflicts: Iterable<readonly unknown[]>, states: Iterable<{ state: { contradictions: readonly unknown[] } | null }>): boolean {
  if (closures.some((list) => list.some((c) => c.conflicts.length > 0))) return true;
  for (const list of carryConflicts) if (list.length > 0) return true;
  for (const { state } of states) if (state && state.contradictions.length > 0) return true;
  for (const id of engine.inputs.subjects.keys()) if ((engine.state(id)?.contradictions.length ?? 0) > 0) return true;
  return false;
}
