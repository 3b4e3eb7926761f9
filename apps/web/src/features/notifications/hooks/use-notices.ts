import { useEffect, useRef } from 'react';
import { toast } from 'sonner';

import type { Notice } from '@kindred/shared/notifications';

import { useNotices } from '../api/get-notices';
import { useReadNotice } from '../api/read-notice';
import { NOTIFICATION_STRINGS as S } from '../strings';

/** The words of one notice, from the facts the server kept. */
export function noticeText(notice: Notice): { title: string; description: string } {
  switch (notice.kind) {
    case 'partner_deleted_account':
      return {
        title: S.partnerDeletedAccount(notice.data.partner_name),
        description: S.partnerDeletedAccountText(notice.data),
      };
  }
}

/**
 * Shows each unread notice (e.g. "Sam deleted their account…") as a toast that stays until the
 * user closes it, then marks it read so it is not shown again. Not behind an in-app switch: these
 * say what happened to the user's own data.
 */
export function useNoticeToasts(): void {
  const notices = useNotices();
  const read = useReadNotice();
  const markRead = useRef(read.mutate);
  useEffect(() => {
    markRead.current = read.mutate;
  });

  const list = notices.data;
  useEffect(() => {
    for (const notice of list ?? []) {
      const { title, description } = noticeText(notice);
      const done = () => markRead.current(notice.id);
      // The same id: shown once, however often the list is reloaded.
      toast(title, {
        id: `notice-${notice.id}`,
        description,
        duration: Number.POSITIVE_INFINITY,
        action: { label: S.noticeDismiss, onClick: done },
        onDismiss: done,
      });
    }
  }, [list]);
}
