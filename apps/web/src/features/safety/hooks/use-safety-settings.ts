import type { SafetyLanguage } from '@kindred/shared/safety';
import type { SafetyCountry } from '@kindred/shared/safety-resources';

import { effectiveCountry, safetyLanguageOf } from '@/lib/safety-locale';

import { useSafetyPreferences } from '../api/get-safety-preferences';
import { useUpdateCountry } from '../api/update-country';

export type SafetySettings = {
  /** Whose lines to show: the one chosen, else the browser's. */
  country: SafetyCountry;
  /** False while the country comes from the browser. */
  chosen: boolean;
  /** The couple's therapist language (English until known). */
  language: SafetyLanguage;
  setCountry: (country: SafetyCountry) => void;
  saving: boolean;
};

/** The country and language of Get help, and the way to change the country. */
export function useSafetySettings(): SafetySettings {
  const preferences = useSafetyPreferences();
  const update = useUpdateCountry();
  const chosen = preferences.data?.country ?? null;
  return {
    country: effectiveCountry(chosen),
    chosen: chosen !== null,
    language: safetyLanguageOf(preferences.data?.therapist_style.language),
    setCountry: (country) => update.mutate(country),
    saving: update.isPending,
  };
}
