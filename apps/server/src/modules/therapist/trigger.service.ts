import type { Db } from '@/db/client';
import type { MessageRow } from '@/db/schema/messages';

import {
  findLatestPartnerMessage,
  findWindow,
  insertReplyOnce,
  windowKeyAfter,
} from './therapist.repository';

/**
 * The reply rule (docs/therapist.md). After a partner's message is stored: if both partners have
 * now written since the therapist's last answer, record the firing — once per window, by the
 * database — and return when the reply is due. Undefined when nothing fires.
 */
export async function registerFiring(
  db: Db,
  delayMs: number,
  message: MessageRow,
): Promise<Date | undefined> {
  if (message.author === 'therapist' || message.visibility !== 'shared') return undefined;
  const { lastTrigger, authors } = await findWindow(db, message);
  if (!authors.includes('partnerA') || !authors.includes('partnerB')) return undefined;
  const dueAt = new Date(Date.now() + delayMs);
  const fired = await insertReplyOnce(db, {
    triggerMessageId: message.id,
    sessionId: message.therapySessionId,
    windowKey: windowKeyAfter(lastTrigger),
    kind: 'turn',
    dueAt,
  });
  return fired ? dueAt : undefined;
}

/**
 * "Ask {therapist} now": a partner whose partner has been silent asks for a reply to what has been
 * written since the last firing. Returns the firing (trigger and due time) to schedule, or
 * `already` when this window has fired meanwhile; undefined when there is nothing new to answer.
 */
export async function registerAsk(
  db: Db,
  sessionId: string,
): Promise<{ triggerMessageId: string; dueAt: Date } | 'already' | undefined> {
  const latest = await findLatestPartnerMessage(db, sessionId);
  if (!latest) return undefined;
  const { lastTrigger, authors, fired: answered } = await findWindow(db, latest);
  // The latest message already fired: there is nothing new to answer.
  if (answered || authors.length === 0) return undefined;
  const dueAt = new Date();
  const fired = await insertReplyOnce(db, {
    triggerMessageId: latest.id,
    sessionId,
    windowKey: windowKeyAfter(lastTrigger),
    kind: authors.length === 2 ? 'turn' : 'ask',
    dueAt,
  });
  return fired ? { triggerMessageId: latest.id, dueAt } : 'already';
}
