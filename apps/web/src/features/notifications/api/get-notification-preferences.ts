import { queryOptions, useQuery } from '@tanstack/react-query';

import type { NotificationPreferences } from '@kindred/shared/notifications';
import { preferencesSchema } from '@kindred/shared/preferences';

import { api } from '@/lib/api-client';

/** Everything about preferences is cached under ['preferences']; this feature's view below it. */
export const notificationPreferencesKey = ['preferences', 'notifications'] as const;

const notificationsOnly = preferencesSchema.pick({ notifications: true });

/** GET /api/preferences: the notification switches, the spec's defaults filled in by the server. */
export async function getNotificationPreferences(
  signal?: AbortSignal,
): Promise<NotificationPreferences> {
  const preferences = await api.get('/api/preferences', {
    schema: notificationsOnly,
    ...(signal ? { signal } : {}),
  });
  return preferences.notifications;
}

export const getNotificationPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: notificationPreferencesKey,
    queryFn: ({ signal }) => getNotificationPreferences(signal),
  });

export function useNotificationPreferences(options: { enabled?: boolean } = {}) {
  return useQuery({
    ...getNotificationPreferencesQueryOptions(),
    enabled: options.enabled ?? true,
  });
}
