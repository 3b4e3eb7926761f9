import { useMutation, useQueryClient } from '@tanstack/react-query';

import { storePreferences, updatePreferences } from '@/entities/preferences/api/update-preferences';

import { ACCOUNT_STRINGS as S } from '../strings';

/** PUT /api/preferences { contact_email } → the preferences as stored (the server validates it too). */
export function updateContactEmail(email: string) {
  return updatePreferences({ contact_email: email });
}

export function useUpdateContactEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContactEmail,
    meta: { signInMessage: S.needsSignIn },
    onSuccess: (stored, email) => storePreferences(queryClient, { contact_email: email }, stored),
  });
}
