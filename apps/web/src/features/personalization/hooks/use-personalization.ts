import { useQuery } from '@tanstack/react-query';

import { getPreferencesQueryOptions } from '@/entities/preferences/api/get-preferences';

/**
 * The therapist style (the couple's, else the user's, else the defaults) and the inside jokes:
 * this page reads the whole of the preferences.
 */
export function usePersonalization() {
  return useQuery(getPreferencesQueryOptions());
}
