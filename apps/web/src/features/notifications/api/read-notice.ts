import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { Notice } from '@kindred/shared/notifications';

import { api } from '@/lib/api-client';

import { noticeKeys } from './get-notices';

/** POST /api/notifications/:id/read → 204: the notice is not shown again. */
export function readNotice(id: string): Promise<void> {
  return api.post<void>(`/api/notifications/${encodeURIComponent(id)}/read`);
}

export function useReadNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readNotice,
    onSuccess: (_nothing, id) => {
      queryClient.setQueryData<Notice[]>(noticeKeys.unread(), (list) =>
        list?.filter((notice) => notice.id !== id),
      );
    },
  });
}
