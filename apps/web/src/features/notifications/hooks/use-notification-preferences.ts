import { useQuery } from '@tanstack/react-query';

import type { Preferences } from '@kindred/shared/preferences';

import { getPreferencesQueryOptions } from '@/entities/preferences/api/get-preferences';

const selectNotifications = (preferences: Preferences) => preferences.notifications;

/** The notification switches, the defaults filled in by the server. */
export function useNotificationPreferences() {
  return useQuery({ ...getPreferencesQueryOptions(), select: selectNotifications });
}
