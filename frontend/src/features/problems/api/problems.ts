/** Open problems and pairs independent of ZFC (kb/contract/problems.ts): marks beside the links, never facts. */
import { useMemo } from 'react';
import { apiDelete, apiPost } from '../../../lib/api-client';
import { useApiQuery } from '../../../lib/use-api-query';
import type { Created, Problem, ProblemInput, ProblemStatus, Scalar } from '@contract';

export interface ProblemFilter {
  space?: number | string;
  property?: number | string;
  status?: ProblemStatus;
}

export function problemsPath(filter: ProblemFilter = {}): string {
  const params = new URLSearchParams();
  if (filter.space !== undefined) params.set('space', String(filter.space));
  if (filter.property !== undefined) params.set('property', String(filter.property));
  if (filter.status !== undefined) params.set('status', filter.status);
  const query = params.toString();
  return query ? `/api/problem?${query}` : '/api/problem';
}

export const useProblems = (filter: ProblemFilter = {}) => useApiQuery<Problem[]>(problemsPath(filter));

const markPath = (spaceId: number | string, propertyId: number | string, scalar: Scalar) => `/api/space/${spaceId}/property/${propertyId}/problem/${scalar}`;

export const saveProblem = (spaceId: number | string, propertyId: number | string, scalar: Scalar, input: ProblemInput) =>
  apiPost<Created>(markPath(spaceId, propertyId, scalar), input);

/** `version`: the mark's version the page showed (a stale one is an EditConflict). */
export const deleteProblem = (spaceId: number | string, propertyId: number | string, scalar: Scalar, version: number) =>
  apiDelete(markPath(spaceId, propertyId, scalar), { version });

/** The form that marks a pair over one scalar, or edits its mark (…/edit: editors only, as every form). */
export const problemFormPath = (spaceId: number, propertyId: number, scalar?: Scalar) =>
  `/space/${spaceId}/property/${propertyId}/problem/edit${scalar ? `?scalar=${scalar}` : ''}`;

/** The marks of a pair, by its key: `${spaceId}:${propertyId}`. */
export type MarkIndex = ReadonlyMap<string, Problem[]>;

export const markKey = (spaceId: number, propertyId: number) => `${spaceId}:${propertyId}`;

/**
 * Every mark, read once (GET /api/problem: a few dozen) and indexed by pair, for the
 * pages that show many pairs at once (/compare, a formula's undecided spaces):
 * one read instead of one per cell. Empty until it has arrived; the page shows
 * "unknown" meanwhile, as it did before marks existed.
 */
export function useMarkIndex(): MarkIndex {
  const marks = useProblems();
  return useMemo(() => {
    const index = new Map<string, Problem[]>();
    for (const mark of marks.data ?? []) {
      const key = markKey(mark.space.id, mark.property.id);
      index.set(key, [...(index.get(key) ?? []), mark]);
    }
    return index;
  }, [marks.data]);
}
