import { queryOptions, useQuery } from '@tanstack/react-query';

import { type Preferences, preferencesSchema } from '@kindred/shared/preferences';

import { api } from '@/lib/api-client';

/** Everything about preferences is cached under ['preferences']; this feature's view below it. */
export const personalizationKey = ['preferences', 'personalization'] as const;

/** GET /api/preferences: the therapist style (the couple's, else the user's, else the defaults) and the inside jokes. */
export function getPersonalization(signal?: AbortSignal): Promise<Preferences> {
  return api.get('/api/preferences', { schema: preferencesSchema, ...(signal ? { signal } : {}) });
}

export const getPersonalizationQueryOptions = () =>
  queryOptions({
    queryKey: personalizationKey,
    queryFn: ({ signal }) => getPersonalization(signal),
  });

export function usePersonalization() {
  return useQuery(getPersonalizationQueryOptions());
}
