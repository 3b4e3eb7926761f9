import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { UpdatePreferences } from '@kindred/shared/preferences';

import { storePreferences, updatePreferences } from '@/entities/preferences/api/update-preferences';

/** Saves a step of onboarding: PUT /api/preferences with the parts that changed. */
export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: UpdatePreferences) => updatePreferences(patch),
    onSuccess: (stored, patch) => storePreferences(queryClient, patch, stored),
  });
}
