/**
 * The relational layer of the space engine: stored relations, theorems along
 * relations and which properties depend on the norm; the relations derived
 * from them (per scalar), the groups of related spaces, and what each space
 * imports from the others. A write re-closes only the groups it reaches: a
 * link, the group of its space; a relation, the groups of its two spaces
 * before and after; anything else (a theorem, a property, a space's field),
 * every group.
 */
import { SCALARS, type ItemField } from '../fields';
import type { Engine, SubjectState } from '../engine';
import type { PropertyMeaning, RelationInput, TheoremInput } from '../reasoner-types';
import { fieldPair } from '../fields';
import { CarryRules, carryEdges, closeGroup, type CarryConflict, type CarryEdge, type SpaceImports } from './carry';
import { Meanings, type Seed } from './meanings';
import { groupStays, type Closed } from './group-probe';
import { changedSpaces, contradicted, Region } from './region';
import { RelationClosure, type ImpliedRelation, type StoredRelation } from './relation-closure';

/** What the relations derive, made again whenever an input of the layer changes. */
export interface Derived {
  closures: RelationClosure[];
  /** The theorems along relations compiled (null before the first derivation). */
  carry: CarryRules | null;
  edges: Map<number, CarryEdge[]>;
  /**
   * Each related space's carry group (ascending ids, shared by its members): spaces joined by positive
   * relations, closed together; with properties meaning relations, a space with a seed is in one (alone if need be).
   */
  groups: Map<number, readonly number[]>;
  /**
   * With properties meaning relations, spaces joined by any relation or with a seed (what a write reaches at
   * most: region.ts); without, the groups.
   */
  components: Map<number, readonly number[]>;
  /** Relations the spaces' facts give through properties' meanings, in the order found (closed after the stored ones). */
  implied: readonly ImpliedRelation[];
  /** Facts of properties meaning known relations, by space. */
  seeds: Map<number, Seed[]>;
}

const NOTHING: Derived = { closures: [], carry: null, edges: new Map(), groups: new Map(), components: new Map(), implied: [], seeds: new Map() };

/** The layer's new states for the spaces of the groups it re-closed. */
export interface LayerUpdate {
  states: Map<number, { state: SubjectState | null; imports: Int32Array | undefined }>;
  imports: Map<number, SpaceImports | undefined>;
  conflicts: Map<number, CarryConflict[]>;
}

export class RelationalLayer {
  readonly relations = new Map<number, RelationInput>();
  readonly alongs = new Map<number, TheoremInput>();
  readonly normDependent = new Set<number>();
  readonly meanings = new Meanings();
  derived: Derived = NOTHING;
  /** Tells one implied relation from another (a component closed on it is not one closed on an earlier finding). */
  private serial = 0;
  imports = new Map<number, SpaceImports>();
  conflicts = new Map<number, CarryConflict[]>();
  /** Each space closed on its links alone as last made (a group's first stage), with the engine's rules version then. */
  private readonly onLinks = new Map<number, { state: SubjectState; rules: number }>();

  /** Whether anything relational is there: without relations the engine alone is the whole story. */
  get active(): boolean {
    return this.relations.size > 0 || this.meanings.size > 0 || this.imports.size > 0 || this.derived.closures.some((c) => c.facts.length > 0);
  }

  /**
   * `sameRelations`: the relations and the spaces' fields are as when the
   * layer last derived (a write of a theorem or a property), so its closures
   * and groups stay; only the carry rules and edges are made again. `implied`
   * and `from`: a round of `settle` (the relations found so far, the last derivation).
   */
  derive(engine: Engine, sameRelations = false, implied: readonly ImpliedRelation[] = this.derived.implied, from: Derived = this.derived): Derived {
    const fields = engine.inputs.subjects;
    const before = (scalar: string) => from.closures.find((c) => c.scalar === scalar);
    const keep = sameRelations && this.meanings.size === 0 && implied.length === 0;
    const closures = keep
      ? from.closures
      : SCALARS.map((scalar) => RelationClosure.close(scalar, [...storedOver(scalar, [...this.relations.values()], fields), ...impliedOver(scalar, implied)], before(scalar)));
    // The carry rules change with a theorem or a property only (the writes that keep the relations).
    const carry = sameRelations || !from.carry ? CarryRules.compile([...this.alongs.values()], engine, this.normDependent) : from.carry;
    const edges = carryEdges(closures, carry);
    const seeds = this.meanings.seeds(closures, engine, fields);
    const groups = keep ? from.groups : groupsOf(closures, false, seeds);
    const components = keep ? from.components : this.meanings.size > 0 || implied.length > 0 ? groupsOf(closures, true, seeds) : groups;
    return { closures, carry, edges, groups, components, implied, seeds };
  }

