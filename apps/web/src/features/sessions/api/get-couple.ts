import { queryOptions, useQuery } from '@tanstack/react-query';

import { relationshipSchema } from '@kindred/shared/relationships';

import { api } from '@/lib/api-client';

import { coupleQueryKey } from './query-keys';

/** What the sessions pages need to know about the couple. */
const coupleSchema = relationshipSchema.pick({ id: true, role: true, partner: true });
export type Couple = ReturnType<typeof coupleSchema.parse>;

/** GET /api/relationships/current — the caller's couple, or null when there is none yet. */
export function getCouple(signal?: AbortSignal): Promise<Couple | null> {
  return api.get('/api/relationships/current', {
    schema: coupleSchema.nullable(),
    ...(signal ? { signal } : {}),
  });
}

export const getCoupleQueryOptions = () =>
  queryOptions({
    queryKey: coupleQueryKey,
    queryFn: ({ signal }) => getCouple(signal),
  });

export function useCouple() {
  return useQuery(getCoupleQueryOptions());
}
