/** The link between a space and a property: stored, computed, or both (spec section 3). */
import { apiPost } from '../../../lib/api-client';
import { useApiQuery } from '../../../lib/use-api-query';
import type { LinkField, LinkPage, Reference } from '@contract';

export interface LinkInput {
  field: LinkField;
  description: string;
  references: Reference[];
  /** The version of the stored link the form loaded (0: none stored). */
  version?: number;
}

export const linkApiPath = (spaceId: string, propertyId: string) => `/api/space/${spaceId}/property/${propertyId}`;
export const useLink = (spaceId: string, propertyId: string) => useApiQuery<LinkPage>(linkApiPath(spaceId, propertyId));
export const saveLink = (spaceId: string, propertyId: string, input: LinkInput) => apiPost(linkApiPath(spaceId, propertyId), input);
