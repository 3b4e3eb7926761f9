import { and, asc, eq, gte, inArray } from 'drizzle-orm';

import type { Db } from '@/db/client';
import { messages } from '@/db/schema/messages';
import { therapySessions } from '@/db/schema/therapy-sessions';
import { trainingProgress } from '@/db/schema/training';

/**
 * The couple's chat lines since `since`, each session's in order: who wrote and when, never what.
 * Only shared lines: a held disclosure must not show up, even as a count, for the other partner.
 */
export async function findChatLines(db: Db, relationshipId: string, since: Date) {
  return db
    .select({
      sessionId: messages.therapySessionId,
      author: messages.author,
      timestamp: messages.timestamp,
    })
    .from(messages)
    .innerJoin(therapySessions, eq(therapySessions.id, messages.therapySessionId))
    .where(
      and(
        eq(therapySessions.relationshipId, relationshipId),
        eq(messages.visibility, 'shared'),
        gte(messages.timestamp, since),
      ),
    )
    .orderBy(asc(messages.therapySessionId), asc(messages.timestamp), asc(messages.seq));
}

/** When either partner completed a self-training item, since `since`. */
export async function findCompletedPractice(db: Db, userIds: string[], since: Date) {
  const rows = await db
    .select({ at: trainingProgress.updatedAt })
    .from(trainingProgress)
    .where(
      and(
        inArray(trainingProgress.userId, userIds),
        eq(trainingProgress.progress, 100),
        gte(trainingProgress.updatedAt, since),
      ),
    );
  return rows.map((row) => row.at);
}
