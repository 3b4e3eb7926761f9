import { queryOptions, useQuery } from '@tanstack/react-query';

import { preferencesSchema } from '@kindred/shared/preferences';

import { api } from '@/lib/api-client';

/** Everything about preferences is cached under ['preferences']; this feature's view below it. */
export const contactEmailKey = ['preferences', 'account', 'contact-email'] as const;

/** The contact e-mail the user saved (GET /api/preferences), or null when none. */
export async function getContactEmail(signal?: AbortSignal): Promise<string | null> {
  const preferences = await api.get('/api/preferences', {
    schema: preferencesSchema.pick({ contact_email: true }),
    ...(signal ? { signal } : {}),
  });
  return preferences.contact_email;
}

export const getContactEmailQueryOptions = () =>
  queryOptions({
    queryKey: contactEmailKey,
    queryFn: ({ signal }) => getContactEmail(signal),
  });

export function useContactEmail() {
  return useQuery(getContactEmailQueryOptions());
}
