/** The controls above a long list: a labelled filter box and, where sorting makes sense, sort and order. */
import { useId } from 'react';
import { FilterBox } from './FilterBox';

export interface SortOption { key: string; label: string }

interface ListControlsProps {
  /** The filter box's label, e.g. "Filter spaces". */
  label: string;
  query: string;
  onQuery: (query: string) => void;
  sorts?: SortOption[];
  sort?: string;
  order?: 'asc' | 'desc';
  onSort?: (sort: string, order: 'asc' | 'desc') => void;
}

export function ListControls({ label, query, onQuery, sorts, sort, order = 'asc', onSort }: ListControlsProps) {
  const sortId = useId();
  const orderId = useId();
  return (
    <div className="filters list-tools" role="search" aria-label={label}>
      <FilterBox label={label} value={query} onChange={onQuery} placeholder="Type part of a name, e.g. ell2" />
      {sorts && onSort && (
        <>
          <div className="filter-box">
            <label htmlFor={sortId}>Sort by</label>
            <select id={sortId} value={sort || sorts[0].key} onChange={(event) => onSort(event.target.value, order)}>
              {sorts.map((s) => (
                <option key={s.key} value={s.key}>
                  {s.label}
                </option>
              ))}
            </select>
          </div>
          <div className="filter-box">
            <label htmlFor={orderId}>Order</label>
            <select id={orderId} value={order} onChange={(event) => onSort(sort || sorts[0].key, event.target.value as 'asc' | 'desc')}>
              <option value="asc">Ascending</option>
              <option value="desc">Descending</option>
            </select>
          </div>
        </>
      )}
    </div>
  );
}
