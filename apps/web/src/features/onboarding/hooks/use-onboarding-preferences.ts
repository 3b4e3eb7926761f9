import { useQuery } from '@tanstack/react-query';

import type { Preferences } from '@kindred/shared/preferences';

import { getPreferencesQueryOptions } from '@/entities/preferences/api/get-preferences';

/** What onboarding reads of the preferences: the profile (or null) and the therapist style. */
export type OnboardingPreferences = Pick<Preferences, 'profile' | 'therapist_style'>;

const selectOnboarding = ({ profile, therapist_style }: Preferences): OnboardingPreferences => ({
  profile,
  therapist_style,
});

export function useOnboardingPreferences() {
  return useQuery({ ...getPreferencesQueryOptions(), select: selectOnboarding });
}
