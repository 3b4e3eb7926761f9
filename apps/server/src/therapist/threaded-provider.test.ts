import { threadId as mainThreadId } from 'node:worker_threads';

import { SESSION_DEFAULT_STYLE } from '@kindred/shared/therapist-style';
import { afterEach, describe, expect, it } from 'vitest';

import { composeReply } from './offline';
import { ProviderError } from './openai';
import { ThreadedProvider } from './threaded-provider';
import type { TherapistContext } from './types';

const at = new Date(0).toISOString();
const context = (a: string, b: string): TherapistContext => ({
  sessionNumber: 1,
  style: SESSION_DEFAULT_STYLE,
  partnerA: { name: 'Maya' },
  partnerB: { name: 'Leo' },
  turn: [
    { author: 'partnerA', name: 'Maya', content: a, timestamp: at },
    { author: 'partnerB', name: 'Leo', content: b, timestamp: at },
  ],
  history: [],
  stepsAsked: 1,
  alone: false,
  stepAnswers: {},
  earlierSessions: [],
  insideJokes: [],
});

describe('ThreadedProvider', () => {
  let provider: ThreadedProvider;
  afterEach(async () => {
    await provider?.close();
  });

  it('composes on its own thread, warmed up, the same reply as the composer, streamed in pieces', async () => {
    provider = new ThreadedProvider({ kind: 'offline' });
    const ready = await provider.start();
    expect(ready.threadId).not.toBe(mainThreadId);
    expect(ready.warmUpMs).toBeGreaterThan(0);

    const ctx = context(
      'I wish we laughed more, like on our trip.',
      'I miss our walks after dinner.',
    );
    const pieces: string[] = [];
    const text = await provider.generate(ctx, {
      signal: new AbortController().signal,
      onDelta: (piece) => pieces.push(piece),
    });
    expect(text).toBe(composeReply(ctx));
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.join('')).toBe(text);
  });

  it('answers several replies at once, each to its own caller', async () => {
    provider = new ThreadedProvider({ kind: 'offline' });
    const contexts = [
      context('We argue about money every week.', 'I feel judged when we talk about it.'),
      context('我觉得很孤独。', '我工作太忙了。'),
      context('Je me sens seule le soir.', 'Je rentre trop tard, je sais.'),
    ];
    const texts = await Promise.all(
      contexts.map((c) =>
        provider.generate(c, { signal: new AbortController().signal, onDelta: () => {} }),
      ),
    );
    expect(texts).toEqual(contexts.map(composeReply));
  });

  it('rejects with the reason when the reply is aborted', async () => {
    provider = new ThreadedProvider({ kind: 'offline' });
    const controller = new AbortController();
    const reply = provider.generate(context('Hello', 'Hi'), {
      signal: controller.signal,
      onDelta: () => {},
    });
    controller.abort(new Error('shutting down'));
    await expect(reply).rejects.toThrow('shutting down');
  });

  it('fails the replies in flight when the thread dies, and starts a new thread for the next', async () => {
    const errors: unknown[] = [];
    provider = new ThreadedProvider({ kind: 'offline' }, (error) => errors.push(error));
    const first = await provider.start();
    // The thread dies while a reply is on its way (terminate stands in for a crash).
    const inFlight = provider.generate(context('Hello', 'Hi'), {
      signal: new AbortController().signal,
      onDelta: () => {},
    });
    await (provider as unknown as { worker: { terminate(): Promise<number> } }).worker.terminate();
    await expect(inFlight).rejects.toBeInstanceOf(ProviderError);
    expect(errors).toHaveLength(1);

    const ctx = context('Can we try again?', 'Yes, let us.');
    const text = await provider.generate(ctx, {
      signal: new AbortController().signal,
      onDelta: () => {},
    });
    expect(text).toBe(composeReply(ctx));
    const second = await provider.start();
    expect(second.threadId).not.toBe(first.threadId);
  });

  it('refuses replies once closed', async () => {
    provider = new ThreadedProvider({ kind: 'offline' });
    await provider.close();
    await expect(
      provider.generate(context('Hello', 'Hi'), {
        signal: new AbortController().signal,
        onDelta: () => {},
      }),
    ).rejects.toBeInstanceOf(ProviderError);
  });
});
