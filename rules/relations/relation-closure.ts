/**
 * Relations derived from relations, per scalar, each with its first
 * derivation (its supports were known before it, so proofs end in stored
 * relations and never loop). Y R X reads "Y is a R of X".
 * - isomorphic is symmetric and transitive, and implies complemented;
 * - complemented implies subspace and quotient;
 * - subspace, complemented and quotient are transitive (so isomorphic spaces
 *   are related to the same spaces in the same ways);
 * - a dual is carried along isomorphisms on either side, and two duals of one
 *   space are isomorphic;
 * - duality: Y complemented in X ⇒ Y* complemented in X*; Y ⊂ X ⇒ Y* a
 *   quotient of X*; Y a quotient of X ⇒ Y* ⊂ X* (when the duals are spaces of
 *   the catalogue);
 * - negatively: not a subspace (or not a quotient) ⇒ not complemented ⇒ not
 *   isomorphic, and the contrapositives of transitivity and of the dual's
 *   carrying along isomorphisms.
 * No relation of a space to itself is derived except a dual (ℓ² ≅ (ℓ²)*).
 * The first of a relation and its negation wins (stored ones first); the
 * other is kept as a conflict.
 */
import type { Scalar } from '../fields';
import type { RelationKind, RelationProof, RelationRule } from '../reasoner-types';

/** A relation over one scalar with its first derivation; `index`: its position among its component's relations; `meaning`: given by a property that means it. */
export interface RelationFact extends RelationProof {
  readonly index: number;
  readonly meaning?: ImpliedRelation;
}

/**
 * A relation a space's fact gives: X has (or lacks) a property declared to
 * mean Y `kind` X (meanings.ts). `lit` is the fact, `imports` the imports of
 * the round that knew it (what proves it), `serial` tells one finding from another.
 */
export interface ImpliedRelation {
  kind: RelationKind;
  spaceId: number;
  ofSpaceId: number;
  scalar: Scalar;
  value: boolean;
  propertyId: number;
  lit: number;
  imports: ReadonlyMap<number, SpaceImportsLike>;
  serial: number;
}

/** What a round's imports are to a proof (carry.ts's SpaceImports, named here without importing it). */
export interface SpaceImportsLike { lits: Int32Array; byLit: Map<number, number> }

/** A relation forced against its negation: the fact kept and the derivation refused. */
export interface RelationConflict { kept: RelationFact; refused: { rule: RelationRule; supports: RelationFact[]; meaning?: ImpliedRelation } }

/** A relation a closure starts from: stored (`id`), or given by a property's meaning (`meaning`, after the stored ones). */
export interface StoredRelation { id: number; kind: RelationKind; spaceId: number; ofSpaceId: number; scalar: Scalar; value: boolean; meaning?: ImpliedRelation }

/** What each kind's dual becomes: Y R X ⇒ Y* DUAL_OF[R] X*. */
const DUAL_OF: Partial<Record<RelationKind, RelationKind>> = { complemented: 'complemented', subspace: 'quotient', quotient: 'subspace' };

type Edges = Map<number, Map<number, RelationFact>>;

/** Each (kind, value) has its own slot in the indexes: a number, as a lookup per rule tried is the closure's main cost. */
const KIND_SLOT: Record<RelationKind, number> = { subspace: 0, complemented: 2, quotient: 4, dual: 6, isomorphic: 8 };
const SLOTS = 10;

function slot(kind: RelationKind, value: boolean): number {
  return KIND_SLOT[kind] + (value ? 1 : 0);
}

/** One component's relations over a scalar: indexes by kind and value, out (Y → X) and in (X → Y). */
export class ComponentClosure {
  readonly facts: RelationFact[] = [];
  readonly conflicts: RelationConflict[] = [];
  /** The spaces of its stored relations (every relation it derives is between two of them). */
  readonly spaces = new Set<number>();
  /** How many of its first facts are stored relations. */
  stored = 0;
  private readonly outs: Edges[] = Array.from({ length: SLOTS }, () => new Map());
  private readonly ins: Edges[] = Array.from({ length: SLOTS }, () => new Map());
  private queue = 0;
  /** The index maps shared with the closure this one extends (copied before a write). */
  private borrowed: Set<Map<number, RelationFact>> | null = null;

