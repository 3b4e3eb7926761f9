import type { QueryClient } from '@tanstack/react-query';

import type { TherapySession } from '@kindred/shared/sessions';

import { queryKeys } from '../../query-keys';

/**
 * Marks every list of sessions, and the Relationship Health built from them, stale: they reload
 * when next shown, nothing is refetched now.
 */
export function markSessionListsStale(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.sessions.lists(), refetchType: 'none' }),
    queryClient.invalidateQueries({
      queryKey: queryKeys.relationshipHealth(),
      refetchType: 'none',
    }),
  ]).then(() => undefined);
}

/** Reloads every list of sessions and the Relationship Health (whatever of them is on screen). */
export function invalidateSessionLists(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.sessions.lists() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.relationshipHealth() }),
  ]).then(() => undefined);
}

/**
 * Reloads who is in every cached session (the people, their pictures, the couple's persona),
 * without touching the lists or the messages.
 */
export function invalidateSessionDetails(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    queryKey: queryKeys.sessions.all,
    predicate: (query) => query.queryKey.length === 2 && query.queryKey[1] !== 'list',
  });
}

/** Applies a change of one session to the cached lists of sessions. */
export function updateSessionInLists(
  queryClient: QueryClient,
  sessionId: string,
  patch: Partial<Pick<TherapySession, 'status' | 'ended_at' | 'paused'>>,
): void {
  queryClient.setQueriesData<TherapySession[]>({ queryKey: queryKeys.sessions.lists() }, (list) =>
    list?.some((s) => s.id === sessionId)
      ? list.map((s) => (s.id === sessionId ? { ...s, ...patch } : s))
      : list,
  );
}
