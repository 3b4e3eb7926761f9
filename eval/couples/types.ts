import type { TherapistStyle } from '@kindred/shared/therapist-style';

import type { Horseman } from '@/therapist/horsemen';
import type { StepId } from '@/therapist/phrases';

/** One message a partner sends; `horseman` labels a line that shows one of the Four Horsemen. */
export interface Line {
  text: string;
  horseman?: Horseman;
}

/**
 * One exchange: what each partner writes in answer to one therapist message. `answers` is the
 * step whose question the lines answer ('welcome' for the session's opening message). Who writes
 * first, and how the lines interleave, is decided when the eval runs (schedule.ts).
 */
export interface Exchange {
  answers: StepId | 'welcome';
  partnerA: Line[];
  partnerB: Line[];
}

export interface CoupleScript {
  key: string;
  /** What the couple struggles with (the scenario). */
  title: string;
  /** The two display names (the built-in sign-in's name, shown to the therapist). */
  names: { partnerA: string; partnerB: string };
  /** The couple's therapist style, set through PUT /api/preferences (language included). */
  style: TherapistStyle;
  /** Session 1 (assessment and goals), then session 2 (the Four Horsemen). */
  sessions: [Exchange[], Exchange[]];
}

type Say = string | Line;
const line = (say: Say): Line => (typeof say === 'string' ? { text: say } : say);

/** An exchange; a partner's lines are one string or several messages in a row. */
export function ex(answers: Exchange['answers'], a: Say | Say[], b: Say | Say[]): Exchange {
  const list = (says: Say | Say[]) => (Array.isArray(says) ? says : [says]).map(line);
  return { answers, partnerA: list(a), partnerB: list(b) };
}

/** Lines labelled with the horseman they show. */
export const criticism = (text: string): Line => ({ text, horseman: 'criticism' });
export const contempt = (text: string): Line => ({ text, horseman: 'contempt' });
export const defensiveness = (text: string): Line => ({ text, horseman: 'defensiveness' });
export const stonewalling = (text: string): Line => ({ text, horseman: 'stonewalling' });
