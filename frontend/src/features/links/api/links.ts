/** The link between a space and a property: stored, computed, or both (spec section 3). */
import { apiPost } from '../../../lib/api-client';
import { useApiQuery } from '../../../lib/use-api-query';
import type { LinkField, LinkPage, Reference, SavePreview } from '@contract';

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
/** What saving the link with `field` (null: deleting it) would add and remove among the known facts (POST /api/preview/link); nothing is saved. */
export const previewLink = (spaceId: number, propertyId: number, field: LinkField | null) =>
  apiPost<SavePreview>('/api/preview/link', { spaceId, propertyId, field });
