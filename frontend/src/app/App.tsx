/** The providers around the router: data fetching, settings and the modal stack. */
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { SettingsProvider } from '../lib/settings';
import { ModalStackProvider } from '../components/Modal';
import { queryClient } from '../lib/query-client';
import { router } from './routes';

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
