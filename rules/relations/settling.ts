/**
 * Settling an open question of a related space: what its answer would bring
 * there (questions/settling.ts) and what that carries to the related spaces,
 * and back, until nothing more is carried; or that the answer would force a
 * fact against a known one in some space of the group, which a write of it
 * would be refused for. Each space's part is a small propagation from its
 * closure, as in one space; carrying follows the layer's own edges (theorems
 * along relations and isomorphism invariance), so the count is what the
 * fixpoint would add, by monotonicity.
 *
 * With properties meaning relations, a new fact of such a property is a new
 * relation (Hypothesis, below): its component's relations are extended by it
 * (ComponentClosure.extend), and each relation that adds gives its space the
 * facts of the properties meaning it and, when positive, new edges to carry
 * along; a relation against a known one settles the question the other way.
 */
import type { Engine } from '../engine';
import { itemScalars } from '../fields';
import { literal, literalProperty, literalScalar, literalValue, negate } from '../literal';
import { CONTRADICTS } from '../questions/settling';
import { edgesOf, type CarryEdge } from './carry';
import type { RelationalLayer } from './layer';
import { ComponentClosure, type RelationFact, type StoredRelation } from './relation-closure';

export class CarriedSettling {
  constructor(
    private readonly engine: Engine,
    private readonly layer: RelationalLayer,
  ) {}

  /** Null when the space carries nothing to others (its counts are its own); else what its counts depend on, compared by identity and version. */
  token(spaceId: number): { derived: object; version: number } | null {
    return this.crosses(spaceId) ? { derived: this.layer.derived, version: this.engine.version } : null;
  }

  /** Recounts, in place, each candidate whose own count is not already CONTRADICTS, with what it carries. */
  recount(spaceId: number, candidates: ArrayLike<number>, counts: Int32Array): void {
    if (!this.crosses(spaceId)) return;
    for (let i = 0; i < candidates.length; i++) if (counts[i] !== CONTRADICTS) counts[i] = this.settle(spaceId, candidates[i]);
  }

  /** A first hypothetical relation's closure, kept while the layer's derivation is the same (a space's answers often give the same one). */
  private first: { derived: object; closures: Map<string, Extended> } | null = null;

  private firstRelations(): Map<string, Extended> {
    if (this.first?.derived !== this.layer.derived) this.first = { derived: this.layer.derived, closures: new Map() };
    return this.first.closures;
  }

  /** Whether an answer in the space can reach another: it carries along relations, or a property may mean one. */
  private crosses(spaceId: number): boolean {
    return this.layer.derived.edges.has(spaceId) || this.layer.meanings.size > 0;
  }

  /** The facts besides `start` that knowing it in `spaceId` brings to the group, or CONTRADICTS. */
  settle(spaceId: number, start: number): number {
    const added = new Map<number, Set<number>>();
    const queue: { spaceId: number; lit: number }[] = [{ spaceId, lit: start }];
    const known = (id: number, lit: number) => this.engine.state(id)?.closure.has(lit) === true || added.get(id)?.has(lit) === true;
    const hypothesis = this.layer.meanings.size > 0 ? new Hypothesis(this.engine, this.layer, added, this.firstRelations()) : null;
    let total = 0;
    while (queue.length > 0) {
      const next = queue.shift()!;
      if (known(next.spaceId, next.lit)) continue;
      if (known(next.spaceId, negate(next.lit))) return CONTRADICTS;
      const fresh = this.propagate(next.spaceId, next.lit, known, added);
      if (fresh === null) return CONTRADICTS;
      total += fresh.length;
      for (const lit of fresh) {
        const carried = this.carry(next.spaceId, lit, hypothesis);
        const given = hypothesis?.fact(next.spaceId, lit);
        if (given === null) return CONTRADICTS;
        for (const c of given ? [...carried, ...given] : carried) {
          if (known(c.spaceId, c.lit)) continue;
          if (known(c.spaceId, negate(c.lit))) return CONTRADICTS;
          queue.push(c);
        }
      }
    }
    return total - 1;
  }

