/** The providers around the router: data fetching, settings and the modal stack. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { SettingsProvider } from '../lib/settings';
import { ModalStackProvider } from '../components/Modal';
import { router } from './routes';

// A read that fails stays failed (spec section 7); reads refresh on page visits, not on focus.
const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false, staleTime: 30_000 },
  },
});

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <SettingsProvider>
        <ModalStackProvider>
          <RouterProvider router={router} />
        </ModalStackProvider>
      </SettingsProvider>
    </QueryClientProvider>
  );
}
