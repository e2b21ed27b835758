/** Reads and writes of properties of differential equations (spec section 7). */
import { apiPost } from '../../../lib/api-client';
import { useApiQuery } from '../../../lib/use-api-query';
import type { Created, EquationProperty, PropertyEquationEntry, Reference } from '@contract';

export interface EquationPropertyInput {
  name: string;
  description: string;
  references: Reference[];
  /** The version the edit form loaded (absent when adding). */
  version?: number;
}

const base = '/api/differential-equation/property';
export const useEquationPropertyList = () => useApiQuery<EquationProperty[]>(base);
export const useEquationProperty = (id: string) => useApiQuery<EquationProperty>(`${base}/${id}`);
export const usePropertyEquations = (id: string) => useApiQuery<PropertyEquationEntry[]>(`${base}/${id}/differential-equation`);

export const saveEquationProperty = (id: string | undefined, input: EquationPropertyInput) =>
  apiPost<Created>(id ? `${base}/${id}` : base, input);
