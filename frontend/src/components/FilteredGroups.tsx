/**
 * The grouped lists of a detail page (a space's properties as holds / fails,
 * an equation's properties as has / lacks, …) behind one labelled filter box
 * (?q= in the URL, names matched in the search normal form), each group
 * showing one page of entries at a time, so thousands never typeset at once;
 * the first paint shows only the rows of about a screen (useRowsNow), the
 * rest follow in a background render.
 */
import { useMemo, useState, type ReactNode } from 'react';
import { ListControls } from './ListControls';
import { Pager } from './Pager';
import { useFiltered, useSearchKeys } from '../lib/filter-items';
import { useListParams } from '../lib/use-list-params';
import { useRowsNow } from '../lib/use-rows-now';

export const GROUP_PAGE = 100;

export interface EntryGroup<T> {
  /** Heading id, unique on the page. */
  id: string;
  title: string;
  entries: T[];
  /** Shown when the group is empty and nothing is filtered (default: the group is left out). */
  empty?: string;
}

interface FilteredGroupsProps<T> {
  groups: EntryGroup<T>[];
  filterLabel: string;
  nameOf: (entry: T) => string;
  keyOf: (entry: T) => string | number;
  render: (entry: T) => ReactNode;
  level?: 2 | 3;
  pageSize?: number;
  listClassName?: string;
}

export function FilteredGroups<T>({ groups, filterLabel, nameOf, keyOf, render, level = 3, pageSize = GROUP_PAGE, listClassName }: FilteredGroupsProps<T>) {
  const [params, setParams] = useListParams();
  // The rows of the first paint, shared out among the groups in order (the first group's page at most).
  let rowsNow = useRowsNow();
  return (
    <div className="field-groups">
      <ListControls label={filterLabel} query={params.q} onQuery={(q) => setParams({ q })} />
      {groups.map((group) => {
        const limit = rowsNow;
        rowsNow = Math.max(0, rowsNow - Math.min(pageSize, group.entries.length));
        return (
          <FilteredGroup
            key={`${group.id}|${params.q}`}
            group={group}
            query={params.q}
            nameOf={nameOf}
            keyOf={keyOf}
            render={render}
            level={level}
            pageSize={pageSize}
            rowsNow={limit}
            listClassName={listClassName}
          />
        );
      })}
    </div>
  );
}

function FilteredGroup<T>({
  group,
  query,
  nameOf,
  keyOf,
  render,
  level,
  pageSize,
  rowsNow,
  listClassName,
}: { group: EntryGroup<T>; query: string; rowsNow: number } & Required<Pick<FilteredGroupsProps<T>, 'nameOf' | 'keyOf' | 'render' | 'level' | 'pageSize'>> & {
  listClassName?: string;
}) {
  const keys = useSearchKeys(group.entries, nameOf);
  const shown = useFiltered(group.entries, keys, query);
  const [offset, setOffset] = useState(0);
  const Heading = level === 2 ? 'h2' : 'h3';
  const className = useMemo(() => [listClassName, shown.length > 6 ? 'many' : ''].filter(Boolean).join(' ') || undefined, [listClassName, shown.length]);
  if (group.entries.length === 0 && !group.empty) return null;
  return (
    <section className="field-group" aria-labelledby={group.id}>
      <Heading id={group.id}>
        {group.title}
        <span className="field-count">· {shown.length === group.entries.length ? shown.length : `${shown.length} of ${group.entries.length}`}</span>
      </Heading>
      {group.entries.length === 0 ? (
        <p className="muted">{group.empty}</p>
      ) : shown.length === 0 ? (
        <p className="muted">Nothing here matches “{query}”.</p>
      ) : (
        <>
          <ul className={className}>
            {shown.slice(offset, offset + Math.min(pageSize, rowsNow)).map((entry) => (
              <li key={keyOf(entry)}>{render(entry)}</li>
            ))}
          </ul>
          <Pager label={`${group.title} pages`} total={shown.length} offset={offset} pageSize={pageSize} onOffset={setOffset} noun="Entries" />
        </>
      )}
    </section>
  );
}
