import { and, asc, desc, eq, inArray, lt, ne, or, sql } from 'drizzle-orm';

import type { Db } from '@/db/client';
import { orderedTimestamp } from '@/db/message-order';
import { type MessageRow, messages } from '@/db/schema/messages';
import { therapistReplies } from '@/db/schema/therapist-replies';
import { therapySessions } from '@/db/schema/therapy-sessions';

/** The partner message written just before `message` in its session (therapist lines skipped). */
export async function findPreviousPartnerMessage(
  db: Db,
  message: MessageRow,
): Promise<MessageRow | undefined> {
  const [row] = await db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.therapySessionId, message.therapySessionId),
        ne(messages.author, 'therapist'),
        // A held message is not part of the conversation: it completes no pair.
        eq(messages.visibility, 'shared'),
        // Compared in the database: the stored timestamps have microseconds, a JS Date has not,
        // so a partner message earlier in the same millisecond would otherwise be missed.
        sql`(${messages.timestamp}, ${messages.seq}) < (SELECT m.timestamp, m.seq FROM ${messages} m WHERE m.id = ${message.id})`,
      ),
    )
    .orderBy(desc(messages.timestamp), desc(messages.seq))
    .limit(1);
  return row;
}

/** Records a firing; false when this trigger already has one (exactly once, by primary key). */
export async function insertReplyOnce(
  db: Db,
  triggerMessageId: string,
  sessionId: string,
  dueAt: Date,
): Promise<boolean> {
  const rows = await db
    .insert(therapistReplies)
    .values({ triggerMessageId, therapySessionId: sessionId, dueAt })
    .onConflictDoNothing()
    .returning({ id: therapistReplies.triggerMessageId });
  return rows.length === 1;
}

/**
 * Takes the reply for this instance: pending and due, or running with an expired lease (its
 * instance died). Atomic: of several instances trying, one gets the row.
 */
export async function claimReply(db: Db, triggerMessageId: string, leaseSeconds: number) {
  const [row] = await db
    .update(therapistReplies)
    .set({
      status: 'running',
      attempts: sql`${therapistReplies.attempts} + 1`,
      leaseUntil: sql`now() + make_interval(secs => ${leaseSeconds})`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(therapistReplies.triggerMessageId, triggerMessageId),
        or(
          eq(therapistReplies.status, 'pending'),
          and(eq(therapistReplies.status, 'running'), lt(therapistReplies.leaseUntil, sql`now()`)),
        ),
      ),
    )
    .returning();
  return row;
}

export async function finishReply(
  db: Db,
  triggerMessageId: string,
  status: 'done' | 'failed',
): Promise<void> {
  await db
    .update(therapistReplies)
    .set({ status, leaseUntil: null, updatedAt: sql`now()` })
    .where(eq(therapistReplies.triggerMessageId, triggerMessageId));
}

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

/** The shared conversation of a session: held messages never reach the therapist. */
export async function findMessagesOfSession(db: Db, sessionId: string): Promise<MessageRow[]> {
  return db
    .select()
    .from(messages)
    .where(and(eq(messages.therapySessionId, sessionId), eq(messages.visibility, 'shared')))
    .orderBy(asc(messages.timestamp), asc(messages.seq));
}

export async function findEarlierSessions(
  db: Db,
  relationshipId: string,
  beforeNumber: number,
  limit: number,
) {
  return db
    .select()
    .from(therapySessions)
    .where(
      and(
        eq(therapySessions.relationshipId, relationshipId),
        lt(therapySessions.sessionNumber, beforeNumber),
      ),
    )
    .orderBy(desc(therapySessions.sessionNumber))
    .limit(limit);
}

export async function findMessagesOfSessions(db: Db, sessionIds: string[]): Promise<MessageRow[]> {
  if (sessionIds.length === 0) return [];
  return db
    .select()
    .from(messages)
    .where(and(inArray(messages.therapySessionId, sessionIds), eq(messages.visibility, 'shared')))
    .orderBy(asc(messages.timestamp), asc(messages.seq));
}

/** Stores the therapist's reply once per trigger; undefined if one already exists. */
export async function insertTherapistReply(
  db: Db,
  sessionId: string,
  triggerMessageId: string,
  content: string,
) {
  const [row] = await db
    .insert(messages)
    .values({
      therapySessionId: sessionId,
      author: 'therapist',
      content,
      replyToMessageId: triggerMessageId,
      timestamp: orderedTimestamp(sessionId),
    })
    .onConflictDoNothing()
    .returning();
  return row;
}
