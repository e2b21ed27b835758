/**
 * What a subject leaves undecided: every (property, scalar) its closure knows
 * neither way, over the scalars both the subject and the property allow,
 * with how many further facts would follow if it held and if it failed
 * (settling.ts; with `cross`, in the related spaces too), or null when that
 * answer contradicts the theorems. None for
 * a subject the theorems contradict: its closure proves nothing reliable.
 */
import type { Engine } from '../engine';
import { itemScalars, type Scalar } from '../fields';
import { literal } from '../literal';
import { CONTRADICTS, type SettlingScratch, settlingCounts } from './settling';

export interface Undecided { propertyId: number; scalar: Scalar; ifHolds: number | null; ifFails: number | null }

/** Counts that reach other subjects (spaces related to this one: relations/settling.ts), recounted in place. */
export interface CrossCounts {
  recount(subjectId: number, candidates: ArrayLike<number>, counts: Int32Array): void;
}

/** `propertyIds`: the properties asked about, in this order. */
export function undecidedOf(engine: Engine, scratch: SettlingScratch, subjectId: number, propertyIds: Iterable<number>, cross?: CrossCounts): Undecided[] {
  const state = engine.state(subjectId);
  const field = engine.inputs.subjects.get(subjectId);
  if (!state || field === undefined || state.contradictions.length > 0) return [];
  const { closure } = state;
  const open: { propertyId: number; scalar: Scalar; lit: number }[] = [];
  const subjectScalars = itemScalars(field);
  for (const propertyId of propertyIds) {
    const index = engine.index(propertyId);
    if (index === undefined) continue;
    for (const scalar of engine.scalars(propertyId)) {
      const lit = literal(index, scalar, true);
      if (subjectScalars.includes(scalar) && !closure.has(lit) && !closure.has(lit ^ 1)) open.push({ propertyId, scalar, lit });
    }
  }
  const candidates = new Int32Array(open.length * 2);
  open.forEach((q, i) => {
    candidates[2 * i] = q.lit;
    candidates[2 * i + 1] = q.lit ^ 1;
  });
  const counts = settlingCounts(closure, engine.rules, candidates, scratch);
  cross?.recount(subjectId, candidates, counts);
  const count = (c: number) => (c === CONTRADICTS ? null : c);
  return open.map((q, i) => ({ propertyId: q.propertyId, scalar: q.scalar, ifHolds: count(counts[2 * i]), ifFails: count(counts[2 * i + 1]) }));
}
