/**
 * A list page read one page at a time from the API's list params (README,
 * "API": ?q=&sort=&order=&limit=&offset=, the count in X-Total-Count), for a
 * list too big to read whole before showing anything (the theorems: 625 KB at
 * π-Base scale, 6.4 MB at ten times it). Same controls and URL as
 * ItemListPage; the next page is read ahead.
 */
import { useEffect, type ReactNode } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Page } from './Page';
import { EditorFooter } from './EditorFooter';
import { ListControls, type SortOption } from './ListControls';
import { Pager } from './Pager';
import { ReadError } from '../lib/api-client';
import { useDebounced } from '../lib/use-debounced';
import { useListParams } from '../lib/use-list-params';

interface ListPage<T> { items: T[]; total: number }

async function readPage<T>(path: string): Promise<ListPage<T>> {
  const response = await fetch(path, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
  if (response.status !== 200) throw new ReadError(response.status);
  const items = (await response.json()) as T[];
  return { items, total: Number(response.headers.get('X-Total-Count') ?? items.length) };
}

/** One page of `path` as the list params ask; `sort` is the API's sort key. */
function pagePath(path: string, q: string, sort: string, order: 'asc' | 'desc', offset: number, limit: number): string {
  const params = new URLSearchParams({ sort, order, limit: String(limit), offset: String(offset) });
  if (q) params.set('q', q);
  return `${path}?${params}`;
}

interface ServerListPageProps<T> {
  title: string;
  noun: string;
  filterLabel: string;
  /** The API list, e.g. /api/theorem. */
  path: string;
  /** The page's sorts, and the API sort key of each. */
  sorts: (SortOption & { apiSort: string })[];
  render: (item: T) => ReactNode;
  add: { label: string; to: string };
  className?: string;
  intro?: ReactNode;
  pageSize: number;
}

export function ServerListPage<T extends { id: number }>({ title, noun, filterLabel, path, sorts, render, add, className, intro, pageSize }: ServerListPageProps<T>) {
  const [params, setParams] = useListParams();
  const q = useDebounced(params.q.trim());
  const sort = sorts.find((s) => s.key === params.sort) ?? sorts[0];
  const offset = (params.page - 1) * pageSize;
  const current = pagePath(path, q, sort.apiSort, params.order, offset, pageSize);
  const page = useQuery({ queryKey: [current], queryFn: () => readPage<T>(current), placeholderData: keepPreviousData });
  const queryClient = useQueryClient();
  const total = page.data?.total;
  useEffect(() => {
    if (total === undefined || offset + pageSize >= total) return;
    const next = pagePath(path, q, sort.apiSort, params.order, offset + pageSize, pageSize);
    void queryClient.prefetchQuery({ queryKey: [next], queryFn: () => readPage<T>(next) }).catch(() => undefined);
  }, [queryClient, path, q, sort.apiSort, params.order, offset, pageSize, total]);
  // The first page is waited for; a later one (filter, sort, paging) replaces it in place.
  const shown = { ...page, isFetching: page.isFetching && !page.data } as typeof page;
  return (
    <Page title={title} crumbs={[{ label: title }]} queries={[shown]}>
      {() => {
        const { items, total: count } = page.data!;
        const lastPage = Math.max(1, Math.ceil(count / pageSize));
        return (
          <>
            <h1>{title}</h1>
            {intro}
            <ListControls
              label={filterLabel}
              query={params.q}
              onQuery={(text) => setParams({ q: text, page: null })}
              sorts={sorts}
              sort={sort.key}
              order={params.order}
              onSort={(s, order) => setParams({ sort: s === sorts[0].key ? null : s, order, page: null })}
            />
            <Pager
              label={`${title} pages`}
              total={count}
              offset={Math.min(offset, (lastPage - 1) * pageSize)}
              pageSize={pageSize}
              noun={noun}
              onOffset={(o) => setParams({ page: o / pageSize + 1 })}
            />
            {count === 0 && q !== '' && <p className="muted">Nothing matches “{params.q}”.</p>}
            <ul className={className ? `item-list ${className}` : 'item-list'} aria-busy={page.isPlaceholderData || q !== params.q.trim()}>
              {items.map((item) => (
                <li key={item.id}>{render(item)}</li>
              ))}
            </ul>
            <EditorFooter links={[add]} />
          </>
        );
      }}
    </Page>
  );
}
