import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import type { CoupleFrame } from '@kindred/shared/realtime';

import { dashboardKeys } from '@/features/dashboard/api/get-sessions';
import { noticeKeys } from '@/features/notifications/api/get-notices';
import { relationshipKeys } from '@/features/relationships/api/get-relationship';
import { invalidateSessionDetails, sessionKeys } from '@/features/sessions/api/query-keys';
import { useRealtimeClient } from '@/lib/live/realtime-context';
import type { ConnectionState } from '@/lib/live/realtime-client';

/** Every cached view of the preferences (each feature keeps its own below ['preferences']). */
const preferencesKey = ['preferences'] as const;

function invalidateSessionLists(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: sessionKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
}

/** Everything that depends on who is in the couple: the couple, its sessions, the shared style. */
function invalidateCouple(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: relationshipKeys.all });
  void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
  void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
  void queryClient.invalidateQueries({ queryKey: preferencesKey });
}

/**
 * Applies a change of the couple, announced by the server, to the query cache: what is on screen
 * reloads now, the rest when next shown. Composed here because the keys belong to several
 * features (relationships, sessions, dashboard, and every view of the preferences).
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
      invalidateSessionLists(queryClient);
      break;
    case 'session_ended':
      invalidateSessionLists(queryClient);
      if (frame.sessionId)
        void queryClient.invalidateQueries({
          queryKey: sessionKeys.detail(frame.sessionId),
          exact: true,
        });
      break;
    case 'style_changed':
      // The style carries the couple's persona: the open chat names and pictures it.
      void queryClient.invalidateQueries({ queryKey: relationshipKeys.all });
      void queryClient.invalidateQueries({ queryKey: preferencesKey });
      void invalidateSessionDetails(queryClient);
      break;
    case 'profile_changed':
      // A partner's name and picture: in the chat, on the dashboard, in Settings.
      void queryClient.invalidateQueries({ queryKey: relationshipKeys.all });
      void queryClient.invalidateQueries({ queryKey: preferencesKey });
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
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
