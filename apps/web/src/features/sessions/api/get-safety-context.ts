import { queryOptions, useQuery } from '@tanstack/react-query';

import { preferencesSchema } from '@kindred/shared/preferences';
import type { SafetyLanguage } from '@kindred/shared/safety';
import type { SafetyCountry } from '@kindred/shared/safety-resources';

import { api } from '@/lib/api-client';
import { effectiveCountry, safetyLanguageOf } from '@/lib/safety-locale';

/** Everything about preferences is cached under ['preferences']; this feature's view below it. */
export const sessionSafetyKey = ['preferences', 'sessions-safety'] as const;

const safetyPreferencesSchema = preferencesSchema.pick({ country: true, therapist_style: true });

/** GET /api/preferences: the country chosen for help lines and the couple's therapist language. */
export function getSafetyPreferences(signal?: AbortSignal) {
  return api.get('/api/preferences', {
    schema: safetyPreferencesSchema,
    ...(signal ? { signal } : {}),
  });
}

export type SafetyContext = {
  /** Whose help lines the private card lists. */
  country: SafetyCountry;
  /** The couple's language: the pause notice speaks it. */
  language: SafetyLanguage;
};

/** Until the preferences are known (or if they cannot be read): the browser's country, English. */
export function useSafetyContext(): SafetyContext {
  const preferences = useQuery(
    queryOptions({
      queryKey: sessionSafetyKey,
      queryFn: ({ signal }) => getSafetyPreferences(signal),
    }),
  );
  return {
    country: effectiveCountry(preferences.data?.country),
    language: safetyLanguageOf(preferences.data?.therapist_style.language),
  };
}
