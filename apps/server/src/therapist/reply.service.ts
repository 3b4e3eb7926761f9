import type { FastifyBaseLogger } from 'fastify';

import { type InsideJoke, insideJokesSchema } from '@kindred/shared/inside-jokes';
import { SESSION_DEFAULT_STYLE, therapistStyleSchema } from '@kindred/shared/therapist-style';
import { completesPair } from '@kindred/shared/trigger';

import type { Db } from '@/db/client';
import type { MessageRow } from '@/db/schema/messages';
import { loadPerson } from '@/modules/preferences/people';
import { findPreferences } from '@/modules/preferences/preferences.repository';
import { findRelationshipById } from '@/modules/relationships/relationships.repository';
import { findSessionById } from '@/modules/sessions/sessions.repository';
import type { Publish } from '@/realtime/events';

import { THERAPIST_FAILURE_TEXT } from './prompt';
import {
  claimReply,
  findEarlierSessions,
  findMessagesOfSession,
  findMessagesOfSessions,
  findPreviousPartnerMessage,
  finishReply,
  insertReplyOnce,
  insertTherapistReply,
} from './replies.repository';
import type { TherapistContext, TherapistProvider, TurnMessage } from './types';

export interface TherapistDeps {
  db: Db;
  publish: Publish;
  provider: TherapistProvider;
  log: FastifyBaseLogger;
  delayMs: number;
}

/** How long an instance holds a reply before another may take it over. */
export const REPLY_LEASE_SECONDS = 90;
const EARLIER_SESSIONS = 3;
const DELTA_FLUSH_MS = 40;
/** NOTIFY payloads must stay under 8000 bytes. */
const DELTA_MAX_CHARS = 1500;

/**
 * After a partner's message is stored: if it completes a pair (spec §4), record the firing —
 * once, by the database — and return when the reply is due. Undefined when nothing fires.
 */
export async function registerFiring(
  deps: TherapistDeps,
  message: MessageRow,
): Promise<Date | undefined> {
  if (message.author === 'therapist') return undefined;
  const previous = await findPreviousPartnerMessage(deps.db, message);
  if (!previous || !completesPair([previous.author, message.author])) return undefined;
  const dueAt = new Date(Date.now() + deps.delayMs);
  const fired = await insertReplyOnce(deps.db, message.id, message.therapySessionId, dueAt);
  return fired ? dueAt : undefined;
}

const truncate = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;

/** A few lines that remind the therapist where an earlier session left off. */
export function summarizeSession(
  rows: MessageRow[],
  names: { partnerA: string; partnerB: string },
): string {
  const last = (author: MessageRow['author']) =>
    [...rows].reverse().find((m) => m.author === author);
  const parts: string[] = [];
  const a = last('partnerA');
  const b = last('partnerB');
  const t = [...rows].reverse().find((m) => m.author === 'therapist' && m.replyToMessageId);
  if (a) parts.push(`${names.partnerA} last said: "${truncate(a.content, 140)}"`);
  if (b) parts.push(`${names.partnerB} last said: "${truncate(b.content, 140)}"`);
  if (t) parts.push(`The therapist closed with: "${truncate(t.content, 200)}"`);
  return parts.length > 0 ? parts.join(' ') : 'No conversation was recorded.';
}

const INSIDE_JOKES_IN_CONTEXT = 50;

/** Both partners' inside-joke dictionaries, merged by phrase (first wins), for the prompt. */
async function loadInsideJokes(db: Db, userIds: string[]): Promise<InsideJoke[]> {
  const rows = await Promise.all(userIds.map((id) => findPreferences(db, id)));
  const byPhrase = new Map<string, InsideJoke>();
  for (const row of rows) {
    const parsed = insideJokesSchema.safeParse(row?.insideJokes ?? []);
    if (!parsed.success) continue;
    for (const joke of parsed.data) {
      const key = joke.phrase.toLowerCase();
      if (!byPhrase.has(key)) byPhrase.set(key, joke);
    }
  }
  return [...byPhrase.values()].slice(0, INSIDE_JOKES_IN_CONTEXT);
}

