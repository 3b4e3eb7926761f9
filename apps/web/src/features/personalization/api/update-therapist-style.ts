import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { Preferences } from '@kindred/shared/preferences';
import type { TherapistStyle } from '@kindred/shared/therapist-style';

import { storePreferences, updatePreferences } from '@/entities/preferences/api/update-preferences';

/**
 * PUT /api/preferences { therapist_style }. Inside a couple it becomes the couple's style and the
 * therapist uses it from its next reply.
 */
export function updateTherapistStyle(style: TherapistStyle): Promise<Preferences> {
  return updatePreferences({ therapist_style: style });
}

type Callbacks = {
  /** Run even when the page has been left meanwhile (e.g. Undo pressed in a toast elsewhere). */
  onSuccess?: (preferences: Preferences) => void;
  onError?: (error: Error) => void;
};

export function useUpdateTherapistStyle({ onSuccess, onError }: Callbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTherapistStyle,
    onSuccess: (preferences, style) => {
      storePreferences(queryClient, { therapist_style: style }, preferences);
      onSuccess?.(preferences);
    },
    onError: (error) => onError?.(error),
  });
}
