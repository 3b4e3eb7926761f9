import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '@/lib/api-client';

const acceptedSchema = z.object({ ok: z.literal(true) });

/**
 * POST /api/sessions/:id/ask — 'Ask {therapist} now': the therapist answers what is new without
 * waiting for the other partner (202). 409 when there is nothing new to answer, or the session is
 * paused or ended. What follows (typing, the reply) arrives on the live link.
 */
export function askTherapist(sessionId: string): Promise<{ ok: true }> {
  return api.post(`/api/sessions/${encodeURIComponent(sessionId)}/ask`, undefined, {
    schema: acceptedSchema,
  });
}

export function useAskTherapist(sessionId: string) {
  return useMutation({ mutationFn: () => askTherapist(sessionId) });
}
