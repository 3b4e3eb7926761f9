// The prompt for LLM providers (blueprint §5 "Prompt"): pure functions, tested on exact output.

import {
  PERSONAS,
  type TherapistLanguage,
  type TherapistStyle,
} from '@kindred/shared/therapist-style';

import { currentStep, programFor } from './program';
import type { SafetyCategory, TherapistContext, TurnMessage } from './types';

/** The AI helper's own failure text (spec §8, session chat). */
export const THERAPIST_FAILURE_TEXT =
  "I'm sorry, there was an error generating a response. Please try again later.";

/** The fallback when the AI answers nothing (spec §7, POST /openai/chat). */
export const FALLBACK_TEXT = "I'm sorry, I wasn't able to generate a response at this time.";

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

const LANGUAGE_NAMES: Readonly<Record<TherapistLanguage, string>> = {
  english: 'English',
  spanish: 'Spanish (español)',
  french: 'French (français)',
  german: 'German (Deutsch)',
  mandarin: 'Mandarin Chinese (简体中文)',
};

/** The style in words, with the thresholds of spec §9. */
export function describeStyle(style: TherapistStyle): string {
  const empathy =
    style.empathy > 7
      ? 'highly empathetic'
      : style.empathy > 4
        ? 'moderately empathetic'
        : 'factual and analytical';
  const directness =
    style.directness > 7 ? 'very direct' : style.directness > 4 ? 'moderately direct' : 'gentle';
  const length =
    style.messageLength < 4
      ? 'brief (1–2 sentences)'
      : style.messageLength > 7
        ? 'detailed (two or three short paragraphs, including a short explanation of the idea behind the current step)'
        : 'medium (3–5 sentences)';
  return [
    `Tone: ${empathy} and ${directness}.`,
    `Length: ${length}.`,
    style.usesEmojis ? 'Emojis: use one or two fitting emojis.' : 'Emojis: do not use emojis.',
    style.formalLanguage
      ? 'Register: formal — no contractions, polite forms, and the formal "you" where the language has one (usted, vous, Sie, 您).'
      : 'Register: informal and warm — everyday words, and the familiar "you" where the language has one (tú, tu, du, 你).',
    `Language: reply in ${LANGUAGE_NAMES[style.language]}.`,
  ].join('\n');
}

const SAFETY_CONCERNS: Readonly<Record<SafetyCategory, string>> = {
  self_harm: 'may be thinking about suicide or harming themselves',
  violence: 'may be in danger of violence, or may be thinking about hurting someone',
  abuse: 'may be experiencing abuse',
};

