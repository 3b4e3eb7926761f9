import { queryOptions } from '@tanstack/react-query';

import { type Preferences, preferencesSchema } from '@kindred/shared/preferences';

import { api } from '@/lib/api-client';

import { queryKeys } from '../../query-keys';

/**
 * GET /api/preferences: what the user chose, with the defaults filled in by the server, checked
 * against the shared contract here and nowhere else.
 */
export function getPreferences(signal?: AbortSignal): Promise<Preferences> {
  return api.get('/api/preferences', { schema: preferencesSchema, ...(signal ? { signal } : {}) });
}

/** The one cache entry of the preferences; each feature reads its part with `select`. */
export const getPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.preferences(),
    queryFn: ({ signal }) => getPreferences(signal),
  });
