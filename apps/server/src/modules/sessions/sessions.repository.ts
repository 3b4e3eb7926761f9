import { and, desc, eq, isNull, max, ne, or, sql } from 'drizzle-orm';

import type { SessionSummary } from '@kindred/shared/sessions';

import type { Db } from '@/db/client';
import { prepared } from '@/db/prepared';
import { messages } from '@/db/schema/messages';
import { relationships } from '@/db/schema/relationships';
import { therapySessions, type TherapySessionRow } from '@/db/schema/therapy-sessions';

export type { TherapySessionRow };

/** The session together with its couple, if the user belongs to that couple. */
export async function findSessionForMember(db: Db, sessionId: string, userId: string) {
  const [row] = await db
    .select({ session: therapySessions, relationship: relationships })
    .from(therapySessions)
    .innerJoin(relationships, eq(relationships.id, therapySessions.relationshipId))
    .where(
      and(
        eq(therapySessions.id, sessionId),
        or(eq(relationships.userId, userId), eq(relationships.partnerId, userId)),
      ),
    )
    .limit(1);
  return row;
}

export async function listSessions(db: Db, relationshipId: string): Promise<TherapySessionRow[]> {
  return db
    .select()
    .from(therapySessions)
    .where(eq(therapySessions.relationshipId, relationshipId))
    .orderBy(desc(therapySessions.sessionNumber));
}

/** The couple's ongoing session, if any (at most one: a database rule). */
export async function findOngoingSession(
  db: Db,
  relationshipId: string,
): Promise<TherapySessionRow | undefined> {
  const [row] = await db
    .select()
    .from(therapySessions)
    .where(
      and(
        eq(therapySessions.relationshipId, relationshipId),
        eq(therapySessions.status, 'ongoing'),
      ),
    )
    .limit(1);
  return row;
}

export async function nextSessionNumber(db: Db, relationshipId: string): Promise<number> {
  const [row] = await db
    .select({ highest: max(therapySessions.sessionNumber) })
    .from(therapySessions)
    .where(eq(therapySessions.relationshipId, relationshipId));
  return (row?.highest ?? 0) + 1;
}

export async function insertSession(
  db: Db,
  relationshipId: string,
  sessionNumber: number,
): Promise<TherapySessionRow> {
  const [row] = await db
    .insert(therapySessions)
    .values({ relationshipId, sessionNumber, status: 'ongoing' })
    .returning();
  return row!;
}

export async function insertTherapistMessage(db: Db, therapySessionId: string, content: string) {
  const [row] = await db
    .insert(messages)
    .values({ therapySessionId, content, author: 'therapist' })
    .returning();
  return row!;
}

/**
 * Ends an ongoing session once: who ended it and its summary are written by the first end only
 * (undefined when it had already ended).
 */
export async function completeSession(
  db: Db,
  sessionId: string,
  ending: { endedBy: string; summary: SessionSummary },
): Promise<TherapySessionRow | undefined> {
  const [row] = await db
    .update(therapySessions)
    .set({
      status: 'completed',
      endedAt: sql`now()`,
      endedByUserId: ending.endedBy,
      summary: ending.summary,
      pausedAt: null,
      pausedByUserId: null,
    })
    .where(and(eq(therapySessions.id, sessionId), ne(therapySessions.status, 'completed')))
    .returning();
  return row;
}

/** Pauses an ongoing session after `userId`'s disclosure was held (an earlier pause stands). */
export async function pauseSessionRow(db: Db, sessionId: string, userId: string): Promise<void> {
  await db
    .update(therapySessions)
    .set({ pausedAt: sql`now()`, pausedByUserId: userId })
    .where(
      and(
        eq(therapySessions.id, sessionId),
        eq(therapySessions.status, 'ongoing'),
        isNull(therapySessions.pausedAt),
      ),
    );
}

export async function resumeSessionRow(
  db: Db,
  sessionId: string,
): Promise<TherapySessionRow | undefined> {
  const [row] = await db
    .update(therapySessions)
    .set({ pausedAt: null, pausedByUserId: null })
    .where(eq(therapySessions.id, sessionId))
    .returning();
  return row;
}

export async function findSessionById(
  db: Db,
  sessionId: string,
): Promise<TherapySessionRow | undefined> {
  const [row] = await sessionById(db).execute({ sessionId });
  return row;
}

const sessionById = prepared('find_session', (db) =>
  db
    .select()
    .from(therapySessions)
    .where(eq(therapySessions.id, sql.placeholder('sessionId')))
    .limit(1),
);
