import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';

import type { Preferences } from '@kindred/shared/preferences';
import type { SafetyCountry } from '@kindred/shared/safety-resources';

import { storePreferences, updatePreferences } from '@/entities/preferences/api/update-preferences';
import { queryKeys } from '@/entities/query-keys';

import { SAFETY_UI_STRINGS as S } from '../strings';

/** PUT /api/preferences { country } → the preferences as now stored. */
export function updateCountry(country: SafetyCountry | null): Promise<Preferences> {
  return updatePreferences({ country });
}

/**
 * Saves the country, optimistically: the lines change at once, and go back (with a toast) if
 * the server refuses.
 */
export function useUpdateCountry() {
  const queryClient = useQueryClient();
  const key = queryKeys.preferences();
  return useMutation({
    mutationFn: updateCountry,
    onMutate: async (country) => {
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      const previous = queryClient.getQueryData<Preferences>(key);
      if (previous) queryClient.setQueryData(key, { ...previous, country });
      return { previous };
    },
    onSuccess: (preferences, country) => {
      storePreferences(queryClient, { country }, preferences);
    },
    onError: (error, _country, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      toast.error(S.saveFailed, { description: error.message || S.tryAgain });
    },
  });
}
