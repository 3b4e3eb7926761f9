import { and, asc, eq, gte } from 'drizzle-orm';

import type { Db } from '@/db/client';
import { type MessageRow, messages } from '@/db/schema/messages';

export type { MessageRow };

/**
 * Stores a partner's message once per (session, client id): a retried send returns the row the
 * first attempt stored instead of a duplicate. `created` tells which happened.
 */
export async function insertMessageOnce(
  db: Db,
  values: {
    therapySessionId: string;
    content: string;
    author: 'partnerA' | 'partnerB';
    authorUserId: string;
    clientId: string | null;
    safetyCategory: MessageRow['safetyCategory'];
  },
): Promise<{ row: MessageRow; created: boolean }> {
  const [inserted] = await db.insert(messages).values(values).onConflictDoNothing().returning();
  if (inserted) return { row: inserted, created: true };
  const [existing] = await db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.therapySessionId, values.therapySessionId),
        eq(messages.clientId, values.clientId!),
      ),
    )
    .limit(1);
  return { row: existing!, created: false };
}

export async function findMessage(db: Db, id: string): Promise<MessageRow | undefined> {
  const [row] = await db.select().from(messages).where(eq(messages.id, id)).limit(1);
  return row;
}

/** Messages in display order; `after` is inclusive so that equal timestamps are never skipped. */
export async function listMessages(db: Db, sessionId: string, after?: Date): Promise<MessageRow[]> {
  return db
    .select()
    .from(messages)
    .where(
      after
        ? and(eq(messages.therapySessionId, sessionId), gte(messages.timestamp, after))
        : eq(messages.therapySessionId, sessionId),
    )
    .orderBy(asc(messages.timestamp), asc(messages.seq));
}
