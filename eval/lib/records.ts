import type { TherapistStyle } from '@kindred/shared/therapist-style';

import type { Horseman } from '@/therapist/horsemen';

import type { Role } from './schedule';

// What a run records: the input of the metrics (metrics.ts) and the JSON file's transcripts.

/** A message as GET /api/sessions/:id/messages returns it (server order). */
export interface StoredMessage {
  id: string;
  author: Role | 'therapist';
  content: string;
  timestamp: string;
}

/** A partner line the eval sent. */
export interface SentLine {
  exchange: number;
  author: Role;
  text: string;
  horseman?: Horseman;
  messageId: string;
  /** The safety screen held it (the eval then shared it and resumed the session). */
  held: boolean;
  /** Sent within the reply delay after the line before it (a second message in a row). */
  quick: boolean;
}

export interface ExchangeRecord {
  /** The step the scripted lines answer ('welcome' for the session's opening). */
  answers: string;
  /** Who was invited to write first (from the therapist's last message, else alternating). */
  invited: Role;
  /** Whether the invitation was read from the therapist's message or assumed. */
  invitedFrom: 'therapist' | 'alternation';
  pattern: 'in-turn' | 'cut-in';
  order: Role[];
  /** Milliseconds each POST /api/messages of the exchange took, in the schedule's order. */
  postMs: number[];
  /**
   * Milliseconds from the exchange's last line to the therapist's first sign (typing, text or a
   * message) after it; null when none came before the eval moved on.
   */
  firstSignMs: number | null;
  /** Milliseconds from the exchange's last line until the therapist had settled. */
  settleMs: number;
  /** The therapist was still typing or posting when the eval stopped waiting. */
  timedOut: boolean;
}

export interface SessionRecord {
  number: number;
  sessionId: string;
  exchanges: ExchangeRecord[];
  lines: SentLine[];
  /** Every message of the session, read back after it ended. */
  messages: StoredMessage[];
  /** GET /api/sessions/:id after the end, as the server answers it. */
  detail: Record<string, unknown>;
}

export interface CoupleRecord {
  key: string;
  title: string;
  names: Record<Role, string>;
  style: TherapistStyle;
  /** The server's THERAPIST_REPLY_DELAY_MS during the run. */
  replyDelayMs: number;
  sessions: SessionRecord[];
}
