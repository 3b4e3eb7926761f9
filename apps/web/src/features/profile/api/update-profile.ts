import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { Profile } from '@kindred/shared/profile';

import { api } from '@/lib/api-client';

import { profileAnswerSchema, profileKey } from './get-profile';

/** PUT /api/preferences { profile } → the profile as stored (the server validates it too). */
export async function updateProfile(profile: Profile): Promise<Profile | null> {
  const preferences = await api.put(
    '/api/preferences',
    { profile },
    { schema: profileAnswerSchema },
  );
  return preferences.profile;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKey, profile);
      // Other views of the preferences, and whatever shows the user's name and picture (the
      // couple; the sessions, which other features cache under 'sessions').
      void queryClient.invalidateQueries({
        predicate: (query) =>
          query.queryKey[0] === 'relationships' ||
          query.queryKey[0] === 'sessions' ||
          (query.queryKey[0] === 'preferences' && query.queryKey[1] !== profileKey[1]),
      });
    },
  });
}
