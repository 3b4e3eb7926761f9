import { useQuery } from '@tanstack/react-query';

import type { Preferences } from '@kindred/shared/preferences';
import type { SafetyLanguage } from '@kindred/shared/safety';
import type { SafetyCountry } from '@kindred/shared/safety-resources';

import { effectiveCountry, safetyLanguageOf } from '@/lib/safety-locale';

import { getPreferencesQueryOptions } from '../api/get-preferences';

export type SafetyContext = {
  /** Whose help lines to show: the one chosen, else the browser's. */
  country: SafetyCountry;
  /** False while the country comes from the browser. */
  chosen: boolean;
  /** The couple's therapist language (English until known, or if it cannot be read). */
  language: SafetyLanguage;
};

const selectSafety = (preferences: Preferences) => ({
  country: preferences.country,
  language: preferences.therapist_style.language,
});

/**
 * What the private card and Get help read of the preferences (the sessions and safety features
 * both): the country of the help lines and the language to speak.
 */
export function useSafetyContext(): SafetyContext {
  const preferences = useQuery({ ...getPreferencesQueryOptions(), select: selectSafety });
  const chosen = preferences.data?.country ?? null;
  return {
    country: effectiveCountry(chosen),
    chosen: chosen !== null,
    language: safetyLanguageOf(preferences.data?.language),
  };
}
