import { useMutation, useQueryClient } from '@tanstack/react-query';

import { type TherapySession, therapySessionSchema } from '@kindred/shared/sessions';

import { api } from '@/lib/api-client';

import { invalidateSessionLists } from './session-cache';

/**
 * POST /api/sessions → 200 with the couple's ongoing session (joined), or 201 with a new one (the
 * server numbers it, sets it ongoing and posts the welcome). Either way, the caller opens it.
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
    // Every list of sessions now lacks the new one. Not awaited: the user is taken into the
    // session straight away.
    onSuccess: () => {
      void invalidateSessionLists(queryClient);
    },
  });
}