  /**
   * `update` with properties' meanings: the groups reached are closed, the
   * relations their spaces' facts give are added to the relation closure,
   * and the spaces whose seeds, carry edges or groups that changes closed
   * again, in rounds until no fact gives a new relation. A write re-closes
   * its region (region.ts): the relations found before from its spaces are
   * found again; when a round reaches a space outside it, or the result
   * changes what a space outside it is given, that space joins and the
   * rounds start over. `relationIds`: the stored relations the write changes;
   * `growing`: the write only adds facts (region.ts), so what is known stays.
   */
  settle(engine: Engine, start: Derived, touched: Iterable<number> | 'all', links: 'reload' | 'kept' | 'close' = 'close', relationIds: readonly number[] = [], growing = false): { derived: Derived; update: LayerUpdate } {
    if (this.meanings.size === 0 && start.implied.length === 0) return { derived: start, update: this.update(engine, start, touched, links) };
    if (touched === 'all') return this.rounds(engine, start, 'all', links) as { derived: Derived; update: LayerUpdate };
    const region = new Region(this.derived, start, growing);
    region.add(touched, relationIds);
    for (;;) {
      const result = this.rounds(engine, start, region.spaces, links, region.coarse, region.growing);
      if ('outside' in result) {
        region.add(result.outside);
        continue;
      }
      if (!region.coarse && contradicted(engine, [this.derived.closures, result.derived.closures], [...this.conflicts.values(), ...result.update.conflicts.values()], result.update.states.values())) {
        region.coarsen();
        continue;
      }
      if (region.add([...changedSpaces(this.derived, result.derived, (id) => known(engine.state(id)))].filter((id) => !region.spaces.has(id)))) continue;
      return result;
    }
  }

  /**
   * The rounds over a region ('all': every space): its relations found before
   * are dropped and its spaces closed, then each round's relations added and
   * what they change closed again. `outside`: the spaces the rounds reached
   * outside the region (a positive relation found to one; with `coarse`, any).
   * `keep`: the relations found before are kept (a growing write).
   */
  private rounds(engine: Engine, start: Derived, inside: Set<number> | 'all', links: 'reload' | 'kept' | 'close', coarse = false, keep = false): { derived: Derived; update: LayerUpdate } | { outside: number[] } {
    const beyond = (ids: Iterable<number>) => (inside === 'all' ? [] : [...ids].filter((id) => !inside.has(id)));
    // A rebuild's start was just derived with nothing found: derived again it would be the same.
    const fresh = inside === 'all' && start.implied.length === 0 && links === 'reload';
    let derived = keep || fresh ? start : this.derive(engine, false, inside === 'all' ? [] : start.implied.filter((r) => !inside.has(r.ofSpaceId)), start);
    const update = this.update(engine, derived, inside, links);
    if (beyond(update.states.keys()).length > 0) return { outside: beyond(update.states.keys()) };
    // The first round reads every space of the region (one without a group is the engine's, closed on its links).
    let round: ReadonlyMap<number, { state: SubjectState | null }> = this.regionStates(engine, inside, update);
    for (;;) {
      const imports = new Map([...update.imports].filter((e): e is [number, SpaceImports] => e[1] !== undefined));
      const found = this.meanings.implied(round, derived.closures, derived.implied, engine, engine.inputs.subjects, imports, () => ++this.serial);
      if (found.length === 0) return { derived, update };
      const named = beyond(found.filter((r) => coarse || r.value).map((r) => r.spaceId));
      if (named.length > 0) return { outside: named };
      const next = this.derive(engine, false, [...derived.implied, ...found], derived);
      const changed = changedSpaces(derived, next, (id) => known(update.states.has(id) ? update.states.get(id)!.state : engine.state(id)));
      const before = derived;
      derived = next;
      if (beyond(changed).length > 0) return { outside: beyond(changed) };
      // A space the write has not closed is current only in a rebuild (the engine's states were just closed).
      const current: Closed = (id) => {
        const own = update.states.get(id);
        if (own) return { ...own, carried: update.imports.get(id) };
        return inside === 'all' ? { state: engine.state(id) ?? null, imports: engine.inputs.imports.get(id), carried: this.imports.get(id) } : undefined;
      };
      const closed = this.update(engine, derived, changed, links, { before, current, conflicts: update.conflicts });
      if (beyond(closed.states.keys()).length > 0) return { outside: beyond(closed.states.keys()) };
      for (const [id, s] of closed.states) update.states.set(id, s);
      for (const [id, i] of closed.imports) update.imports.set(id, i);
      for (const [id, c] of closed.conflicts) update.conflicts.set(id, c);
      round = closed.states;
    }
  }

