import { welcomeMessage } from '@kindred/shared/sessions';
import type { TherapistLanguage } from '@kindred/shared/therapist-style';

import type { Horseman } from '@/therapist/horsemen';
import type { StepId } from '@/therapist/phrases';
import { programFor } from '@/therapist/program';
import { THERAPIST_FAILURE_TEXT } from '@/therapist/prompt';

import type { CoupleRecord, SentLine, SessionRecord, StoredMessage } from './records';
import type { Role } from './schedule';
import {
  goalKeys,
  horsemenNamed,
  keysIn,
  mentions,
  normalizeSentence,
  sentencesOf,
  stepsAsked,
  withoutProgramText,
  withoutQuotes,
} from './text';

// The criteria of the conversation eval, computed from what a run recorded (pure functions).

export interface RepeatedSentence {
  sentence: string;
  count: number;
}

export interface SessionMetrics {
  number: number;
  exchanges: number;
  /** Therapist messages after the first partner line (the welcome is not a reply). */
  replies: number;
  /** Replies posted when only one partner of the current exchange had written. */
  midExchange: number;
  /** Replies posted when both had written but the exchange still had lines to come. */
  early: number;
  /**
   * Replies to an exchange that came after the next one had begun, sooner after its first line
   * than the reply delay allows (so not an answer to it): the eval moved on too early.
   */
  late: number;
  /** Exchanges answered by exactly one reply, after their last line. */
  oneReplyExchanges: number;
  /** The fixed failure text posted instead of a reply. */
  failures: number;
  /** Lines the safety screen held (a script defect: the eval shared them to go on). */
  held: number;
  /** Exchanges after which the therapist had not settled within the wait. */
  timedOut: number;
  /**
   * Second messages in a row, sent within the reply delay: how many reached the server within
   * the delay too (stored timestamps). Below all of them, a slow machine stretched the schedule.
   */
  quickLines: { of: number; withinDelay: number };
  repeated: { extra: number; top: RepeatedSentence[] };
  steps: {
    program: StepId[];
    /** The step each reply asks, in order (null: no program question). */
    asked: (StepId | null)[];
    reached: number;
    inOrder: boolean;
    /** Exchanges whose last reply asks the step the program expects next (none after the last). */
    onPace: number;
  };
  horsemen: {
    labelled: number;
    /** Labelled lines whose next therapist message names their horseman. */
    named: number;
    /** Horsemen named in replies (outside the program's teaching texts). */
    namings: number;
    /**
     * Namings of a horseman labelled in, or named by a partner in, a line of the reply's exchange
     * or the one before (a reply's turn is the last lines, whichever exchange they belong to).
     */
    justified: number;
    missed: { author: Role; horseman: Horseman; text: string }[];
    unjustified: { horseman: Horseman; reply: string }[];
  };
  names: {
    /** Replies that mention both partners. */
    both: number;
    /** Replies that answer at least one line. */
    answering: number;
    /** Of those, replies that mention every partner who wrote the lines they answer. */
    speakers: number;
  };
  welcome: { text: string | null; localized: boolean | null };
  /** Session 2 and later: what of session 1's goals its replies take up (null in session 1). */
  goals: { keys: number; used: string[] } | null;
}

export interface CoupleMetrics {
  key: string;
  title: string;
  language: TherapistLanguage;
  formal: boolean;
  sessions: SessionMetrics[];
}

const partnerRoles: readonly Role[] = ['partnerA', 'partnerB'];

/** Where each therapist reply falls among the exchanges' lines. */
interface Placed {
  message: StoredMessage;
  index: number;
  /** The exchange it belongs to: under way when it was posted, or the one before if late. */
  exchange: number;
  kind: 'mid' | 'early' | 'after' | 'late';
  /** Partner lines since the previous therapist message: what the reply answers. */
  answers: SentLine[];
}

