/** The app's one query cache: the providers hand it to the pages, and the router's loaders start reads in it (app/reads-ahead.ts). */
import { QueryClient } from '@tanstack/react-query';

// A read that fails stays failed (spec section 7); reads refresh on page visits, not on focus.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false, staleTime: 30_000 },
  },
});