  constructor(readonly scalar: Scalar) {}

  /** The fact Y kind X with the value, if known. */
  get(kind: RelationKind, value: boolean, spaceId: number, ofSpaceId: number): RelationFact | undefined {
    return this.outs[slot(kind, value)].get(spaceId)?.get(ofSpaceId);
  }

  /** Every X with Y kind X (value), by X. */
  outOf(kind: RelationKind, value: boolean, spaceId: number): ReadonlyMap<number, RelationFact> {
    return this.outs[slot(kind, value)].get(spaceId) ?? EMPTY;
  }

  /** Every Y with Y kind X (value), by Y. */
  into(kind: RelationKind, value: boolean, ofSpaceId: number): ReadonlyMap<number, RelationFact> {
    return this.ins[slot(kind, value)].get(ofSpaceId) ?? EMPTY;
  }

  /** Closes the stored relations (in their order) under the rules. */
  static close(scalar: Scalar, stored: readonly StoredRelation[]): ComponentClosure {
    const closure = new ComponentClosure(scalar);
    for (const r of stored) {
      closure.spaces.add(r.spaceId).add(r.ofSpaceId);
      if (r.meaning) closure.derive(r.kind, r.value, r.spaceId, r.ofSpaceId, 'means', [], null, r.meaning);
      else closure.derive(r.kind, r.value, r.spaceId, r.ofSpaceId, 'stored', [], r.id);
    }
    closure.stored = closure.facts.length;
    closure.run();
    return closure;
  }

  /**
   * A copy of `base` with more relations, closed from where `base` stopped
   * (monotone: what `base` knows stays): a hypothetical relation's
   * consequences, without closing the component again (relations/settling.ts).
   */
  static extend(base: ComponentClosure, more: readonly StoredRelation[]): ComponentClosure {
    const closure = new ComponentClosure(base.scalar);
    closure.facts.push(...base.facts);
    closure.conflicts.push(...base.conflicts);
    for (const id of base.spaces) closure.spaces.add(id);
    closure.stored = base.stored;
    // The indexes are shared with `base` until written (copied then): most of a component is read, not written.
    closure.borrowed = new Set();
    const share = (from: Edges[], to: Edges[]) =>
      from.forEach((edges, i) =>
        edges.forEach((targets, id) => {
          to[i].set(id, targets);
          closure.borrowed!.add(targets);
        }),
      );
    share(base.outs, closure.outs);
    share(base.ins, closure.ins);
    closure.queue = closure.facts.length;
    for (const r of more) {
      closure.spaces.add(r.spaceId).add(r.ofSpaceId);
      closure.derive(r.kind, r.value, r.spaceId, r.ofSpaceId, 'means', [], null, r.meaning);
    }
    closure.run();
    return closure;
  }

  /** Its stored relations (and those given by meanings), as a closure starts from them. */
  storedRelations(): StoredRelation[] {
    return this.facts.slice(0, this.stored).map((f) => ({ id: f.relationId ?? 0, kind: f.kind, spaceId: f.spaceId, ofSpaceId: f.ofSpaceId, scalar: f.scalar, value: f.value, ...(f.meaning ? { meaning: f.meaning } : {}) }));
  }

  /**
   * Y kind X (value) by the rule from up to three supports. Most rules tried
   * give a relation already known: that is checked first, and the supports'
   * list is made only for a new relation or a conflict.
   */
  private add(kind: RelationKind, value: boolean, spaceId: number, ofSpaceId: number, rule: RelationRule, a: RelationFact, b?: RelationFact, c?: RelationFact): void {
    if (this.outs[KIND_SLOT[kind] + (value ? 1 : 0)].get(spaceId)?.has(ofSpaceId)) return;
    this.derive(kind, value, spaceId, ofSpaceId, rule, b === undefined ? [a] : c === undefined ? [a, b] : [a, b, c]);
  }

