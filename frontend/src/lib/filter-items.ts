/**
 * Filtering a list in the browser: each item's search key (kb/contract/search-text.ts,
 * the server's own normal form, so `ell2` finds ℓ²) is made once per list,
 * and a query then costs one substring test per item, even at 10,000 items.
 * The keys are made at the first query, not before: most visits filter nothing.
 */
import { useMemo } from 'react';
import { searchKey } from '@contract';

/** The items' search keys, made on first use and kept while the items are the same. */
export function useSearchKeys<T>(items: T[], text: (item: T) => string): () => string[] {
  return useMemo(() => {
    let keys: string[] | null = null;
    return () => (keys ??= items.map((item) => searchKey(text(item))));
    // `text` is a render-time closure; the keys follow the items.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [items]);
}

export function useFiltered<T>(items: T[], keys: () => string[], query: string): T[] {
  return useMemo(() => {
    const key = searchKey(query);
    if (key === '') return items;
    const all = keys();
    return items.filter((_, i) => all[i].includes(key));
  }, [items, keys, query]);
}
