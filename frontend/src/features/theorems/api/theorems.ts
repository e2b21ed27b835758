/** Reads and writes of theorems (spec section 7, Theorems). */
import { apiPost } from '../../../lib/api-client';
import { useApiQuery } from '../../../lib/use-api-query';
import type { Created, LinkField, Reference, Theorem } from '../../../lib/types';

export interface TheoremInput {
  name: string;
  description: string;
  conditions: { propertyId: number; field: LinkField }[];
  conclusions: { propertyId: number; field: LinkField }[];
  references: Reference[];
}

export const useTheorems = () => useApiQuery<Theorem[]>('/api/theorem');
export const usePropertyTheorems = (propertyId: string) => useApiQuery<Theorem[]>(`/api/theorem?propertyId=${propertyId}`);
export const useTheorem = (id: string) => useApiQuery<Theorem>(`/api/theorem/${id}`);

export const saveTheorem = (id: string | undefined, input: TheoremInput) =>
  apiPost<Created>(id ? `/api/theorem/${id}` : '/api/theorem', input);
