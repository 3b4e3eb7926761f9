import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef, useState, useSyncExternalStore } from 'react';
import { toast } from 'sonner';

import type { ServerFrame } from '@kindred/shared/realtime';
import type { SessionDetail } from '@kindred/shared/sessions';

import { queryKeys } from '@/entities/query-keys';
import { updateSessionInLists } from '@/entities/sessions/api/session-cache';
import type { ConnectionState } from '@/lib/live/realtime-client';
import { useRealtimeClient } from '@/lib/live/realtime-context';

import { getMessages } from '../api/get-messages';
import { SESSION_STRINGS as S } from '../strings';
import {
  type ChatMessage,
  catchUpFrom,
  lastStoredTimestamp,
  mergeMessages,
} from '../utils/messages';

/** Input never stays blocked: without news from the therapist for this long, it unblocks. */
export const THERAPIST_TIMEOUT_MS = 60_000;

export type TherapistActivity = {
  /** The therapist is answering: input is blocked. */
  responding: boolean;
  /** Streamed text of replies being written, by reply id. */
  drafts: { replyId: string; text: string }[];
};

type TherapistAction =
  | { type: 'typing' }
  | { type: 'delta'; replyId: string; text: string }
  | { type: 'done' }
  | { type: 'clear-drafts' };

const quiet: TherapistActivity = { responding: false, drafts: [] };

function therapistReducer(state: TherapistActivity, action: TherapistAction): TherapistActivity {
  switch (action.type) {
    case 'typing':
      return state.responding ? state : { ...state, responding: true };
    case 'delta': {
      const index = state.drafts.findIndex((d) => d.replyId === action.replyId);
      const drafts =
        index === -1
          ? [...state.drafts, { replyId: action.replyId, text: action.text }]
          : state.drafts.map((d, i) => (i === index ? { ...d, text: d.text + action.text } : d));
      return { responding: true, drafts };
    }
    case 'clear-drafts':
      return state.drafts.length === 0 ? state : { ...state, drafts: [] };
    case 'done':
      return quiet;
  }
}

export type SessionLive = {
  connection: ConnectionState;
  /** Ids of the people who have this session open right now. */
  online: string[];
  therapist: TherapistActivity;
};

/**
 * Follows a session over the live link and keeps the query cache current: new messages merge
 * into the list, status changes update the session, and every (re)subscription — and every
 * 'resync' from the server — catches up from the database, so nothing missed is lost.
 */
export function useSessionLive(sessionId: string, enabled: boolean): SessionLive {
  const client = useRealtimeClient();
  const queryClient = useQueryClient();
  const connection = useSyncExternalStore(
    useCallback((notify: () => void) => client.onStateChange(notify), [client]),
    () => client.getState(),
  );
  const [online, setOnline] = useState<string[]>([]);
  const [therapist, dispatch] = useReducer(therapistReducer, quiet);
  const timeout = useRef<ReturnType<typeof setTimeout> | null>(null);

  const catchUp = useCatchUp(sessionId);

  useEffect(() => {
    if (!enabled) return;
    const messagesKey = queryKeys.sessions.messages(sessionId);
    const detailKey = queryKeys.sessions.detail(sessionId);

    const stopTimer = () => {
      if (timeout.current !== null) clearTimeout(timeout.current);
      timeout.current = null;
    };
    const armTimer = () => {
      stopTimer();
      timeout.current = setTimeout(() => {
        timeout.current = null;
        dispatch({ type: 'done' });
        void catchUp();
      }, THERAPIST_TIMEOUT_MS);
    };

    const onFrame = (frame: ServerFrame) => {
      switch (frame.type) {
        case 'subscribed':
          void catchUp();
          break;
        case 'message':
          queryClient.setQueryData<ChatMessage[]>(messagesKey, (current) =>
            current ? mergeMessages(current, [frame.message]) : current,
          );
          // The stored reply replaces the text streamed while it was written.
          if (frame.message.author === 'therapist') dispatch({ type: 'clear-drafts' });
          break;
        case 'session': {
          // Paused or resumed (by either partner), ended: both screens follow at once.
          const patch = { status: frame.status, ended_at: frame.ended_at, paused: frame.paused };
          queryClient.setQueryData<SessionDetail>(detailKey, (detail) =>
            detail ? { ...detail, ...patch } : detail,
          );
          updateSessionInLists(queryClient, sessionId, patch);
          // Who ended it and the summary it wrote are not in the frame: the session says them.
          if (frame.status === 'completed')
            void queryClient.invalidateQueries({ queryKey: detailKey, exact: true });
          break;
        }
        case 'presence':
          setOnline(frame.online);
          break;
        case 'therapist':
          if (frame.state === 'typing') {
            dispatch({ type: 'typing' });
            armTimer();
          } else {
            stopTimer();
            dispatch({ type: 'done' });
            if (frame.state === 'error') {
              toast.error(S.errorToastTitle, { description: S.therapistFailed });
            }
          }
          break;
        case 'therapist.delta':
          dispatch({ type: 'delta', replyId: frame.replyId, text: frame.text });
          armTimer();
          break;
        case 'error':
          if (frame.error === 'resync') void catchUp();
          // Refused (no longer a member, or the session is gone): reload to show why.
          else void queryClient.invalidateQueries({ queryKey: detailKey, exact: true });
          break;
        default:
          break;
      }
    };

    const unsubscribe = client.subscribe(sessionId, onFrame);
    return () => {
      unsubscribe();
      stopTimer();
    };
  }, [client, queryClient, sessionId, enabled, catchUp]);

  // Presence heard on a link that has since dropped says nothing any more.
  const visibleOnline = connection === 'open' ? online : [];
  return { connection, online: visibleOnline, therapist };
}

/**
 * Fetches what the cache may have missed: the messages from shortly before the newest one we
 * hold (the server's `after` is inclusive; duplicates merge away), and the session itself.
 * Calls that overlap run once more after the current one instead of in parallel.
 */
function useCatchUp(sessionId: string) {
  const queryClient = useQueryClient();
  const running = useRef<Promise<void> | null>(null);
  const again = useRef(false);

  return useCallback((): Promise<void> => {
    if (running.current) {
      again.current = true;
      return running.current;
    }
    const messagesKey = queryKeys.sessions.messages(sessionId);
    const run = async () => {
      do {
        again.current = false;
        try {
          const current = queryClient.getQueryData<ChatMessage[]>(messagesKey);
          const last = current ? lastStoredTimestamp(current) : null;
          if (!last) {
            // Nothing held yet (or an empty session): the full list is the catch-up. A fetch
            // already under way may predate the subscription, so it is started again.
            await queryClient.refetchQueries({ queryKey: messagesKey, exact: true });
          } else {
            const fresh = await getMessages(sessionId, { after: catchUpFrom(last) });
            queryClient.setQueryData<ChatMessage[]>(messagesKey, (list) =>
              mergeMessages(list ?? [], fresh),
            );
          }
          await queryClient.invalidateQueries({
            queryKey: queryKeys.sessions.detail(sessionId),
            exact: true,
          });
        } catch {
          // The next reconnect or resync tries again.
        }
      } while (again.current);
    };
    const promise = run().finally(() => {
      running.current = null;
    });
    running.current = promise;
    return promise;
  }, [queryClient, sessionId]);
}
