/**
 * A list page of the catalogue: a filter box (?q=), sorting (?sort=, ?order=)
 * and one page of items at a time (?page=), so a list of 10,000 never
 * typesets more than a page; the Add footer for editors. The whole list is
 * read once (cached by TanStack Query) and filtered in the browser.
 */
import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { UseQueryResult } from '@tanstack/react-query';
import { Page } from './Page';
import { MathText } from './Math';
import { EditorFooter } from './EditorFooter';
import { ListControls, type SortOption } from './ListControls';
import { Pager } from './Pager';
import { mathOnlyLabel } from '../lib/math-label';
import { useFiltered, useSearchKeys } from '../lib/filter-items';
import { useListParams } from '../lib/use-list-params';

export const LIST_PAGE = 100;

/** As the API sorts lists (backend/src/catalogue/sorting.ts): LaTeX markup ignored, numbers as numbers. */
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
function sortByName<T extends { id: number }>(items: T[], label: (item: T) => string): T[] {
  return items
    .map((item) => ({ item, key: label(item).replace(/[$\\{}]/g, '').trim() }))
    .sort((a, b) => collator.compare(a.key, b.key) || a.item.id - b.item.id)
    .map((entry) => entry.item);
}

/** The sorts every list offers: by name (the API's own order) and by when the item was added (its id). */
export const NAME_SORTS: SortOption[] = [
  { key: 'name', label: 'Name' },
  { key: 'added', label: 'Date added' },
];

interface ItemListPageProps<T> {
  title: string;
  /** What the pager counts, e.g. "Spaces". */
  noun: string;
  /** The filter box's label, e.g. "Filter spaces". */
  filterLabel: string;
  query: UseQueryResult<T[]>;
  queries?: UseQueryResult<unknown>[];
  label: (item: T) => string;
  path: (item: T) => string;
  /** The text the filter matches (default: the label). */
  searchText?: (item: T) => string;
  /** A custom row (default: the label as a link). */
  render?: (item: T) => ReactNode;
  /** Sorts beyond the list's order; the first is the default, 'added' sorts by id. */
  sorts?: SortOption[];
  add: { label: string; to: string };
  className?: string;
  intro?: ReactNode;
  pageSize?: number;
}

export function ItemListPage<T extends { id: number }>(props: ItemListPageProps<T>) {
  const { title, query, queries = [] } = props;
  return (
    <Page title={title} crumbs={[{ label: title }]} queries={[query, ...queries]}>
      {() => <ItemList {...props} items={query.data!} />}
    </Page>
  );
}

function ItemList<T extends { id: number }>({
  title,
  noun,
  filterLabel,
  items,
  label,
  path,
  searchText = label,
  render,
  sorts = NAME_SORTS,
  add,
  className,
  intro,
  pageSize = LIST_PAGE,
}: ItemListPageProps<T> & { items: T[] }) {
  const [params, setParams] = useListParams();
  const keys = useSearchKeys(items, searchText);
  const filtered = useFiltered(items, keys, params.q);
  const sort = sorts.some((s) => s.key === params.sort) ? params.sort : sorts[0].key;
  const sorted = useMemo(() => {
    let list = filtered;
    if (sort === 'added') list = [...filtered].sort((a, b) => a.id - b.id);
    else if (sort === 'name') list = sortByName(filtered, label);
    return params.order === 'desc' ? [...list].reverse() : list;
    // `label` is a render-time closure; the order follows the items.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [filtered, sort, params.order]);
  const lastPage = Math.max(1, Math.ceil(sorted.length / pageSize));
  const page = Math.min(params.page, lastPage);
  const offset = (page - 1) * pageSize;
  return (
    <>
      <h1>{title}</h1>
      {intro}
      <ListControls
        label={filterLabel}
        query={params.q}
        onQuery={(q) => setParams({ q, page: null })}
        sorts={sorts}
        sort={sort}
        order={params.order}
        onSort={(s, order) => setParams({ sort: s === sorts[0].key ? null : s, order, page: null })}
      />
      <Pager label={`${title} pages`} total={sorted.length} offset={offset} pageSize={pageSize} noun={noun} onOffset={(o) => setParams({ page: o / pageSize + 1 })} />
      {sorted.length === 0 && items.length > 0 && <p className="muted">Nothing matches “{params.q}”.</p>}
      <ul className={className ? `item-list ${className}` : 'item-list'}>
        {sorted.slice(offset, offset + pageSize).map((item) => (
          <li key={item.id}>
            {render ? (
              render(item)
            ) : (
              <Link to={path(item)} aria-label={mathOnlyLabel(label(item))}>
                <MathText text={label(item)} />
              </Link>
            )}
          </li>
        ))}
      </ul>
      <EditorFooter links={[add]} />
    </>
  );
}
