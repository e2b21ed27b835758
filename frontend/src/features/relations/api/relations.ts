/** Relations between spaces (kb/contract/relations.ts). */
import { useApiQuery } from '../../../lib/use-api-query';
import { apiPost } from '../../../lib/api-client';
import type { Created, DeclaredProperty, RelatedSpace, RelationKind, RelationPage, RelationSave, SavePreview } from '@contract';

/** Every relation known of a space, as Y or as X, stored or derived. */
export const useRelatedSpaces = (spaceId: number | string) => useApiQuery<RelatedSpace[]>(`/api/space/${spaceId}/relation`);

/** The properties declared to mean a relation to the space (their meaning is cleared when it is deleted). */
export const useDeclaredProperties = (spaceId: number | string) => useApiQuery<DeclaredProperty[]>(`/api/space/${spaceId}/declared-properties`);

/** The page of "Y is a `kind` of X": the frontend's path and the API's are the same below /api. */
export const relationPath = (spaceId: number | string, kind: RelationKind | string, ofSpaceId: number | string) => `/space/${spaceId}/relation/${kind}/${ofSpaceId}`;

/** The relation, its stored record (or null) and a proof per known scalar. */
export const useRelationPage = (spaceId: string, kind: string, ofSpaceId: string) => useApiQuery<RelationPage>(`/api${relationPath(spaceId, kind, ofSpaceId)}`);

/** POST /api/relation (a new one) or /api/relation/{id} (an edit). */
export const saveRelation = (id: number | undefined, input: RelationSave) => apiPost<Created>(id === undefined ? '/api/relation' : `/api/relation/${id}`, input);

/** What saving the relation form would add and remove (POST /api/preview/relation), nothing saved. */
export const previewRelation = (id: number | undefined, input: RelationSave) => apiPost<SavePreview>('/api/preview/relation', { ...input, id: id ?? null });
