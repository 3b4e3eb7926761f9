import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { NotificationPreferences } from '@kindred/shared/notifications';
import type { Preferences } from '@kindred/shared/preferences';

import { storePreferences, updatePreferences } from '@/entities/preferences/api/update-preferences';
import { queryKeys } from '@/entities/query-keys';

import { NOTIFICATION_STRINGS as S } from '../strings';

const mutationKey = ['update-notification-preferences'] as const;

/** PUT /api/preferences { notifications }: all four types, as they should now be. */
export function updateNotificationPreferences(notifications: NotificationPreferences) {
  return updatePreferences({ notifications });
}

/**
 * Shows the change at once and saves it. Saves run one after another (a shared scope), each
 * sending the whole set, so quick successive flips reach the server in the order they were made;
 * a failed save puts back what the server holds.
 */
export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  const key = queryKeys.preferences();
  return useMutation({
    mutationKey,
    scope: { id: 'notification-preferences' },
    mutationFn: updateNotificationPreferences,
    meta: { signInMessage: S.needsSignIn },
    onMutate: async (next) => {
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      queryClient.setQueryData<Preferences>(key, (preferences) =>
        preferences ? { ...preferences, notifications: next } : preferences,
      );
    },
    onSuccess: (stored, notifications) => {
      // A later flip is already shown and queued: its answer settles the cache instead.
      if (queryClient.isMutating({ mutationKey }) <= 1) {
        storePreferences(queryClient, { notifications }, stored);
      }
    },
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: key, exact: true });
    },
  });
}
