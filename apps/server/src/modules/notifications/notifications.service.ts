import {
  type Notice,
  type NoticeData,
  type NoticeKind,
  noticeSchema,
} from '@kindred/shared/notifications';

import type { Db } from '@/db/client';
import { AppError } from '@/errors';

import {
  findAllNotices,
  findUnreadNotices,
  insertNotice,
  markNoticeRead,
} from './notifications.repository';

/** Leaves `userId` a notice to read in the app (inside the caller's transaction when given one). */
export function notify<K extends NoticeKind>(
  db: Db,
  userId: string,
  kind: K,
  data: NoticeData<K>,
): Promise<void> {
  return insertNotice(db, userId, kind, data);
}

/** GET /api/notifications: the caller's unread notices, oldest first. */
export async function listUnreadNotices(db: Db, userId: string): Promise<Notice[]> {
  const rows = await findUnreadNotices(db, userId);
  // A row whose stored data no longer fits its kind is skipped rather than failing the list.
  return rows.flatMap((row) => {
    const parsed = noticeSchema.safeParse({
      id: row.id,
      kind: row.kind,
      created_at: row.createdAt.toISOString(),
      data: row.data,
    });
    return parsed.success ? [parsed.data] : [];
  });
}

/** Every notice kept for the user, read or not, as stored (for the data export). */
export async function exportNotices(db: Db, userId: string) {
  const rows = await findAllNotices(db, userId);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    data: row.data,
    created_at: row.createdAt.toISOString(),
    read_at: row.readAt?.toISOString() ?? null,
  }));
}

/** POST /api/notifications/:id/read: someone else's notice is simply not found. */
export async function readNotice(db: Db, userId: string, id: string): Promise<void> {
  if (!(await markNoticeRead(db, userId, id))) throw new AppError('notification.notFound');
}
