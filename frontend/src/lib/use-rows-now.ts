/**
 * How many rows of a long list a page renders in its first paint: about a
 * screenful, then all of them in a background render that React starts right
 * after that commit (useDeferredValue's initial value). The rows below the
 * fold thus never hold back a detail page's first content (issue 10: a
 * property's 200 spaces and 50 theorems took most of its time to first
 * content), and a moment later every row is in the document as before (find
 * in page, the filter and the pager see them all).
 */
import { useDeferredValue } from 'react';

/** Two columns of a grouped list fill the first screen with about this many rows. */
export const FIRST_ROWS = 40;

export function useRowsNow(first: number = FIRST_ROWS): number {
  return useDeferredValue(Number.POSITIVE_INFINITY, first);
}
