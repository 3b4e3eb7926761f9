import { and, asc, desc, eq, getTableColumns, lt, ne, or, sql } from 'drizzle-orm';

import type { Db } from '@/db/client';
import { orderedTimestamp, previousInSession, type StoredMessage } from '@/db/message-order';
import { type MessageRow, messages } from '@/db/schema/messages';
import { prepared, preparedSql } from '@/db/prepared';
import { therapistReplies } from '@/db/schema/therapist-replies';
import { therapySessions } from '@/db/schema/therapy-sessions';

/** Key of the window after `lastTrigger` (the session's first window when there is none). */
export const windowKeyAfter = (lastTrigger: string | null) => lastTrigger ?? 'start';

const windowQuery = preparedSql<{ last_trigger: string | null; authors: string[]; fired: boolean }>(
  'find_window',
  sql`
    WITH target AS (
      SELECT timestamp AS ts, seq FROM ${messages} WHERE id = ${sql.placeholder('id')}
    ), last AS (
      -- Back from the target along the session's messages to the first that fired.
      SELECT r.trigger_message_id AS id, r.status, t.timestamp AS ts, t.seq
      FROM ${messages} t JOIN ${therapistReplies} r ON r.trigger_message_id = t.id, target
      WHERE t.therapy_session_id = ${sql.placeholder('sessionId')}
        AND (t.timestamp, t.seq) < (target.ts, target.seq)
      ORDER BY t.timestamp DESC, t.seq DESC
      LIMIT 1
    ), answer AS (
      SELECT a.timestamp AS ts, a.seq FROM ${messages} a, last
      WHERE a.reply_to_message_id = last.id AND a.author = 'therapist'
      LIMIT 1
    ), boundary AS (
      -- Where the counted messages start (after it): the answer, else the last trigger, else
      -- the session's start; a range of the (session, timestamp, seq) index, not a scan of all.
      SELECT coalesce((SELECT ts FROM answer), (SELECT ts FROM last), '-infinity') AS ts,
        coalesce((SELECT seq FROM answer), (SELECT seq FROM last), 0) AS seq
    )
    SELECT (SELECT id FROM last)::text AS last_trigger,
      EXISTS (
        SELECT 1 FROM ${therapistReplies} WHERE trigger_message_id = ${sql.placeholder('id')}
      ) AS fired,
      ARRAY(
        SELECT DISTINCT x.author FROM ${messages} x, target, boundary b
        WHERE x.therapy_session_id = ${sql.placeholder('sessionId')}
          AND x.author <> 'therapist'
          -- A held message is not part of the conversation: it completes no window.
          AND x.visibility = 'shared'
          AND (x.timestamp, x.seq) <= (target.ts, target.seq)
          AND (x.timestamp, x.seq) > (b.ts, b.seq)
          AND NOT EXISTS (
            SELECT 1 FROM last
            WHERE last.status IN ('pending', 'running') AND NOT EXISTS (SELECT 1 FROM answer)
          )
      )::text[] AS authors`,
);

/**
 * The window that `message` closes: the trigger of the session's last firing before it (null: none
 * yet), the authors of the shared partner messages that count towards the next firing, up to
 * `message` included, and whether `message` itself already fired.
 *
 * What counts: the partner messages after the therapist's answer to the last firing — a line
 * written while that answer was due (the reply delay, the provider writing) came before the
 * partners read it, so it belongs to the exchange it answers, not to the next one (it is still
 * in the next reply's turn: the context's window runs from the last trigger). While the last
 * firing is due and unanswered, nothing counts yet; once it failed without an answer, the
 * messages after its trigger do.
 * One statement; the message-order lock (db/message-order.ts) makes order = commit order, so the
 * last message of a window always sees the others. Its cost follows the window, not the session:
 * the last firing is found walking back from the message, the authors in the index range between
 * the boundary and the message (a scan of the whole session before: 0.46 against 0.15 ms at 100
 * messages on PGlite, and 2.4-3 ms a message once sessions had grown in the bench's 200 msg/s step).
 */
export async function findWindow(
  db: Db,
  message: Pick<MessageRow, 'id' | 'therapySessionId'>,
): Promise<{ lastTrigger: string | null; authors: MessageRow['author'][]; fired: boolean }> {
  const result = await windowQuery(db).execute({
    id: message.id,
    sessionId: message.therapySessionId,
  });
  const row = result.rows[0];
  return {
    fired: row?.fired ?? false,
    lastTrigger: row?.last_trigger ?? null,
    authors: (row?.authors ?? []) as MessageRow['author'][],
  };
}

