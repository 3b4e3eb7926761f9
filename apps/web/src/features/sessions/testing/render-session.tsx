import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';

import { routes } from '@/app/router';
import { Toaster } from '@/components/ui/toaster';

import { RealtimeClientContext } from '@/lib/live/realtime-context';

import type { FakeLive } from '@/testing/fake-live';

/** The whole app at `path` (real routes and providers), with the chat on a fake live link. */
export function renderWithLive(
  path: string,
  live: FakeLive,
  { userOptions }: { userOptions?: Parameters<typeof userEvent.setup>[0] } = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup(userOptions);
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RealtimeClientContext.Provider value={live.client}>
        <RouterProvider router={router} />
      </RealtimeClientContext.Provider>
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient, user };
}
