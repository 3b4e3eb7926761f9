import { useMutation, useQueryClient } from '@tanstack/react-query';

import {
  type SessionDetail,
  type TherapySession,
  therapySessionSchema,
} from '@kindred/shared/sessions';

import { queryKeys } from '@/entities/query-keys';
import { markSessionListsStale } from '@/entities/sessions/api/session-cache';
import { api } from '@/lib/api-client';

/** POST /api/sessions/:id/end — status completed, ended_at now, who ended it and the summary. */
export function endSession(sessionId: string): Promise<TherapySession> {
  return api.post(`/api/sessions/${encodeURIComponent(sessionId)}/end`, undefined, {
    schema: therapySessionSchema,
  });
}

export function useEndSession(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => endSession(sessionId),
    onSuccess: (session) => {
      queryClient.setQueryData<SessionDetail>(queryKeys.sessions.detail(sessionId), (detail) =>
        detail
          ? {
              ...detail,
              status: session.status,
              ended_at: session.ended_at,
              ended_by: session.ended_by,
              summary: session.summary,
            }
          : detail,
      );
      void markSessionListsStale(queryClient);
    },
  });
}
