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

/** Each (kind, value) has its own slot in the indexes (value true: odd); a rule names slots, not kinds. */
const KIND_SLOT: Record<RelationKind, number> = { subspace: 0, complemented: 2, quotient: 4, dual: 6, isomorphic: 8 };
const SLOT_KIND: readonly RelationKind[] = ['subspace', 'subspace', 'complemented', 'complemented', 'quotient', 'quotient', 'dual', 'dual', 'isomorphic', 'isomorphic'];
const SLOTS = 10;
const SUBSPACE = 0;
const COMPLEMENTED = 2;
const QUOTIENT = 4;
const DUAL = 6;
const ISOMORPHIC = 8;
/** What each slot's dual becomes (Y R X ⇒ Y* R' X*), -1: none. */
const DUAL_SLOT: readonly number[] = [QUOTIENT, QUOTIENT, COMPLEMENTED, COMPLEMENTED, SUBSPACE, SUBSPACE, -1, -1, -1, -1];

function slot(kind: RelationKind, value: boolean): number {
  return KIND_SLOT[kind] + (value ? 1 : 0);
}

/**
 * One component's relations over a scalar. The indexes are typed arrays over
 * the component's spaces numbered locally and the relations by position (a
 * build closes thousands of relations in code V8 has not optimized yet, and
 * optimizes what runs hot: small code with no map or object per step costs
 * little either way): a hash of (slot, Y, X) → relation, and per slot and
 * space the relations out (Y → X) and in (X → Y) as lists in the order found,
 * which the rules read in that order.
 */
export class ComponentClosure {
  readonly facts: RelationFact[] = [];
  readonly conflicts: RelationConflict[] = [];
  /** The spaces of its stored relations (every relation it derives is between two of them). */
  readonly spaces = new Set<number>();
  /** How many of its first facts are stored relations. */
  stored = 0;
  /** Space id → local number, and back. */
  private local = new Map<number, number>();
  private ids: number[] = [];
  /** By relation position: its slot and local Y and X; the next relation in its out and in lists (-1: the last). */
  private slots: number[] = [];
  private ys: number[] = [];
  private xs: number[] = [];
  private outNext: number[] = [];
  private inNext: number[] = [];
  /** By local space × SLOTS + slot: the first and last relation of its out and in lists (-1: none). */
  private outHead: number[] = [];
  private outTail: number[] = [];
  private inHead: number[] = [];
  private inTail: number[] = [];
  /** Open addressing: key (slot, Y, X) → relation position (-1: empty). */
  private keys = new Float64Array(64);
  private at = new Int32Array(64).fill(-1);
  private queue = 0;

  constructor(readonly scalar: Scalar) {}

  /** The fact Y kind X with the value, if known. */
  get(kind: RelationKind, value: boolean, spaceId: number, ofSpaceId: number): RelationFact | undefined {
    const y = this.local.get(spaceId);
    const x = this.local.get(ofSpaceId);
    if (y === undefined || x === undefined) return undefined;
    const i = this.find(slot(kind, value), y, x);
    return i < 0 ? undefined : this.facts[i];
  }

  /** Every relation Y kind X (value) of the space Y, in the order found. */
  outOf(kind: RelationKind, value: boolean, spaceId: number): readonly RelationFact[] {
    const y = this.local.get(spaceId);
    return y === undefined ? [] : this.list(this.outHead[y * SLOTS + slot(kind, value)], this.outNext);
  }

  /** Every relation Y kind X (value) of the space X, in the order found. */
  into(kind: RelationKind, value: boolean, ofSpaceId: number): readonly RelationFact[] {
    const x = this.local.get(ofSpaceId);
    return x === undefined ? [] : this.list(this.inHead[x * SLOTS + slot(kind, value)], this.inNext);
  }

  private list(head: number, next: readonly number[]): RelationFact[] {
    const out: RelationFact[] = [];
    for (let g = head; g >= 0; g = next[g]) out.push(this.facts[g]);
    return out;
  }

