import { queryOptions, useQuery } from '@tanstack/react-query';

import { preferencesSchema } from '@kindred/shared/preferences';

import { api } from '@/lib/api-client';

/** Everything about preferences is cached under ['preferences']; this feature's view below it. */
export const safetyPreferencesKey = ['preferences', 'safety'] as const;

/** What Get help reads: the country chosen (or null) and the couple's therapist language. */
export const safetyPreferencesSchema = preferencesSchema.pick({
  country: true,
  therapist_style: true,
});
export type SafetyPreferences = ReturnType<typeof safetyPreferencesSchema.parse>;

/** GET /api/preferences. */
export function getSafetyPreferences(signal?: AbortSignal): Promise<SafetyPreferences> {
  return api.get('/api/preferences', {
    schema: safetyPreferencesSchema,
    ...(signal ? { signal } : {}),
  });
}

export const getSafetyPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: safetyPreferencesKey,
    queryFn: ({ signal }) => getSafetyPreferences(signal),
  });

export function useSafetyPreferences() {
  return useQuery(getSafetyPreferencesQueryOptions());
}
