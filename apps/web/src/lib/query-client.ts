import { type DefaultOptions, MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

import { QUERY_RETRY_COUNT, QUERY_STALE_TIME_MS } from '@kindred/shared/constants';

import { isClientError, isUnauthorized } from './api-client';

/** What a query or mutation may tell the query client about itself. */
type RequestMeta = {
  /** Said (as a toast) when the answer is 401: what could not be done without a sign-in. */
  signInMessage?: string;
};

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: RequestMeta;
    mutationMeta: RequestMeta;
  }
}

/** Fresh for 5 minutes, one retry; a 4xx answer is final and never retried. */
const APP_DEFAULTS: DefaultOptions = {
  queries: {
    staleTime: QUERY_STALE_TIME_MS,
    retry: (failureCount, error) => !isClientError(error) && failureCount < QUERY_RETRY_COUNT,
  },
  mutations: { retry: false },
};

export type QueryClientOptions = {
  /**
   * Called once for every request answered 401 — the sign-in ended (signed out elsewhere,
   * expired) — with the request's `meta.signInMessage`. The one place that handles it: no
   * component checks for 401 itself.
   */
  onUnauthorized: (queryClient: QueryClient, signInMessage: string | undefined) => void;
  /** Tests replace the app's defaults (no retries, nothing kept fresh). */
  defaultOptions?: DefaultOptions;
};

export function createQueryClient({
  onUnauthorized,
  defaultOptions = APP_DEFAULTS,
}: QueryClientOptions): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    defaultOptions,
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (isUnauthorized(error)) onUnauthorized(queryClient, query.meta?.signInMessage);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (isUnauthorized(error)) onUnauthorized(queryClient, mutation.meta?.signInMessage);
      },
    }),
  });
  return queryClient;
}
