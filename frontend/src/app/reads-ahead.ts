/**
 * A detail page's own reads, started by its route's loader as the router
 * matches the URL instead of by the page's queries, which ask only after
 * React's first commit: on a first visit the router matches while the app is
 * still starting, so the reads answer while React renders the frame (issue
 * 10: they were asked 40–100 ms later, after that render). The loader only
 * starts them (fresh answers in the cache are not asked again) and returns at
 * once: the page still waits for them itself, and shows Not found or nothing
 * as before when one fails.
 */
import type { LoaderFunctionArgs, Params } from 'react-router-dom';
import { queryClient } from '../lib/query-client';
import { apiQuery } from '../lib/use-api-query';

export const readsAhead =
  (paths: (params: Params<string>) => string[]) =>
  ({ params }: LoaderFunctionArgs): null => {
    for (const path of paths(params)) void queryClient.prefetchQuery(apiQuery(path));
    return null;
  };