  private derive(kind: RelationKind, value: boolean, spaceId: number, ofSpaceId: number, rule: RelationRule, supports: RelationFact[], relationId: number | null = null, meaning?: ImpliedRelation): void {
    if (spaceId === ofSpaceId && kind !== 'dual') return;
    // The slot once: its value's twin (the negation) is the next or the previous one.
    const at = slot(kind, value);
    if (this.outs[at].get(spaceId)?.has(ofSpaceId)) return;
    const opposite = this.outs[at ^ 1].get(spaceId)?.get(ofSpaceId);
    if (opposite) {
      this.conflicts.push({ kept: opposite, refused: { rule, supports, ...(meaning ? { meaning } : {}) } });
      return;
    }
    // One literal, `meaning` set after: a spread per fact was most of a cold build's closure time.
    const fact: { -readonly [K in keyof RelationFact]: RelationFact[K] } = { index: this.facts.length, kind, spaceId, ofSpaceId, scalar: this.scalar, value, rule, relationId, supports };
    if (meaning) fact.meaning = meaning;
    this.facts.push(fact);
    this.put(this.outs[at], spaceId, ofSpaceId, fact);
    this.put(this.ins[at], ofSpaceId, spaceId, fact);
  }

  private put(edges: Edges, from: number, to: number, fact: RelationFact): void {
    let targets = edges.get(from);
    if (targets && this.borrowed?.has(targets)) edges.set(from, (targets = new Map(targets)));
    if (!targets) edges.set(from, (targets = new Map()));
    targets.set(to, fact);
  }

  private run(): void {
    while (this.queue < this.facts.length) {
      const fact = this.facts[this.queue++];
      if (fact.value) this.positive(fact);
      else this.negative(fact);
    }
  }

  private positive(f: RelationFact): void {
    const { kind, spaceId: y, ofSpaceId: x } = f;
    if (kind === 'isomorphic') {
      this.add('isomorphic', true, x, y, 'symmetry', f);
      this.add('complemented', true, y, x, 'isomorphism', f);
      // Y ≅ X: a dual of X is a dual of Y, and Y is the dual of what X is the dual of.
      for (const [z, d] of [...this.into('dual', true, x)]) this.add('dual', true, z, y, 'isomorphism', d, f);
      for (const [z, d] of [...this.outOf('dual', true, x)]) this.add('dual', true, y, z, 'isomorphism', d, f);
      for (const [z, d] of [...this.into('dual', false, x)]) this.add('dual', false, z, y, 'isomorphism', d, f);
      for (const [z, d] of [...this.outOf('dual', false, x)]) this.add('dual', false, y, z, 'isomorphism', d, f);
    }
    if (kind === 'complemented') {
      this.add('subspace', true, y, x, 'complemented', f);
      this.add('quotient', true, y, x, 'complemented', f);
    }
    if (kind !== 'dual') this.transitive(f);
    if (kind === 'dual') this.dualPositive(f);
    const dualKind = DUAL_OF[kind];
    if (dualKind && this.into('dual', true, y).size > 0) {
      // Y R X ⇒ Y* R' X*.
      for (const [ys, dy] of [...this.into('dual', true, y)]) for (const [xs, dx] of [...this.into('dual', true, x)]) this.add(dualKind, true, ys, xs, 'duality', f, dy, dx);
    }
  }

