/** The change log (issue 24): recent changes, one change, an item's history and the item at a version; review and revert. */
import { apiPost } from '../../../lib/api-client';
import { useApiQuery } from '../../../lib/use-api-query';
import type { ChangeDetail, ChangeList, ChangeRow, ItemAtVersion, ItemHistory } from '@contract';

export const HISTORY_PAGE = 20;

/** GET /api/changes with the page's filters (limit, offset, kind, user, unreviewed, since, until) as a query string. */
export const useChanges = (query: string) => useApiQuery<ChangeList>(`/api/changes${query ? `?${query}` : ''}`);
export const useChange = (id: string) => useApiQuery<ChangeDetail>(`/api/changes/${id}`);
/** The newest change: its version is the catalogue's latest logged version (what "cite this page" names). */
export const useLatestChange = () => useApiQuery<ChangeList>('/api/changes?limit=1');

/** An item's history; `itemPath` is its page's path (/space/3, /space/3/property/5, …), which its API path repeats under /api. */
export const useItemHistory = (itemPath: string, offset = 0) => useApiQuery<ItemHistory>(`/api${itemPath}/history?limit=${HISTORY_PAGE}&offset=${offset}`);
export const useItemAtVersion = (itemPath: string, version: string) => useApiQuery<ItemAtVersion>(`/api${itemPath}/history/${version}`);

export const reviewChange = (id: number) => apiPost<ChangeRow>(`/api/changes/${id}/review`);
export const revertChange = (id: number) => apiPost<ChangeDetail>(`/api/changes/${id}/revert`);
/** An admin puts the catalogue back as it was before an import (`id`: the import's change). */
export const restoreCatalogue = (id: number) => apiPost<ChangeDetail>(`/api/admin/restore/${id}`);

/** The page of the item a change is about (null: a catalogue change). */
export function changedItemPath(change: Pick<ChangeRow, 'kind' | 'itemId' | 'spaceId' | 'equationId' | 'propertyId'>): string | null {
  switch (change.kind) {
    case 'space':
      return `/space/${change.itemId}`;
    case 'property':
      return `/property/${change.itemId}`;
    case 'theorem':
      return `/theorem/${change.itemId}`;
    case 'link':
      return `/space/${change.spaceId}/property/${change.propertyId}`;
    case 'differential-equation':
      return `/differential-equation/${change.itemId}`;
    case 'differential-equation-property':
      return `/differential-equation/property/${change.itemId}`;
    case 'differential-equation-link':
      return `/differential-equation/${change.equationId}/property/${change.propertyId}`;
    default:
      return null;
  }
}
