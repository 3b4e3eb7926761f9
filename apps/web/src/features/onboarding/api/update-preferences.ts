import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { UpdatePreferences } from '@kindred/shared/preferences';

import { api } from '@/lib/api-client';

import {
  type OnboardingPreferences,
  onboardingPreferencesKey,
  onboardingPreferencesSchema,
} from './get-preferences';

/** PUT /api/preferences with the parts that changed → the preferences as now stored. */
export function updatePreferences(patch: UpdatePreferences): Promise<OnboardingPreferences> {
  return api.put('/api/preferences', patch, { schema: onboardingPreferencesSchema });
}

export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    onSuccess: (preferences) => {
      queryClient.setQueryData(onboardingPreferencesKey, preferences);
      // Other views of the preferences, and the couple (partner's name, therapist style).
      void queryClient.invalidateQueries({
        predicate: (query) =>
          query.queryKey[0] === 'relationships' ||
          (query.queryKey[0] === 'preferences' && query.queryKey[1] !== 'onboarding'),
      });
    },
  });
}
