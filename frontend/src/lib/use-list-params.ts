/**
 * A list page's state in its URL, so a filtered, sorted page can be shared:
 * ?q= (the filter), ?sort= and ?order= (asc|desc), ?page= (from 1). Typing
 * replaces the history entry instead of adding one per key.
 */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export interface ListParams {
  q: string;
  sort: string;
  order: 'asc' | 'desc';
  page: number;
}

export function useListParams(): [ListParams, (changes: Partial<Record<keyof ListParams, string | number | null>>) => void] {
  const [search, setSearch] = useSearchParams();
  const page = Number(search.get('page'));
  const params: ListParams = {
    q: search.get('q') ?? '',
    sort: search.get('sort') ?? '',
    order: search.get('order') === 'desc' ? 'desc' : 'asc',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
  const set = useCallback(
    (changes: Partial<Record<keyof ListParams, string | number | null>>) =>
      setSearch(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '' || (key === 'page' && value === 1) || (key === 'order' && value === 'asc')) next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace: true },
      ),
    [setSearch],
  );
  return [params, set];
}
