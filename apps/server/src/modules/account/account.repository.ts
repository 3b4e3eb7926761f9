import { and, asc, eq, inArray, or } from 'drizzle-orm';

import type { Db } from '@/db/client';
import { authSessions } from '@/db/schema/auth-sessions';
import { messages } from '@/db/schema/messages';
import { therapySessions } from '@/db/schema/therapy-sessions';
import { trainingProgress } from '@/db/schema/training';
import { users } from '@/db/schema/users';
import { waitlist } from '@/db/schema/waitlist';

export async function findUser(db: Db, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

/** The couple's sessions and the messages `viewerId` may read (a partner's held ones are not). */
export async function findSessionsWithMessages(db: Db, relationshipId: string, viewerId: string) {
  const sessions = await db
    .select()
    .from(therapySessions)
    .where(eq(therapySessions.relationshipId, relationshipId))
    .orderBy(asc(therapySessions.sessionNumber));
  const ids = sessions.map((s) => s.id);
  const rows =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(messages)
          .where(
            and(
              inArray(messages.therapySessionId, ids),
              or(eq(messages.visibility, 'shared'), eq(messages.authorUserId, viewerId)),
            ),
          )
          .orderBy(asc(messages.timestamp), asc(messages.seq));
  return { sessions, messages: rows };
}

export async function countSessionsOf(db: Db, relationshipId: string): Promise<number> {
  const rows = await db
    .select({ id: therapySessions.id })
    .from(therapySessions)
    .where(eq(therapySessions.relationshipId, relationshipId));
  return rows.length;
}

export async function countSignIns(db: Db, userId: string): Promise<number> {
  const rows = await db
    .select({ id: authSessions.id })
    .from(authSessions)
    .where(eq(authSessions.userId, userId));
  return rows.length;
}

/** Deletes the user; their sessions and preferences go with them (foreign-key cascades). */
export async function deleteUser(db: Db, userId: string): Promise<void> {
  await db.delete(users).where(eq(users.id, userId));
}

export async function findTrainingAndWaitlist(db: Db, userId: string) {
  const [training, notify] = await Promise.all([
    db.select().from(trainingProgress).where(eq(trainingProgress.userId, userId)),
    db.select().from(waitlist).where(eq(waitlist.userId, userId)),
  ]);
  return { training, notify };
}