/** The session's latest shared partner message, if any. */
export async function findLatestPartnerMessage(
  db: Db,
  sessionId: string,
): Promise<MessageRow | undefined> {
  const [row] = await db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.therapySessionId, sessionId),
        ne(messages.author, 'therapist'),
        eq(messages.visibility, 'shared'),
      ),
    )
    .orderBy(desc(messages.timestamp), desc(messages.seq))
    .limit(1);
  return row;
}

const firingsOfSession = prepared('find_firings', (db) =>
  db
    .select({
      triggerMessageId: therapistReplies.triggerMessageId,
      windowKey: therapistReplies.windowKey,
      kind: therapistReplies.kind,
      askedStep: therapistReplies.askedStep,
      status: therapistReplies.status,
    })
    .from(therapistReplies)
    .innerJoin(messages, eq(messages.id, therapistReplies.triggerMessageId))
    .where(eq(therapistReplies.therapySessionId, sql.placeholder('sessionId')))
    .orderBy(asc(messages.timestamp), asc(messages.seq)),
);

/** The session's firings, in the order of their triggers. */
export async function findFiringsOfSession(db: Db, sessionId: string) {
  return firingsOfSession(db).execute({ sessionId });
}

/**
 * Records a firing; false when this trigger or this window already has one (exactly once, by the
 * primary key and the unique window key).
 */
export async function insertReplyOnce(
  db: Db,
  firing: {
    triggerMessageId: string;
    sessionId: string;
    windowKey: string;
    kind: 'turn' | 'ask';
    dueAt: Date;
  },
): Promise<boolean> {
  const rows = await insertFiring(db).execute(firing);
  return rows.length === 1;
}

const insertFiring = prepared('insert_firing', (db) =>
  db
    .insert(therapistReplies)
    .values({
      triggerMessageId: sql.placeholder('triggerMessageId'),
      therapySessionId: sql.placeholder('sessionId'),
      windowKey: sql.placeholder('windowKey'),
      kind: sql.placeholder('kind'),
      dueAt: sql.placeholder('dueAt'),
    })
    .onConflictDoNothing()
    .returning({ id: therapistReplies.triggerMessageId }),
);

/**
 * Takes the reply for this instance: pending and due, or running with an expired lease (its
 * instance died). Atomic: of several instances trying, one gets the row. `busy` while another
 * reply of the same session is being written, so that one session's replies are written one
 * after another: that check runs under a per-session lock inside the same statement
 * (`reply_slot_free`, drizzle/0009), so the usual claim is one statement, not a transaction of
 * six that would hold PGlite's single engine across round trips.
 */
export async function claimReply(db: Db, triggerMessageId: string, leaseSeconds: number) {
  const [row] = await claim(db).execute({ triggerMessageId, leaseSeconds });
  if (row) return row;
  // Not taken: busy if it is still claimable (another reply of its session is being written; the
  // caller tries again shortly), gone or someone else's otherwise.
  const [self] = await stillClaimable(db).execute({ triggerMessageId });
  return self ? ('busy' as const) : undefined;
}

/** Pending, or running with an expired lease. */
const claimable = and(
  eq(therapistReplies.triggerMessageId, sql.placeholder('triggerMessageId')),
  or(
    eq(therapistReplies.status, 'pending'),
    and(eq(therapistReplies.status, 'running'), lt(therapistReplies.leaseUntil, sql`now()`)),
  ),
);

const claim = prepared('claim_reply', (db) =>
  db
    .update(therapistReplies)
    .set({
      status: 'running',
      attempts: sql`${therapistReplies.attempts} + 1`,
      leaseUntil: sql`now() + make_interval(secs => ${sql.placeholder('leaseSeconds')})`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        claimable,
        sql`reply_slot_free(${therapistReplies.therapySessionId}, ${therapistReplies.triggerMessageId})`,
      ),
    )
    .returning(),
);

const stillClaimable = prepared('still_claimable', (db) =>
  db.select({ id: therapistReplies.triggerMessageId }).from(therapistReplies).where(claimable),
);

export async function finishReply(
  db: Db,
  triggerMessageId: string,
  status: 'done' | 'failed',
): Promise<void> {
  await finish(db).execute({ triggerMessageId, status });
}

const finish = prepared('finish_reply', (db) =>
  db
    .update(therapistReplies)
    .set({ status: sql`${sql.placeholder('status')}`, leaseUntil: null, updatedAt: sql`now()` })
    .where(eq(therapistReplies.triggerMessageId, sql.placeholder('triggerMessageId'))),
);

/** Replies that nobody is working on although they should be (due, or lease expired). */
export async function findStalledReplies(db: Db, graceSeconds: number) {
  return db
    .select({ triggerMessageId: therapistReplies.triggerMessageId })
    .from(therapistReplies)
    .where(
      or(
        and(
          eq(therapistReplies.status, 'pending'),
          lt(therapistReplies.dueAt, sql`now() - make_interval(secs => ${graceSeconds})`),
        ),
        and(eq(therapistReplies.status, 'running'), lt(therapistReplies.leaseUntil, sql`now()`)),
      ),
    )
    .limit(50);
}

