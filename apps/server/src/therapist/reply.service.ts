import type { FastifyBaseLogger } from 'fastify';

import { type InsideJoke, insideJokesSchema } from '@kindred/shared/inside-jokes';
import { sessionSummarySchema } from '@kindred/shared/sessions';
import { personaOf, sessionStyleOf } from '@kindred/shared/therapist-style';

import type { Db } from '@/db/client';
import type { MessageRow } from '@/db/schema/messages';
import type { TherapySessionRow } from '@/db/schema/therapy-sessions';
import { loadPerson } from '@/modules/preferences/people';
import { findPreferences } from '@/modules/preferences/preferences.repository';
import { findRelationshipById } from '@/modules/relationships/relationships.repository';
import { findSessionById } from '@/modules/sessions/sessions.repository';
import type { Publish } from '@/realtime/events';

import { currentStep, programFor } from './program';
import { THERAPIST_FAILURE_TEXT } from './prompt';
import {
  claimReply,
  findEarlierSessions,
  findFiringsOfSession,
  findLatestPartnerMessage,
  findMessagesOfSession,
  findMessagesOfSessions,
  findWindow,
  finishReply,
  insertReplyOnce,
  storeTherapistReply,
  windowKeyAfter,
} from './replies.repository';
import type { TherapistContext, TherapistProvider, TurnMessage } from './types';

export interface TherapistDeps {
  db: Db;
  publish: Publish;
  provider: TherapistProvider;
  log: FastifyBaseLogger;
}

/** How long an instance holds a reply before another may take it over. */
export const REPLY_LEASE_SECONDS = 90;
const EARLIER_SESSIONS = 3;
const DELTA_FLUSH_MS = 40;
/** NOTIFY payloads must stay under 8000 bytes. */
const DELTA_MAX_CHARS = 1500;

/**
 * After a partner's message is stored: if both partners have now written since the therapist's
 * last firing (the reply rule, docs/therapist.md), record the firing — once per window, by the
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

/** An earlier session as the therapist remembers it: its stored summary, else its last lines. */
function rememberSession(
  session: TherapySessionRow,
  rows: MessageRow[],
  names: { partnerA: string; partnerB: string },
): TherapistContext['earlierSessions'][number] {
  const stored = sessionSummarySchema.safeParse(session.summary);
  if (!stored.success) {
    return { sessionNumber: session.sessionNumber, summary: summarizeSession(rows, names) };
  }
  const { title, goals, practised, practice } = stored.data;
  const parts = [`${title}.`];
  if (goals.length > 0)
    parts.push(
      `Goals in their own words: ${goals.map((g) => `${g.name}: "${g.text}"`).join('; ')}.`,
    );
  if (practised.length > 0) parts.push(`Worked on: ${practised.join(', ')}.`);
  parts.push(`Practice for the week: ${practice}`);
  return {
    sessionNumber: session.sessionNumber,
    summary: parts.join(' '),
    goals: goals.map(({ name, text }) => ({ name, text })),
  };
}

type Firing = Awaited<ReturnType<typeof findFiringsOfSession>>[number];

/**
 * What each partner wrote while each step was the latest one asked: a reply that asked step k
 * (its firing's `askedStep`) opens k; partner messages until the next such reply answer it.
 */
export function answersByStep(
  rows: readonly MessageRow[],
  firings: readonly Pick<Firing, 'triggerMessageId' | 'askedStep'>[],
): Record<number, Partial<Record<'partnerA' | 'partnerB', string>>> {
  const asked = new Map(firings.map((f) => [f.triggerMessageId, f.askedStep]));
  const answers: Record<number, Partial<Record<'partnerA' | 'partnerB', string>>> = {};
  let current = -1;
  for (const m of rows) {
    if (m.author === 'therapist') {
      const step = m.replyToMessageId ? asked.get(m.replyToMessageId) : undefined;
      if (step !== undefined && step !== null) current = step;
      continue;
    }
    if (current < 0) continue;
    const entry = (answers[current] ??= {});
    entry[m.author] = entry[m.author] ? `${entry[m.author]}\n${m.content}` : m.content;
  }
  return answers;
}

