/** Open problems and pairs independent of ZFC (kb/contract/problems.ts): marks beside the links, never facts. */
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