const trigger = prepared('find_trigger', (db) =>
  db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.id, sql.placeholder('triggerMessageId')),
        eq(messages.therapySessionId, sql.placeholder('sessionId')),
        eq(messages.visibility, 'shared'),
      ),
    ),
);

/** A firing's trigger: a shared message of the session (undefined once gone or held). */
export async function findTrigger(
  db: Db,
  sessionId: string,
  triggerMessageId: string,
): Promise<MessageRow | undefined> {
  const [row] = await trigger(db).execute({ sessionId, triggerMessageId });
  return row;
}

const conversation = prepared('find_conversation', (db) =>
  db
    .select()
    .from(messages)
    .where(
      and(
        sql`${messages.therapySessionId} = ANY(${sql.placeholder('sessionIds')}::uuid[])`,
        eq(messages.visibility, 'shared'),
      ),
    )
    .orderBy(asc(messages.timestamp), asc(messages.seq)),
);

/** The shared conversation of a session: held messages never reach the therapist. */
export async function findMessagesOfSession(db: Db, sessionId: string): Promise<MessageRow[]> {
  return conversation(db).execute({ sessionIds: [sessionId] });
}

const earlierSessions = prepared('find_earlier_sessions', (db) =>
  db
    .select()
    .from(therapySessions)
    .where(
      and(
        eq(therapySessions.relationshipId, sql.placeholder('relationshipId')),
        lt(therapySessions.sessionNumber, sql.placeholder('beforeNumber')),
      ),
    )
    .orderBy(desc(therapySessions.sessionNumber))
    .limit(sql.placeholder('limit')),
);

export async function findEarlierSessions(
  db: Db,
  relationshipId: string,
  beforeNumber: number,
  limit: number,
) {
  return earlierSessions(db).execute({ relationshipId, beforeNumber, limit });
}

/** The shared conversations of some sessions, in stored order. */
export async function findMessagesOfSessions(db: Db, sessionIds: string[]): Promise<MessageRow[]> {
  if (sessionIds.length === 0) return [];
  return conversation(db).execute({ sessionIds });
}

/**
 * Stores the therapist's reply once per trigger (undefined if one already exists) and, in the
 * same statement, the program step it asked: the session moves on to the next step. One
 * statement (data-modifying CTEs), not a transaction of three, so PGlite's single engine is not
 * held across round trips.
 */
export async function storeTherapistReply(
  db: Db,
  reply: { sessionId: string; triggerMessageId: string; content: string; askedStep: number | null },
): Promise<StoredMessage | undefined> {
  const { askedStep, ...values } = reply;
  const [row] = await (askedStep === null
    ? storeReply(db).execute(values)
    : storeReplyAndStep(db).execute({ ...values, askedStep, nextStep: askedStep + 1 }));
  if (!row) return undefined;
  const { previousId, ...message } = row;
  return { row: message, previousId };
}

/** The reply's INSERT, and a condition that holds when it stored the message. */
function replyInsert(db: Db) {
  const inserted = db.$with('inserted').as(
    db
      .insert(messages)
      .values({
        therapySessionId: sql.placeholder('sessionId'),
        author: 'therapist',
        content: sql.placeholder('content'),
        replyToMessageId: sql.placeholder('triggerMessageId'),
        timestamp: orderedTimestamp(sql.placeholder('sessionId')),
      })
      .onConflictDoNothing()
      .returning({ ...getTableColumns(messages), previousId: previousInSession.as('previous_id') }),
  );
  return { inserted, stored: sql`exists (select 1 from ${inserted})` };
}

const storeReply = prepared('store_reply', (db) => {
  const { inserted } = replyInsert(db);
  return db.with(inserted).select().from(inserted);
});

const storeReplyAndStep = prepared('store_reply_step', (db) => {
  const { inserted, stored } = replyInsert(db);
  const asked = db.$with('asked').as(
    db
      .update(therapistReplies)
      .set({ askedStep: sql`${sql.placeholder('askedStep')}` })
      .where(
        and(eq(therapistReplies.triggerMessageId, sql.placeholder('triggerMessageId')), stored),
      )
      .returning({ id: therapistReplies.triggerMessageId }),
  );
  const moved = db.$with('moved').as(
    db
      .update(therapySessions)
      .set({
        programStep: sql`greatest(${therapySessions.programStep}, ${sql.placeholder('nextStep')}::int)`,
      })
      .where(and(eq(therapySessions.id, sql.placeholder('sessionId')), stored))
      .returning({ id: therapySessions.id }),
  );
  return db.with(inserted, asked, moved).select().from(inserted);
});
