import { and, asc, desc, eq, getTableColumns, gte, isNull, ne, or, sql } from 'drizzle-orm';

import type { Db } from '@/db/client';
import { orderedTimestamp, previousInSession, type StoredMessage } from '@/db/message-order';
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
    safetySeverity: MessageRow['safetySeverity'];
    safetyLanguage: MessageRow['safetyLanguage'];
    visibility: MessageRow['visibility'];
  },
): Promise<{ row: MessageRow; created: boolean; stored?: StoredMessage }> {
  const [inserted] = await db
    .insert(messages)
    .values({ ...values, timestamp: orderedTimestamp(values.therapySessionId) })
    .onConflictDoNothing()
    .returning({ ...getTableColumns(messages), previousId: previousInSession });
  if (inserted) {
    const { previousId, ...row } = inserted;
    return { row, created: true, stored: { row, previousId } };
  }
  const existing = await findMessageByClientId(
    db,
    values.therapySessionId,
    values.author,
    values.clientId!,
  );
  return { row: existing!, created: false };
}

export async function findMessage(db: Db, id: string): Promise<MessageRow | undefined> {
  const [row] = await db.select().from(messages).where(eq(messages.id, id)).limit(1);
  return row;
}

/** Where a message stands in its session's stored order. */
const positionOf = (id: string) =>
  sql`(SELECT m.timestamp, m.seq FROM messages m WHERE m.id = ${id})`;

/**
 * Message `id` together with the messages of its session stored between `afterId` and it, in
 * stored order; `newer` tells whether a row comes after `afterId` (true when `afterId` is gone).
 * What the live fan-out owes the sockets it has given everything up to `afterId`, when `id` is
 * announced: a message committed before `id` whose own announcement has not arrived yet is
 * delivered first.
 */
export async function findMessagesThrough(
  db: Db,
  sessionId: string,
  afterId: string,
  id: string,
): Promise<(MessageRow & { newer: boolean })[]> {
  const key = sql`(${messages.timestamp}, ${messages.seq})`;
  return db
    .select({
      ...getTableColumns(messages),
      newer: sql<boolean>`coalesce(${key} > ${positionOf(afterId)}, true)`,
    })
    .from(messages)
    .where(
      or(
        eq(messages.id, id),
        and(
          eq(messages.therapySessionId, sessionId),
          sql`${key} > ${positionOf(afterId)}`,
          sql`${key} < ${positionOf(id)}`,
        ),
      ),
    )
    .orderBy(asc(messages.timestamp), asc(messages.seq));
}

/** A writer's message by its idempotency key (unique per session, author and client id). */
export async function findMessageByClientId(
  db: Db,
  sessionId: string,
  author: MessageRow['author'],
  clientId: string,
): Promise<MessageRow | undefined> {
  const [row] = await db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.therapySessionId, sessionId),
        eq(messages.author, author),
        eq(messages.clientId, clientId),
      ),
    )
    .limit(1);
  return row;
}

/** The writer's choice for a held message; undefined when it is not theirs or not held. */
export async function setHeldVisibility(
  db: Db,
  id: string,
  authorUserId: string,
  visibility: 'shared' | 'kept',
): Promise<MessageRow | undefined> {
  const [row] = await db
    .update(messages)
    .set({ visibility })
    .where(
      and(
        eq(messages.id, id),
        eq(messages.authorUserId, authorUserId),
        ne(messages.visibility, 'shared'),
      ),
    )
    .returning();
  return row;
}

/**
 * The writer's recent messages of a session that the screen did not flag, newest last: the
 * screen reads them together with a new one, so that a disclosure split over messages is caught.
 */
export async function findRecentUnflagged(
  db: Db,
  sessionId: string,
  authorUserId: string,
  limit: number,
  since: Date,
): Promise<string[]> {
  const rows = await db
    .select({ content: messages.content })
    .from(messages)
    .where(
      and(
        eq(messages.therapySessionId, sessionId),
        eq(messages.authorUserId, authorUserId),
        isNull(messages.safetyCategory),
        gte(messages.timestamp, since),
      ),
    )
    .orderBy(desc(messages.timestamp), desc(messages.seq))
    .limit(limit);
  return rows.map((r) => r.content).reverse();
}

/**
 * A session's messages in display order (timestamp, then commit order; `after` is inclusive so
 * that equal timestamps are never skipped), as the JSON array of the HTTP answer (`Message[]`,
 * the shape of `toMessageView`), built by the database: a 200-message history crosses the driver as
 * one text value instead of 200 mapped rows, and is sent on as it is (docs/performance.md).
 * Timestamps are ISO 8601 in UTC with milliseconds, as `Date#toISOString` writes them.
 */
export async function listMessagesJson(
  db: Db,
  sessionId: string,
  viewerId: string,
  after?: Date,
): Promise<string> {
  const m = messages;
  const result = await db.execute(sql`
    SELECT coalesce(
      json_agg(
        json_build_object(
          'id', ${m.id},
          'therapy_session_id', ${m.therapySessionId},
          'content', ${m.content},
          'author', ${m.author},
          'timestamp', to_char(${m.timestamp} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
          'read', ${m.read},
          'client_id', ${m.clientId},
          'visibility', ${m.visibility},
          'safety', CASE WHEN ${m.visibility} <> 'shared' THEN json_build_object(
            'category', ${m.safetyCategory},
            'severity', ${m.safetySeverity},
            'language', ${m.safetyLanguage}
          ) END
        )
        ORDER BY ${m.timestamp}, ${m.seq}
      ),
      '[]'
    )::text AS body
    FROM ${m}
    WHERE ${m.therapySessionId} = ${sessionId}
      -- A held message is its writer's alone.
      AND (${m.visibility} = 'shared' OR ${m.authorUserId} = ${viewerId})
      ${after ? sql`AND ${m.timestamp} >= ${after.toISOString()}` : sql``}`);
  // Both drivers (node-postgres, PGlite) answer with `rows`; the shared Db type does not say so.
  return (result as unknown as { rows: { body: string }[] }).rows[0]!.body;
}
