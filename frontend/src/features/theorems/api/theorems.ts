/** Reads and writes of theorems (spec section 7, Theorems). */
import { apiPost } from '../../../lib/api-client';
import { useApiQuery } from '../../../lib/use-api-query';
import type { Created, LinkField, RedundantTheorem, Reference, SavePreview, Theorem, TheoremAlong, TheoremCheckView } from '@contract';

export type { RedundantTheorem, ScalarDerivation, TheoremCheckView } from '@contract';

export interface TheoremInput {
  name: string;
  description: string;
  conditions: { propertyId: number; field: LinkField }[];
  conclusions: { propertyId: number; field: LinkField }[];
  references: Reference[];
  /** Along a relation, or null: a theorem about one space. */
  along: TheoremAlong | null;
  /** The version the edit form loaded (absent when adding). */
  version?: number;
}

export const useTheorems = () => useApiQuery<Theorem[]>('/api/theorem');
export const propertyTheoremsPath = (propertyId: string) => `/api/theorem?propertyId=${propertyId}`;
export const theoremPath = (id: string) => `/api/theorem/${id}`;
export const usePropertyTheorems = (propertyId: string) => useApiQuery<Theorem[]>(propertyTheoremsPath(propertyId));
export const useTheorem = (id: string) => useApiQuery<Theorem>(theoremPath(id));

export const saveTheorem = (id: string | undefined, input: TheoremInput) =>
  apiPost<Created>(id ? `/api/theorem/${id}` : '/api/theorem', input);

/** The checks of the theorem form (POST …/check): redundant, converse; nothing is saved. */
export const checkTheorem = (id: string | undefined, input: Pick<TheoremInput, 'conditions' | 'conclusions' | 'along'>) =>
  apiPost<TheoremCheckView>(id ? `/api/theorem/${id}/check` : '/api/theorem/check', input);

/** What saving the form would add and remove among the known facts (POST /api/preview/theorem); nothing is saved. */
export const previewTheorem = (id: number | undefined, input: Pick<TheoremInput, 'name' | 'conditions' | 'conclusions' | 'along'>) =>
  apiPost<SavePreview>('/api/preview/theorem', { ...input, id: id ?? null });

/** Every stored theorem that follows from the others (Admin). */
export const useRedundantTheorems = () => useApiQuery<RedundantTheorem[]>('/api/admin/redundant-theorems');
