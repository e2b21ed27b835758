/**
 * A naive fixpoint over the same rules as the reasoner's relational layer
 * (rules/relations), written independently and as plainly as possible: every
 * rule applied to every combination of known facts, again and again, until
 * nothing new appears. The reasoner must agree with it on catalogues without
 * contradictions (test/engine/relations-fixpoint.spec.ts).
 */
import { fieldPair, itemScalars, type Scalar } from '../../rules/fields';
import type { KindCatalogue, RelationKind } from '../../rules';

export interface NaiveResult { facts: Set<string>; relations: Set<string>; contradictory: boolean }

const DUAL_OF: Partial<Record<RelationKind, RelationKind>> = { complemented: 'complemented', subspace: 'quotient', quotient: 'subspace' };

export function naiveFixpoint(catalogue: KindCatalogue): NaiveResult {
  const facts = new Set<string>();
  const relations = new Set<string>();
  const spaceScalars = new Map(catalogue.subjects.map((s) => [s.id, itemScalars(s.field)]));
  const propertyScalars = new Map(catalogue.properties.map((p) => [p.id, itemScalars(p.field)]));
  const normDependent = new Set(catalogue.properties.filter((p) => p.normDependent).map((p) => p.id));
  const allows = (spaceId: number, propertyId: number, s: Scalar) => Boolean(spaceScalars.get(spaceId)?.includes(s) && propertyScalars.get(propertyId)?.includes(s));
  const fact = (x: number, p: number, s: Scalar, v: boolean) => `${x}:${p}:${s}:${v}`;
  const rel = (k: RelationKind, y: number, x: number, s: Scalar, v: boolean) => `${k}:${y}:${x}:${s}:${v}`;
  const spaces = catalogue.subjects.map((s) => s.id);
  const kinds: RelationKind[] = ['subspace', 'complemented', 'quotient', 'dual', 'isomorphic'];
  let grew = true;
  const add = (set: Set<string>, key: string) => {
    if (!set.has(key)) {
      set.add(key);
      grew = true;
    }
  };
  const addRel = (k: RelationKind, y: number, x: number, s: Scalar, v: boolean) => {
    if (y !== x || k === 'dual') add(relations, rel(k, y, x, s, v));
  };
  const has = (k: RelationKind, y: number, x: number, s: Scalar, v: boolean) => relations.has(rel(k, y, x, s, v));
  // A property declared to mean Y kind X (a property of the norm means nothing).
  const meanings = catalogue.properties.filter((p) => p.means && !p.normDependent).map((p) => ({ p: p.id, ...p.means! }));
  while (grew) {
    grew = false;
    for (const s of ['REAL', 'COMPLEX'] as const) {
      for (const m of meanings) {
        if (m.relation !== 'dual' && allows(m.spaceId, m.p, s)) add(facts, fact(m.spaceId, m.p, s, true));
        for (const x of spaces) {
          for (const v of [true, false]) {
            if (has(m.relation, m.spaceId, x, s, v) && allows(x, m.p, s)) add(facts, fact(x, m.p, s, v));
            if (facts.has(fact(x, m.p, s, v)) && spaceScalars.get(m.spaceId)?.includes(s)) addRel(m.relation, m.spaceId, x, s, v);
          }
        }
      }
    }
    // A link given twice counts with its last field, as the reasoner reads links.
    for (const l of new Map(catalogue.links.map((l) => [`${l.subjectId}:${l.propertyId}`, l])).values()) {
      for (const s of ['REAL', 'COMPLEX'] as const) {
        const v = fieldPair(l.field)[s];
        if (v !== undefined && allows(l.subjectId, l.propertyId, s)) add(facts, fact(l.subjectId, l.propertyId, s, v));
      }
    }
    for (const s of ['REAL', 'COMPLEX'] as const) {
      for (const r of catalogue.relations ?? []) {
        const v = fieldPair(r.field)[s];
        if (v !== undefined && spaceScalars.get(r.spaceId)?.includes(s) && spaceScalars.get(r.ofSpaceId)?.includes(s)) addRel(r.kind, r.spaceId, r.ofSpaceId, s, v);
      }
      for (const y of spaces) {
        for (const x of spaces) {
          if (has('isomorphic', y, x, s, true)) {
            addRel('isomorphic', x, y, s, true);
            addRel('complemented', y, x, s, true);
          }
          if (has('complemented', y, x, s, true)) {
            addRel('subspace', y, x, s, true);
            addRel('quotient', y, x, s, true);
          }
          if (has('subspace', y, x, s, false) || has('quotient', y, x, s, false)) addRel('complemented', y, x, s, false);
          if (has('complemented', y, x, s, false)) addRel('isomorphic', y, x, s, false);
          if (has('isomorphic', y, x, s, false)) addRel('isomorphic', x, y, s, false);
          for (const z of spaces) {
            for (const k of kinds) {
              if (k === 'dual') continue;
              if (has(k, y, x, s, true) && has(k, x, z, s, true)) addRel(k, y, z, s, true);
              if (has(k, y, x, s, true) && has(k, y, z, s, false)) addRel(k, x, z, s, false);
              if (has(k, y, x, s, true) && has(k, z, x, s, false)) addRel(k, z, y, s, false);
            }
            // y = D, x = X, z = another.
            if (has('dual', y, x, s, true) && has('isomorphic', y, z, s, true)) addRel('dual', z, x, s, true);
            if (has('dual', y, x, s, true) && has('isomorphic', x, z, s, true)) addRel('dual', y, z, s, true);
            if (has('dual', y, x, s, true) && has('dual', z, x, s, true) && z !== y) addRel('isomorphic', z, y, s, true);
            if (has('dual', y, x, s, false) && has('isomorphic', y, z, s, true)) addRel('dual', z, x, s, false);
            if (has('dual', y, x, s, false) && has('isomorphic', x, z, s, true)) addRel('dual', y, z, s, false);
          }
          for (const [k, dk] of Object.entries(DUAL_OF) as [RelationKind, RelationKind][]) {
            if (!has(k, y, x, s, true)) continue;
            for (const ys of spaces) for (const xs of spaces) if (has('dual', ys, y, s, true) && has('dual', xs, x, s, true)) addRel(dk, ys, xs, s, true);
          }
        }
      }
      // Theorems inside each space.
      for (const t of catalogue.theorems) {
        if (t.along) continue;
        const conds = t.conditions.map((a) => ({ p: a.propertyId, v: fieldPair(a.field)[s] }));
        if (conds.some((c) => c.v === undefined || !propertyScalars.get(c.p)?.includes(s))) continue;
        const heads = t.conclusions.map((a) => ({ p: a.propertyId, v: fieldPair(a.field)[s] })).filter((h) => h.v !== undefined && propertyScalars.get(h.p)?.includes(s));
        if (heads.length === 0) continue;
        for (const x of spaces) {
          if (!spaceScalars.get(x)?.includes(s)) continue;
          const known = (p: number, v: boolean) => facts.has(fact(x, p, s, v));
          if (conds.every((c) => known(c.p, c.v!))) for (const h of heads) add(facts, fact(x, h.p, s, h.v!));
          if (heads.some((h) => known(h.p, !h.v))) {
            conds.forEach((c, i) => {
              if (conds.every((o, j) => j === i || known(o.p, o.v!))) add(facts, fact(x, c.p, s, !c.v));
            });
          }
        }
      }
      // Carrying along relations.
      for (const y of spaces) {
        for (const x of spaces) {
          if (y === x) continue;
          for (const t of catalogue.theorems) {
            if (!t.along || t.conditions.length !== 1 || !has(t.along.relation, y, x, s, true)) continue;
            if ([...t.conditions, ...t.conclusions].some((a) => normDependent.has(a.propertyId))) continue;
            const c = t.conditions[0];
            const cv = fieldPair(c.field)[s];
            if (cv === undefined || !propertyScalars.get(c.propertyId)?.includes(s)) continue;
            const [from, to] = t.along.direction === 'toRelated' ? [x, y] : [y, x];
            for (const q of t.conclusions) {
              const qv = fieldPair(q.field)[s];
              if (qv === undefined || !propertyScalars.get(q.propertyId)?.includes(s)) continue;
              if (facts.has(fact(from, c.propertyId, s, cv))) add(facts, fact(to, q.propertyId, s, qv));
              if (facts.has(fact(to, q.propertyId, s, !qv))) add(facts, fact(from, c.propertyId, s, !cv));
            }
          }
          if (has('isomorphic', y, x, s, true)) {
            for (const p of catalogue.properties) {
              if (normDependent.has(p.id)) continue;
              for (const v of [true, false]) if (facts.has(fact(x, p.id, s, v))) add(facts, fact(y, p.id, s, v));
            }
          }
        }
      }
    }
  }
  const negated = (key: string) => key.replace(/true$|false$/, (v) => (v === 'true' ? 'false' : 'true'));
  const contradictory = [...facts].some((f) => facts.has(negated(f))) || [...relations].some((r) => relations.has(negated(r)));
  return { facts, relations, contradictory };
}