  private regionStates(engine: Engine, region: Set<number> | 'all', update: LayerUpdate): Map<number, { state: SubjectState | null }> {
    const states = new Map<number, { state: SubjectState | null }>(update.states);
    for (const id of region === 'all' ? engine.inputs.subjects.keys() : region) if (!states.has(id)) states.set(id, { state: engine.state(id) ?? null });
    return states;
  }

  /**
   * Re-closes the groups (under `derived`) of the given spaces and of the
   * groups they were in before ('all': every space in a group or with imports).
   * `links` says how each group's first stage (a space closed on its links
   * alone) is had: 'reload', the engine's states were just closed, so a space
   * without imports is it as it is; 'kept', as made last time while the
   * space's links and the rules are the same (most of a relation's or a
   * theorem along relations' cost otherwise); 'close', closed again (a write
   * with a part for the engine, whose check changes the rules for a moment).
   * `previous`: a later round of `settle` (the derivation before and what the
   * write closed so far); a group still at its fixpoint keeps its states (group-probe.ts).
   */
  update(engine: Engine, derived: Derived, touched: Iterable<number> | 'all', links: 'reload' | 'kept' | 'close' = 'close', previous?: { before: Derived; current: Closed; conflicts: LayerUpdate['conflicts'] }): LayerUpdate {
    const spaces = new Set<number>();
    const addGroup = (id: number, groups: Map<number, readonly number[]>) => {
      for (const member of groups.get(id) ?? [id]) spaces.add(member);
    };
    if (touched === 'all') {
      for (const id of derived.groups.keys()) spaces.add(id);
      for (const id of this.derived.groups.keys()) spaces.add(id);
      for (const id of this.imports.keys()) spaces.add(id);
    } else {
      for (const id of touched) {
        addGroup(id, derived.groups);
        addGroup(id, this.derived.groups);
      }
      // A space of an old group now in another group: its new group too.
      for (const id of [...spaces]) addGroup(id, derived.groups);
    }
    const result: LayerUpdate = { states: new Map(), imports: new Map(), conflicts: new Map() };
    const done = new Set<number>();
    const normDependent = (index: number) => this.normDependent.has(engine.propertyId(index));
    const close = (id: number, imports: Int32Array) => engine.closeSubject(id, imports);
    if (links === 'reload') this.onLinks.clear();
    const onLinks = (id: number) => {
      if (links === 'close') return close(id, EMPTY);
      const kept = this.onLinks.get(id);
      if (kept && kept.rules === engine.rulesVersion && sameLiterals(kept.state.stored, engine.inputs.storedLiterals(id, EMPTY))) return kept.state;
      const state = links === 'reload' && !engine.inputs.imports.has(id) ? (engine.state(id) ?? null) : close(id, EMPTY);
      if (state) this.onLinks.set(id, { state, rules: engine.rulesVersion });
      return state;
    };
    for (const id of [...spaces].sort((a, b) => a - b)) {
      if (done.has(id)) continue;
      const group = derived.groups.get(id) ?? [id];
      for (const member of group) done.add(member);
      // A round of `settle` that only adds: a group whose states, closed earlier in the write, are still its fixpoint stays.
      if (previous && groupStays(group, previous.before, derived, previous.current, previous.conflicts, normDependent)) {
        for (const member of group) {
          const { state, imports, carried } = previous.current(member)!;
          result.states.set(member, { state, imports });
          result.imports.set(member, carried);
          result.conflicts.set(member, []);
        }
        continue;
      }
      const closed = closeGroup(group, derived.edges, close, normDependent, onLinks, derived.seeds);
      for (const member of group) {
        const imports = closed.imports.get(member);
        result.states.set(member, { state: closed.states.get(member) ?? null, imports: imports?.lits });
        result.imports.set(member, imports);
        result.conflicts.set(member, []);
      }
      for (const c of closed.conflicts) result.conflicts.get(c.spaceId)!.push(c);
    }
    return result;
  }

  /** Keeps an update (its states are committed to the engine by the caller). */
  commit(derived: Derived, update: LayerUpdate): void {
    this.derived = derived;
    for (const [id, imports] of update.imports) {
      if (imports) this.imports.set(id, imports);
      else this.imports.delete(id);
    }
    for (const [id, conflicts] of update.conflicts) {
      if (conflicts.length > 0) this.conflicts.set(id, conflicts);
      else this.conflicts.delete(id);
    }
  }