/** Everything the provider needs to answer the turn that `trigger` completed. */
export async function buildContext(
  db: Db,
  trigger: MessageRow,
): Promise<TherapistContext | undefined> {
  const session = await findSessionById(db, trigger.therapySessionId);
  // A paused session waits for the partners: the program does not go on without them.
  if (!session || session.status !== 'ongoing' || session.pausedAt) return undefined;
  const couple = await findRelationshipById(db, session.relationshipId);
  if (!couple?.partnerId) return undefined;
  const [personA, personB, rows, jokes] = await Promise.all([
    loadPerson(db, couple.userId),
    loadPerson(db, couple.partnerId),
    findMessagesOfSession(db, session.id),
    loadInsideJokes(db, [couple.userId, couple.partnerId]),
  ]);
  const names = { partnerA: personA?.name ?? 'Partner A', partnerB: personB?.name ?? 'Partner B' };
  const nameOf = (author: MessageRow['author']) =>
    author === 'partnerA' ? names.partnerA : author === 'partnerB' ? names.partnerB : 'Therapist';
  const toTurn = (m: MessageRow): TurnMessage => ({
    author: m.author,
    name: nameOf(m.author),
    content: m.content,
    timestamp: m.timestamp.toISOString(),
  });

  const index = rows.findIndex((m) => m.id === trigger.id);
  const upTo = index === -1 ? rows : rows.slice(0, index + 1);
  const previous = [...upTo.slice(0, -1)].reverse().find((m) => m.author !== 'therapist');
  if (!previous) return undefined;
  const history = upTo.filter((m) => m.id !== trigger.id && m.id !== previous.id).map(toTurn);

  const earlier = await findEarlierSessions(db, couple.id, session.sessionNumber, EARLIER_SESSIONS);
  const earlierRows = await findMessagesOfSessions(
    db,
    earlier.map((s) => s.id),
  );
  const style = therapistStyleSchema.safeParse(couple.therapistStyle);

  return {
    sessionNumber: session.sessionNumber,
    style: style.success ? style.data : SESSION_DEFAULT_STYLE,
    partnerA: { name: names.partnerA },
    partnerB: { name: names.partnerB },
    turn: [toTurn(previous), toTurn(trigger)],
    history,
    // Failure notices are not turns of the program: the next reply picks up where it left off.
    therapistRepliesSoFar: upTo.filter(
      (m) => m.author === 'therapist' && m.replyToMessageId && m.content !== THERAPIST_FAILURE_TEXT,
    ).length,
    earlierSessions: [...earlier].reverse().map((s) => ({
      sessionNumber: s.sessionNumber,
      summary: summarizeSession(
        earlierRows.filter((m) => m.therapySessionId === s.id),
        names,
      ),
    })),
    insideJokes: jokes,
  };
}

/**
 * Streams deltas to the session: the first piece goes out at once (first-token latency), the
 * rest is coalesced every few milliseconds so that NOTIFY is not flooded.
 */
function deltaPublisher(publish: Publish, sessionId: string, replyId: string) {
  let pending = '';
  let timer: NodeJS.Timeout | undefined;
  let sentFirst = false;
  const flush = () => {
    timer = undefined;
    while (pending.length > 0) {
      const piece = pending.slice(0, DELTA_MAX_CHARS);
      pending = pending.slice(DELTA_MAX_CHARS);
      void publish({ t: 'delta', s: sessionId, r: replyId, x: piece }).catch(() => {});
    }
  };
  return {
    push(text: string) {
      pending += text;
      if (!sentFirst) {
        sentFirst = true;
        flush();
      } else if (!timer) {
        timer = setTimeout(flush, DELTA_FLUSH_MS);
      }
    },
    end() {
      if (timer) clearTimeout(timer);
      flush();
    },
  };
}

/**
 * Produces and stores the reply for one firing, if this instance can claim it. The provider is
 * tried twice; then the spec's failure text is posted and the clients are told (`error`).
 */
export async function runReply(
  deps: TherapistDeps,
  triggerMessageId: string,
  signal: AbortSignal,
): Promise<void> {
  const { db, publish, log } = deps;
  const claimed = await claimReply(db, triggerMessageId, REPLY_LEASE_SECONDS);
  if (!claimed) return;
  const sessionId = claimed.therapySessionId;
  const trigger = (await findMessagesOfSession(db, sessionId)).find(
    (m) => m.id === triggerMessageId,
  );
  const context = trigger ? await buildContext(db, trigger) : undefined;
  if (!context) {
    await finishReply(db, triggerMessageId, 'failed');
    // The partners were shown the therapist typing when it fired: tell them it stopped.
    await publish({ t: 'therapist', s: sessionId, state: 'idle' });
    return;
  }

  await publish({ t: 'therapist', s: sessionId, state: 'typing' });
  let text: string | undefined;
  for (let attempt = 1; attempt <= 2 && !text; attempt++) {
    const deltas = deltaPublisher(publish, sessionId, `${triggerMessageId}:${attempt}`);
    try {
      text = await deps.provider.generate(context, {
        signal,
        onDelta: (piece) => deltas.push(piece),
      });
    } catch (error) {
      if (signal.aborted) return; // shutting down: the lease lets another instance finish it
      log.warn({ err: error, attempt, provider: deps.provider.name }, 'therapist reply failed');
    } finally {
      deltas.end();
    }
  }

  // Paused while the reply was being written (a disclosure arrived meanwhile): nothing is posted.
  const now = await findSessionById(db, sessionId);
  if (now?.pausedAt) {
    await finishReply(db, triggerMessageId, 'failed');
    await publish({ t: 'therapist', s: sessionId, state: 'idle' });
    return;
  }
  const stored = await insertTherapistReply(
    db,
    sessionId,
    triggerMessageId,
    text ?? THERAPIST_FAILURE_TEXT,
  );
  if (stored) await publish({ t: 'message', s: sessionId, m: stored.id });
  await finishReply(db, triggerMessageId, text ? 'done' : 'failed');
  await publish({ t: 'therapist', s: sessionId, state: text ? 'idle' : 'error' });
  if (stored)
    log.info({ sessionId, provider: deps.provider.name, ok: Boolean(text) }, 'therapist replied');
}
