import { queryOptions, useQuery } from '@tanstack/react-query';

import { type Notice, noticesSchema } from '@kindred/shared/notifications';

import { api } from '@/lib/api-client';

/** The in-app notices (not the switches, which live under ['preferences']). */
export const noticeKeys = {
  all: ['notices'] as const,
  unread: () => [...noticeKeys.all, 'unread'] as const,
};

/** GET /api/notifications: what happened to the couple that the user has not read yet. */
export function getNotices(signal?: AbortSignal): Promise<Notice[]> {
  return api.get('/api/notifications', { schema: noticesSchema, ...(signal ? { signal } : {}) });
}

export const getNoticesQueryOptions = () =>
  queryOptions({
    queryKey: noticeKeys.unread(),
    queryFn: ({ signal }) => getNotices(signal),
  });

export function useNotices() {
  return useQuery(getNoticesQueryOptions());
}
