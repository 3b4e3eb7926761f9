import type { InsideJoke } from '@kindred/shared/inside-jokes';
import { sessionSummarySchema } from '@kindred/shared/sessions';
import { personaOf, sessionStyleOf } from '@kindred/shared/therapist-style';

import type { Db } from '@/db/client';
import type { MessageRow } from '@/db/schema/messages';
import type { TherapySessionRow } from '@/db/schema/therapy-sessions';
import { loadPerson } from '@/modules/preferences/people';
import { insideJokesOf } from '@/modules/preferences/preferences.service';
import { coupleById } from '@/modules/relationships/relationships.service';
import { sessionById } from '@/modules/sessions/sessions.service';
import { answersByStep } from '@/therapist/program';
import type { TherapistContext, TurnMessage } from '@/therapist/types';

import {
  findEarlierSessions,
  findFiringsOfSession,
  findMessagesOfSession,
  findMessagesOfSessions,
} from './therapist.repository';

// What the therapist knows when it answers: the context of one firing, read from the couple's
// session, their earlier sessions, their names and their inside jokes (through those modules'
// services).

/** How many of the couple's earlier sessions the therapist remembers. */
export const EARLIER_SESSIONS = 3;

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
  const dictionaries = await Promise.all(userIds.map((id) => insideJokesOf(db, id)));
  const byPhrase = new Map<string, InsideJoke>();
  for (const jokes of dictionaries) {
    for (const joke of jokes) {
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

/** Everything the provider needs to answer the window that `firing`'s trigger closed. */
export async function buildContext(
  db: Db,
  trigger: MessageRow,
  firing: Pick<Firing, 'windowKey' | 'kind'>,
): Promise<TherapistContext | undefined> {
  const session = await sessionById(db, trigger.therapySessionId);
  // A paused session waits for the partners: the program does not go on without them.
  if (!session || session.status !== 'ongoing' || session.pausedAt) return undefined;
  const couple = await coupleById(db, session.relationshipId);
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
