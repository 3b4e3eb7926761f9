import type { TherapistStyle } from '@kindred/shared/therapist-style';

export interface TurnMessage {
  author: 'partnerA' | 'partnerB' | 'therapist';
  /** Display name of the writer ('Therapist' for the therapist). */
  name: string;
  content: string;
  timestamp: string;
}

/** Everything the therapist knows when it answers one turn (built by the reply service). */
export interface TherapistContext {
  sessionNumber: number;
  /** The couple's saved style, or the session default (empathy 8 / directness 7). */
  style: TherapistStyle;
  partnerA: { name: string };
  partnerB: { name: string };
  /** The two partner messages this reply answers, oldest first (one by each partner). */
  turn: [TurnMessage, TurnMessage];
  /**
   * Earlier messages of this session (oldest first, excluding `turn`), including therapist ones.
   * Never a held message: what a partner has not shared is not part of the conversation.
   */
  history: TurnMessage[];
  /** How many therapist replies this session already has, not counting the welcome message. */
  therapistRepliesSoFar: number;
  /** Short summaries of the couple's earlier sessions, most recent last. */
  earlierSessions: { sessionNumber: number; summary: string }[];
  /** The couple's inside jokes: phrase → meaning. */
  insideJokes: { phrase: string; meaning: string }[];
}

export interface GenerateOptions {
  signal: AbortSignal;
  /** Called with each piece of text as it is produced (streaming providers). */
  onDelta(text: string): void;
}

/** A way of producing the therapist's reply: `offline` (built in) or `openai` (any compatible endpoint). */
export interface TherapistProvider {
  readonly name: 'offline' | 'openai';
  generate(context: TherapistContext, options: GenerateOptions): Promise<string>;
}
