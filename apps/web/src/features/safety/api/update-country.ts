import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';

import type { SafetyCountry } from '@kindred/shared/safety-resources';

import { api } from '@/lib/api-client';
import {
  type SafetyPreferences,
  safetyPreferencesKey,
  safetyPreferencesSchema,
} from '@/lib/safety-preferences';

import { SAFETY_UI_STRINGS as S } from '../strings';

/** PUT /api/preferences { country } → the preferences as now stored. */
export function updateCountry(country: SafetyCountry | null): Promise<SafetyPreferences> {
  return api.put('/api/preferences', { country }, { schema: safetyPreferencesSchema });
}

/**
 * Saves the country, optimistically: the lines change at once, and go back (with a toast) if
 * the server refuses. Every other view of the preferences reloads when next shown.
 */
export function useUpdateCountry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCountry,
    onMutate: async (country) => {
      await queryClient.cancelQueries({ queryKey: safetyPreferencesKey, exact: true });
      const previous = queryClient.getQueryData<SafetyPreferences>(safetyPreferencesKey);
      if (previous) queryClient.setQueryData(safetyPreferencesKey, { ...previous, country });
      return { previous };
    },
    onSuccess: (preferences) => {
      queryClient.setQueryData(safetyPreferencesKey, preferences);
    },
    onError: (error, _country, context) => {
      if (context?.previous) queryClient.setQueryData(safetyPreferencesKey, context.previous);
      toast.error(S.saveFailed, { description: error.message || S.tryAgain });
    },
    onSettled: () => {
      void queryClient.invalidateQueries({
        predicate: (query) =>
          query.queryKey[0] === 'preferences' && query.queryKey[1] !== safetyPreferencesKey[1],
      });
    },
  });
}
