import { queryOptions, useQuery } from '@tanstack/react-query';

import { configResponseSchema, type PublicConfig } from '@kindred/shared/api';

import { api } from '@/lib/api-client';

/** Public settings: the sign-in provider's name and whether the development sign-in is in use. */
export function getPublicConfig(signal?: AbortSignal): Promise<PublicConfig> {
  return api.get('/api/config', { schema: configResponseSchema, ...(signal ? { signal } : {}) });
}

export const getPublicConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['config'] as const,
    queryFn: ({ signal }) => getPublicConfig(signal),
    // Set at server start: it cannot change while the page is open.
    staleTime: Infinity,
  });

export function usePublicConfig() {
  return useQuery(getPublicConfigQueryOptions());
}
