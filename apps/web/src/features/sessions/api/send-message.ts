import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';

import {
  type Message,
  type SafetyFlag,
  safetySchema,
  type SessionDetail,
  SESSION_ERRORS,
  sendMessageResponseSchema,
} from '@kindred/shared/sessions';

import { queryKeys } from '@/entities/query-keys';
import { api, ApiError } from '@/lib/api-client';

import { SESSION_STRINGS as S } from '../strings';
import { type ChatMessage, localMessage, markLocalMessage, mergeMessages } from '../utils/messages';

export type SendMessageInput = { therapy_session_id: string; content: string; client_id: string };

export type SendMessageResult = { message: Message; safety: SafetyFlag };

// The server always answers with `safety`; a missing one reads as "not flagged", so a message that
// was stored is never shown as failed over it.
const responseSchema = sendMessageResponseSchema.extend({ safety: safetySchema.optional() });

/**
 * POST /api/messages. The server derives the author from the caller; `client_id` makes the call
 * idempotent, so a retry after an unclear failure can never store the message twice. The answer
 * carries the safety screen's verdict, for the writer only: a flagged message comes back held
 * (`private`) with its verdict, and the writer's card is drawn from it.
 */
export async function sendMessage(input: SendMessageInput): Promise<SendMessageResult> {
  const { safety = null, ...message } = await api.post('/api/messages', input, {
    schema: responseSchema,
  });
  return { message: { ...message, safety }, safety };
}

type Variables = SendMessageInput & { author: Message['author'] };

type SendOptions = {
  /** The safety screen flagged (and held) the writer's message. */
  onFlagged?: (flag: NonNullable<SafetyFlag>, message: Message) => void;
};

/**
 * Sends a message optimistically: it shows at once in the writer's column ('Sending…'), is
 * replaced by the stored one when the server (or the live link) confirms it, and stays with a
 * 'Retry' when sending fails — the text is never lost.
 */
export function useSendMessage(sessionId: string, options: SendOptions = {}) {
  const queryClient = useQueryClient();
  const key = queryKeys.sessions.messages(sessionId);
  const onFlagged = useRef(options.onFlagged);
  onFlagged.current = options.onFlagged;

  const mutation = useMutation({
    mutationFn: ({ author: _author, ...input }: Variables) => sendMessage(input),
    onMutate: async (variables) => {
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      queryClient.setQueryData<ChatMessage[]>(key, (current = []) => {
        const exists = current.some((m) => m.client_id === variables.client_id);
        return exists
          ? markLocalMessage(current, variables.client_id, { delivery: 'sending' })
          : [...current, localMessage(variables)];
      });
    },
    onSuccess: ({ message, safety }) => {
      queryClient.setQueryData<ChatMessage[]>(key, (current = []) =>
        mergeMessages(current, [message]),
      );
      if (safety) {
        onFlagged.current?.(safety, message);
        // The server pauses the session for both: the live frame says so too, but not to a tab
        // whose link is down.
        void queryClient.invalidateQueries({
          queryKey: queryKeys.sessions.detail(sessionId),
          exact: true,
        });
      }
    },
    onError: (error, variables) => {
      let reason: string = S.notSent;
      let retryable = true;
      if (error instanceof ApiError) {
        if (error.status === 409 && error.message === SESSION_ERRORS.paused) {
          // Paused meanwhile: the text stays for later; the session says until when.
          reason = error.message;
          void queryClient.invalidateQueries({
            queryKey: queryKeys.sessions.detail(sessionId),
            exact: true,
          });
        } else if (error.status === 409) {
          // The session ended meanwhile: the chat turns read-only.
          retryable = false;
          reason = error.message;
          queryClient.setQueryData<SessionDetail>(queryKeys.sessions.detail(sessionId), (detail) =>
            detail ? { ...detail, status: 'completed' } : detail,
          );
          void queryClient.invalidateQueries({
            queryKey: queryKeys.sessions.detail(sessionId),
            exact: true,
          });
        } else if (error.status >= 400 && error.status < 500) {
          reason = error.message;
          retryable = error.status === 408 || error.status === 429;
        }
      }
      queryClient.setQueryData<ChatMessage[]>(key, (current = []) =>
        markLocalMessage(current, variables.client_id, {
          delivery: 'failed',
          error: reason,
          retryable,
        }),
      );
    },
  });

  return {
    send: (variables: Variables) => mutation.mutate(variables),
  };
}
