import { useQuery } from '@tanstack/react-query';
import { useMatch } from 'react-router';

import { paths } from '@/config/paths';
import { useRelationship } from '@/entities/relationship/api/get-relationship';
import { getSessionsQueryOptions } from '@/entities/sessions/api/get-sessions';
import { useInAppNotifications } from '@/features/notifications/hooks/use-in-app-notifications';
import { useNotificationPreferences } from '@/features/notifications/hooks/use-notification-preferences';
import { useNoticeToasts } from '@/features/notifications/hooks/use-notices';
import { useRealtimeClient } from '@/lib/live/realtime-context';

/**
 * A session started by the partner arrives at once as a couple event (couple-live-sync.tsx);
 * should that be missed, it is noticed within this time (or on the next navigation).
 */
const SESSION_LIST_REFRESH_MS = 60_000;

/**
 * In-app notices, composed here from the pieces: the stored notices and the switches
 * (notifications), the couple and its ongoing sessions (entities) and the live link (lib/live).
 * Rendered inside the signed-in app frame; shows nothing itself (the toasts do).
 */
export function InAppNotifications({ userId }: { userId: string }) {
  // What happened to the couple while away (e.g. the partner deleted their account): always.
  useNoticeToasts();
  const preferences = useNotificationPreferences();
  const wanted =
    !!preferences.data && (preferences.data.session.inApp || preferences.data.partner.inApp);
  // Shared with every other view of the couple; no couple yet (null) simply means nothing to follow.
  const relationship = useRelationship({ enabled: wanted }).data ?? null;
  const relationshipId = wanted && relationship?.partner ? relationship.id : null;
  const sessions = useQuery({
    ...getSessionsQueryOptions(relationshipId ?? ''),
    enabled: relationshipId !== null,
    refetchInterval: SESSION_LIST_REFRESH_MS,
  });
  const activeSessionId = useMatch(paths.session.path)?.params.sessionId ?? null;

  useInAppNotifications({
    client: useRealtimeClient(),
    preferences: preferences.data ?? null,
    userId,
    partnerName: relationship?.partner?.name ?? null,
    sessions: relationshipId
      ? (sessions.data ?? []).filter((session) => session.status === 'ongoing')
      : [],
    activeSessionId,
  });
  return null;
}
