/**
 * Filtering a list in the browser: each item's search key (kb/search-text.ts,
 * the server's own normal form, so `ell2` finds ℓ²) is made once per list,
 * and a query then costs one substring test per item, even at 10,000 items.
 */
import { useMemo } from 'react';
import { searchKey } from '@kb/search-text';

export function useSearchKeys<T>(items: T[], text: (item: T) => string): string[] {
  // `text` is a render-time closure; the keys follow the items.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => items.map((item) => searchKey(text(item))), [items]);
}

export function useFiltered<T>(items: T[], keys: string[], query: string): T[] {
  return useMemo(() => {
    const key = searchKey(query);
    return key === '' ? items : items.filter((_, i) => keys[i].includes(key));
  }, [items, keys, query]);
}
