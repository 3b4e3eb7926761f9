import { useQuery } from '@tanstack/react-query';

import type { Preferences } from '@kindred/shared/preferences';

import { getPreferencesQueryOptions } from '@/entities/preferences/api/get-preferences';

const selectProfile = (preferences: Preferences) => preferences.profile;

/** The user's own profile, or null before they chose one. */
export function useProfile() {
  return useQuery({ ...getPreferencesQueryOptions(), select: selectProfile });
}
