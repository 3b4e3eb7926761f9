import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';

import { getMeQueryOptions } from '@/features/auth/api/get-me';
import { AppProvider } from './provider';
import { createAppQueryClient } from './query-client';
import { routes } from './router';

const queryClient = createAppQueryClient();
// Ask who is signed in while the first route's code downloads, not after.
void queryClient.prefetchQuery(getMeQueryOptions());

const router = createBrowserRouter(routes);

export function App() {
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