/** Who the therapist is, how it speaks, where the session stands; the safety protocol if set. */
export function buildSystemPrompt(context: TherapistContext): string {
  const persona = PERSONAS.find((p) => p.id === context.style.personaId) ?? PERSONAS[0]!;
  const program = programFor(context.sessionNumber);
  const { step, index, isLast } = currentStep(program, context.therapistRepliesSoFar);
  const a = context.partnerA.name;
  const b = context.partnerB.name;

  const sections: string[] = [
    [
      `You are ${persona.name}, an AI relationship facilitator for couples in Kindred, guiding a shared chat with both partners. Persona: ${persona.description}`,
      'You are an AI: never claim to be human or a licensed clinician; if asked, say that you are an AI facilitator. Stay neutral and do not take sides.',
    ].join('\n'),
    `Style:\n${describeStyle(context.style)}`,
    [
      'Partners:',
      `- ${a} (partnerA)`,
      `- ${b} (partnerB)`,
      'Address both partners by name and reflect what each of them said before moving on.',
    ].join('\n'),
  ];

  const programLines = [`Session ${context.sessionNumber}: ${program.title}.`, program.focus];
  if (context.safety) {
    programLines.push('The program is paused: follow the SAFETY PROTOCOL below.');
  } else {
    programLines.push(
      'Follow the program one step at a time and ask only one question per reply.',
      `Current step (${index + 1} of ${program.steps.length}): ${step.goal} Question: "${questionText(step.question.english)}"`,
    );
    if (isLast)
      programLines.push(
        'This is the last step: summarise the session (what each partner said and agreed) and close it warmly.',
      );
  }
  sections.push(programLines.join('\n'));

  if (context.insideJokes.length > 0) {
    sections.push(
      [
        'Inside jokes of this couple (mention one only if a partner uses it, playfully):',
        ...context.insideJokes.map((j) => `- "${j.phrase}": ${j.meaning}`),
      ].join('\n'),
    );
  }

  if (context.earlierSessions.length > 0) {
    sections.push(
      [
        'Earlier sessions (most recent last):',
        ...context.earlierSessions.map((s) => `- Session ${s.sessionNumber}: ${s.summary}`),
      ].join('\n'),
    );
  }

  if (context.safety) {
    const writer = context.safety.writer === 'partnerA' ? a : b;
    const other = context.safety.writer === 'partnerA' ? b : a;
    sections.push(
      [
        'SAFETY PROTOCOL (this overrides the session program):',
        `${writer} (${context.safety.writer}) wrote something that suggests they ${SAFETY_CONCERNS[context.safety.category]}. In this reply:`,
        `- Acknowledge ${writer} by name, with care and without judgement. Do not continue the exercise or ask the program question.`,
        '- Encourage immediate help: in the US, call or text 988 (Suicide & Crisis Lifeline); text HOME to 741741 (Crisis Text Line); the National Domestic Violence Hotline, 1-800-799-7233; or the local emergency number (911 in the US, 112 in Europe).',
        '- Say plainly that you are an AI, not an emergency service, and cannot help in an emergency.',
        '- Invite them to pause the session.',
        `- ${other} reads this reply too: do not reveal or guess at anything beyond what ${writer} wrote in the chat.`,
      ].join('\n'),
    );
  }

  return sections.join('\n\n');
}

function questionText(text: string | { informal: string; formal: string }): string {
  return typeof text === 'string' ? text : text.informal;
}

/** ceil(chars / 4): a rough token count, good enough for a budget. */
export const estimateTokens = (text: string): number => Math.ceil(text.length / 4);

function historyMessage(message: TurnMessage): ChatMessage {
  return message.author === 'therapist'
    ? { role: 'assistant', content: message.content }
    : { role: 'user', content: `${message.name}: ${message.content}` };
}

/** The turn the reply answers: both messages labelled with their authors' names (spec §4). */
function turnMessage(context: TherapistContext): ChatMessage {
  const [first, second] = context.turn;
  return {
    role: 'user',
    content: [
      "The partners' latest messages:",
      `${first.name}: ${first.content}`,
      `${second.name}: ${second.content}`,
      '',
      context.safety
        ? 'Reply as their facilitator, following the SAFETY PROTOCOL.'
        : 'Reply to both as their facilitator, following the current step.',
    ].join('\n'),
  };
}

/**
 * Messages for an OpenAI-compatible chat API: the system prompt, as much of the session's
 * history as fits `maxPromptTokens` (newest kept), then the turn. Over budget, summaries of
 * earlier sessions go first (oldest first), then the oldest history.
 */
export function buildChatMessages(
  context: TherapistContext,
  { maxPromptTokens }: { maxPromptTokens: number },
): ChatMessage[] {
  const turn = turnMessage(context);
  const history = context.history.map(historyMessage);
  const historyCost = (messages: ChatMessage[]) =>
    messages.reduce((sum, m) => sum + estimateTokens(m.content), 0);

  let earlier = context.earlierSessions;
  let system = buildSystemPrompt(context);
  const fixed = () => estimateTokens(system) + estimateTokens(turn.content);
  while (earlier.length > 0 && fixed() + historyCost(history) > maxPromptTokens) {
    earlier = earlier.slice(1);
    system = buildSystemPrompt({ ...context, earlierSessions: earlier });
  }

  const kept: ChatMessage[] = [];
  let used = fixed();
  for (let i = history.length - 1; i >= 0; i--) {
    const message = history[i]!;
    const cost = estimateTokens(message.content);
    if (used + cost > maxPromptTokens) break;
    kept.unshift(message);
    used += cost;
  }
  return [{ role: 'system', content: system }, ...kept, turn];
}