  /** Transitivity of a positive ordered or isomorphism fact, and its contrapositives against negative facts. */
  private transitive(f: RelationFact): void {
    const { kind, spaceId: y, ofSpaceId: x } = f;
    // The maps are read as they are, not copied: each rule adds to another space's map than the one
    // it reads (Y ≠ X for every kind but dual), and adding does not apply rules (they wait in the queue).
    // Y R X, X R Z ⇒ Y R Z; Z R Y, Y R X ⇒ Z R X.
    // `forEach`, not `for … of`: no entry allocated per step, which a cold build (a fresh process) pays in full.
    this.outOf(kind, true, x).forEach((g, z) => this.add(kind, true, y, z, 'transitivity', f, g));
    this.into(kind, true, y).forEach((g, z) => this.add(kind, true, z, x, 'transitivity', g, f));
    // Y R X, not Y R Z ⇒ not X R Z; Y R X, not Z R X ⇒ not Z R Y.
    this.outOf(kind, false, y).forEach((g, z) => this.add(kind, false, x, z, 'contrapositive', f, g));
    this.into(kind, false, x).forEach((g, z) => this.add(kind, false, z, y, 'contrapositive', f, g));
  }

  private dualPositive(f: RelationFact): void {
    const { spaceId: d, ofSpaceId: x } = f;
    // D ≅ X*: D ≅ E ⇒ E ≅ X*; X ≅ W ⇒ D ≅ W*; two duals of X are isomorphic.
    for (const [e, g] of [...this.outOf('isomorphic', true, d)]) this.add('dual', true, e, x, 'isomorphism', f, g);
    for (const [w, g] of [...this.outOf('isomorphic', true, x)]) this.add('dual', true, d, w, 'isomorphism', f, g);
    for (const [e, g] of [...this.into('dual', true, x)]) if (e !== d) this.add('isomorphic', true, e, d, 'dualsIsomorphic', g, f);
    // D ≅ X*, and a relation of X to another space whose dual is known: the duals are related.
    for (const [kind, dualKind] of Object.entries(DUAL_OF) as [RelationKind, RelationKind][]) {
      for (const [z, r] of [...this.outOf(kind, true, x)]) for (const [zs, dz] of [...this.into('dual', true, z)]) this.add(dualKind, true, d, zs, 'duality', r, f, dz);
      for (const [z, r] of [...this.into(kind, true, x)]) for (const [zs, dz] of [...this.into('dual', true, z)]) this.add(dualKind, true, zs, d, 'duality', r, dz, f);
    }
  }

  private negative(f: RelationFact): void {
    const { kind, spaceId: y, ofSpaceId: x } = f;
    if (kind === 'subspace' || kind === 'quotient') this.add('complemented', false, y, x, 'contrapositive', f);
    if (kind === 'complemented') this.add('isomorphic', false, y, x, 'contrapositive', f);
    if (kind === 'isomorphic') this.add('isomorphic', false, x, y, 'symmetry', f);
    if (kind === 'dual') {
      for (const [e, g] of [...this.outOf('isomorphic', true, y)]) this.add('dual', false, e, x, 'isomorphism', f, g);
      for (const [w, g] of [...this.outOf('isomorphic', true, x)]) this.add('dual', false, y, w, 'isomorphism', f, g);
      return;
    }
    // Not Y R X: Y R Z ⇒ not Z R X; Z R X ⇒ not Y R Z (read uncopied: a negative rule adds to a negative map).
    this.outOf(kind, true, y).forEach((g, z) => this.add(kind, false, z, x, 'contrapositive', g, f));
    this.into(kind, true, x).forEach((g, z) => this.add(kind, false, y, z, 'contrapositive', g, f));
  }
}

const EMPTY: ReadonlyMap<number, RelationFact> = new Map();

/**
 * One scalar's relations, closed component by component: spaces joined by
 * stored relations (of either value) form a component, and every rule
 * concludes on spaces of its supports, so no rule joins two components. Each
 * component is closed alone, on its stored relations in their order: its
 * relations and their first derivations are those of one closure of all the
 * stored relations. A component whose stored relations did not change is
 * taken as it was (`previous`): a relation written re-closes its components
 * only. Components are listed in the order of their first stored relation.
 */
