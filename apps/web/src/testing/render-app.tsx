import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { onTestFinished } from 'vitest';

import { createAppQueryClient } from '@/app/query-client';
import { routes } from '@/app/router';
import { Toaster } from '@/components/ui/toaster';
import { RealtimeClientContext } from '@/lib/live/realtime-context';
import { createFakeLive } from '@/testing/fake-live';

type Options = {
  /** Earlier history entries, so 'Go Back' has somewhere to go. */
  history?: string[];
};

/** Renders the whole app (real routes, real providers, a fake live link) at `path`, in memory. */
export function renderApp(path: string, { history = [] }: Options = {}) {
  // The app's own handling of a lost sign-in (401), without its retries and freshness.
  const queryClient = createAppQueryClient({
    queries: { retry: false },
    mutations: { retry: false },
  });
  const entries = [...history, path];
  const router = createMemoryRouter(routes, {
    initialEntries: entries,
    initialIndex: entries.length - 1,
  });
  const user = userEvent.setup();
  // Every signed-in page follows the couple live: on a fake link that never reaches a server
  // (the test may play the server through `live`).
  const live = createFakeLive();
  onTestFinished(() => live.dispose());
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RealtimeClientContext.Provider value={live.client}>
        <RouterProvider router={router} />
      </RealtimeClientContext.Provider>
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient, user, live };
}
