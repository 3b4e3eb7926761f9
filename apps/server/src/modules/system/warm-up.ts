import { randomUUID } from 'node:crypto';

import { TransactionRollbackError } from 'drizzle-orm';

import type { Db } from '@/db/client';
import { relationships } from '@/db/schema/relationships';
import { therapySessions } from '@/db/schema/therapy-sessions';
import { users } from '@/db/schema/users';
import {
  appendMessage,
  insertMessageOnce,
  listMessagesJson,
} from '@/modules/messages/messages.repository';
import { loadPerson } from '@/modules/preferences/people';
import { coupleById } from '@/modules/relationships/relationships.service';
import { recentForScreen } from '@/modules/safety/safety.service';
import { requireSessionMember, sessionById } from '@/modules/sessions/sessions.service';
import {
  claimReply,
  findEarlierSessions,
  findFiringsOfSession,
  findMessagesOfSession,
  findMessagesOfSessions,
  findTrigger,
  finishReply,
  storeTherapistReply,
} from '@/modules/therapist/therapist.repository';
import { EARLIER_SESSIONS } from '@/modules/therapist/context.service';
import { registerFiring } from '@/modules/therapist/trigger.service';

/**
 * How many times the exchange is rehearsed. One warms the caches, but the first seconds of real
 * messages still ran slower than later ones: with one rehearsal the realtime bench's cold phase
 * on PGlite had its send → partner p99 at 19–28 ms over three fresh starts, with ten at 14–19 ms
 * (but for one start that met another cause), for about 0.5 s more start-up (docs/performance.md).
 * That more rounds let V8 compile the code they run, the engine's WebAssembly and ours, to its
 * optimising tier before the first message is a guess (not measured).
 */
export const WARM_UP_ROUNDS = 10;

/**
 * Before the server takes traffic, one couple's exchange is rehearsed in a transaction that rolls
 * back: both partners' messages (the append the send path uses, and its fallback), the reply rule,
 * and the therapist's reply with its context. The database then has compiled the functions those
 * statements call (`writer_latest_is`, `message_before`) and cached the tables' catalogue entries,
 * and the process has run the code that builds them: measured on the embedded database, the first
 * message after a start took 19–25 ms in the engine against 1–2 ms later (docs/performance.md).
 * Nothing of it stays: the rows are rolled back. With `sessions` > 1 (a PostgreSQL pool) that many
 * rehearsals run side by side, each in a transaction of its own, so every connection the pool
 * keeps has run them; `rounds` times over. Returns how long it took.
 */
export async function warmUpDatabase(
  db: Db,
  sessions = 1,
  rounds = WARM_UP_ROUNDS,
): Promise<number> {
  const started = performance.now();
  for (let round = 0; round < rounds; round += 1) {
    await Promise.all(Array.from({ length: sessions }, () => rehearse(db)));
  }
  return performance.now() - started;
}

/** One couple's exchange, rolled back. */
async function rehearse(db: Db): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const subject = randomUUID();
      const [a, b] = await tx
        .insert(users)
        .values([
          { oidcIssuer: 'kindred:warm-up', oidcSubject: `${subject}-a` },
          { oidcIssuer: 'kindred:warm-up', oidcSubject: `${subject}-b` },
        ])
        .returning({ id: users.id });
      const [couple] = await tx
        .insert(relationships)
        .values({ userId: a!.id, partnerId: b!.id })
        .returning({ id: relationships.id });
      const [session] = await tx
        .insert(therapySessions)
        .values({ relationshipId: couple!.id, sessionNumber: 1 })
        .returning({ id: therapySessions.id });
      const sessionId = session!.id;
      const message = (authorUserId: string, author: 'partnerA' | 'partnerB') => ({
        therapySessionId: sessionId,
        content: 'warm-up',
        author,
        authorUserId,
        clientId: randomUUID(),
        safetyCategory: null,
        safetySeverity: null,
        safetyLanguage: null,
        visibility: 'shared' as const,
      });
      // A writer the instance does not know yet: membership and recent messages, then the append.
      await requireSessionMember(tx, sessionId, a!.id);
      await recentForScreen(tx, sessionId, a!.id);
      const first = await appendMessage(tx, message(a!.id, 'partnerA'), null);
      await insertMessageOnce(tx, message(a!.id, 'partnerA'));
      const second = await appendMessage(tx, message(b!.id, 'partnerB'), null);
      if (!first || !second) throw new Error('the warm-up could not store its messages');
      await registerFiring(tx, 0, second.row);
      // The reply's reads (context.service.ts runs some of them side by side, which one
      // transaction's connection cannot).
      await claimReply(tx, second.row.id, 1);
      await findTrigger(tx, sessionId, second.row.id);
      await sessionById(tx, sessionId);
      await coupleById(tx, couple!.id);
      await loadPerson(tx, a!.id);
      await findMessagesOfSession(tx, sessionId);
      await findFiringsOfSession(tx, sessionId);
      await findEarlierSessions(tx, couple!.id, 1, EARLIER_SESSIONS);
      await findMessagesOfSessions(tx, [sessionId]);
      await storeTherapistReply(tx, {
        sessionId,
        triggerMessageId: second.row.id,
        content: 'warm-up',
        askedStep: null,
      });
      await finishReply(tx, second.row.id, 'done');
      await listMessagesJson(tx, sessionId, a!.id);
      tx.rollback();
    });
  } catch (error) {
    // The rollback at its end; anything else is a real failure.
    if (!(error instanceof TransactionRollbackError)) throw error;
  }
}
