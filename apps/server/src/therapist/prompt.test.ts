import { describe, expect, it } from 'vitest';

import { SESSION_DEFAULT_STYLE, type TherapistStyle } from '@kindred/shared/therapist-style';

import {
  buildChatMessages,
  buildSystemPrompt,
  describeStyle,
  estimateTokens,
  FALLBACK_TEXT,
  THERAPIST_FAILURE_TEXT,
} from './prompt';
import type { TherapistContext, TurnMessage } from './types';

const at = '2026-01-01T10:00:00.000Z';
const said = (author: TurnMessage['author'], name: string, content: string): TurnMessage => ({
  author,
  name,
  content,
  timestamp: at,
});

function makeContext(overrides: Partial<TherapistContext> = {}): TherapistContext {
  return {
    sessionNumber: 1,
    style: SESSION_DEFAULT_STYLE,
    partnerA: { name: 'Maya' },
    partnerB: { name: 'Jordan' },
    turn: [
      said('partnerA', 'Maya', 'We never talk anymore.'),
      said('partnerB', 'Jordan', 'I am always tired after work.'),
    ],
    history: [],
    therapistRepliesSoFar: 0,
    earlierSessions: [],
    insideJokes: [],
    safety: null,
    ...overrides,
  };
}

const style = (overrides: Partial<TherapistStyle>): TherapistStyle => ({
  ...SESSION_DEFAULT_STYLE,
  ...overrides,
});

describe('spec texts', () => {
  it('are the spec’s exact words', () => {
    expect(THERAPIST_FAILURE_TEXT).toBe(
      "I'm sorry, there was an error generating a response. Please try again later.",
    );
    expect(FALLBACK_TEXT).toBe("I'm sorry, I wasn't able to generate a response at this time.");
  });
});

describe('describeStyle', () => {
  it('describes the session default style', () => {
    expect(describeStyle(SESSION_DEFAULT_STYLE)).toBe(
      [
        'Tone: highly empathetic and moderately direct.',
        'Length: medium (3–5 sentences).',
        'Emojis: use one or two fitting emojis.',
        'Register: informal and warm — everyday words, and the familiar "you" where the language has one (tú, tu, du, 你).',
        'Language: reply in English.',
      ].join('\n'),
    );
  });

  it('describes a factual, gentle, brief, formal style in Spanish without emojis', () => {
    expect(
      describeStyle(
        style({
          empathy: 4,
          directness: 4,
          messageLength: 3,
          usesEmojis: false,
          formalLanguage: true,
          language: 'spanish',
        }),
      ),
    ).toBe(
      [
        'Tone: factual and analytical and gentle.',
        'Length: brief (1–2 sentences).',
        'Emojis: do not use emojis.',
        'Register: formal — no contractions, polite forms, and the formal "you" where the language has one (usted, vous, Sie, 您).',
        'Language: reply in Spanish (español).',
      ].join('\n'),
    );
  });

  const tone = (empathy: number, directness: number) =>
    describeStyle(style({ empathy, directness })).split('\n')[0];
  const length = (messageLength: number) => describeStyle(style({ messageLength })).split('\n')[1];
  const language = (lang: TherapistStyle['language']) =>
    describeStyle(style({ language: lang })).split('\n')[4];

  it('uses the spec §9 thresholds: above 7 high, above 4 moderate', () => {
    expect(tone(8, 8)).toBe('Tone: highly empathetic and very direct.');
    expect(tone(7, 7)).toBe('Tone: moderately empathetic and moderately direct.');
    expect(tone(5, 5)).toBe('Tone: moderately empathetic and moderately direct.');
    expect(tone(4, 4)).toBe('Tone: factual and analytical and gentle.');
    expect(tone(10, 1)).toBe('Tone: highly empathetic and gentle.');
  });

  it('maps message length: below 4 brief, above 7 detailed, else medium', () => {
    expect(length(3)).toBe('Length: brief (1–2 sentences).');
    expect(length(4)).toBe('Length: medium (3–5 sentences).');
    expect(length(7)).toBe('Length: medium (3–5 sentences).');
    expect(length(8)).toBe(
      'Length: detailed (two or three short paragraphs, including a short explanation of the idea behind the current step).',
    );
  });

  it('names every reply language', () => {
    expect(language('english')).toBe('Language: reply in English.');
    expect(language('french')).toBe('Language: reply in French (français).');
    expect(language('german')).toBe('Language: reply in German (Deutsch).');
    expect(language('mandarin')).toBe('Language: reply in Mandarin Chinese (简体中文).');
  });
});

