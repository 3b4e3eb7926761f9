import { queryOptions, useQuery } from '@tanstack/react-query';

import type { Me } from '@kindred/shared/api';

import { api, ApiError } from '@/lib/api-client';

export const meQueryKey = ['auth', 'me'] as const;

/** The signed-in user, or null when there is no session (401). */
export async function getMe(signal?: AbortSignal): Promise<Me | null> {
  let body: unknown;
  try {
    body = await api.get<unknown>('/api/me', signal ? { signal } : {});
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
  // The schema (and zod with it) loads only for a signed-in answer, so the landing page a
  // signed-out visitor sees stays small.
  const { meResponseSchema } = await import('@kindred/shared/api');
  return meResponseSchema.parse(body);
}

export const getMeQueryOptions = () =>
  queryOptions({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => getMe(signal),
  });

export function useMe() {
  return useQuery(getMeQueryOptions());
}
