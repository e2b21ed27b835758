/**
 * Properties declared to mean a relation to a named space ("contains a copy
 * of c₀" means c₀ is a subspace of X): the property's fact on X and the
 * relation are one fact, in both directions.
 * - A relation Y kind X known (either value) gives X the property with the
 *   same value: a seed, imported at the first stage of X's group.
 * - The named space itself has the property (a space is its own subspace,
 *   complemented subspace, quotient and isomorph; not its own dual).
 * - A space's fact of the property gives the relation, which the relation
 *   closure then starts from after the stored relations: the layer closes in
 *   rounds (layer.ts `settle`) until no fact gives a relation not yet known.
 */
import { SCALARS, itemScalars, type ItemField, type Scalar } from '../fields';
import { literal } from '../literal';
import type { SubjectState } from '../engine';
import type { PropertyMeaning, RelationKind } from '../reasoner-types';
import type { PropertyIndex } from './carry';
import type { ComponentClosure, ImpliedRelation, RelationClosure, RelationFact, SpaceImportsLike } from './relation-closure';

/** A fact a space has because its property means a known relation. */
export interface Seed { lit: number; relation: RelationFact; propertyId: number }

/** The declarations: property → meaning, and by (kind, named space) the properties meaning it. */
export class Meanings {
  readonly byProperty = new Map<number, PropertyMeaning>();

  get size(): number {
    return this.byProperty.size;
  }

  /** The properties that mean `kind` of the named space, ascending. */
  propertiesMeaning(kind: string, spaceId: number): number[] {
    const out: number[] = [];
    for (const [propertyId, m] of this.byProperty) if (m.relation === kind && m.spaceId === spaceId) out.push(propertyId);
    return out.sort((a, b) => a - b);
  }

  /** Every space's seeds: from the relations known (both scalars), then the named spaces' own. */
  seeds(closures: readonly RelationClosure[], properties: PropertyIndex, fields: ReadonlyMap<number, ItemField>): Map<number, Seed[]> {
    const seeds = new Map<number, Seed[]>();
    if (this.size === 0) return seeds;
    // (kind, named space) → the properties meaning it, ascending.
    const byRelation = new Map<string, { kind: RelationKind; spaceId: number; ids: number[] }>();
    for (const [propertyId, m] of this.byProperty) {
      const key = `${m.relation}:${m.spaceId}`;
      const entry = byRelation.get(key);
      if (entry) entry.ids.push(propertyId);
      else byRelation.set(key, { kind: m.relation, spaceId: m.spaceId, ids: [propertyId] });
    }
    for (const entry of byRelation.values()) entry.ids.sort((a, b) => a - b);
    const add = (spaceId: number, seed: Seed) => {
      const list = seeds.get(spaceId);
      if (list) list.push(seed);
      else seeds.set(spaceId, [seed]);
    };
    for (const closure of closures) {
      // The named spaces' relations out (by the components' indexes, not a pass over every relation), in the closure's order.
      const found: { order: number; fact: RelationFact; ids: number[] }[] = [];
      let ordinals: Map<ComponentClosure, number> | null = null;
      for (const { kind, spaceId, ids } of byRelation.values()) {
        const component = closure.componentOf(spaceId);
        if (!component) continue;
        ordinals ??= new Map([...closure.parts()].map((c, i) => [c, i]));
        const base = ordinals.get(component)! * 2 ** 32;
        for (const value of [true, false]) component.outOf(kind, value, spaceId).forEach((fact) => found.push({ order: base + fact.index, fact, ids }));
      }
      found.sort((a, b) => a.order - b.order);
      for (const { fact, ids } of found) {
        for (const propertyId of ids) {
          const lit = propertyLiteral(properties, propertyId, fact.scalar, fact.value);
          if (lit >= 0) add(fact.ofSpaceId, { lit, relation: fact, propertyId });
        }
      }
    }
    for (const propertyId of [...this.byProperty.keys()].sort((a, b) => a - b)) {
      const { relation: kind, spaceId } = this.byProperty.get(propertyId)!;
      if (kind === 'dual') continue;
      for (const scalar of SCALARS) {
        const lit = propertyLiteral(properties, propertyId, scalar, true);
        const field = fields.get(spaceId);
        if (lit < 0 || field === undefined || !itemScalars(field).includes(scalar)) continue;
        const relation: RelationFact = { index: -1, kind, spaceId, ofSpaceId: spaceId, scalar, value: true, rule: 'reflexive', relationId: null, supports: [] };
        add(spaceId, { lit, relation, propertyId });
      }
    }
    return seeds;
  }

  /**
   * The relations the spaces' facts give that the closures do not know yet
   * (a relation against a known one is given too: the closure refuses it as a
   * conflict), in a fixed order: by space, property, scalar, value.
   */
  implied(states: ReadonlyMap<number, { state: SubjectState | null }>, closures: readonly RelationClosure[], given: readonly ImpliedRelation[], properties: PropertyIndex, fields: ReadonlyMap<number, ItemField>, imports: ReadonlyMap<number, SpaceImportsLike>, serial: () => number): ImpliedRelation[] {
    const out: ImpliedRelation[] = [];
    if (this.size === 0) return out;
    const seen = new Set(given.map(impliedKey));
    const meanings = [...this.byProperty].sort((a, b) => a[0] - b[0]);
    for (const spaceId of [...states.keys()].sort((a, b) => a - b)) {
      const closure = states.get(spaceId)?.state?.closure;
      if (!closure) continue;
      for (const [propertyId, { relation: kind, spaceId: named }] of meanings) {
        if (named === spaceId && kind !== 'dual') continue;
        const field = fields.get(named);
        if (field === undefined) continue;
        for (const scalar of SCALARS) {
          if (!itemScalars(field).includes(scalar)) continue;
          for (const value of [true, false]) {
            const lit = propertyLiteral(properties, propertyId, scalar, value);
            if (lit < 0 || !closure.has(lit)) continue;
            const relations = closures.find((c) => c.scalar === scalar);
            if (relations?.get(kind, value, named, spaceId)) continue;
            const relation = { kind, spaceId: named, ofSpaceId: spaceId, scalar, value, propertyId, lit, imports, serial: 0 };
            if (seen.has(impliedKey(relation))) continue;
            seen.add(impliedKey(relation));
            out.push({ ...relation, serial: serial() });
          }
        }
      }
    }
    return out;
  }
}

function impliedKey(r: Pick<ImpliedRelation, 'kind' | 'spaceId' | 'ofSpaceId' | 'scalar' | 'value'>): string {
  return `${r.kind}:${r.spaceId}:${r.ofSpaceId}:${r.scalar}:${r.value}`;
}

function propertyLiteral(properties: PropertyIndex, propertyId: number, scalar: Scalar, value: boolean): number {
  const index = properties.index(propertyId);
  if (index === undefined || !properties.scalars(propertyId).includes(scalar)) return -1;
  return literal(index, scalar, value);
}
