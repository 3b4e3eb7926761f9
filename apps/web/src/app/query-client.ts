import type { DefaultOptions, QueryClient } from '@tanstack/react-query';

import { recheckSignIn } from '@/features/auth/hooks/use-auth-guard';
import { createQueryClient } from '@/lib/query-client';

/**
 * A 401 from any request means the sign-in has ended: say what could not be done (when the
 * request says), forget this user's data and ask the server who is signed in — which leads to
 * /login. sonner is imported when needed, so it stays out of the first load.
 */
function onUnauthorized(queryClient: QueryClient, signInMessage: string | undefined): void {
  if (signInMessage) {
    // The message is the id: one toast, however many requests found it out at once.
    void import('sonner').then(({ toast }) => toast.error(signInMessage, { id: signInMessage }));
  }
  recheckSignIn(queryClient);
}

/** The app's query client, with the sign-in flow wired in (tests pass their own defaults). */
export function createAppQueryClient(defaultOptions?: DefaultOptions): QueryClient {
  return createQueryClient({ onUnauthorized, ...(defaultOptions ? { defaultOptions } : {}) });
}
