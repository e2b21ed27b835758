/** Reads and writes of differential equations (spec section 7). */
import { apiPost } from '../../../lib/api-client';
import { useApiQuery } from '../../../lib/use-api-query';
import type { Created, Equation, EquationPropertyEntry, EquationSummary, Reference, UnlinkedEquationProperty } from '@contract';

export interface EquationInput {
  name: string;
  symbol: string;
  variables: string;
  parameters: string;
  description: string;
  references: Reference[];
  /** The version the edit form loaded (absent when adding). */
  version?: number;
}

export const useEquations = () => useApiQuery<EquationSummary[]>('/api/differential-equation');
export const useEquation = (id: string) => useApiQuery<Equation>(`/api/differential-equation/${id}`);
export const useEquationProperties = (id: string) =>
  useApiQuery<EquationPropertyEntry[]>(`/api/differential-equation/${id}/property`);
export const useUnlinkedEquationProperties = (id: string) =>
  useApiQuery<UnlinkedEquationProperty[]>(`/api/differential-equation/${id}/property?unlinked=true`);

export const saveEquation = (id: string | undefined, input: EquationInput) =>
  apiPost<Created>(id ? `/api/differential-equation/${id}` : '/api/differential-equation', input);
