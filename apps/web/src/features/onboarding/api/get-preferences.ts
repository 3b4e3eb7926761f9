import { queryOptions, useQuery } from '@tanstack/react-query';

import { preferencesSchema } from '@kindred/shared/preferences';

import { api } from '@/lib/api-client';

/** Everything about preferences is cached under ['preferences']; this feature's view below it. */
export const onboardingPreferencesKey = ['preferences', 'onboarding'] as const;

/** What onboarding reads of the preferences (other fields may come and go). */
export const onboardingPreferencesSchema = preferencesSchema.pick({
  profile: true,
  therapist_style: true,
});
export type OnboardingPreferences = ReturnType<typeof onboardingPreferencesSchema.parse>;

/** GET /api/preferences: the profile (or null) and the therapist style, defaults filled in. */
export function getPreferences(signal?: AbortSignal): Promise<OnboardingPreferences> {
  return api.get('/api/preferences', {
    schema: onboardingPreferencesSchema,
    ...(signal ? { signal } : {}),
  });
}

export const getPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: onboardingPreferencesKey,
    queryFn: ({ signal }) => getPreferences(signal),
  });

export function usePreferences() {
  return useQuery(getPreferencesQueryOptions());
}
