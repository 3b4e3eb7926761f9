import { eq } from 'drizzle-orm';

import { firingsOf } from '@kindred/shared/trigger';

import type { Db } from '@/db/client';
import { messages } from '@/db/schema/messages';
import { therapistReplies } from '@/db/schema/therapist-replies';

import { waitFor } from './wait';

/**
 * Waits until every firing of the session has been answered (none pending or running, and no new
 * one for a moment), then returns the session's messages in order, its firings, the therapist's
 * answers and how many firings the reply rule (`firingsOf`) expects from that order.
 */
export async function settledConversation(db: Db, sessionId: string, timeoutMs = 20_000) {
  const firingsNow = () =>
    db.select().from(therapistReplies).where(eq(therapistReplies.therapySessionId, sessionId));
  const settled = (rows: { status: string }[]) =>
    rows.length > 0 && rows.every((r) => r.status === 'done' || r.status === 'failed');
  let firings = await waitFor(firingsNow, settled, timeoutMs);
  // A reply stored just now may not have let a waiting message fire yet: look again.
  for (;;) {
    await new Promise((r) => setTimeout(r, 300));
    const again = await waitFor(firingsNow, settled, timeoutMs);
    if (again.length === firings.length) break;
    firings = again;
  }
  const ordered = await db
    .select()
    .from(messages)
    .where(eq(messages.therapySessionId, sessionId))
    .orderBy(messages.timestamp, messages.seq);
  return {
    ordered,
    firings,
    answers: ordered.filter((m) => m.author === 'therapist' && m.replyToMessageId),
    expectedFirings: firingsOf(ordered.map((m) => m.author)).length,
  };
}
