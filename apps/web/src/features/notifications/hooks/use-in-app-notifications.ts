import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';

import type { NotificationPreferences } from '@kindred/shared/notifications';
import type { ServerFrame } from '@kindred/shared/realtime';

import { paths } from '@/config/paths';
import type { RealtimeClient } from '@/lib/live/realtime-client';

import { NOTIFICATION_STRINGS as S } from '../strings';

export type WatchedSession = { id: string; session_number: number };

export type InAppNotificationsOptions = {
  client: RealtimeClient;
  /** Null while unknown: nothing is followed until the switches are known. */
  preferences: NotificationPreferences | null;
  userId: string | null;
  partnerName: string | null;
  /** The couple's ongoing sessions. */
  sessions: WatchedSession[];
  /** The session whose chat is on screen: it tells its own news, so it is not followed here. */
  activeSessionId: string | null;
};

/**
 * In-app notices for what happens in the couple's ongoing sessions while the user is elsewhere in
 * Kindred: the partner joining (Partner Activities) and the therapist replying (Therapy
 * Sessions), each only while its in-app switch is on. Sessions are followed over the live link
 * without counting as present in them, so the partner does not see the user "online".
 */
export function useInAppNotifications({
  client,
  preferences,
  userId,
  partnerName,
  sessions,
  activeSessionId,
}: InAppNotificationsOptions): void {
  const navigate = useNavigate();
  const partnerOn = preferences?.partner.inApp ?? false;
  const sessionOn = preferences?.session.inApp ?? false;

  // Names and navigation change without any need to follow the sessions anew.
  const latest = useRef({ navigate, partnerName });
  useEffect(() => {
    latest.current = { navigate, partnerName };
  });

  const watched = sessions.filter((s) => s.id !== activeSessionId);
  // A stable description of what to follow, so re-renders do not resubscribe.
  const watchKey = watched.map((s) => `${s.id}:${s.session_number}`).join(',');

  useEffect(() => {
    if (!userId || (!partnerOn && !sessionOn) || watchKey === '') return;
    const stops = watchKey.split(',').map((entry) => {
      const [sessionId = '', number = '0'] = entry.split(':');
      const sessionNumber = Number(number);
      const open = () => void latest.current.navigate(paths.session.getHref(sessionId));
      // Who was here at the last presence frame; null until the first one after (re)subscribing,
      // which describes the room as it is rather than someone arriving.
      let present: Set<string> | null = null;

      const onFrame = (frame: ServerFrame) => {
        if (frame.type === 'subscribed') {
          present = null;
        } else if (frame.type === 'presence') {
          const now = new Set(frame.online);
          const arrived = present ? frame.online.filter((id) => !present!.has(id)) : [];
          present = now;
          if (partnerOn && arrived.some((id) => id !== userId)) {
            toast(S.partnerJoined(latest.current.partnerName ?? S.yourPartner, sessionNumber), {
              id: `partner-joined-${sessionId}`,
              description: S.partnerJoinedText,
              action: { label: S.openChat, onClick: open },
            });
          }
        } else if (frame.type === 'message' && frame.message.author === 'therapist' && sessionOn) {
          toast(S.therapistReplied(sessionNumber), {
            id: `therapist-replied-${sessionId}`,
            description: S.therapistRepliedText,
            action: { label: S.openChat, onClick: open },
          });
        }
      };
      return client.subscribe(sessionId, onFrame, { presence: false });
    });
    return () => {
      for (const stop of stops) stop();
    };
  }, [client, userId, partnerOn, sessionOn, watchKey]);
}
