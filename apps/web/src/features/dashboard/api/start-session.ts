import { useMutation, useQueryClient } from '@tanstack/react-query';

import { type TherapySession, therapySessionSchema } from '@kindred/shared/sessions';

import { api } from '@/lib/api-client';

/** POST /api/sessions → 201: the server numbers it, sets it ongoing and posts the welcome. */
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
    // Every list of sessions (here and in the chat's overview) now lacks the new one.
    // Not awaited: the user is taken into the new session straight away.
    onSuccess: () => {
      void queryClient.invalidateQueries({
        predicate: (query) =>
          query.queryKey.some((part) => part === 'sessions' || part === 'dashboard'),
      });
    },
  });
}