export class RelationClosure {
  readonly conflicts: RelationConflict[] = [];
  private readonly bySpace = new Map<number, ComponentClosure>();
  private all: RelationFact[] | null = null;
  /** The components by key, made when a later closure asks (a build never does). */
  private byKey: Map<string, ComponentClosure> | null = null;

  private constructor(
    readonly scalar: Scalar,
    private readonly components: readonly ComponentClosure[],
    /** Each component's stored relations, what its key is made of. */
    private readonly lists: readonly (readonly StoredRelation[])[],
  ) {
    for (const component of components) {
      this.conflicts.push(...component.conflicts);
      for (const id of component.spaces) this.bySpace.set(id, component);
    }
  }

  /** Every relation, component by component (made on first use: most writes read only their components). */
  get facts(): readonly RelationFact[] {
    if (!this.all) this.all = this.components.flatMap((c) => c.facts);
    return this.all;
  }

  /** The components, in order. */
  parts(): IterableIterator<ComponentClosure> {
    return this.components.values();
  }

  /** The component closed on exactly these stored relations, if any. */
  private keyed(key: string): ComponentClosure | undefined {
    if (!this.byKey) this.byKey = new Map(this.lists.map((list, i) => [componentKey(list), this.components[i]]));
    return this.byKey.get(key);
  }

  /** The space's component, if it has relations. */
  componentOf(spaceId: number): ComponentClosure | undefined {
    return this.bySpace.get(spaceId);
  }

  /** The relations of the space's component (every relation of the space among them), in order. */
  factsNear(spaceId: number): readonly RelationFact[] {
    return this.bySpace.get(spaceId)?.facts ?? [];
  }

  get(kind: RelationKind, value: boolean, spaceId: number, ofSpaceId: number): RelationFact | undefined {
    return this.bySpace.get(spaceId)?.get(kind, value, spaceId, ofSpaceId);
  }

  outOf(kind: RelationKind, value: boolean, spaceId: number): ReadonlyMap<number, RelationFact> {
    return this.bySpace.get(spaceId)?.outOf(kind, value, spaceId) ?? EMPTY;
  }

  into(kind: RelationKind, value: boolean, ofSpaceId: number): ReadonlyMap<number, RelationFact> {
    return this.bySpace.get(ofSpaceId)?.into(kind, value, ofSpaceId) ?? EMPTY;
  }

  static close(scalar: Scalar, stored: readonly StoredRelation[], previous?: RelationClosure): RelationClosure {
    const lists = componentsOf(stored);
    const components = lists.map((list) => (previous ? previous.keyed(componentKey(list)) : undefined) ?? ComponentClosure.close(scalar, list));
    return new RelationClosure(scalar, components, lists);
  }
}

/** A component is known by its stored relations, all they say included. */
function componentKey(list: readonly StoredRelation[]): string {
  return list.map((r) => `${r.meaning ? `m${r.meaning.serial}` : r.id}:${r.kind}:${r.spaceId}:${r.ofSpaceId}:${r.value}`).join(' ');
}

/** The stored relations (in their order) by component, the components in the order of their first relation. */
function componentsOf(stored: readonly StoredRelation[]): StoredRelation[][] {
  const parent = new Map<number, number>();
  const find = (x: number): number => {
    let root = x;
    while (parent.has(root) && parent.get(root) !== root) root = parent.get(root)!;
    parent.set(x, root);
    return root;
  };
  for (const r of stored) {
    const a = find(r.spaceId);
    const b = find(r.ofSpaceId);
    if (a !== b) parent.set(Math.max(a, b), Math.min(a, b));
  }
  const byRoot = new Map<number, StoredRelation[]>();
  for (const r of stored) {
    const root = find(r.spaceId);
    const list = byRoot.get(root);
    if (list) list.push(r);
    else byRoot.set(root, [r]);
  }
  return [...byRoot.values()];
}

