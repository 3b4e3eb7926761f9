import type { SafetyLanguage } from '@kindred/shared/safety';
import { countryFromLocale, type SafetyCountry } from '@kindred/shared/safety-resources';
import type { TherapistLanguage } from '@kindred/shared/therapist-style';

/** The therapist's language as the safety strings name it (ISO 639-1). */
const SAFETY_LANGUAGE: Record<TherapistLanguage, SafetyLanguage> = {
  english: 'en',
  spanish: 'es',
  french: 'fr',
  german: 'de',
  mandarin: 'zh',
};

/** The language the Get help panel and the pause notice speak: the couple's therapist's. */
export function safetyLanguageOf(language: TherapistLanguage | null | undefined): SafetyLanguage {
  return language ? SAFETY_LANGUAGE[language] : 'en';
}

/** Whose resources to show when the user has not chosen: the country the browser names. */
export function browserCountry(): SafetyCountry {
  return countryFromLocale(typeof navigator === 'undefined' ? null : navigator.language);
}

/** The chosen country, else the browser's. */
export function effectiveCountry(chosen: SafetyCountry | null | undefined): SafetyCountry {
  return chosen ?? browserCountry();
}

/** A BCP 47 tag for formatting dates in `language`: the browser's own when it is that language. */
export function localeFor(language: SafetyLanguage): string {
  const browser = typeof navigator === 'undefined' ? '' : navigator.language;
  if (browser.toLowerCase().split(/[-_]/)[0] === language) return browser;
  return language === 'zh' ? 'zh-CN' : language;
}
