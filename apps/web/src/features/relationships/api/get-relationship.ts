import { queryOptions, useQuery } from '@tanstack/react-query';

import type { Relationship } from '@kindred/shared/relationships';

import { api } from '@/lib/api-client';

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
 * GET /api/relationships/current: the caller's couple, or null when there is none yet (an
 * answer, not an error: no 404 for every new user's every page). Typed, not parsed: /register
 * only asks whether one exists, and must not send someone with a couple to onboarding because a
 * field it never reads looked unexpected.
 */
export function getRelationship(signal?: AbortSignal): Promise<Relationship | null> {
  return api.get<Relationship | null>('/api/relationships/current', signal ? { signal } : {});
}

export const getRelationshipQueryOptions = () =>
  queryOptions({
    queryKey: relationshipQueryKey,
    queryFn: ({ signal }) => getRelationship(signal),
  });

export function useRelationship(options: { enabled?: boolean } = {}) {
  return useQuery({ ...getRelationshipQueryOptions(), enabled: options.enabled ?? true });
}

export type MyRelationship =
  | { status: 'pending' }
  | { status: 'none' }
  | { status: 'ready'; relationship: Relationship }
  | { status: 'failed'; error: Error; retry: () => void };

/** The caller's couple as a state to render: loading, none (no couple yet), loaded, or failed. */
export function useMyRelationship(): MyRelationship {
  const query = useRelationship();
  if (query.data === null) return { status: 'none' };
  if (query.data) return { status: 'ready', relationship: query.data };
  if (query.isError) {
    return { status: 'failed', error: query.error, retry: () => void query.refetch() };
  }
  return { status: 'pending' };
}
