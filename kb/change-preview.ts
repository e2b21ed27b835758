/**
 * What a change would do to the known facts, nothing applied (the link and
 * theorem forms' preview, issue 24): the reasoner's check of the change, the
 * very one a save makes, read as the contradictions it would cause and the
 * facts it would add and remove. A fact that stays known and only turns from
 * derived to stored (or back) is neither: what a reader sees of it stays.
 */
import type { Contradiction as ReasonerContradiction, KnownFact, Outcome } from '../rules';
import type { Scalar } from './contract/fields';
import type { Contradiction } from './contract/links';

/** A known fact of a space, stored (a link says it) or derived (the theorems do). */
export interface SpaceFact { spaceId: number; propertyId: number; scalar: Scalar; value: boolean; stored: boolean }

export interface ChangePreview {
  contradictions: Contradiction[];
  added: SpaceFact[];
  removed: SpaceFact[];
}

export function changePreview(outcome: Outcome): ChangePreview {
  const contradictions = outcome.contradictions.map((c) => viewContradiction(c.subject.id, c));
  const key = (f: KnownFact) => `${f.subject.id}/${f.propertyId}/${f.scalar}/${f.value}`;
  const removedKeys = new Set((outcome.removed ?? []).map(key));
  const addedKeys = new Set((outcome.added ?? []).map(key));
  const fact = (f: KnownFact): SpaceFact => ({ spaceId: f.subject.id, propertyId: f.propertyId, scalar: f.scalar, value: f.value, stored: f.stored });
  return {
    contradictions,
    added: (outcome.added ?? []).filter((f) => !removedKeys.has(key(f))).map(fact),
    removed: (outcome.removed ?? []).filter((f) => !addedKeys.has(key(f))).map(fact),
  };
}
/** A reasoner's contradiction as the views name it (the relation fields only when there are relations). */
export function viewContradiction(spaceId: number, c: ReasonerContradiction): Contradiction {
  const view: Contradiction = { spaceId, propertyId: c.propertyId, scalar: c.scalar, theoremIds: c.theoremIds };
  if (c.relation) view.relation = { ...c.relation };
  if (c.carriedFrom) view.carriedFrom = { spaceId: c.carriedFrom.spaceId, relation: { ...c.carriedFrom.relation } };
  return view;
}

