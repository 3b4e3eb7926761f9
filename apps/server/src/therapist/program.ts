// The session program: what each numbered session is for (1: assessment and goals; 2:
// communication and the Four Horsemen; later: building on earlier goals) and the questions it
// asks, one per therapist reply.

import type { TherapistLanguage } from '@kindred/shared/therapist-style';

import { STEP_QUESTIONS, type StepId, type Text } from './phrases';

export type ProgramKind = 'assessment' | 'communication' | 'generic';

export interface ProgramStep {
  id: StepId;
  /** What the step is for, in English, for an LLM's system prompt. */
  goal: string;
  /** The question in each language, informal and formal (the key into phrases.ts is `id`). */
  question: Readonly<Record<TherapistLanguage, Text>>;
  /** Who is invited to answer first: alternating, or both at once (summaries, closing). */
  answeredBy: 'one-then-other' | 'both';
}

export interface SessionProgram {
  kind: ProgramKind;
  title: string;
  /** What the whole session is for, in English, for prompts. */
  focus: string;
  /** Asked in order: reply n (not counting the welcome) asks step n; the last one closes. */
  steps: readonly ProgramStep[];
}

const step = (
  id: StepId,
  goal: string,
  answeredBy: ProgramStep['answeredBy'] = 'one-then-other',
): ProgramStep => ({ id, goal, question: STEP_QUESTIONS[id], answeredBy });

const ASSESSMENT: SessionProgram = {
  kind: 'assessment',
  title: 'Assessment and goal setting',
  focus:
    'A comprehensive assessment with goal setting: understand why the couple came and what they hope for, what is working well, the main recurring difficulty from each side, how each partner experiences conflict, and agree on one concrete goal each for the program.',
  steps: [
    step(
      's1-hopes',
      'Learn what brought them here now and what each hopes will be different by the end of the program.',
    ),
    step(
      's1-strengths',
      'Ask what is working well between them: something each wants to keep, whatever else changes.',
    ),
    step(
      's1-difficulty',
      "Ask for the main recurring difficulty, from each partner's side, without judging the other's version.",
    ),
    step(
      's1-conflict',
      'Explore how each partner experiences conflict: what they feel and what they tend to do.',
    ),
    step('s1-goals', 'Help each partner set one concrete, small, observable goal for the program.'),
    step(
      's1-summary',
      'Summarise the session (why they came, what works, the difficulty, the goals) and ask whether both agree to work towards the goals.',
      'both',
    ),
  ],
};

const COMMUNICATION: SessionProgram = {
  kind: 'communication',
  title: 'Communication skills and the Four Horsemen',
  focus:
    "Communication skills and John Gottman's Four Horsemen — criticism, contempt, defensiveness and stonewalling — with their antidotes: a gentle start-up, a culture of appreciation and fondness, taking responsibility, and physiological self-soothing (a break of at least 20 minutes, then coming back). Teach each pattern briefly, then have the partners practise its antidote with each other. If a Horseman shows up in what they write, name it gently and offer its antidote.",
  steps: [
    step(
      's2-horsemen',
      'Introduce the Four Horsemen and their antidotes briefly; ask each partner which one they recognise in themselves, not in their partner.',
    ),
    step(
      's2-gentle-startup',
      "Teach the gentle start-up (the antidote to criticism: 'I feel … about …, and I need …') and have each partner practise it on a small, recent complaint.",
    ),
    step(
      's2-appreciation',
      'Teach the culture of appreciation and fondness (the antidote to contempt) and have each partner tell the other one specific appreciation.',
    ),
    step(
      's2-responsibility',
      'Teach taking responsibility (the antidote to defensiveness) and have each partner own one small part of a recent disagreement.',
    ),
    step(
      's2-break',
      'Teach physiological self-soothing (the antidote to stonewalling: a break of at least 20 minutes, then coming back) and agree how each will signal a break and return.',
    ),
    step(
      's2-close',
      'Summarise the antidotes practised and ask which one each partner will practise this week.',
      'both',
    ),
  ],
};

const GENERIC: SessionProgram = {
  kind: 'generic',
  title: 'Building on your goals',
  focus:
    'A session that builds on the goals set in earlier sessions: check in on the goals and on what happened since last time, choose today’s topic, explore both partners’ views, agree on one small next step each, and close.',
  steps: [
    step('g-checkin', 'Check in on the goals set before and on what has happened since last time.'),
    step('g-topic', 'Help them choose one topic for today.'),
    step('g-views', "Explore both partners' views of today's topic and what each needs."),
    step('g-step', 'Agree on one small, concrete next step each, before the next session.'),
    step('g-close', 'Summarise the session and the next steps, and close warmly.', 'both'),
  ],
};

/** Session 1: assessment and goals; session 2: the Four Horsemen; later: building on goals. */
export function programFor(sessionNumber: number): SessionProgram {
  if (sessionNumber === 1) return ASSESSMENT;
  if (sessionNumber === 2) return COMMUNICATION;
  return GENERIC;
}

/**
 * The step a reply follows: reply n (n therapist replies so far, the welcome not counted) asks
 * step n, clamped to the last one. `beyond` is true once the closing step has been asked.
 */
export function currentStep(
  program: SessionProgram,
  stepsAsked: number,
): { step: ProgramStep; index: number; isLast: boolean; beyond: boolean } {
  const last = program.steps.length - 1;
  const index = Math.min(Math.max(0, stepsAsked), last);
  return {
    step: program.steps[index]!,
    index,
    isLast: index === last,
    beyond: stepsAsked > last,
  };
}

/** What each partner answered to each step asked, by the step's index. */
export type StepAnswers = Record<number, Partial<Record<'partnerA' | 'partnerB', string>>>;

/**
 * What each partner wrote while each step was the latest one asked: a reply that asked step k
 * (its firing's `askedStep`) opens k; partner messages until the next such reply answer it.
 * `rows` is the shared conversation in order; `firings` says which step each trigger's reply asked.
 */
export function answersByStep(
  rows: readonly {
    author: 'partnerA' | 'partnerB' | 'therapist';
    content: string;
    replyToMessageId: string | null;
  }[],
  firings: readonly { triggerMessageId: string; askedStep: number | null }[],
): StepAnswers {
  const asked = new Map(firings.map((f) => [f.triggerMessageId, f.askedStep]));
  const answers: StepAnswers = {};
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
