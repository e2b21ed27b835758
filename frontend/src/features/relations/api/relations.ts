/** Relations between spaces (kb/contract/relations.ts). */
import { useApiQuery } from '../../../lib/use-api-query';
import type { RelatedSpace } from '@contract';

/** Every relation known of a space, as Y or as X, stored or derived. */
export const useRelatedSpaces = (spaceId: number | string) => useApiQuery<RelatedSpace[]>(`/api/space/${spaceId}/relation`);
