import type { QueryClient } from '@tanstack/react-query';

import type { Preferences } from '@kindred/shared/preferences';

import { personalizationKey } from './get-personalization';

/**
 * Keeps the cache true after a save: this feature's view takes the answer; other views of the
 * preferences (and the couple, which carries the shared style) reload when next shown.
 */
export function storePreferences(queryClient: QueryClient, preferences: Preferences): void {
  queryClient.setQueryData(personalizationKey, preferences);
  void queryClient.invalidateQueries({
    predicate: (query) =>
      query.queryKey[0] === 'relationships' ||
      (query.queryKey[0] === 'preferences' && query.queryKey[1] !== personalizationKey[1]),
  });
}
