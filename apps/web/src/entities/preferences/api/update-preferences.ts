import type { QueryClient } from '@tanstack/react-query';

import {
  type Preferences,
  preferencesSchema,
  type UpdatePreferences,
} from '@kindred/shared/preferences';

import { api } from '@/lib/api-client';

import { queryKeys } from '../../query-keys';
import { invalidateSessionDetails } from '../../sessions/api/session-cache';

/** PUT /api/preferences with the parts that change → the preferences as now stored. */
export function updatePreferences(patch: UpdatePreferences): Promise<Preferences> {
  return api.put('/api/preferences', patch, { schema: preferencesSchema });
}

/**
 * Keeps the cache true after a save: the answer is the preferences now, and whatever the server
 * builds from the saved parts reloads — the couple carries the partner's profile and the shared
 * therapist style, and each session names and pictures both people.
 */
export function storePreferences(
  queryClient: QueryClient,
  patch: UpdatePreferences,
  stored: Preferences,
): void {
  queryClient.setQueryData(queryKeys.preferences(), stored);
  if (patch.profile !== undefined || patch.therapist_style !== undefined) {
    void queryClient.invalidateQueries({ queryKey: queryKeys.relationship.all });
  }
  if (patch.profile !== undefined) void invalidateSessionDetails(queryClient);
}
