import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { type Message, messageSchema } from '@kindred/shared/sessions';

import { queryKeys } from '@/entities/query-keys';
import { api } from '@/lib/api-client';

import { type ChatMessage, isLocalMessage, mergeMessages } from '../utils/messages';

const messagesSchema = z.array(messageSchema);

/** GET /api/sessions/:id/messages, oldest first; `after` (inclusive) fetches only the tail. */
export function getMessages(
  sessionId: string,
  { after, signal }: { after?: string; signal?: AbortSignal } = {},
): Promise<Message[]> {
  const query = after ? `?after=${encodeURIComponent(after)}` : '';
  return api.get(`/api/sessions/${encodeURIComponent(sessionId)}/messages${query}`, {
    schema: messagesSchema,
    ...(signal ? { signal } : {}),
  });
}

export const getMessagesQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: queryKeys.sessions.messages(sessionId),
    queryFn: async ({ signal, client, queryKey }): Promise<ChatMessage[]> => {
      const stored = await getMessages(sessionId, { signal });
      // Messages still on their way (or waiting for a retry) survive a full refetch.
      const local = (client.getQueryData<ChatMessage[]>(queryKey) ?? []).filter(isLocalMessage);
      return mergeMessages(local, stored);
    },
    // The live link keeps the list current, and every (re)subscription catches up from the
    // database, so the list is never refetched just because time passed.
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useMessages(sessionId: string) {
  return useQuery(getMessagesQueryOptions(sessionId));
}
