import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** The caller's relationship (product-spec §3); GET /api/relationships answers 404 when none. */
export type Relationship = {
  id: string;
  user_id: string;
  partner_id: string | null;
  partner_name: string | null;
  partner_avatar: string | null;
  invite_code: string | null;
  created_at: string;
  updated_at: string;
};

export const relationshipQueryKey = ['relationships', 'mine'] as const;

export function getRelationship(signal?: AbortSignal): Promise<Relationship> {
  return api.get<Relationship>('/api/relationships', signal ? { signal } : {});
}

export const getRelationshipQueryOptions = () =>
  queryOptions({
    queryKey: relationshipQueryKey,
    queryFn: ({ signal }) => getRelationship(signal),
  });

export function useRelationship(options: { enabled?: boolean } = {}) {
  return useQuery({ ...getRelationshipQueryOptions(), enabled: options.enabled ?? true });
}