/** Everything the provider needs to answer the window that `firing`'s trigger closed. */
export async function buildContext(
  db: Db,
  trigger: MessageRow,
  firing: Pick<Firing, 'windowKey' | 'kind'>,
): Promise<TherapistContext | undefined> {
  const session = await findSessionById(db, trigger.therapySessionId);
  // A paused session waits for the partners: the program does not go on without them.
  if (!session || session.status !== 'ongoing' || session.pausedAt) return undefined;
  const couple = await findRelationshipById(db, session.relationshipId);
  if (!couple?.partnerId) return undefined;
  const [personA, personB, rows, jokes, firings] = await Promise.all([
    loadPerson(db, couple.userId),
    loadPerson(db, couple.partnerId),
    findMessagesOfSession(db, session.id),
    loadInsideJokes(db, [couple.userId, couple.partnerId]),
    findFiringsOfSession(db, session.id),
  ]);
  const names = { partnerA: personA?.name ?? 'Partner A', partnerB: personB?.name ?? 'Partner B' };
  // The couple's persona speaks, whichever of them chose it (the default until they choose).
  const style = sessionStyleOf(couple.therapistStyle);
  const therapistName = personaOf(style.personaId).name;
  const nameOf = (author: MessageRow['author']) =>
    author === 'partnerA' ? names.partnerA : author === 'partnerB' ? names.partnerB : therapistName;
  const toTurn = (m: MessageRow): TurnMessage => ({
    author: m.author,
    name: nameOf(m.author),
    content: m.content,
    timestamp: m.timestamp.toISOString(),
  });

  const index = rows.findIndex((m) => m.id === trigger.id);
  const upTo = index === -1 ? rows : rows.slice(0, index + 1);
  // The window: partner messages after the previous firing's trigger (firings recorded before
  // windows existed answered the trigger and the partner message before it).
  let windowStart: number;
  if (firing.windowKey === null) {
    const previous = upTo.slice(0, -1).findLastIndex((m) => m.author !== 'therapist');
    windowStart = previous === -1 ? upTo.length - 1 : previous;
  } else {
    windowStart =
      firing.windowKey === 'start' ? 0 : upTo.findIndex((m) => m.id === firing.windowKey) + 1;
  }
  const window = upTo.slice(windowStart).filter((m) => m.author !== 'therapist');
  if (window.length === 0) return undefined;
  const inWindow = new Set(window.map((m) => m.id));
  const byAuthor = new Map<MessageRow['author'], MessageRow[]>();
  for (const m of window) byAuthor.set(m.author, [...(byAuthor.get(m.author) ?? []), m]);
  const turn = [...byAuthor.values()].map((messages) => ({
    ...toTurn(messages.at(-1)!),
    content: messages.map((m) => m.content).join('\n'),
  })) as TherapistContext['turn'];
  const history = upTo.filter((m) => !inWindow.has(m.id)).map(toTurn);

  const earlier = await findEarlierSessions(db, couple.id, session.sessionNumber, EARLIER_SESSIONS);
  const earlierRows = await findMessagesOfSessions(
    db,
    earlier.map((s) => s.id),
  );

  return {
    sessionNumber: session.sessionNumber,
    style,
    partnerA: { name: names.partnerA },
    partnerB: { name: names.partnerB },
    turn,
    alone: turn.length === 1,
    history,
    stepsAsked: session.programStep,
    stepAnswers: answersByStep(upTo, firings),
    earlierSessions: [...earlier].reverse().map((s) =>
      rememberSession(
        s,
        earlierRows.filter((m) => m.therapySessionId === s.id),
        names,
      ),
    ),
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
      void publish({ type: 'delta', sessionId: sessionId, replyId: replyId, text: piece }).catch(
        () => {},
      );
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

/** The step a reply asks, if any: none when one partner is alone or the program is done. */
export function stepToAsk(context: TherapistContext): number | null {
  if (context.alone) return null;
  const { beyond, index } = currentStep(programFor(context.sessionNumber), context.stepsAsked);
  return beyond ? null : index;
}

/**
 * Produces and stores the reply for one firing, if this instance can claim it. `busy`: another
 * reply of the same session is being written — the caller tries again shortly, so that replies
 * of one session follow each other and each knows the step the previous one asked. The
 * provider is tried twice; then the spec's failure text is posted and the clients are told
 * (`error`); a failure notice never advances the program.
 */
export async function runReply(
  deps: TherapistDeps,
  triggerMessageId: string,
  signal: AbortSignal,
): Promise<'done' | 'busy' | 'skipped'> {
  const { db, publish, log } = deps;
  const claim = await claimReply(db, triggerMessageId, REPLY_LEASE_SECONDS);
  if (claim === 'busy') return 'busy';
  if (!claim) return 'skipped';
  const sessionId = claim.therapySessionId;
  const trigger = (await findMessagesOfSession(db, sessionId)).find(
    (m) => m.id === triggerMessageId,
  );
  const context = trigger ? await buildContext(db, trigger, claim) : undefined;
  if (!context) {
    await finishReply(db, triggerMessageId, 'failed');
    // The partners were shown the therapist typing when it fired: tell them it stopped.
    await publish({ type: 'therapist', sessionId: sessionId, state: 'idle' });
    return 'done';
  }

  await publish({ type: 'therapist', sessionId: sessionId, state: 'typing' });
  let text: string | undefined;
  for (let attempt = 1; attempt <= 2 && !text; attempt++) {
    const deltas = deltaPublisher(publish, sessionId, `${triggerMessageId}:${attempt}`);
    try {
      text = await deps.provider.generate(context, {
        signal,
        onDelta: (piece) => deltas.push(piece),
      });
    } catch (error) {
      if (signal.aborted) return 'done'; // shutting down: the lease lets another instance finish it
      log.warn({ err: error, attempt, provider: deps.provider.name }, 'therapist reply failed');
    } finally {
      deltas.end();
    }
  }

  // Paused while the reply was being written (a disclosure arrived meanwhile): nothing is posted.
  const now = await findSessionById(db, sessionId);
  if (now?.pausedAt) {
    await finishReply(db, triggerMessageId, 'failed');
    await publish({ type: 'therapist', sessionId: sessionId, state: 'idle' });
    return 'done';
  }
  const stored = await storeTherapistReply(db, {
    sessionId,
    triggerMessageId,
    content: text ?? THERAPIST_FAILURE_TEXT,
    askedStep: text ? stepToAsk(context) : null,
  });
  if (stored) await publish({ type: 'message', sessionId: sessionId, messageId: stored.id });
  await finishReply(db, triggerMessageId, text ? 'done' : 'failed');
  await publish({ type: 'therapist', sessionId: sessionId, state: text ? 'idle' : 'error' });
  if (stored)
    log.info({ sessionId, provider: deps.provider.name, ok: Boolean(text) }, 'therapist replied');
  return 'done';
}
