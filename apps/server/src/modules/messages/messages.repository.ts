import { and, asc, type Column, eq, getTableColumns, ne, or, sql } from 'drizzle-orm';

import type { Db } from '@/db/client';
import { preparedSql } from '@/db/prepared';
import { orderedTimestamp, previousInSession, type StoredMessage } from '@/db/message-order';
import { type MessageRow, messages } from '@/db/schema/messages';
import { relationships } from '@/db/schema/relationships';
import { therapySessions } from '@/db/schema/therapy-sessions';

export type { MessageRow };

/** A partner's message as the send path stores it. */
export interface InsertValues {
  therapySessionId: string;
  content: string;
  author: 'partnerA' | 'partnerB';
  authorUserId: string;
  clientId: string | null;
  safetyCategory: MessageRow['safetyCategory'];
  safetySeverity: MessageRow['safetySeverity'];
  safetyLanguage: MessageRow['safetyLanguage'];
  visibility: MessageRow['visibility'];
}

/**
 * Stores a partner's message once per (session, client id): a retried send returns the row the
 * first attempt stored instead of a duplicate. `created` tells which happened.
 */
export async function insertMessageOnce(
  db: Db,
  values: InsertValues,
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

/** What the screen needs to know of a writer's messages in a session (safety.service.ts). */
export interface WriterRecent {
  /** The writer's latest message in the session, flagged or not (null: none). */
  lastId: string | null;
  /** Their latest unflagged messages since the window's start, newest last (`at`: epoch ms). */
  recent: { content: string; at: number }[];
}

/**
 * The writer's latest message and their recent messages that the screen did not flag, in one
 * statement: the screen reads those together with a new one, so that a disclosure split over
 * messages is caught, and the latest id lets a later append check that nothing came in between.
 */
export async function findWriterRecent(
  db: Db,
  sessionId: string,
  authorUserId: string,
  limit: number,
  since: Date,
): Promise<WriterRecent> {
  const { rows } = await writerRecent(db).execute({
    sessionId,
    authorUserId,
    limit,
    since: since.toISOString(),
  });
  const recent = JSON.parse(rows[0]!.recent) as [string, number | string][];
  return {
    lastId: rows[0]!.last_id,
    recent: recent.map(([content, at]) => ({ content, at: Number(at) })),
  };
}

const writerRecent = preparedSql<{ last_id: string | null; recent: string }>(
  'find_writer_recent',
  (() => {
    const m = messages;
    const mine = sql`${m.therapySessionId} = ${sql.placeholder('sessionId')}
      AND ${m.authorUserId} = ${sql.placeholder('authorUserId')}`;
    return sql`
    SELECT
      (SELECT ${m.id} FROM ${m} WHERE ${mine}
        ORDER BY ${m.timestamp} DESC, ${m.seq} DESC LIMIT 1) AS last_id,
      (SELECT coalesce(json_agg(json_build_array(r.content, r.at) ORDER BY r.at, r.seq), '[]')::text
        FROM (SELECT ${m.content} AS content, ${m.seq} AS seq,
                extract(epoch FROM ${m.timestamp}) * 1000 AS at
              FROM ${m} WHERE ${mine} AND ${m.safetyCategory} IS NULL
                AND ${m.timestamp} >= ${sql.placeholder('since')}::timestamptz
              ORDER BY ${m.timestamp} DESC, ${m.seq} DESC
              LIMIT ${sql.placeholder('limit')}::int) r) AS recent`;
  })(),
);

const messageColumns = Object.entries(getTableColumns(messages)) as [keyof MessageRow, Column][];

/** A row of `messages` as the driver returned it (column names), as Drizzle's selects map it. */
function messageFromDriver(raw: Record<string, unknown>): MessageRow {
  return Object.fromEntries(
    messageColumns.map(([key, column]) => {
      const value = raw[column.name];
      return [key, value === null || value === undefined ? null : column.mapFromDriverValue(value)];
    }),
  ) as MessageRow;
}

/**
 * Appends a partner's message screened with what the caller knew of the writer: stored only if
 * the writer is still the `author` of an ongoing, unpaused session and `lastId` is still their
 * latest message there — checked under the session's message-order lock with a fresh snapshot
 * (`writer_latest_is`, drizzle/0010), so no message of theirs can slip in between. One statement.
 * Undefined when anything differs (or the client id was used already): the caller then reads
 * afresh and stores with `insertMessageOnce`.
 */
export async function appendMessage(
  db: Db,
  values: InsertValues,
  lastId: string | null,
): Promise<StoredMessage | undefined> {
  const append = values.author === 'partnerA' ? appendAsPartnerA : appendAsPartnerB;
  const [raw] = (await append(db).execute({ ...values, lastId })).rows;
  if (!raw) return undefined;
  return { row: messageFromDriver(raw), previousId: raw.previous_id as string | null };
}

/** The columns `appendMessage` fills (each of `InsertValues`, and the ordered timestamp). */
const APPENDED: Record<keyof InsertValues | 'timestamp', true> = {
  therapySessionId: true,
  content: true,
  author: true,
  authorUserId: true,
  clientId: true,
  safetyCategory: true,
  safetySeverity: true,
  safetyLanguage: true,
  visibility: true,
  timestamp: true,
};
// The others (id, seq, read, reply_to) take their defaults.
const appendedColumns = messageColumns.filter(([key]) => key in APPENDED);

/**
 * The append's statement for a writer who is the relationship's `member` column. Raw SQL because
 * Drizzle's INSERT … SELECT lists the identity column `seq`, which only its default may fill.
 */
function appendStatement(name: string, member: Column) {
  const s = therapySessions;
  const value = (key: string, column: Column) =>
    key === 'timestamp'
      ? orderedTimestamp(sql.placeholder('therapySessionId'))
      : sql`${sql.placeholder(key)}::${sql.raw(column.getSQLType())}`;
  return preparedSql<Record<string, unknown>>(
    name,
    sql`
    INSERT INTO ${messages} (${sql.join(
      appendedColumns.map(([, column]) => sql.identifier(column.name)),
      sql`, `,
    )})
    SELECT ${sql.join(
      appendedColumns.map(([key, column]) => value(key, column)),
      sql`, `,
    )}
    FROM ${s} JOIN ${relationships} ON ${relationships.id} = ${s.relationshipId}
    WHERE ${s.id} = ${sql.placeholder('therapySessionId')} AND ${s.status} = 'ongoing'
      AND ${s.pausedAt} IS NULL AND ${member} = ${sql.placeholder('authorUserId')}
      AND writer_latest_is(${s.id}, ${sql.placeholder('authorUserId')}, ${sql.placeholder('lastId')}::uuid)
    ON CONFLICT DO NOTHING
    RETURNING *, ${previousInSession} AS previous_id`,
  );
}

const appendAsPartnerA = appendStatement('append_message_a', relationships.userId);
const appendAsPartnerB = appendStatement('append_message_b', relationships.partnerId);

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
  const { rows } = await history(db).execute({
    sessionId,
    viewerId,
    after: after?.toISOString() ?? null,
  });
  return rows[0]!.body;
}

const history = preparedSql<{ body: string }>(
  'list_messages_json',
  (() => {
    const m = messages;
    return sql`
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
    WHERE ${m.therapySessionId} = ${sql.placeholder('sessionId')}
      -- A held message is its writer's alone.
      AND (${m.visibility} = 'shared' OR ${m.authorUserId} = ${sql.placeholder('viewerId')})
      AND (${sql.placeholder('after')}::timestamptz IS NULL
        OR ${m.timestamp} >= ${sql.placeholder('after')}::timestamptz)`;
  })(),
);
