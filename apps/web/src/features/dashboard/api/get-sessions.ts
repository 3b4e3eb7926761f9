import { queryOptions, useQuery } from '@tanstack/react-query';
import { type TherapySession, therapySessionSchema } from '@kindred/shared/sessions';

import { api } from '@/lib/api-client';

/** The dashboard's own cache entries, under ['dashboard'] (the chat marks them stale by name). */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  sessions: (relationshipId: string) => [...dashboardKeys.all, 'sessions', relationshipId] as const,
};

const sessionsSchema = therapySessionSchema.array();

/** GET /api/sessions?relationshipId= → the couple's sessions, newest number first. */
export function getSessions(
  relationshipId: string,
  signal?: AbortSignal,
): Promise<TherapySession[]> {
  return api.get(`/api/sessions?relationshipId=${encodeURIComponent(relationshipId)}`, {
    schema: sessionsSchema,
    ...(signal ? { signal } : {}),
  });
}

export const getSessionsQueryOptions = (relationshipId: string) =>
  queryOptions({
    queryKey: dashboardKeys.sessions(relationshipId),
    queryFn: ({ signal }) => getSessions(relationshipId, signal),
  });

export function useSessions(relationshipId: string | null) {
  return useQuery({
    ...getSessionsQueryOptions(relationshipId ?? ''),
    enabled: relationshipId !== null,
  });
}
