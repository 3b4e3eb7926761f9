import { useMutation, useQueryClient } from '@tanstack/react-query';

import { type TherapySession, therapySessionSchema } from '@kindred/shared/sessions';

import { api } from '@/lib/api-client';

import { markSessionListsStale, sessionKeys } from './query-keys';

/**
 * POST /api/sessions — the couple's ongoing session when there is one (200: joined), else a new
 * one (201) that the server numbers, sets ongoing and opens with the welcome.
 */
export function startSession(relationshipId: string): Promise<TherapySession> {
  return api.post(
    '/api/sessions',
    { relationship_id: relationshipId },
    { schema: therapySessionSchema },
  );
}

export function useStartSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startSession,
    onSuccess: (session) => {
      void markSessionListsStale(queryClient);
      void queryClient.invalidateQueries({ queryKey: sessionKeys.list(session.relationship_id) });
    },
  });
}
