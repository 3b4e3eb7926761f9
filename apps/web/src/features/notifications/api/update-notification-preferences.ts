import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { NotificationPreferences } from '@kindred/shared/notifications';
import { preferencesSchema } from '@kindred/shared/preferences';

import { api } from '@/lib/api-client';

import { notificationPreferencesKey } from './get-notification-preferences';

const notificationsOnly = preferencesSchema.pick({ notifications: true });
const mutationKey = ['preferences', 'notifications', 'update'] as const;

/** PUT /api/preferences { notifications }: all four types, as they should now be. */
export async function updateNotificationPreferences(
  notifications: NotificationPreferences,
): Promise<NotificationPreferences> {
  const stored = await api.put(
    '/api/preferences',
    { notifications },
    { schema: notificationsOnly },
  );
  return stored.notifications;
}

/**
 * Shows the change at once and saves it. Saves run one after another (a shared scope), each
 * sending the whole set, so quick successive flips reach the server in the order they were made;
 * a failed save puts back what the server holds.
 */
export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey,
    scope: { id: 'notification-preferences' },
    mutationFn: updateNotificationPreferences,
    onMutate: async (next) => {
      await queryClient.cancelQueries({ queryKey: notificationPreferencesKey, exact: true });
      queryClient.setQueryData(notificationPreferencesKey, next);
    },
    onSuccess: (stored) => {
      // A later flip is already shown and queued: its answer settles the cache instead.
      if (queryClient.isMutating({ mutationKey }) <= 1) {
        queryClient.setQueryData(notificationPreferencesKey, stored);
      }
    },
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: notificationPreferencesKey, exact: true });
    },
  });
}
