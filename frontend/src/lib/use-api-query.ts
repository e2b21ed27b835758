/** A read of one API path, cached by TanStack Query under that path. */
import { useQuery } from '@tanstack/react-query';
import { apiGet } from './api-client';

/** The query of one API path: the same key and read whether a page asks for it or a loader starts it ahead (app/reads-ahead.ts). */
export const apiQuery = <T>(path: string) => ({ queryKey: [path], queryFn: () => apiGet<T>(path) });

export function useApiQuery<T>(path: string) {
  return useQuery(apiQuery<T>(path));
}
