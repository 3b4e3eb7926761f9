import { queryOptions, useQuery } from '@tanstack/react-query';

import {
  type RelationshipHealth,
  relationshipHealthSchema,
} from '@kindred/shared/relationship-health';

import { api } from '@/lib/api-client';

import { queryKeys } from '../../query-keys';

/** The reader's time zone: a check-in day is their day. */
function readerTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/** GET /api/relationships/current/health → the Relationship Health measures, from real activity. */
export function getRelationshipHealth(signal?: AbortSignal): Promise<RelationshipHealth> {
  const tz = readerTimeZone();
  const query = tz ? `?tz=${encodeURIComponent(tz)}` : '';
  return api.get(`/api/relationships/current/health${query}`, {
    schema: relationshipHealthSchema,
    ...(signal ? { signal } : {}),
  });
}

export const getRelationshipHealthQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.relationshipHealth(),
    queryFn: ({ signal }) => getRelationshipHealth(signal),
  });

export function useRelationshipHealth() {
  return useQuery(getRelationshipHealthQueryOptions());
}
