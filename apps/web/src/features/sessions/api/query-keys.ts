import type { QueryClient } from '@tanstack/react-query';

import type { TherapySession } from '@kindred/shared/sessions';

// Query keys of the sessions feature, in one place (a query-key factory). Everything about one
// session lives under ['sessions', id], so invalidating that prefix refreshes all of it.
export const sessionKeys = {
  all: ['sessions'] as const,
  lists: () => [...sessionKeys.all, 'list'] as const,
  list: (relationshipId: string) => [...sessionKeys.lists(), relationshipId] as const,
  detail: (sessionId: string) => [...sessionKeys.all, sessionId] as const,
  messages: (sessionId: string) => [...sessionKeys.detail(sessionId), 'messages'] as const,
};

/** The caller's couple, as this feature reads it (under the relationships prefix on purpose). */
export const coupleQueryKey = ['relationships', 'mine', 'sessions-view'] as const;

/**
 * Session lists are also cached outside this feature (the dashboard's own queries, which this
 * feature cannot import): whatever mentions sessions or the dashboard is marked stale, so it
 * reloads when next shown, without refetching anything now.
 */
export function markSessionListsStale(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) =>
      query.queryKey.some((part) => part === 'sessions' || part === 'dashboard'),
    refetchType: 'none',
  });
}

/**
 * Reloads who is in every cached session (the people, their pictures, the couple's persona),
 * without touching the lists or the messages.
 */
export function invalidateSessionDetails(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    queryKey: sessionKeys.all,
    predicate: (query) => query.queryKey.length === 2 && query.queryKey[1] !== 'list',
  });
}

/** Applies a change of one session to this feature's cached session lists. */
export function updateSessionInLists(
  queryClient: QueryClient,
  sessionId: string,
  patch: Partial<Pick<TherapySession, 'status' | 'ended_at' | 'paused'>>,
): void {
  queryClient.setQueriesData<TherapySession[]>({ queryKey: sessionKeys.lists() }, (list) =>
    list?.some((s) => s.id === sessionId)
      ? list.map((s) => (s.id === sessionId ? { ...s, ...patch } : s))
      : list,
  );
}
