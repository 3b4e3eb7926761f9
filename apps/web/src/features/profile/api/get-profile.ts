import { queryOptions, useQuery } from '@tanstack/react-query';

import { preferencesSchema } from '@kindred/shared/preferences';
import type { Profile } from '@kindred/shared/profile';

import { api } from '@/lib/api-client';

/** Everything about preferences is cached under ['preferences']; this feature's view below it. */
export const profileKey = ['preferences', 'profile'] as const;

export const profileAnswerSchema = preferencesSchema.pick({ profile: true });

/** The user's own profile (GET /api/preferences), or null before they chose one. */
export async function getProfile(signal?: AbortSignal): Promise<Profile | null> {
  const preferences = await api.get('/api/preferences', {
    schema: profileAnswerSchema,
    ...(signal ? { signal } : {}),
  });
  return preferences.profile;
}

export const getProfileQueryOptions = () =>
  queryOptions({
    queryKey: profileKey,
    queryFn: ({ signal }) => getProfile(signal),
  });

export function useProfile() {
  return useQuery(getProfileQueryOptions());
}