  /** Marks `start` and what follows in the space; the new facts, or null when a rule forces one against a known fact. */
  private propagate(spaceId: number, start: number, known: (id: number, lit: number) => boolean, added: Map<number, Set<number>>): number[] | null {
    const rules = this.engine.rules;
    let own = added.get(spaceId);
    if (!own) added.set(spaceId, (own = new Set()));
    const fresh = [start];
    own.add(start);
    const isKnown = (lit: number) => known(spaceId, lit);
    for (let n = 0; n < fresh.length; n++) {
      for (const wake of rules.triggers[fresh[n]] ?? []) {
        const rule = rules.rules[wake >> 1]!;
        if (!rule.body.every(isKnown)) continue;
        if (rule.anyOf.length > 0 && !rule.anyOf.some(isKnown)) continue;
        for (const head of rule.heads) {
          if (isKnown(head)) continue;
          if (isKnown(negate(head))) return null;
          own.add(head);
          fresh.push(head);
        }
      }
    }
    return fresh;
  }

  /** What a new fact of a space carries along its edges, the hypothesis's too (each target literal; the target may know it already). */
  private carry(spaceId: number, lit: number, hypothesis: Hypothesis | null): Carried[] {
    const out: Carried[] = [];
    for (const edge of this.layer.derived.edges.get(spaceId) ?? []) carryAlong(this.engine, this.layer, edge, lit, out);
    for (const edge of hypothesis?.edges.get(spaceId) ?? []) carryAlong(this.engine, this.layer, edge, lit, out);
    return out;
  }
}

type Carried = { spaceId: number; lit: number };

/** A hypothetical relation's closure and the relations it adds (null: it conflicts with a known one). */
type Extended = { closure: ComponentClosure; fresh: readonly RelationFact[] } | null;

function carryAlong(engine: Engine, layer: RelationalLayer, edge: CarryEdge, lit: number, out: Carried[]): void {
  if ((lit & 2) !== (edge.relation.scalar === 'COMPLEX' ? 2 : 0)) return;
  for (const rule of edge.rules?.get(lit) ?? []) out.push({ spaceId: edge.target, lit: rule.dst });
  if (edge.invariant && !layer.normDependent.has(engine.propertyId(literalProperty(lit)))) out.push({ spaceId: edge.target, lit });
}

/**
 * The relations an answer would give through properties' meanings, over the
 * layer's: per scalar, the components the new relations extend (or join), and
 * the edges their positive relations add.
 */
class Hypothesis {
  readonly edges = new Map<number, CarryEdge[]>();
  private readonly components = new Map<string, Map<number, ComponentClosure>>();
  private readonly relations = new Map<string, StoredRelation[]>();

  constructor(
    private readonly engine: Engine,
    private readonly layer: RelationalLayer,
    private readonly added: ReadonlyMap<number, ReadonlySet<number>>,
    private readonly firsts: Map<string, Extended>,
  ) {}

  /**
   * What a new fact of a space gives when its property means a relation: the
   * facts the new relations give their spaces, and what the new edges carry
   * of what their sources know; null when a relation is forced against a known one.
   */
  fact(spaceId: number, lit: number): Carried[] | null {
    const meaning = this.layer.meanings.byProperty.get(this.engine.propertyId(literalProperty(lit)));
    if (!meaning || (meaning.spaceId === spaceId && meaning.relation !== 'dual')) return [];
    const scalar = literalScalar(lit);
    const field = this.engine.inputs.subjects.get(meaning.spaceId);
    if (field === undefined || !itemScalars(field).includes(scalar)) return [];
    const value = literalValue(lit);
    const relation: StoredRelation = { id: 0, kind: meaning.relation, spaceId: meaning.spaceId, ofSpaceId: spaceId, scalar, value };
    const before = this.component(scalar, meaning.spaceId);
    if (before?.get(relation.kind, value, relation.spaceId, spaceId)) return [];
    return this.add(relation);
  }

