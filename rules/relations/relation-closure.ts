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

/** A relation over one scalar with its first derivation. */
export interface RelationFact extends RelationProof {
  readonly index: number;
}

/** A relation forced against its negation: the fact kept and the derivation refused. */
export interface RelationConflict { kept: RelationFact; refused: { rule: RelationRule; supports: RelationFact[] } }

export interface StoredRelation { id: number; kind: RelationKind; spaceId: number; ofSpaceId: number; scalar: Scalar; value: boolean }

/** What each kind's dual becomes: Y R X ⇒ Y* DUAL_OF[R] X*. */
const DUAL_OF: Partial<Record<RelationKind, RelationKind>> = { complemented: 'complemented', subspace: 'quotient', quotient: 'subspace' };

type Edges = Map<number, Map<number, RelationFact>>;

/** One scalar's relations: indexes by kind and value, out (Y → X) and in (X → Y). */
export class RelationClosure {
  readonly facts: RelationFact[] = [];
  readonly conflicts: RelationConflict[] = [];
  private readonly outs = new Map<string, Edges>();
  private readonly ins = new Map<string, Edges>();
  private queue = 0;

  constructor(readonly scalar: Scalar) {}

  /** The fact Y kind X with the value, if known. */
  get(kind: RelationKind, value: boolean, spaceId: number, ofSpaceId: number): RelationFact | undefined {
    return this.outs.get(key(kind, value))?.get(spaceId)?.get(ofSpaceId);
  }

  /** Every X with Y kind X (value), by X. */
  outOf(kind: RelationKind, value: boolean, spaceId: number): ReadonlyMap<number, RelationFact> {
    return this.outs.get(key(kind, value))?.get(spaceId) ?? EMPTY;
  }

  /** Every Y with Y kind X (value), by Y. */
  into(kind: RelationKind, value: boolean, ofSpaceId: number): ReadonlyMap<number, RelationFact> {
    return this.ins.get(key(kind, value))?.get(ofSpaceId) ?? EMPTY;
  }

  /** Closes the stored relations (in their order) under the rules. */
  static close(scalar: Scalar, stored: readonly StoredRelation[]): RelationClosure {
    const closure = new RelationClosure(scalar);
    for (const r of stored) closure.add(r.kind, r.value, r.spaceId, r.ofSpaceId, 'stored', [], r.id);
    closure.run();
    return closure;
  }