describe('buildSystemPrompt', () => {
  it('states persona, style, partners and the current program step', () => {
    expect(buildSystemPrompt(makeContext())).toBe(
      `You are Dr. Emma, an AI relationship facilitator for couples in Kindred, guiding a shared chat with both partners. Persona: Warm and empathetic. Emma helps you both feel heard before looking for solutions.
You are an AI: never claim to be human or a licensed clinician; if asked, say that you are an AI facilitator. Stay neutral and do not take sides.

Style:
Tone: highly empathetic and moderately direct.
Length: medium (3–5 sentences).
Emojis: use one or two fitting emojis.
Register: informal and warm — everyday words, and the familiar "you" where the language has one (tú, tu, du, 你).
Language: reply in English.

Partners:
- Maya (partnerA)
- Jordan (partnerB)
Address both partners by name and reflect what each of them said before moving on.

Session 1: Assessment and goal setting.
A comprehensive assessment with goal setting: understand why the couple came and what they hope for, what is working well, the main recurring difficulty from each side, how each partner experiences conflict, and agree on one concrete goal each for the program.
Follow the program one step at a time and ask only one question per reply.
Current step (1 of 6): Learn what brought them here now and what each hopes will be different by the end of the program. Question: "Tell me a bit more: what made you decide to come now, and what would you each like to be different by the end of this program?"`,
    );
  });

  it('uses the chosen persona', () => {
    const prompt = buildSystemPrompt(makeContext({ style: style({ personaId: 'dr-james' }) }));
    expect(prompt.split('\n')[0]).toBe(
      'You are Dr. James, an AI relationship facilitator for couples in Kindred, guiding a shared chat with both partners. Persona: Direct and solution-oriented. James names patterns plainly and moves you to action.',
    );
  });

  it('takes the step from the replies so far, clamped to the last one, which closes', () => {
    const section = (context: TherapistContext) =>
      buildSystemPrompt(context).split('\n\n')[3]!.split('\n').slice(2);
    expect(section(makeContext({ sessionNumber: 2, therapistRepliesSoFar: 2 }))).toEqual([
      'Follow the program one step at a time and ask only one question per reply.',
      'Current step (3 of 6): Teach the culture of appreciation and fondness (the antidote to contempt) and have each partner tell the other one specific appreciation. Question: "The antidote to contempt is a culture of appreciation and fondness. Tell your partner one specific thing they did recently that you appreciate, and why it mattered to you."',
    ]);
    expect(section(makeContext({ sessionNumber: 1, therapistRepliesSoFar: 42 }))).toEqual([
      'Follow the program one step at a time and ask only one question per reply.',
      'Current step (6 of 6): Summarise the session (why they came, what works, the difficulty, the goals) and ask whether both agree to work towards the goals. Question: "Does that feel like a fair summary to you both, and are you willing to work towards these goals until we meet again?"',
      'This is the last step: summarise the session (what each partner said and agreed) and close it warmly.',
    ]);
  });

  it('gives later sessions the generic program that builds on earlier goals', () => {
    const programSection = buildSystemPrompt(makeContext({ sessionNumber: 7 })).split('\n\n')[3]!;
    expect(programSection.split('\n').slice(0, 2)).toEqual([
      'Session 7: Building on your goals.',
      'A session that builds on the goals set in earlier sessions: check in on the goals and on what happened since last time, choose today’s topic, explore both partners’ views, agree on one small next step each, and close.',
    ]);
  });

  it('lists inside jokes and earlier sessions only when there are some', () => {
    const sections = buildSystemPrompt(
      makeContext({
        insideJokes: [{ phrase: 'pineapple pizza', meaning: 'our disastrous first date' }],
        earlierSessions: [
          { sessionNumber: 1, summary: 'Goals: ten minutes of talking after dinner.' },
          { sessionNumber: 2, summary: 'Practised the gentle start-up.' },
        ],
      }),
    ).split('\n\n');
    expect(sections.slice(4)).toEqual([
      'Inside jokes of this couple (mention one only if a partner uses it, playfully):\n- "pineapple pizza": our disastrous first date',
      'Earlier sessions (most recent last):\n- Session 1: Goals: ten minutes of talking after dinner.\n- Session 2: Practised the gentle start-up.',
    ]);
    expect(buildSystemPrompt(makeContext())).not.toContain('Inside jokes');
    expect(buildSystemPrompt(makeContext())).not.toContain('Earlier sessions');
  });

  it('replaces the program step with the safety protocol when a message was flagged', () => {
    const sections = buildSystemPrompt(
      makeContext({ safety: { category: 'self_harm', writer: 'partnerB' } }),
    ).split('\n\n');
    expect(sections[3]!.split('\n')[2]).toBe(
      'The program is paused: follow the SAFETY PROTOCOL below.',
    );
    expect(sections.join('\n\n')).not.toContain('Current step');
    expect(sections[4]).toBe(
      `SAFETY PROTOCOL (this overrides the session program):
Jordan (partnerB) wrote something that suggests they may be thinking about suicide or harming themselves. In this reply:
- Acknowledge Jordan by name, with care and without judgement. Do not continue the exercise or ask the program question.
- Encourage immediate help: in the US, call or text 988 (Suicide & Crisis Lifeline); text HOME to 741741 (Crisis Text Line); the National Domestic Violence Hotline, 1-800-799-7233; or the local emergency number (911 in the US, 112 in Europe).
- Say plainly that you are an AI, not an emergency service, and cannot help in an emergency.
- Invite them to pause the session.
- Maya reads this reply too: do not reveal or guess at anything beyond what Jordan wrote in the chat.`,
    );
  });

  it('names the concern by category', () => {
    const concern = (category: 'violence' | 'abuse') =>
      buildSystemPrompt(makeContext({ safety: { category, writer: 'partnerA' } }))
        .split('\n\n')[4]!
        .split('\n')[1];
    expect(concern('abuse')).toBe(
      'Maya (partnerA) wrote something that suggests they may be experiencing abuse. In this reply:',
    );
    expect(concern('violence')).toBe(
      'Maya (partnerA) wrote something that suggests they may be in danger of violence, or may be thinking about hurting someone. In this reply:',
    );
  });
});

