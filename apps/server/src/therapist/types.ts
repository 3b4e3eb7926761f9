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
  /**
   * What this reply answers: the partners' messages since the therapist's last firing, one entry
   * per partner (their messages joined), in the order they started writing. Two entries, or one
   * when `alone`.
   */
  turn: [TurnMessage, TurnMessage] | [TurnMessage];
  /** Only one partner has written since the last reply: they asked the therapist to answer now. */
  alone: boolean;
  /**
   * Earlier messages of this session (oldest first, excluding `turn`), including therapist ones.
   * Never a held message: what a partner has not shared is not part of the conversation.
   */
  history: TurnMessage[];
  /**
   * How many of the program's steps have been asked (stored with the session): this reply asks
   * step `stepsAsked` when both partners have answered; an `alone` reply asks nothing new.
   */
  stepsAsked: number;
  /** What each partner answered to each step asked so far (the current turn included), by index. */
  stepAnswers: Readonly<Record<number, Partial<Record<'partnerA' | 'partnerB', string>>>>;
  /** The couple's earlier sessions, most recent last: a summary, and their goals when recorded. */
  earlierSessions: {
    sessionNumber: number;
    summary: string;
    goals?: { name: string; text: string }[];
  }[];
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
