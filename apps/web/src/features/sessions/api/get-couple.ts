import { queryOptions, useQuery } from '@tanstack/react-query';

import { relationshipSchema } from '@kindred/shared/relationships';

import { api, ApiError } from '@/lib/api-client';

import { coupleQueryKey } from './query-keys';

/** What the sessions pages need to know about the couple. */
const coupleSchema = relationshipSchema.pick({ id: true, role: true, partner: true });
export type Couple = ReturnType<typeof coupleSchema.parse>;

/** GET /api/relationships — the caller's couple, or null when there is none yet (404). */
export async function getCouple(signal?: AbortSignal): Promise<Couple | null> {
  try {
    return await api.get('/api/relationships', {
      schema: coupleSchema,
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const getCoupleQueryOptions = () =>
  queryOptions({
    queryKey: coupleQueryKey,
    queryFn: ({ signal }) => getCouple(signal),
  });

export function useCouple() {
  return useQuery(getCoupleQueryOptions());
}