function place(
  session: SessionRecord,
  replyDelayMs: number,
): { welcome: StoredMessage | undefined; replies: Placed[] } {
  const byId = new Map(session.lines.map((l) => [l.messageId, l]));
  const linesOf = (e: number) => session.lines.filter((l) => l.exchange === e);
  const startOf = new Map<number, number>();
  for (const message of session.messages) {
    const line = byId.get(message.id);
    if (line && !startOf.has(line.exchange))
      startOf.set(line.exchange, Date.parse(message.timestamp));
  }
  const seen: SentLine[] = [];
  let answered = 0;
  let welcome: StoredMessage | undefined;
  const replies: Placed[] = [];
  session.messages.forEach((message, index) => {
    if (message.author !== 'therapist') {
      const line = byId.get(message.id);
      if (line) seen.push(line);
      return;
    }
    if (seen.length === 0) {
      welcome ??= message;
      return;
    }
    const exchange = Math.max(...seen.map((l) => l.exchange));
    const written = seen.filter((l) => l.exchange === exchange);
    const authors = new Set(written.map((l) => l.author));
    const late =
      exchange > 0 && Date.parse(message.timestamp) < startOf.get(exchange)! + replyDelayMs;
    const kind = late
      ? 'late'
      : written.length >= linesOf(exchange).length
        ? 'after'
        : authors.size < 2
          ? 'mid'
          : 'early';
    replies.push({
      message,
      index,
      exchange: late ? exchange - 1 : exchange,
      kind,
      answers: seen.slice(answered),
    });
    answered = seen.length;
  });
  return { welcome, replies };
}

function quickLines(session: SessionRecord, replyDelayMs: number): SessionMetrics['quickLines'] {
  const at = new Map(session.messages.map((m) => [m.id, Date.parse(m.timestamp)]));
  let of = 0;
  let withinDelay = 0;
  session.lines.forEach((line, i) => {
    const before = session.lines[i - 1];
    if (!line.quick || !before || before.exchange !== line.exchange) return;
    of += 1;
    const gap = (at.get(line.messageId) ?? Infinity) - (at.get(before.messageId) ?? -Infinity);
    if (gap < replyDelayMs) withinDelay += 1;
  });
  return { of, withinDelay };
}

function repeatedSentences(messages: StoredMessage[]): SessionMetrics['repeated'] {
  const counts = new Map<string, RepeatedSentence>();
  for (const message of messages) {
    if (message.author !== 'therapist') continue;
    for (const sentence of sentencesOf(message.content)) {
      const key = normalizeSentence(sentence);
      const entry = counts.get(key) ?? { sentence, count: 0 };
      entry.count += 1;
      counts.set(key, entry);
    }
  }
  const repeated = [...counts.values()].filter((r) => r.count > 1);
  return {
    extra: repeated.reduce((sum, r) => sum + r.count - 1, 0),
    top: repeated.sort((x, y) => y.count - x.count).slice(0, 5),
  };
}

function stepMetrics(session: SessionRecord, replies: Placed[]): SessionMetrics['steps'] {
  const program = programFor(session.number).steps.map((s) => s.id);
  const askedOf = (text: string): StepId | null => {
    const found = stepsAsked(text).filter((id) => program.includes(id));
    // Two questions in one reply: the later step is the one left for the partners to answer.
    return found.sort((x, y) => program.indexOf(y) - program.indexOf(x))[0] ?? null;
  };
  const asked = replies.map((r) => askedOf(r.message.content));
  const positions = asked
    .filter((id): id is StepId => id !== null)
    .map((id) => program.indexOf(id));
  const onPace = session.exchanges.filter((_, e) => {
    const last = replies.filter((r) => r.exchange === e).at(-1);
    if (!last) return false;
    const expected = program[e] ?? null;
    return askedOf(last.message.content) === expected;
  }).length;
  return {
    program,
    asked,
    reached: new Set(positions).size,
    inOrder: positions.every((p, i) => i === 0 || p >= positions[i - 1]!),
    onPace,
  };
}

function horsemenMetrics(
  session: SessionRecord,
  replies: Placed[],
  language: TherapistLanguage,
): SessionMetrics['horsemen'] {
  const named = (text: string) => horsemenNamed(withoutQuotes(withoutProgramText(text)), language);
  const position = new Map(session.messages.map((m, i) => [m.id, i]));
  const labelled = session.lines.filter((l) => l.horseman);
  const missed: SessionMetrics['horsemen']['missed'] = [];
  let hits = 0;
  for (const line of labelled) {
    const at = position.get(line.messageId) ?? Infinity;
    const next = replies.find((r) => r.index > at);
    if (next && named(next.message.content).includes(line.horseman!)) hits += 1;
    else missed.push({ author: line.author, horseman: line.horseman!, text: line.text });
  }
  let namings = 0;
  let justified = 0;
  const unjustified: SessionMetrics['horsemen']['unjustified'] = [];
  for (const reply of replies) {
    const recent = session.lines.filter(
      (l) =>
        (l.exchange === reply.exchange || l.exchange === reply.exchange - 1) &&
        (position.get(l.messageId) ?? Infinity) < reply.index,
    );
    for (const horseman of named(reply.message.content)) {
      namings += 1;
      const seen = recent.some(
        (l) => l.horseman === horseman || horsemenNamed(l.text, language).includes(horseman),
      );
      if (seen) justified += 1;
      else unjustified.push({ horseman, reply: reply.message.content.slice(0, 300) });
    }
  }
  return { labelled: labelled.length, named: hits, namings, justified, missed, unjustified };
}