describe('buildChatMessages', () => {
  const history = [
    said('therapist', 'Therapist', "Welcome to Session 1 of the program. Let's begin."),
    said('partnerA', 'Maya', 'Hi!'),
    said('partnerB', 'Jordan', 'Hello there.'),
    said('therapist', 'Therapist', 'Hello Maya and Jordan. What brought you here?'),
  ];
  const turn = {
    role: 'user',
    content:
      "The partners' latest messages:\nMaya: We never talk anymore.\nJordan: I am always tired after work.\n\nReply to both as their facilitator, following the current step.",
  };

  it('sends the system prompt, the history with names, and the labelled turn last', () => {
    const context = makeContext({ history, therapistRepliesSoFar: 1 });
    expect(buildChatMessages(context, { maxPromptTokens: 100_000 })).toEqual([
      { role: 'system', content: buildSystemPrompt(context) },
      { role: 'assistant', content: "Welcome to Session 1 of the program. Let's begin." },
      { role: 'user', content: 'Maya: Hi!' },
      { role: 'user', content: 'Jordan: Hello there.' },
      { role: 'assistant', content: 'Hello Maya and Jordan. What brought you here?' },
      turn,
    ]);
  });

  it('asks for the safety protocol in the turn message when a message was flagged', () => {
    const messages = buildChatMessages(
      makeContext({ safety: { category: 'abuse', writer: 'partnerA' } }),
      { maxPromptTokens: 100_000 },
    );
    expect(messages.at(-1)).toEqual({
      role: 'user',
      content:
        "The partners' latest messages:\nMaya: We never talk anymore.\nJordan: I am always tired after work.\n\nReply as their facilitator, following the SAFETY PROTOCOL.",
    });
  });

  it('keeps the newest history that fits the budget and drops the oldest', () => {
    const context = makeContext({ history, therapistRepliesSoFar: 1 });
    const fixed = estimateTokens(buildSystemPrompt(context)) + estimateTokens(turn.content);
    // Room for the last two messages only: "Hello there." (4 tokens incl. name) and the question.
    const lastTwo =
      estimateTokens('Jordan: Hello there.') +
      estimateTokens('Hello Maya and Jordan. What brought you here?');
    const messages = buildChatMessages(context, { maxPromptTokens: fixed + lastTwo });
    expect(messages.map((m) => m.content).slice(1, -1)).toEqual([
      'Jordan: Hello there.',
      'Hello Maya and Jordan. What brought you here?',
    ]);
    expect(
      buildChatMessages(context, { maxPromptTokens: fixed + lastTwo - 1 }).map((m) => m.content),
    ).toEqual([
      buildSystemPrompt(context),
      'Hello Maya and Jordan. What brought you here?',
      turn.content,
    ]);
  });

  it('drops summaries of earlier sessions (oldest first) before any history', () => {
    const earlierSessions = [
      { sessionNumber: 1, summary: 'A'.repeat(400) },
      { sessionNumber: 2, summary: 'B'.repeat(400) },
    ];
    const context = makeContext({ history, therapistRepliesSoFar: 1, earlierSessions });
    const allHistory = history.reduce(
      (sum, m) =>
        sum + estimateTokens(m.author === 'therapist' ? m.content : `${m.name}: ${m.content}`),
      0,
    );
    const withOnlySession2 = buildSystemPrompt({
      ...context,
      earlierSessions: [earlierSessions[1]!],
    });
    const budget = estimateTokens(withOnlySession2) + estimateTokens(turn.content) + allHistory;

    const messages = buildChatMessages(context, { maxPromptTokens: budget });
    expect(messages[0]!.content).toBe(withOnlySession2);
    expect(messages).toHaveLength(history.length + 2);

    const tighter = buildChatMessages(context, { maxPromptTokens: budget - 1 });
    expect(tighter[0]!.content).toBe(buildSystemPrompt({ ...context, earlierSessions: [] }));
    expect(tighter).toHaveLength(history.length + 2);
  });

  it('still sends the system prompt and the turn when even they exceed the budget', () => {
    const messages = buildChatMessages(makeContext({ history }), { maxPromptTokens: 10 });
    expect(messages.map((m) => m.role)).toEqual(['system', 'user']);
  });

  it('estimates tokens as a quarter of the characters, rounded up', () => {
    expect(estimateTokens('')).toBe(0);
    expect(estimateTokens('abcd')).toBe(1);
    expect(estimateTokens('abcde')).toBe(2);
  });
});
