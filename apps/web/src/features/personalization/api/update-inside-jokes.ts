import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { InsideJoke } from '@kindred/shared/inside-jokes';
import type { Preferences } from '@kindred/shared/preferences';

import { storePreferences, updatePreferences } from '@/entities/preferences/api/update-preferences';

/** PUT /api/preferences { inside_jokes }: the whole dictionary, as it should now be. */
export function updateInsideJokes(jokes: InsideJoke[]): Promise<Preferences> {
  return updatePreferences({ inside_jokes: jokes });
}

export function useUpdateInsideJokes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInsideJokes,
    onSuccess: (preferences, jokes) =>
      storePreferences(queryClient, { inside_jokes: jokes }, preferences),
  });
}
