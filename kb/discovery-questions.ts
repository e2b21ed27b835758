/**
 * The open questions of the catalogue: every (space, property, scalar) the
 * space's closure leaves undecided, with how many further facts would follow
 * if it held and if it failed (rules/settling.ts), or that one answer would
 * contradict the theorems. Counted per space and kept with the space's
 * closure, so after a link edit only that space is counted again (after a
 * theorem or property edit, every space is: the rules changed).
 *
 * Ranking: questions one of whose answers contradicts the theorems first
 * (the catalogue can settle them by refutation), then by the facts the two
 * answers bring together, then by the smaller of the two.
 */
import type { Engine } from '../rules/engine';
import { itemScalars, type Scalar } from './contract/fields';
import { literal } from '../rules/literal';
import { CONTRADICTS, SettlingScratch, settlingCounts } from '../rules/settling';
import type { SpaceClosure } from '../rules/space-closure';
import type { PropertyRecord, SpaceRecord } from './records';
import type { FactTable } from './discovery-facts';

/** One open question, by ids; counts are null when that answer contradicts the theorems. */
export interface OpenQuestion { spaceId: number; propertyId: number; scalar: Scalar; ifHolds: number | null; ifFails: number | null }

export class OpenQuestions {
  private readonly bySpace = new WeakMap<SpaceClosure, { rules: number; questions: OpenQuestion[] }>();
  private readonly scratch = new SettlingScratch();

  /** The open questions of one space (none for a space the theorems contradict: its closure proves nothing reliable), kept with its closure. */
  ofSpace(engine: Engine, facts: FactTable, rulesGeneration: number, space: SpaceRecord, properties: Iterable<PropertyRecord>): OpenQuestion[] {
    const state = engine.state(space.id);
    if (!state || state.contradictions.length > 0) return [];
    const cached = this.bySpace.get(state.closure);
    if (cached && cached.rules === rulesGeneration) return cached.questions;
    const questions = this.count(engine, facts, space, properties);
    this.bySpace.set(state.closure, { rules: rulesGeneration, questions });
    return questions;
  }

  /**
   * The same, counted afresh and not kept: the catalogue-wide ranking counts
   * every space once per catalogue state and keeps only its best questions
   * (discovery-ranking.ts); keeping every space's list would not be bounded.
   */
  count(engine: Engine, facts: FactTable, space: SpaceRecord, properties: Iterable<PropertyRecord>): OpenQuestion[] {
    const state = engine.state(space.id);
    if (!state || state.contradictions.length > 0) return [];
    const open: { propertyId: number; scalar: Scalar; lit: number }[] = [];
    const spaceScalars = itemScalars(space.field);
    for (const property of properties) {
      const index = engine.index(property.id);
      if (index === undefined) continue;
      for (const scalar of engine.scalars(property.id)) {
        const lit = literal(index, scalar, true);
        if (spaceScalars.includes(scalar) && facts.holds(space.id, lit) === undefined) open.push({ propertyId: property.id, scalar, lit });
      }
    }
    const candidates = new Int32Array(open.length * 2);
    open.forEach((q, i) => {
      candidates[2 * i] = q.lit;
      candidates[2 * i + 1] = q.lit ^ 1;
    });
    const counts = settlingCounts(state.closure, engine.rules, candidates, this.scratch);
    const count = (c: number) => (c === CONTRADICTS ? null : c);
    return open.map((q, i) => ({ spaceId: space.id, propertyId: q.propertyId, scalar: q.scalar, ifHolds: count(counts[2 * i]), ifFails: count(counts[2 * i + 1]) }));
  }
}

/** The ranking order (see the file comment); ties by space, then property, then scalar. */
export function byRank(a: OpenQuestion, b: OpenQuestion): number {
  const refuted = (q: OpenQuestion) => (q.ifHolds === null || q.ifFails === null ? 1 : 0);
  const total = (q: OpenQuestion) => (q.ifHolds ?? 0) + (q.ifFails ?? 0);
  const least = (q: OpenQuestion) => Math.min(q.ifHolds ?? Infinity, q.ifFails ?? Infinity);
  return (
    refuted(b) - refuted(a) ||
    total(b) - total(a) ||
    least(b) - least(a) ||
    a.spaceId - b.spaceId ||
    a.propertyId - b.propertyId ||
    a.scalar.localeCompare(b.scalar)
  );
}
