import { and, asc, eq, isNull } from 'drizzle-orm';

import type { NoticeKind } from '@kindred/shared/notifications';

import type { Db } from '@/db/client';
import { notices } from '@/db/schema/notices';

export async function insertNotice(
  db: Db,
  userId: string,
  kind: NoticeKind,
  data: unknown,
): Promise<void> {
  await db.insert(notices).values({ userId, kind, data });
}

/** The user's notices not read yet, oldest first. */
export async function findUnreadNotices(db: Db, userId: string) {
  return db
    .select()
    .from(notices)
    .where(and(eq(notices.userId, userId), isNull(notices.readAt)))
    .orderBy(asc(notices.createdAt), asc(notices.id));
}

/** Every notice of the user, read or not, oldest first (for the data export). */
export async function findAllNotices(db: Db, userId: string) {
  return db
    .select()
    .from(notices)
    .where(eq(notices.userId, userId))
    .orderBy(asc(notices.createdAt), asc(notices.id));
}

/** Marks one of the user's own notices read; false when there is no such notice of theirs. */
export async function markNoticeRead(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(notices)
    .set({ readAt: new Date() })
    .where(and(eq(notices.id, id), eq(notices.userId, userId)))
    .returning({ id: notices.id });
  return rows.length > 0;
}
