import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SESSION_DEFAULT_STYLE } from '@kindred/shared/therapist-style';

import { FakeOpenAI } from '../../test/helpers/fake-openai';

import { OpenAIProvider, ProviderError } from './openai';
import {
  buildChatMessages,
  buildCoupleData,
  buildSystemPrompt,
  STANDING_SAFETY_INSTRUCTIONS,
} from './prompt';
import type { TherapistContext } from './types';

const context: TherapistContext = {
  sessionNumber: 1,
  style: SESSION_DEFAULT_STYLE,
  partnerA: { name: 'Maya' },
  partnerB: { name: 'Jordan' },
  turn: [
    {
      author: 'partnerA',
      name: 'Maya',
      content: 'We never talk anymore.',
      timestamp: '2026-01-01T10:00:00.000Z',
    },
    {
      author: 'partnerB',
      name: 'Jordan',
      content: 'I am always tired after work.',
      timestamp: '2026-01-01T10:01:00.000Z',
    },
  ],
  history: [],
  stepsAsked: 0,
  alone: false,
  stepAnswers: {},
  earlierSessions: [],
  insideJokes: [],
};

describe('OpenAIProvider against a loopback OpenAI-compatible server', () => {
  const llm = new FakeOpenAI();
  let provider: OpenAIProvider;
  beforeAll(async () => {
    await llm.start();
    provider = new OpenAIProvider({
      baseUrl: `${llm.baseUrl}/`,
      apiKey: 'k',
      model: 'm',
      timeoutMs: 1500,
      idleTimeoutMs: 500,
    });
  });
  afterAll(() => llm.stop());

  const run = async () => {
    const deltas: string[] = [];
    const text = await provider.generate(context, {
      signal: new AbortController().signal,
      onDelta: (d) => deltas.push(d),
    });
    return { text, deltas };
  };

  it('streams deltas in order and returns the whole text', async () => {
    llm.respond({ kind: 'stream', chunks: ['Maya, ', 'Jordan, ', 'thank you.'] });
    expect(await run()).toEqual({
      text: 'Maya, Jordan, thank you.',
      deltas: ['Maya, ', 'Jordan, ', 'thank you.'],
    });
    expect(llm.requests.at(-1)!.body.messages[0].role).toBe('system');
  });

  it('sends the system prompt with the safety rules, then the couple data and the turn as user messages', async () => {
    llm.respond({ kind: 'stream', chunks: ['Thank you both.'] });
    await run();
    const { messages, model } = llm.requests.at(-1)!.body;
    expect(model).toBe('m');
    expect(messages).toEqual(buildChatMessages(context, { maxPromptTokens: 6000 }));
    expect(messages.map((m: { role: string }) => m.role)).toEqual(['system', 'user', 'user']);
    expect(messages[0].content).toBe(buildSystemPrompt(context));
    expect(messages[0].content).toContain(STANDING_SAFETY_INSTRUCTIONS);
    expect(messages[0].content).not.toContain('Maya');
    expect(messages[1].content).toBe(buildCoupleData(context));
    expect(messages[2].content).toContain('<message author="Maya (partnerA)">');
  });

  it('skips malformed and empty chunks', async () => {
    llm.respond({
      kind: 'stream',
      chunks: [],
      raw: [
        ': keep-alive comment\n\n',
        'data: {not json}\n\n',
        `data: ${JSON.stringify({ choices: [{ delta: { role: 'assistant' } }] })}\n\n`,
        `data: ${JSON.stringify({ choices: [{ delta: { content: 'Hello' } }] })}\n`,
        `data: ${JSON.stringify({ choices: [{ delta: { content: ' there' } }] })}\n\n`,
      ],
    });
    expect((await run()).text).toBe('Hello there');
  });

  it('accepts a server that answers with one JSON document', async () => {
    llm.respond({ kind: 'json', content: 'A plain answer.' });
    expect(await run()).toEqual({ text: 'A plain answer.', deltas: ['A plain answer.'] });
  });

  it('fails clearly on an HTTP error, an empty stream, an error chunk and a silent server', async () => {
    llm.respond({ kind: 'status', status: 429 });
    await expect(run()).rejects.toThrow(new ProviderError('The LLM endpoint answered HTTP 429'));
    llm.respond({ kind: 'stream', chunks: [] });
    await expect(run()).rejects.toThrow('The LLM returned no text');
    llm.respond({
      kind: 'stream',
      chunks: [],
      raw: [`data: ${JSON.stringify({ error: { message: 'overloaded' } })}\n\n`],
    });
    await expect(run()).rejects.toThrow('mid-stream');
    llm.respond({ kind: 'hang' });
    await expect(run()).rejects.toThrow('The LLM endpoint timed out');
  });

  it('times out a stream that stalls between chunks', async () => {
    llm.respond({ kind: 'stream', chunks: ['Hello', ' again'], delayMs: 900 });
    await expect(run()).rejects.toThrow('timed out');
  });

  it('fails when nothing listens at the address', async () => {
    const nowhere = new OpenAIProvider({
      baseUrl: 'http://127.0.0.1:9/v1',
      apiKey: undefined,
      model: 'm',
      timeoutMs: 1000,
    });
    await expect(
      nowhere.generate(context, { signal: new AbortController().signal, onDelta: () => {} }),
    ).rejects.toBeInstanceOf(ProviderError);
  });
});
