import { useMutation, useQueryClient } from '@tanstack/react-query';

import { preferencesSchema } from '@kindred/shared/preferences';

import { api } from '@/lib/api-client';

import { contactEmailKey } from './get-contact-email';

/** PUT /api/preferences { contact_email } → the e-mail as stored (the server validates it too). */
export async function updateContactEmail(email: string): Promise<string | null> {
  const preferences = await api.put(
    '/api/preferences',
    { contact_email: email },
    { schema: preferencesSchema.pick({ contact_email: true }) },
  );
  return preferences.contact_email;
}

export function useUpdateContactEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContactEmail,
    onSuccess: (email) => {
      queryClient.setQueryData(contactEmailKey, email);
      void queryClient.invalidateQueries({
        predicate: (query) =>
          query.queryKey[0] === 'preferences' && query.queryKey[1] !== 'account',
      });
    },
  });
}
