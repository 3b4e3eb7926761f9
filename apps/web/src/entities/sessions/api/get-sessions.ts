import { queryOptions, useQuery } from '@tanstack/react-query';

import { type TherapySession, therapySessionSchema } from '@kindred/shared/sessions';

import { api } from '@/lib/api-client';

import { queryKeys } from '../../query-keys';

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
    queryKey: queryKeys.sessions.list(relationshipId),
    queryFn: ({ signal }) => getSessions(relationshipId, signal),
  });

/** The couple's sessions; waits while the couple is not known. */
export function useSessions(relationshipId: string | null | undefined) {
  return useQuery({
    ...getSessionsQueryOptions(relationshipId ?? ''),
    enabled: !!relationshipId,
  });
}
