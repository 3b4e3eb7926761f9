import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';

import {
  type SessionDetail,
  type TherapySession,
  therapySessionSchema,
} from '@kindred/shared/sessions';

import { queryKeys } from '@/entities/query-keys';
import { markSessionListsStale, updateSessionInLists } from '@/entities/sessions/api/session-cache';
import { api, ApiError } from '@/lib/api-client';

import { SESSION_STRINGS as S } from '../strings';

/** POST /api/sessions/:id/resume — 200 the session (no longer paused), 409 before `resume_from`. */
export function resumeSession(sessionId: string): Promise<TherapySession> {
  return api.post(`/api/sessions/${encodeURIComponent(sessionId)}/resume`, undefined, {
    schema: therapySessionSchema,
  });
}

export function useResumeSession(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resumeSession(sessionId),
    onSuccess: (session) => {
      queryClient.setQueryData<SessionDetail>(queryKeys.sessions.detail(sessionId), (detail) =>
        detail
          ? { ...detail, status: session.status, ended_at: session.ended_at, paused: null }
          : detail,
      );
      updateSessionInLists(queryClient, sessionId, {
        status: session.status,
        ended_at: session.ended_at,
        paused: null,
      });
      void markSessionListsStale(queryClient);
    },
    onError: (error) => {
      toast.error(S.resumeFailed, {
        description: error instanceof ApiError ? error.message : S.tryAgainLater,
      });
      // Too early, or already resumed by the partner: the session says which.
      void queryClient.invalidateQueries({
        queryKey: queryKeys.sessions.detail(sessionId),
        exact: true,
      });
    },
  });
}
