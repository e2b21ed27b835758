/**
 * The open questions of the catalogue: every (space, property, scalar) the
 * reasoner leaves undecided, with how many further facts would follow if it
 * held and if it failed, or that one answer would contradict the theorems
 * (Reasoner.undecided: kept with the space's state, so after a link edit only
 * that space is counted again; after a theorem or property edit, every space
 * is: the rules changed).
 *
 * Ranking, so that the top rows are worth an editor's time: questions one of
 * whose answers contradicts the theorems first (the catalogue can settle them
 * by refutation), then by the facts the less fruitful answer brings (a gap
 * whose one answer teaches nothing is usually plainly that answer, and
 * settling it teaches nothing), then by the facts the two bring together.
 */
import type { Reasoner, Undecided } from '../rules';
import type { Scalar } from './contract/fields';
import { space } from './reasoner-input';

/** One open question, by ids; counts are null when that answer contradicts the theorems. */
export interface OpenQuestion { spaceId: number; propertyId: number; scalar: Scalar; ifHolds: number | null; ifFails: number | null }

/** A space's open questions over every property, kept by the reasoner with the space's state. */
export function spaceQuestions(reasoner: Reasoner, spaceId: number): OpenQuestion[] {
  return reasoner.undecided(space(spaceId)).map((u) => question(spaceId, u));
}

/**
 * The same over the given properties, counted afresh and not kept: the
 * catalogue-wide ranking counts every space once per catalogue state and
 * keeps only its best questions (discovery-ranking.ts); keeping every space's
 * list would not be bounded.
 */
export function countQuestions(reasoner: Reasoner, spaceId: number, propertyIds: Iterable<number>): OpenQuestion[] {
  return reasoner.undecidedAmong(space(spaceId), propertyIds).map((u) => question(spaceId, u));
}

function question(spaceId: number, u: Undecided): OpenQuestion {
  return { spaceId, propertyId: u.propertyId, scalar: u.scalar, ifHolds: u.ifHolds, ifFails: u.ifFails };
}

/** The ranking order (see the file comment); ties by space, then property, then scalar. */
export function byRank(a: OpenQuestion, b: OpenQuestion): number {
  const refuted = (q: OpenQuestion) => (q.ifHolds === null || q.ifFails === null ? 1 : 0);
  const total = (q: OpenQuestion) => (q.ifHolds ?? 0) + (q.ifFails ?? 0);
  const least = (q: OpenQuestion) => Math.min(q.ifHolds ?? Infinity, q.ifFails ?? Infinity);
  return (
    refuted(b) - refuted(a) ||
    least(b) - least(a) ||
    total(b) - total(a) ||
    a.spaceId - b.spaceId ||
    a.propertyId - b.propertyId ||
    a.scalar.localeCompare(b.scalar)
  );
}
