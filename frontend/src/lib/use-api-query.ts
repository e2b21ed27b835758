/** A read of one API path, cached by TanStack Query under that path. */
import { useQuery } from '@tanstack/react-query';
import { apiGet } from './api-client';

export function useApiQuery<T>(path: string) {
  return useQuery({ queryKey: [path], queryFn: () => apiGet<T>(path) });
}
