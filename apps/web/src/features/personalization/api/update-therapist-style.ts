import { useMutation, useQueryClient } from '@tanstack/react-query';

import { type Preferences, preferencesSchema } from '@kindred/shared/preferences';
import type { TherapistStyle } from '@kindred/shared/therapist-style';

import { api } from '@/lib/api-client';

import { storePreferences } from './store-preferences';

/**
 * PUT /api/preferences { therapist_style }. Inside a couple it becomes the couple's style and the
 * therapist uses it from its next reply.
 */
export function updateTherapistStyle(style: TherapistStyle): Promise<Preferences> {
  return api.put('/api/preferences', { therapist_style: style }, { schema: preferencesSchema });
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
    onSuccess: (preferences) => {
      storePreferences(queryClient, preferences);
      onSuccess?.(preferences);
    },
    onError: (error) => onError?.(error),
  });
}
