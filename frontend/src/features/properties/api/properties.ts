/** Reads and writes of properties of spaces (spec section 7, Properties). */
import { useMemo } from 'react';
import { apiPost } from '../../../lib/api-client';
import { useApiQuery } from '../../../lib/use-api-query';
import type { Created, ItemField, Property, PropertyMeaning, PropertySpaceEntry, PropertySummary, Reference } from '@contract';

export interface PropertyInput {
  name: string;
  description: string;
  field: ItemField;
  references: Reference[];
  /** A property of the norm (docs/relations.md). */
  normDependent: boolean;
  /** What it means: a relation to a named space, or null for none (docs/relations.md). */
  means: PropertyMeaning | null;
  /** The version the edit form loaded (absent when adding). */
  version?: number;
}

export const useProperties = () => useApiQuery<PropertySummary[]>('/api/property');

/** Property names by id, for views that send ids only (derivations, facts). */
export function usePropertyNames(): Map<number, string> {
  const properties = useProperties();
  return useMemo(() => new Map((properties.data ?? []).map((p) => [p.id, p.name])), [properties.data]);
}
export const propertyPath = (id: string) => `/api/property/${id}`;
export const propertySpacesPath = (id: string) => `/api/property/${id}/space`;
export const useProperty = (id: string) => useApiQuery<Property>(propertyPath(id));
export const usePropertySpaces = (id: string) => useApiQuery<PropertySpaceEntry[]>(propertySpacesPath(id));

export const saveProperty = (id: string | undefined, input: PropertyInput) =>
  apiPost<Created>(id ? `/api/property/${id}` : '/api/property', input);
