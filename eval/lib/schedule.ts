import type { Exchange, Line } from '../couples/types';

export type Role = 'partnerA' | 'partnerB';

/** mulberry32: a small seeded generator, so every run sends the same schedule. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface PlannedSend {
  author: Role;
  line: Line;
  /** Milliseconds to wait after the previous send (or after the therapist settled). */
  waitMs: number;
}

export interface PlannedExchange {
  /** in-turn: the invited partner's messages, then the other's; cut-in: the other answers
   * between the invited partner's first and second message. */
  pattern: 'in-turn' | 'cut-in';
  sends: PlannedSend[];
}

/**
 * How long people take, in multiples of the server's reply delay D (THERAPIST_REPLY_DELAY_MS):
 * reading the therapist's message before the first line, 1–2 D; a partner's second message in a
 * row (or the invited partner finishing after being cut in on), 0.1–0.5 D — within the delay, as
 * a message already being typed; the other partner's answer, 1.5–4 D. A therapist that waits for
 * both partners and for the delay to pass can therefore answer each exchange once; one that
 * answers any pair of partners at once answers in the middle of exchanges.
 */
export const GAPS = {
  read: [1, 2],
  followUp: [0.1, 0.5],
  answer: [1.5, 4],
} as const;

/** Probability that the other partner cuts in when the invited one writes several messages. */
export const CUT_IN_PROBABILITY = 0.35;

export function planExchange(
  random: () => number,
  exchange: Exchange,
  invited: Role,
  delayMs: number,
): PlannedExchange {
  const other: Role = invited === 'partnerA' ? 'partnerB' : 'partnerA';
  const first = exchange[invited];
  const second = exchange[other];
  const between = ([min, max]: readonly [number, number]) =>
    Math.round(delayMs * (min + random() * (max - min)));
  const cutIn = first.length >= 2 && second.length >= 1 && random() < CUT_IN_PROBABILITY;

  const order: [Role, Line][] = cutIn
    ? [
        [invited, first[0]!],
        [other, second[0]!],
        ...first.slice(1).map((l): [Role, Line] => [invited, l]),
        ...second.slice(1).map((l): [Role, Line] => [other, l]),
      ]
    : [
        ...first.map((l): [Role, Line] => [invited, l]),
        ...second.map((l): [Role, Line] => [other, l]),
      ];

  const sends: PlannedSend[] = [];
  // In a cut-in, the invited partner's next message was already being typed: it follows quickly.
  let typingAhead = false;
  order.forEach(([author, line], i) => {
    let waitMs: number;
    if (i === 0) waitMs = between(GAPS.read);
    else if (author === order[i - 1]![0] || typingAhead) waitMs = between(GAPS.followUp);
    else waitMs = between(GAPS.answer);
    typingAhead = cutIn && i === 1;
    sends.push({ author, line, waitMs });
  });
  return { pattern: cutIn ? 'cut-in' : 'in-turn', sends };
}

/**
 * Whom the therapist's message invites to answer first: the partner named first in its last
 * paragraph (where the offline therapist asks its question and says who starts); undefined when
 * neither name is there.
 */
export function invitedBy(text: string | undefined, names: Record<Role, string>): Role | undefined {
  if (!text) return undefined;
  const paragraphs = text.split(/\n\s*\n/);
  const last = paragraphs[paragraphs.length - 1]!.toLocaleLowerCase();
  const at = (name: string) => last.indexOf(name.toLocaleLowerCase());
  const a = at(names.partnerA);
  const b = at(names.partnerB);
  if (a === -1 && b === -1) return undefined;
  if (a === -1) return 'partnerB';
  if (b === -1) return 'partnerA';
  return a <= b ? 'partnerA' : 'partnerB';
}