function nameMetrics(replies: Placed[], names: Record<Role, string>): SessionMetrics['names'] {
  let both = 0;
  let answering = 0;
  let speakers = 0;
  for (const reply of replies) {
    const text = reply.message.content;
    if (partnerRoles.every((role) => mentions(text, names[role]))) both += 1;
    const wrote = new Set(reply.answers.map((l) => l.author));
    if (wrote.size === 0) continue;
    answering += 1;
    if ([...wrote].every((role) => mentions(text, names[role]))) speakers += 1;
  }
  return { both, answering, speakers };
}

/**
 * Session 1's goals (the lines answering the goals step) taken up in a later session: keys of
 * the goal lines (goalKeys) found in the later session's replies, leaving out keys that the
 * partners wrote again in that session (quoting them back is not remembering).
 */
function goalMetrics(
  couple: CoupleRecord,
  session: SessionRecord,
  replies: Placed[],
): SessionMetrics['goals'] {
  const first = couple.sessions.find((s) => s.number === 1);
  if (session.number === 1 || !first) return null;
  const language = couple.style.language;
  const goalExchanges = new Set(
    first.exchanges.flatMap((e, i) => (e.answers === 's1-goals' ? [i] : [])),
  );
  const keys = new Set(
    first.lines
      .filter((l) => goalExchanges.has(l.exchange))
      .flatMap((l) => goalKeys(l.text, language)),
  );
  const repeatedByPartners = new Set(session.lines.flatMap((l) => goalKeys(l.text, language)));
  const used = new Set<string>();
  for (const reply of replies) {
    const inReply = keysIn(reply.message.content, language);
    for (const key of keys) if (inReply.has(key) && !repeatedByPartners.has(key)) used.add(key);
  }
  return { keys: keys.size, used: [...used] };
}

export function sessionMetrics(couple: CoupleRecord, session: SessionRecord): SessionMetrics {
  const language = couple.style.language;
  const { welcome, replies } = place(session, couple.replyDelayMs);
  const perExchange = session.exchanges.map((_, e) => replies.filter((r) => r.exchange === e));
  return {
    number: session.number,
    exchanges: session.exchanges.length,
    replies: replies.length,
    midExchange: replies.filter((r) => r.kind === 'mid').length,
    early: replies.filter((r) => r.kind === 'early').length,
    late: replies.filter((r) => r.kind === 'late').length,
    oneReplyExchanges: perExchange.filter(
      (rs) => rs.length === 1 && (rs[0]!.kind === 'after' || rs[0]!.kind === 'late'),
    ).length,
    failures: replies.filter((r) => r.message.content === THERAPIST_FAILURE_TEXT).length,
    held: session.lines.filter((l) => l.held).length,
    timedOut: session.exchanges.filter((e) => e.timedOut).length,
    quickLines: quickLines(session, couple.replyDelayMs),
    repeated: repeatedSentences(session.messages),
    steps: stepMetrics(session, replies),
    horsemen: horsemenMetrics(session, replies, language),
    names: nameMetrics(replies, couple.names),
    welcome: {
      text: welcome?.content ?? null,
      localized:
        language === 'english'
          ? null
          : welcome
            ? welcome.content !== welcomeMessage(session.number)
            : false,
    },
    goals: goalMetrics(couple, session, replies),
  };
}

export function coupleMetrics(couple: CoupleRecord): CoupleMetrics {
  return {
    key: couple.key,
    title: couple.title,
    language: couple.style.language,
    formal: couple.style.formalLanguage,
    sessions: couple.sessions.map((s) => sessionMetrics(couple, s)),
  };
}

