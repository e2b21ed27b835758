/**
 * The page that links an item (a space, a differential equation) to a property
 * it is not linked to yet: the candidates, or the sentence that there are none.
 */
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Page } from './Page';
import type { Crumb } from './Breadcrumbs';

export const ADD_LINK = 'Add link to property';

interface AddLinkPageProps<T> {
  list: Crumb;
  item: () => Crumb;
  queries: UseQueryResult<unknown>[];
  candidates: () => T[];
  children: (candidates: T[]) => ReactNode;
}

export function AddLinkPage<T>({ list, item, queries, candidates, children }: AddLinkPageProps<T>) {
  return (
    <Page title={ADD_LINK} crumbs={() => [list, item(), { label: ADD_LINK }]} queries={queries}>
      {() => {
        const unlinked = candidates();
        return (
          <>
            <h1>{ADD_LINK}</h1>
            {unlinked.length === 0 ? (
              <p className="muted">All properties that can be linked have already been linked.</p>
            ) : (
              children(unlinked)
            )}
          </>
        );
      }}
    </Page>
  );
}