  private component(scalar: 'REAL' | 'COMPLEX', spaceId: number): ComponentClosure | undefined {
    return this.components.get(scalar)?.get(spaceId) ?? this.layer.derived.closures.find((c) => c.scalar === scalar)?.componentOf(spaceId);
  }

  private add(relation: StoredRelation): Carried[] | null {
    const { scalar } = relation;
    const first = this.relations.has(scalar) ? null : `${scalar}:${relation.kind}:${relation.spaceId}:${relation.ofSpaceId}:${relation.value}`;
    let extended: Extended | undefined = first === null ? undefined : this.firsts.get(first);
    if (extended === undefined) {
      extended = this.extend(relation);
      if (first !== null) this.firsts.set(first, extended);
    }
    this.relations.set(scalar, [...(this.relations.get(scalar) ?? []), relation]);
    if (extended === null) return null;
    let byScalar = this.components.get(scalar);
    if (!byScalar) this.components.set(scalar, (byScalar = new Map()));
    for (const id of extended.closure.spaces) byScalar.set(id, extended.closure);
    return this.consequences(extended.fresh);
  }

  /** The relation added to what this hypothesis knows over its scalar: the closure and its new relations, or null for a conflict. */
  private extend(relation: StoredRelation): Extended {
    const { scalar } = relation;
    const a = this.component(scalar, relation.spaceId);
    const b = this.component(scalar, relation.ofSpaceId);
    const hypothetical = [...(this.relations.get(scalar) ?? []), relation];
    let closure: ComponentClosure;
    if (a && a === b) closure = ComponentClosure.extend(a, [relation]);
    else {
      // Two components (or a space without relations) joined: closed again on what both start from.
      const base = this.layer.derived.closures.find((c) => c.scalar === scalar)!;
      const parts = new Set([...hypothetical.flatMap((r) => [base.componentOf(r.spaceId), base.componentOf(r.ofSpaceId)])].filter((c): c is ComponentClosure => c !== undefined));
      closure = ComponentClosure.close(scalar, [...[...parts].flatMap((c) => c.storedRelations()), ...hypothetical.map((r) => ({ ...r, meaning: undefined }))]);
    }
    // A relation forced against a known one refutes the answer (the components' own conflicts were there before).
    const previous = new Set([...closure.spaces].map((id) => this.component(scalar, id)).filter((c): c is ComponentClosure => c !== undefined));
    if (closure.conflicts.length > [...previous].reduce((n, c) => n + c.conflicts.length, 0)) return null;
    const fresh = a && a === b ? closure.facts.slice(a.facts.length) : closure.facts.filter((f) => !this.component(scalar, f.spaceId)?.get(f.kind, f.value, f.spaceId, f.ofSpaceId));
    return { closure, fresh };
  }

  /** The facts new relations give: by the properties meaning them, and along the edges of the positive ones. */
  private consequences(fresh: readonly RelationFact[]): Carried[] {
    const out: Carried[] = [];
    for (const f of fresh) {
      for (const propertyId of this.layer.meanings.propertiesMeaning(f.kind, f.spaceId)) {
        const index = this.engine.index(propertyId);
        if (index !== undefined && this.engine.scalars(propertyId).includes(f.scalar)) out.push({ spaceId: f.ofSpaceId, lit: literal(index, f.scalar, f.value) });
      }
    }
    const carry = this.layer.derived.carry;
    if (!carry) return out;
    for (const [source, edge] of edgesOf(fresh, carry)) {
      const list = this.edges.get(source);
      if (list) list.push(edge);
      else this.edges.set(source, [edge]);
      // What the source knows already (and the answer has added there) goes along the new edge.
      for (const lit of this.engine.state(source)?.closure.order ?? []) carryAlong(this.engine, this.layer, edge, lit, out);
      for (const lit of this.added.get(source) ?? []) carryAlong(this.engine, this.layer, edge, lit, out);
    }
    return out;
  }
}
