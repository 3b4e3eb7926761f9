import { QueryClient } from '@tanstack/react-query';

import { QUERY_RETRY_COUNT, QUERY_STALE_TIME_MS } from '@kindred/shared/constants';

import { isClientError } from './api-client';

/** product-spec §9: fresh for 5 minutes, one retry; a 4xx answer is final and never retried. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        retry: (failureCount, error) => !isClientError(error) && failureCount < QUERY_RETRY_COUNT,
      },
      mutations: { retry: false },
    },
  });
}
