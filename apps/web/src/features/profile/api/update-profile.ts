import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { Profile } from '@kindred/shared/profile';

import { storePreferences, updatePreferences } from '@/entities/preferences/api/update-preferences';

import { PROFILE_STRINGS as S } from '../strings';

/** PUT /api/preferences { profile } → the preferences as stored (the server validates it too). */
export function updateProfile(profile: Profile) {
  return updatePreferences({ profile });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    meta: { signInMessage: S.needsSignIn },
    onSuccess: (stored, profile) => storePreferences(queryClient, { profile }, stored),
  });
}
