import { queryOptions, useQuery } from '@tanstack/react-query';

import { type SessionDetail, sessionDetailSchema } from '@kindred/shared/sessions';

import { queryKeys } from '@/entities/query-keys';
import { api } from '@/lib/api-client';

/** GET /api/sessions/:id — the session, the caller's role in it, and both people. */
export function getSession(sessionId: string, signal?: AbortSignal): Promise<SessionDetail> {
  return api.get(`/api/sessions/${encodeURIComponent(sessionId)}`, {
    schema: sessionDetailSchema,
    ...(signal ? { signal } : {}),
  });
}

export const getSessionQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: queryKeys.sessions.detail(sessionId),
    queryFn: async ({ signal, client, queryKey }) => {
      const fresh = await getSession(sessionId, signal);
      // Completed is final: an answer read before the session ended must not reopen it here.
      const held = client.getQueryData<SessionDetail>(queryKey);
      if (held?.status === 'completed' && fresh.status !== 'completed') {
        return { ...fresh, status: held.status, ended_at: held.ended_at };
      }
      return fresh;
    },
  });

export function useSessionDetail(sessionId: string) {
  return useQuery(getSessionQueryOptions(sessionId));
}
