import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';

import { type Message, messageSchema } from '@kindred/shared/sessions';

import { queryKeys } from '@/entities/query-keys';
import { api } from '@/lib/api-client';

import { SESSION_STRINGS as S } from '../strings';
import { type ChatMessage, replaceMessage } from '../utils/messages';

export type HeldChoice = 'shared' | 'kept';

/** POST /api/messages/:id/visibility — the writer shares a held message or keeps it private. */
export function setMessageVisibility(messageId: string, visibility: HeldChoice): Promise<Message> {
  return api.post(
    `/api/messages/${encodeURIComponent(messageId)}/visibility`,
    { visibility },
    { schema: messageSchema },
  );
}

/**
 * Shares or keeps a held message, optimistically: the card shows the choice at once and goes back
 * to the question (with a toast) if the server refuses it. Sharing reaches the partner as an
 * ordinary live message; the answer replaces the message here by id.
 */
export function useSetMessageVisibility(sessionId: string) {
  const queryClient = useQueryClient();
  const key = queryKeys.sessions.messages(sessionId);

  return useMutation({
    mutationFn: ({ message, visibility }: { message: ChatMessage; visibility: HeldChoice }) =>
      setMessageVisibility(message.id, visibility),
    onMutate: async ({ message, visibility }) => {
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      queryClient.setQueryData<ChatMessage[]>(key, (current) =>
        current?.map((m) => (m.id === message.id ? { ...m, visibility } : m)),
      );
      return { previous: message.visibility };
    },
    onSuccess: (stored) => {
      queryClient.setQueryData<ChatMessage[]>(key, (current) =>
        current ? replaceMessage(current, stored) : current,
      );
    },
    onError: (error, { message, visibility }, context) => {
      queryClient.setQueryData<ChatMessage[]>(key, (current) =>
        current?.map((m) =>
          m.id === message.id && m.visibility === visibility
            ? { ...m, visibility: context?.previous ?? message.visibility }
            : m,
        ),
      );
      toast.error(visibility === 'shared' ? S.shareFailed : S.keepFailed, {
        description: error.message || S.tryAgainLater,
      });
    },
  });
}
