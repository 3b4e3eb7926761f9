import { queryOptions, useQuery } from '@tanstack/react-query';

import { type Relationship, relationshipSchema } from '@kindred/shared/relationships';

import { api } from '@/lib/api-client';

import { queryKeys } from '../../query-keys';

export type { Relationship };

/**
 * GET /api/relationships/current: the caller's couple, or null when there is none yet (an
 * answer, not an error: no 404 for every new user's every page), checked against the shared
 * contract here and nowhere else.
 */
export function getRelationship(signal?: AbortSignal): Promise<Relationship | null> {
  return api.get('/api/relationships/current', {
    schema: relationshipSchema.nullable(),
    ...(signal ? { signal } : {}),
  });
}

/** The one cache entry of the couple; each feature reads its part with `select`. */
export const getRelationshipQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.relationship.current(),
    queryFn: ({ signal }) => getRelationship(signal),
  });

export function useRelationship(options: { enabled?: boolean } = {}) {
  return useQuery({ ...getRelationshipQueryOptions(), enabled: options.enabled ?? true });
}

/** The caller's couple as a state to render: loading, none (no couple yet), loaded, or failed. */
export type MyRelationship =
  | { status: 'pending' }
  | { status: 'none' }
  | { status: 'ready'; relationship: Relationship }
  | { status: 'failed'; error: Error; retry: () => void };

export function useMyRelationship(): MyRelationship {
  const query = useRelationship();
  if (query.data === null) return { status: 'none' };
  if (query.data) return { status: 'ready', relationship: query.data };
  if (query.isError) {
    return { status: 'failed', error: query.error, retry: () => void query.refetch() };
  }
  return { status: 'pending' };
}
