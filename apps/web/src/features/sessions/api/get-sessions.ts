import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { type TherapySession, therapySessionSchema } from '@kindred/shared/sessions';

import { api } from '@/lib/api-client';

import { sessionKeys } from './query-keys';

const sessionsSchema = z.array(therapySessionSchema);

/** GET /api/sessions?relationshipId= — the couple's sessions, newest first. */
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
    queryKey: sessionKeys.list(relationshipId),
    queryFn: ({ signal }) => getSessions(relationshipId, signal),
  });

export function useSessions(relationshipId: string | undefined) {
  return useQuery({
    ...getSessionsQueryOptions(relationshipId ?? ''),
    enabled: !!relationshipId,
  });
}
