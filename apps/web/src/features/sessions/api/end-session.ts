import { useMutation, useQueryClient } from '@tanstack/react-query';

import {
  type SessionDetail,
  type TherapySession,
  therapySessionSchema,
} from '@kindred/shared/sessions';

import { api } from '@/lib/api-client';

import { markSessionListsStale, sessionKeys } from './query-keys';

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
      queryClient.setQueryData<SessionDetail>(sessionKeys.detail(sessionId), (detail) =>
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