  /** Replaces every input (a reload). */
  load(relations: readonly RelationInput[], theorems: readonly TheoremInput[], normDependent: Iterable<number>, meanings: Iterable<[number, PropertyMeaning]> = []): void {
    this.relations.clear();
    this.alongs.clear();
    this.normDependent.clear();
    this.meanings.byProperty.clear();
    for (const r of relations) this.relations.set(r.id, r);
    for (const t of theorems) if (t.along) this.alongs.set(t.id, t);
    for (const id of normDependent) this.normDependent.add(id);
    for (const [id, meaning] of meanings) this.meanings.byProperty.set(id, meaning);
    this.imports.clear();
    this.conflicts.clear();
    this.onLinks.clear();
    this.derived = NOTHING;
  }
}

const EMPTY = new Int32Array(0);

/** A state's closure when it has no contradiction (what `changedSpaces` may read a space's facts from). */
function known(state: SubjectState | null | undefined): { has(lit: number): boolean } | null {
  return state && state.contradictions.length === 0 ? state.closure : null;
}

function sameLiterals(a: Int32Array, b: Int32Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** The stored relations over a scalar, by id: each counts when its field says something of the scalar and both its spaces are considered over it. */
function storedOver(scalar: 'REAL' | 'COMPLEX', relations: readonly RelationInput[], fields: ReadonlyMap<number, ItemField>): StoredRelation[] {
  const allows = (id: number) => {
    const field = fields.get(id);
    return field !== undefined && (field === 'REAL_OR_COMPLEX' || field === scalar);
  };
  const out: StoredRelation[] = [];
  // Each field's pair once (a handful of fields, thousands of relations).
  const pairs = new Map<RelationInput['field'], ReturnType<typeof fieldPair>>();
  for (const r of byId(relations)) {
    let pair = pairs.get(r.field);
    if (!pair) pairs.set(r.field, (pair = fieldPair(r.field)));
    const value = pair[scalar];
    if (value === undefined || !allows(r.spaceId) || !allows(r.ofSpaceId)) continue;
    out.push({ id: r.id, kind: r.kind, spaceId: r.spaceId, ofSpaceId: r.ofSpaceId, scalar, value });
  }
  return out;
}

/** The relations by id: usually as they are (loaded and added in that order), so a copy is sorted only when not (a comparator per step costs a cold build). */
function byId(relations: readonly RelationInput[]): readonly RelationInput[] {
  for (let i = 1; i < relations.length; i++) if (relations[i - 1].id > relations[i].id) return [...relations].sort((a, b) => a.id - b.id);
  return relations;
}

/** The relations given by properties' meanings over a scalar, in the order found. */
function impliedOver(scalar: 'REAL' | 'COMPLEX', implied: readonly ImpliedRelation[]): StoredRelation[] {
  return implied.filter((r) => r.scalar === scalar).map((r) => ({ id: -r.serial, kind: r.kind, spaceId: r.spaceId, ofSpaceId: r.ofSpaceId, scalar, value: r.value, meaning: r }));
}

/**
 * Spaces joined by a positive relation (either scalar) form a group; with
 * meanings (`byAny`), spaces joined by any relation, and a space with a seed
 * is in a group (alone if need be).
 */
function groupsOf(closures: readonly RelationClosure[], byAny = false, seeds: ReadonlyMap<number, Seed[]> = new Map()): Map<number, readonly number[]> {
  const parent = new Map<number, number>();
  const find = (x: number): number => {
    let root = x;
    while (parent.get(root) !== undefined && parent.get(root) !== root) root = parent.get(root)!;
    parent.set(x, root);
    return root;
  };
  const join = (x: number, y: number) => {
    const a = find(x);
    const b = find(y);
    if (a !== b) parent.set(Math.max(a, b), Math.min(a, b));
  };
  for (const closure of closures) {
    for (const component of closure.parts()) {
      // With meanings, a component is one group: the spaces of the relations it starts from.
      if (byAny) {
        const first = Math.min(...component.spaces);
        for (const id of component.spaces) join(id, first);
        continue;
      }
      // A positive relation derived rests on positive ones between spaces it joins: the stored ones make the groups.
      for (const f of component.facts.slice(0, component.stored)) if (f.value && f.spaceId !== f.ofSpaceId) join(f.spaceId, f.ofSpaceId);
    }
  }
  for (const id of seeds.keys()) find(id);
  const members = new Map<number, number[]>();
  for (const id of parent.keys()) {
    const root = find(id);
    const list = members.get(root);
    if (list) list.push(id);
    else members.set(root, [id]);
  }
  const groups = new Map<number, readonly number[]>();
  for (const list of members.values()) {
    list.sort((a, b) => a - b);
    for (const id of list) groups.set(id, list);
  }
  return groups;
}
