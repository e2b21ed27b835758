/** Reads and writes of spaces and of a space's links (spec section 7, Spaces). */
import { apiPost } from '../../../lib/api-client';
import { useApiQuery } from '../../../lib/use-api-query';
import type { Created, ItemField, Reference, Space, SpaceListEntry, SpacePropertyEntry, UnlinkedProperty } from '@contract';

export interface SpaceInput {
  symbol: string;
  norm: string;
  description: string;
  field: ItemField;
  references: Reference[];
  /** The version the edit form loaded (absent when adding). */
  version?: number;
}

/** The list of spaces: ids and symbols only (spec section 7); a space's field is on its own page's answer. */
export const useSpaces = () => useApiQuery<SpaceListEntry[]>('/api/space');
export const spacePath = (id: string) => `/api/space/${id}`;
export const spacePropertiesPath = (id: string) => `/api/space/${id}/property`;
export const useSpace = (id: string) => useApiQuery<Space>(spacePath(id));
export const useSpaceProperties = (id: string) => useApiQuery<SpacePropertyEntry[]>(spacePropertiesPath(id));
export const useUnlinkedProperties = (id: string) => useApiQuery<UnlinkedProperty[]>(`/api/space/${id}/property?unlinked=true`);

export const saveSpace = (id: string | undefined, input: SpaceInput) =>
  apiPost<Created>(id ? `/api/space/${id}` : '/api/space', input);
