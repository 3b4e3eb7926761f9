import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { InsideJoke } from '@kindred/shared/inside-jokes';
import { type Preferences, preferencesSchema } from '@kindred/shared/preferences';

import { api } from '@/lib/api-client';

import { storePreferences } from './store-preferences';

/** PUT /api/preferences { inside_jokes }: the whole dictionary, as it should now be. */
export function updateInsideJokes(jokes: InsideJoke[]): Promise<Preferences> {
  return api.put('/api/preferences', { inside_jokes: jokes }, { schema: preferencesSchema });
}

export function useUpdateInsideJokes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInsideJokes,
    onSuccess: (preferences) => storePreferences(queryClient, preferences),
  });
}