  /** Closes the stored relations (in their order) under the rules. */
  static close(scalar: Scalar, stored: readonly StoredRelation[]): ComponentClosure {
    const closure = new ComponentClosure(scalar);
    for (const r of stored) {
      closure.spaces.add(r.spaceId).add(r.ofSpaceId);
      closure.start(r);
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
    // The indexes are arrays of numbers: copied whole (a component's are small beside its facts).
    closure.local = new Map(base.local);
    closure.ids = base.ids.slice();
    closure.slots = base.slots.slice();
    closure.ys = base.ys.slice();
    closure.xs = base.xs.slice();
    closure.outNext = base.outNext.slice();
    closure.inNext = base.inNext.slice();
    closure.outHead = base.outHead.slice();
    closure.outTail = base.outTail.slice();
    closure.inHead = base.inHead.slice();
    closure.inTail = base.inTail.slice();
    closure.keys = base.keys.slice();
    closure.at = base.at.slice();
    closure.queue = closure.facts.length;
    for (const r of more) {
      closure.spaces.add(r.spaceId).add(r.ofSpaceId);
      closure.start(r, true);
    }
    closure.run();
    return closure;
  }

  /** Its stored relations (and those given by meanings), as a closure starts from them. */
  storedRelations(): StoredRelation[] {
    return this.facts.slice(0, this.stored).map((f) => ({ id: f.relationId ?? 0, kind: f.kind, spaceId: f.spaceId, ofSpaceId: f.ofSpaceId, scalar: f.scalar, value: f.value, ...(f.meaning ? { meaning: f.meaning } : {}) }));
  }

  /** A relation the closure starts from: stored, or given by a meaning (`means`: always by a meaning, as `extend` adds them). */
  private start(r: StoredRelation, means = false): void {
    const y = this.localOf(r.spaceId);
    const x = this.localOf(r.ofSpaceId);
    if (means || r.meaning) this.derive(slot(r.kind, r.value), y, x, 'means', [], null, r.meaning);
    else this.derive(slot(r.kind, r.value), y, x, 'stored', [], r.id);
  }

  private localOf(spaceId: number): number {
    let n = this.local.get(spaceId);
    if (n === undefined) {
      n = this.ids.length;
      this.local.set(spaceId, n);
      this.ids.push(spaceId);
      for (let s = 0; s < SLOTS; s++) {
        this.outHead.push(-1);
        this.outTail.push(-1);
        this.inHead.push(-1);
        this.inTail.push(-1);
      }
    }
    return n;
  }

  /** The hash table's cell for (slot, Y, X): its relation's or the empty one where it would go. */
  private cell(s: number, y: number, x: number): number {
    const key = (s * 2 ** 21 + y) * 2 ** 21 + x;
    const mask = this.at.length - 1;
    let h = Math.imul(y, 0x9e3779b1) ^ Math.imul(x, 0x85ebca6b) ^ Math.imul(s, 0xc2b2ae35);
    h = (h ^ (h >>> 16)) & mask;
    while (this.at[h] >= 0 && this.keys[h] !== key) h = (h + 1) & mask;
    return h;
  }

  /** The position of Y slot X, -1 if unknown. */
  private find(s: number, y: number, x: number): number {
    return this.at[this.cell(s, y, x)];
  }

  /**
   * Y slot X by the rule from up to three supports. Most rules tried give a
   * relation already known: that is checked first, and the supports' list is
   * made only for a new relation or a conflict.
   */
  private add(s: number, y: number, x: number, rule: RelationRule, a: RelationFact, b?: RelationFact, c?: RelationFact): void {
    if (this.find(s, y, x) >= 0) return;
    this.derive(s, y, x, rule, b === undefined ? [a] : c === undefined ? [a, b] : [a, b, c]);
  }

  private derive(s: number, y: number, x: number, rule: RelationRule, supports: RelationFact[], relationId: number | null = null, meaning?: ImpliedRelation): void {
    if (y === x && s >> 1 !== DUAL >> 1) return;
    const h = this.cell(s, y, x);
    if (this.at[h] >= 0) return;
    // The value's twin (the negation) is the next or the previous slot.
    const opposite = this.find(s ^ 1, y, x);
    if (opposite >= 0) {
      this.conflicts.push({ kept: this.facts[opposite], refused: { rule, supports, ...(meaning ? { meaning } : {}) } });
      return;
    }
    const index = this.facts.length;
    // One literal, `meaning` set after: a spread per fact was most of a cold build's closure time.
    const fact: { -readonly [K in keyof RelationFact]: RelationFact[K] } = { index, kind: SLOT_KIND[s], spaceId: this.ids[y], ofSpaceId: this.ids[x], scalar: this.scalar, value: (s & 1) === 1, rule, relationId, supports };
    if (meaning) fact.meaning = meaning;
    this.facts.push(fact);
    this.slots.push(s);
    this.ys.push(y);
    this.xs.push(x);
    this.outNext.push(-1);
    this.inNext.push(-1);
    this.keys[h] = (s * 2 ** 21 + y) * 2 ** 21 + x;
    this.at[h] = index;
    const out = y * SLOTS + s;
    if (this.outTail[out] < 0) this.outHead[out] = index;
    else this.outNext[this.outTail[out]] = index;
    this.outTail[out] = index;
    const into = x * SLOTS + s;
    if (this.inTail[into] < 0) this.inHead[into] = index;
    else this.inNext[this.inTail[into]] = index;
    this.inTail[into] = index;
    if (this.facts.length * 2 > this.at.length) this.grow();
  }

  /** Doubles the hash table (kept at most half full). */
  private grow(): void {
    const size = this.at.length * 2;
    this.keys = new Float64Array(size);
    this.at = new Int32Array(size).fill(-1);
    for (let i = 0; i < this.facts.length; i++) {
      const h = this.cell(this.slots[i], this.ys[i], this.xs[i]);
      this.keys[h] = (this.slots[i] * 2 ** 21 + this.ys[i]) * 2 ** 21 + this.xs[i];
      this.at[h] = i;
    }
  }

  private run(): void {
    while (this.queue < this.facts.length) {
      const i = this.queue++;
      if ((this.slots[i] & 1) === 1) this.positive(i);
      else this.negative(i);
    }
  }

  /*
   * The rules below read the lists in two ways, as the maps they replace were read: "as they grow" (a
   * relation added to the list while it is read is read too; each rule adds to another space's list than
   * the one it reads: Y ≠ X for every kind but dual) or "as they were" (up to the list's last relation when
   * the loop starts: where a rule could add to the list it reads).
   */

  private positive(i: number): void {
    const f = this.facts[i];
    const s = this.slots[i];
    const y = this.ys[i];
    const x = this.xs[i];
    const { facts, outNext, inNext } = this;
    if (s === ISOMORPHIC + 1) {
      this.add(ISOMORPHIC + 1, x, y, 'symmetry', f);
      this.add(COMPLEMENTED + 1, y, x, 'isomorphism', f);
      // Y ≅ X: a dual of X is a dual of Y, and Y is the dual of what X is the dual of (lists as they were).
      for (const value of [1, 0]) {
        const d = DUAL + value;
        for (let g = this.inHead[x * SLOTS + d], last = this.inTail[x * SLOTS + d]; g >= 0; g = g === last ? -1 : inNext[g]) this.add(d, this.ys[g], y, 'isomorphism', facts[g], f);
        for (let g = this.outHead[x * SLOTS + d], last = this.outTail[x * SLOTS + d]; g >= 0; g = g === last ? -1 : outNext[g]) this.add(d, y, this.xs[g], 'isomorphism', facts[g], f);
      }
    }
    if (s === COMPLEMENTED + 1) {
      this.add(SUBSPACE + 1, y, x, 'complemented', f);
      this.add(QUOTIENT + 1, y, x, 'complemented', f);
    }
    if (s === DUAL + 1) this.dualPositive(i);
    else this.transitive(i);
    const dualSlot = DUAL_SLOT[s];
    if (dualSlot >= 0 && this.inHead[y * SLOTS + DUAL + 1] >= 0) {
      // Y R X ⇒ Y* R' X* (lists as they were).
      const dy0 = this.inHead[y * SLOTS + DUAL + 1];
      const dyLast = this.inTail[y * SLOTS + DUAL + 1];
      for (let dy = dy0; dy >= 0; dy = dy === dyLast ? -1 : inNext[dy]) {
        for (let dx = this.inHead[x * SLOTS + DUAL + 1], last = this.inTail[x * SLOTS + DUAL + 1]; dx >= 0; dx = dx === last ? -1 : inNext[dx]) this.add(dualSlot + 1, this.ys[dy], this.ys[dx], 'duality', f, facts[dy], facts[dx]);
      }
    }
  }

  /** Transitivity of a positive ordered or isomorphism fact, and its contrapositives against negative facts (lists as they grow). */
  private transitive(i: number): void {
    const f = this.facts[i];
    const s = this.slots[i];
    const y = this.ys[i];
    const x = this.xs[i];
    const { facts, outNext, inNext } = this;
    // Y R X, X R Z ⇒ Y R Z; Z R Y, Y R X ⇒ Z R X.
    for (let g = this.outHead[x * SLOTS + s]; g >= 0; g = outNext[g]) this.add(s, y, this.xs[g], 'transitivity', f, facts[g]);
    for (let g = this.inHead[y * SLOTS + s]; g >= 0; g = inNext[g]) this.add(s, this.ys[g], x, 'transitivity', facts[g], f);
    // Y R X, not Y R Z ⇒ not X R Z; Y R X, not Z R X ⇒ not Z R Y.
    for (let g = this.outHead[y * SLOTS + s - 1]; g >= 0; g = outNext[g]) this.add(s - 1, x, this.xs[g], 'contrapositive', f, facts[g]);
    for (let g = this.inHead[x * SLOTS + s - 1]; g >= 0; g = inNext[g]) this.add(s - 1, this.ys[g], y, 'contrapositive', f, facts[g]);
  }

  private dualPositive(i: number): void {
    const f = this.facts[i];
    const d = this.ys[i];
    const x = this.xs[i];
    const { facts, outNext, inNext } = this;
    const iso = ISOMORPHIC + 1;
    const dual = DUAL + 1;
    // D ≅ X*: D ≅ E ⇒ E ≅ X*; X ≅ W ⇒ D ≅ W*; two duals of X are isomorphic (lists as they were).
    for (let g = this.outHead[d * SLOTS + iso], last = this.outTail[d * SLOTS + iso]; g >= 0; g = g === last ? -1 : outNext[g]) this.add(dual, this.xs[g], x, 'isomorphism', f, facts[g]);
    for (let g = this.outHead[x * SLOTS + iso], last = this.outTail[x * SLOTS + iso]; g >= 0; g = g === last ? -1 : outNext[g]) this.add(dual, d, this.xs[g], 'isomorphism', f, facts[g]);
    for (let g = this.inHead[x * SLOTS + dual], last = this.inTail[x * SLOTS + dual]; g >= 0; g = g === last ? -1 : inNext[g]) if (this.ys[g] !== d) this.add(iso, this.ys[g], d, 'dualsIsomorphic', facts[g], f);
    // D ≅ X*, and a relation of X to another space whose dual is known: the duals are related.
    for (const kind of DUAL_KINDS) {
      const k = kind + 1;
      const dualSlot = DUAL_SLOT[kind] + 1;
      for (let r = this.outHead[x * SLOTS + k], last = this.outTail[x * SLOTS + k]; r >= 0; r = r === last ? -1 : outNext[r]) {
        const z = this.xs[r];
        for (let dz = this.inHead[z * SLOTS + dual], zl = this.inTail[z * SLOTS + dual]; dz >= 0; dz = dz === zl ? -1 : inNext[dz]) this.add(dualSlot, d, this.ys[dz], 'duality', facts[r], f, facts[dz]);
      }
      for (let r = this.inHead[x * SLOTS + k], last = this.inTail[x * SLOTS + k]; r >= 0; r = r === last ? -1 : inNext[r]) {
        const z = this.ys[r];
        for (let dz = this.inHead[z * SLOTS + dual], zl = this.inTail[z * SLOTS + dual]; dz >= 0; dz = dz === zl ? -1 : inNext[dz]) this.add(dualSlot, this.ys[dz], d, 'duality', facts[r], facts[dz], f);
      }
    }
  }

  private negative(i: number): void {
    const f = this.facts[i];
    const s = this.slots[i];
    const y = this.ys[i];
    const x = this.xs[i];
    const { facts, outNext, inNext } = this;
    if (s === SUBSPACE || s === QUOTIENT) this.add(COMPLEMENTED, y, x, 'contrapositive', f);
    if (s === COMPLEMENTED) this.add(ISOMORPHIC, y, x, 'contrapositive', f);
    if (s === ISOMORPHIC) this.add(ISOMORPHIC, x, y, 'symmetry', f);
    const iso = ISOMORPHIC + 1;
    if (s === DUAL) {
      for (let g = this.outHead[y * SLOTS + iso], last = this.outTail[y * SLOTS + iso]; g >= 0; g = g === last ? -1 : outNext[g]) this.add(DUAL, this.xs[g], x, 'isomorphism', f, facts[g]);
      for (let g = this.outHead[x * SLOTS + iso], last = this.outTail[x * SLOTS + iso]; g >= 0; g = g === last ? -1 : outNext[g]) this.add(DUAL, y, this.xs[g], 'isomorphism', f, facts[g]);
      return;
    }
    // Not Y R X: Y R Z ⇒ not Z R X; Z R X ⇒ not Y R Z (lists as they grow: a negative rule adds to a negative list).
    for (let g = this.outHead[y * SLOTS + s + 1]; g >= 0; g = outNext[g]) this.add(s, this.xs[g], x, 'contrapositive', facts[g], f);
    for (let g = this.inHead[x * SLOTS + s + 1]; g >= 0; g = inNext[g]) this.add(s, y, this.ys[g], 'contrapositive', facts[g], f);
  }
}

/** The kinds whose dual is a kind (complemented, subspace, quotient), in the order the duality rule tries them. */
const DUAL_KINDS: readonly number[] = [COMPLEMENTED, SUBSPACE, QUOTIENT];

const EMPTY: readonly RelationFact[] = [];

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

  outOf(kind: RelationKind, value: boolean, spaceId: number): readonly RelationFact[] {
    return this.bySpace.get(spaceId)?.outOf(kind, value, spaceId) ?? EMPTY;
  }

  into(kind: RelationKind, value: boolean, ofSpaceId: number): readonly RelationFact[] {
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

