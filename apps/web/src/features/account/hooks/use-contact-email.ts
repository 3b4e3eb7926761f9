import { useQuery } from '@tanstack/react-query';

import type { Preferences } from '@kindred/shared/preferences';

import { getPreferencesQueryOptions } from '@/entities/preferences/api/get-preferences';

const selectContactEmail = (preferences: Preferences) => preferences.contact_email;

/** The contact e-mail the user saved, or null when none. */
export function useContactEmail() {
  return useQuery({ ...getPreferencesQueryOptions(), select: selectContactEmail });
}