export interface Totals {
  couples: number;
  sessions: number;
  exchanges: number;
  replies: number;
  repliesPerExchange: number;
  midExchange: number;
  early: number;
  late: number;
  oneReplyExchanges: number;
  failures: number;
  held: number;
  timedOut: number;
  quickLines: { of: number; withinDelay: number };
  repeatedExtra: number;
  sessionsWithoutRepeats: number;
  stepsReached: number;
  stepsTotal: number;
  sessionsInOrder: number;
  sessionsComplete: number;
  onPace: number;
  horsemen: { labelled: number; named: number; namings: number; justified: number };
  recall: number | null;
  precision: number | null;
  names: { replies: number; both: number; answering: number; speakers: number };
  welcome: { localized: number; of: number };
  goals: { used: number; of: number };
  /** Sentences (either name replaced by {partner}) by how many replies of the whole run hold them. */
  commonSentences: { sentence: string; replies: number; share: number }[];
}

const ratio = (x: number, y: number) => (y === 0 ? null : x / y);

export function totals(couples: CoupleRecord[], metrics: CoupleMetrics[]): Totals {
  const sessions = metrics.flatMap((c) => c.sessions);
  const sum = (f: (s: SessionMetrics) => number) => sessions.reduce((n, s) => n + f(s), 0);
  const exchanges = sum((s) => s.exchanges);
  const replies = sum((s) => s.replies);
  const horsemen = {
    labelled: sum((s) => s.horsemen.labelled),
    named: sum((s) => s.horsemen.named),
    namings: sum((s) => s.horsemen.namings),
    justified: sum((s) => s.horsemen.justified),
  };
  const welcomes = sessions.filter((s) => s.welcome.localized !== null);
  const later = sessions.filter((s) => s.goals !== null);
  return {
    couples: metrics.length,
    sessions: sessions.length,
    exchanges,
    replies,
    repliesPerExchange: exchanges === 0 ? 0 : replies / exchanges,
    midExchange: sum((s) => s.midExchange),
    early: sum((s) => s.early),
    late: sum((s) => s.late),
    oneReplyExchanges: sum((s) => s.oneReplyExchanges),
    failures: sum((s) => s.failures),
    held: sum((s) => s.held),
    timedOut: sum((s) => s.timedOut),
    quickLines: {
      of: sum((s) => s.quickLines.of),
      withinDelay: sum((s) => s.quickLines.withinDelay),
    },
    repeatedExtra: sum((s) => s.repeated.extra),
    sessionsWithoutRepeats: sessions.filter((s) => s.repeated.extra === 0).length,
    stepsReached: sum((s) => s.steps.reached),
    stepsTotal: sum((s) => s.steps.program.length),
    sessionsInOrder: sessions.filter((s) => s.steps.inOrder).length,
    sessionsComplete: sessions.filter(
      (s) => s.steps.inOrder && s.steps.reached === s.steps.program.length,
    ).length,
    onPace: sum((s) => s.steps.onPace),
    horsemen,
    recall: ratio(horsemen.named, horsemen.labelled),
    precision: ratio(horsemen.justified, horsemen.namings),
    names: {
      replies,
      both: sum((s) => s.names.both),
      answering: sum((s) => s.names.answering),
      speakers: sum((s) => s.names.speakers),
    },
    welcome: { localized: welcomes.filter((s) => s.welcome.localized).length, of: welcomes.length },
    goals: { used: later.filter((s) => s.goals!.used.length > 0).length, of: later.length },
    commonSentences: commonSentences(couples, replies),
  };
}

function commonSentences(couples: CoupleRecord[], replies: number): Totals['commonSentences'] {
  const counts = new Map<string, { sentence: string; replies: number }>();
  for (const couple of couples) {
    const template = (text: string) =>
      text
        .split(couple.names.partnerA)
        .join('{partner}')
        .split(couple.names.partnerB)
        .join('{partner}');
    for (const session of couple.sessions) {
      const { replies: placed } = place(session, couple.replyDelayMs);
      for (const reply of placed) {
        const seen = new Set<string>();
        for (const sentence of sentencesOf(template(reply.message.content))) {
          const key = normalizeSentence(sentence);
          if (seen.has(key)) continue;
          seen.add(key);
          const entry = counts.get(key) ?? { sentence, replies: 0 };
          entry.replies += 1;
          counts.set(key, entry);
        }
      }
    }
  }
  return [...counts.values()]
    .sort((x, y) => y.replies - x.replies)
    .slice(0, 5)
    .map((c) => ({ ...c, share: replies === 0 ? 0 : c.replies / replies }));
}