  private add(kind: RelationKind, value: boolean, spaceId: number, ofSpaceId: number, rule: RelationRule, supports: RelationFact[], relationId: number | null = null): void {
    if (spaceId === ofSpaceId && kind !== 'dual') return;
    if (this.get(kind, value, spaceId, ofSpaceId)) return;
    const opposite = this.get(kind, !value, spaceId, ofSpaceId);
    if (opposite) {
      this.conflicts.push({ kept: opposite, refused: { rule, supports } });
      return;
    }
    const fact: RelationFact = { index: this.facts.length, kind, spaceId, ofSpaceId, scalar: this.scalar, value, rule, relationId, supports };
    this.facts.push(fact);
    put(this.outs, key(kind, value), spaceId, ofSpaceId, fact);
    put(this.ins, key(kind, value), ofSpaceId, spaceId, fact);
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
      this.add('isomorphic', true, x, y, 'symmetry', [f]);
      this.add('complemented', true, y, x, 'isomorphism', [f]);
      // Y ≅ X: a dual of X is a dual of Y, and Y is the dual of what X is the dual of.
      for (const [z, d] of [...this.into('dual', true, x)]) this.add('dual', true, z, y, 'isomorphism', [d, f]);
      for (const [z, d] of [...this.outOf('dual', true, x)]) this.add('dual', true, y, z, 'isomorphism', [d, f]);
      for (const [z, d] of [...this.into('dual', false, x)]) this.add('dual', false, z, y, 'isomorphism', [d, f]);
      for (const [z, d] of [...this.outOf('dual', false, x)]) this.add('dual', false, y, z, 'isomorphism', [d, f]);
    }
    if (kind === 'complemented') {
      this.add('subspace', true, y, x, 'complemented', [f]);
      this.add('quotient', true, y, x, 'complemented', [f]);
    }
    if (kind !== 'dual') this.transitive(f);
    if (kind === 'dual') this.dualPositive(f);
    const dualKind = DUAL_OF[kind];
    if (dualKind) {
      // Y R X ⇒ Y* R' X*.
      for (const [ys, dy] of [...this.into('dual', true, y)]) for (const [xs, dx] of [...this.into('dual', true, x)]) this.add(dualKind, true, ys, xs, 'duality', [f, dy, dx]);
    }
  }

  /** Transitivity of a positive ordered or isomorphism fact, and its contrapositives against negative facts. */
  private transitive(f: RelationFact): void {
    const { kind, spaceId: y, ofSpaceId: x } = f;
    // Y R X, X R Z ⇒ Y R Z; Z R Y, Y R X ⇒ Z R X.
    for (const [z, g] of [...this.outOf(kind, true, x)]) this.add(kind, true, y, z, 'transitivity', [f, g]);
    for (const [z, g] of [...this.into(kind, true, y)]) this.add(kind, true, z, x, 'transitivity', [g, f]);
    // Y R X, not Y R Z ⇒ not X R Z; Y R X, not Z R X ⇒ not Z R Y.
    for (const [z, g] of [...this.outOf(kind, false, y)]) this.add(kind, false, x, z, 'contrapositive', [f, g]);
    for (const [z, g] of [...this.into(kind, false, x)]) this.add(kind, false, z, y, 'contrapositive', [f, g]);
  }

  private dualPositive(f: RelationFact): void {
    const { spaceId: d, ofSpaceId: x } = f;
    // D ≅ X*: D ≅ E ⇒ E ≅ X*; X ≅ W ⇒ D ≅ W*; two duals of X are isomorphic.
    for (const [e, g] of [...this.outOf('isomorphic', true, d)]) this.add('dual', true, e, x, 'isomorphism', [f, g]);
    for (const [w, g] of [...this.outOf('isomorphic', true, x)]) this.add('dual', true, d, w, 'isomorphism', [f, g]);
    for (const [e, g] of [...this.into('dual', true, x)]) if (e !== d) this.add('isomorphic', true, e, d, 'dualsIsomorphic', [g, f]);
    // D ≅ X*, and a relation of X to another space whose dual is known: the duals are related.
    for (const [kind, dualKind] of Object.entries(DUAL_OF) as [RelationKind, RelationKind][]) {
      for (const [z, r] of [...this.outOf(kind, true, x)]) for (const [zs, dz] of [...this.into('dual', true, z)]) this.add(dualKind, true, d, zs, 'duality', [r, f, dz]);
      for (const [z, r] of [...this.into(kind, true, x)]) for (const [zs, dz] of [...this.into('dual', true, z)]) this.add(dualKind, true, zs, d, 'duality', [r, dz, f]);
    }
  }

  private negative(f: RelationFact): void {
    const { kind, spaceId: y, ofSpaceId: x } = f;
    if (kind === 'subspace' || kind === 'quotient') this.add('complemented', false, y, x, 'contrapositive', [f]);
    if (kind === 'complemented') this.add('isomorphic', false, y, x, 'contrapositive', [f]);
    if (kind === 'isomorphic') this.add('isomorphic', false, x, y, 'symmetry', [f]);
    if (kind === 'dual') {
      for (const [e, g] of [...this.outOf('isomorphic', true, y)]) this.add('dual', false, e, x, 'isomorphism', [f, g]);
      for (const [w, g] of [...this.outOf('isomorphic', true, x)]) this.add('dual', false, y, w, 'isomorphism', [f, g]);
      return;
    }
    // Not Y R X: Y R Z ⇒ not Z R X; Z R X ⇒ not Y R Z.
    for (const [z, g] of [...this.outOf(kind, true, y)]) this.add(kind, false, z, x, 'contrapositive', [g, f]);
    for (const [z, g] of [...this.into(kind, true, x)]) this.add(kind, false, y, z, 'contrapositive', [g, f]);
  }
}

const EMPTY: ReadonlyMap<number, RelationFact> = new Map();

function key(kind: RelationKind, value: boolean): string {
  return value ? kind : `not ${kind}`;
}

function put(index: Map<string, Edges>, k: string, from: number, to: number, fact: RelationFact): void {
  let edges = index.get(k);
  if (!edges) index.set(k, (edges = new Map()));
  let targets = edges.get(from);
  if (!targets) edges.set(from, (targets = new Map()));
  targets.set(to, fact);
}
