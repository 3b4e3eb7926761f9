import { queryOptions, useQuery } from '@tanstack/react-query';

import { preferencesSchema } from '@kindred/shared/preferences';
import type { SafetyLanguage } from '@kindred/shared/safety';
import type { SafetyCountry } from '@kindred/shared/safety-resources';

import { api } from '@/lib/api-client';
import { effectiveCountry, safetyLanguageOf } from '@/lib/safety-locale';

/**
 * What the private card and Get help read of the preferences — one query for both the sessions
 * and the safety features. Everything about preferences is cached under ['preferences'].
 */
export const safetyPreferencesKey = ['preferences', 'safety'] as const;

export const safetyPreferencesSchema = preferencesSchema.pick({
  country: true,
  therapist_style: true,
});
export type SafetyPreferences = ReturnType<typeof safetyPreferencesSchema.parse>;

/** GET /api/preferences: the country chosen (or null) and the couple's therapist language. */
export function getSafetyPreferences(signal?: AbortSignal): Promise<SafetyPreferences> {
  return api.get('/api/preferences', {
    schema: safetyPreferencesSchema,
    ...(signal ? { signal } : {}),
  });
}

export const getSafetyPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: safetyPreferencesKey,
    queryFn: ({ signal }) => getSafetyPreferences(signal),
  });

export type SafetyContext = {
  /** Whose help lines to show: the one chosen, else the browser's. */
  country: SafetyCountry;
  /** False while the country comes from the browser. */
  chosen: boolean;
  /** The couple's therapist language (English until known, or if it cannot be read). */
  language: SafetyLanguage;
};

export function useSafetyContext(): SafetyContext {
  const preferences = useQuery(getSafetyPreferencesQueryOptions());
  const chosen = preferences.data?.country ?? null;
  return {
    country: effectiveCountry(chosen),
    chosen: chosen !== null,
    language: safetyLanguageOf(preferences.data?.therapist_style.language),
  };
}
