import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import type { CoupleFrame } from '@kindred/shared/realtime';

import { queryKeys } from '@/entities/query-keys';
import {
  invalidateSessionDetails,
  invalidateSessionLists,
} from '@/entities/sessions/api/session-cache';
import { noticeKeys } from '@/features/notifications/api/get-notices';
import type { ConnectionState } from '@/lib/live/realtime-client';
import { useRealtimeClient } from '@/lib/live/realtime-context';

/** Everything that depends on who is in the couple: the couple, its sessions, the shared style. */
function invalidateCouple(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.relationship.all });
  void queryClient.invalidateQueries({ queryKey: queryKeys.sessions.all });
  void queryClient.invalidateQueries({ queryKey: queryKeys.relationshipHealth() });
  void queryClient.invalidateQueries({ queryKey: queryKeys.preferences() });
}

/**
 * Applies a change of the couple, announced by the server, to the query cache: what is on screen
 * reloads now, the rest when next shown. Composed here because it touches the couple, its
 * sessions, the preferences and the notices alike.
 */
export function applyCoupleFrame(queryClient: QueryClient, frame: CoupleFrame): void {
  switch (frame.event) {
    case 'partner_joined':
      invalidateCouple(queryClient);
      break;
    case 'partner_left':
      invalidateCouple(queryClient);
      // A partner who deleted their account left a notice saying what went with it.
      void queryClient.invalidateQueries({ queryKey: noticeKeys.all });
      break;
    case 'session_started':
      void invalidateSessionLists(queryClient);
      break;
    case 'session_ended':
      void invalidateSessionLists(queryClient);
      if (frame.sessionId)
        void queryClient.invalidateQueries({
          queryKey: queryKeys.sessions.detail(frame.sessionId),
          exact: true,
        });
      break;
    case 'style_changed':
      // The style carries the couple's persona: the open chat names and pictures it.
      void queryClient.invalidateQueries({ queryKey: queryKeys.relationship.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.preferences() });
      void invalidateSessionDetails(queryClient);
      break;
    case 'profile_changed':
      // A partner's name and picture: in the chat, on the dashboard, in Settings.
      void queryClient.invalidateQueries({ queryKey: queryKeys.relationship.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.preferences() });
      void invalidateSessionLists(queryClient);
      void invalidateSessionDetails(queryClient);
      break;
  }
}

/**
 * Keeps every screen of a signed-in user true to the couple: follows the couple on the tab's live
 * link (partner joined or left, session started or ended, style or profile changed — whoever did it) and
 * applies each change to the cache. After the link was down, whatever it may have missed reloads.
 * Shows nothing.
 */
export function CoupleLiveSync() {
  const client = useRealtimeClient();
  const queryClient = useQueryClient();

  useEffect(() => {
    const stopFollowing = client.followCouple((frame) => applyCoupleFrame(queryClient, frame));
    let previous: ConnectionState = client.getState();
    const stopWatching = client.onStateChange((state) => {
      const wasDown = previous === 'reconnecting' || previous === 'offline';
      previous = state;
      if (state === 'open' && wasDown) invalidateCouple(queryClient);
    });
    return () => {
      stopWatching();
      stopFollowing();
    };
  }, [client, queryClient]);

  return null;
}
