import { queryOptions, useQuery } from '@tanstack/react-query';

import type { Relationship } from '@kindred/shared/relationships';

import { api, ApiError } from '@/lib/api-client';

export type { Relationship };

/**
 * Everything cached about the caller's couple lives under ['relationships']: invalidating that
 * prefix refreshes every view of it (other features keep their own keys below it).
 */
export const relationshipKeys = {
  all: ['relationships'] as const,
  mine: () => [...relationshipKeys.all, 'mine'] as const,
};

export const relationshipQueryKey = relationshipKeys.mine();

/**
 * GET /api/relationships: the caller's couple; 404 'No relationship found' when there is none.
 * Typed, not parsed: /register only asks whether one exists, and must not send someone with a
 * couple to onboarding because a field it never reads looked unexpected.
 */
export function getRelationship(signal?: AbortSignal): Promise<Relationship> {
  return api.get<Relationship>('/api/relationships', signal ? { signal } : {});
}

export const getRelationshipQueryOptions = () =>
  queryOptions({
    queryKey: relationshipQueryKey,
    queryFn: ({ signal }) => getRelationship(signal),
  });

export function useRelationship(options: { enabled?: boolean } = {}) {
  return useQuery({ ...getRelationshipQueryOptions(), enabled: options.enabled ?? true });
}

/** A 404 is an answer, not a failure: the user simply has no couple yet (product-spec §8). */
export function isNoRelationship(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

export type MyRelationship =
  | { status: 'pending' }
  | { status: 'none' }
  | { status: 'ready'; relationship: Relationship }
  | { status: 'failed'; error: Error; retry: () => void };

/** The caller's couple as a state to render: loading, none (404), loaded, or failed. */
export function useMyRelationship(): MyRelationship {
  const query = useRelationship();
  // A 404 after a refetch wins over the earlier data (the couple is gone, e.g. partner removed).
  if (query.isError && isNoRelationship(query.error)) return { status: 'none' };
  if (query.data) return { status: 'ready', relationship: query.data };
  if (query.isError) {
    return { status: 'failed', error: query.error, retry: () => void query.refetch() };
  }
  return { status: 'pending' };
}
