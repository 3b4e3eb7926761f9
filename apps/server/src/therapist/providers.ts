import { THERAPIST_LANGUAGES, SESSION_DEFAULT_STYLE } from '@kindred/shared/therapist-style';

import { composeReply, OfflineProvider } from './offline';
import { OpenAIProvider, type OpenAIProviderOptions } from './openai';
import type { TherapistProvider } from './types';

/** How to build a provider: plain data, so it can be handed to the therapist's thread. */
export type ProviderOptions = { kind: 'offline' } | ({ kind: 'openai' } & OpenAIProviderOptions);

export function createProvider(options: ProviderOptions): TherapistProvider {
  if (options.kind === 'offline') return new OfflineProvider();
  const { kind: _kind, ...openai } = options;
  return new OpenAIProvider(openai);
}

/**
 * One offline reply per language: the patterns compile when their modules load, and these run
 * every path once more, so the first couple pays what any other does. Runs in the therapist's
 * thread when it starts; returns the milliseconds it took there.
 */
export function warmUpOffline(): number {
  const started = performance.now();
  const at = new Date(0).toISOString();
  const turns: [string, string][] = [
    [
      "You never listen to me, I feel so lonely. What's wrong with you?",
      "It's not my fault. Whatever.",
    ],
    ['我觉得很孤独，你总是玩手机。', '这不是我的错。算了。'],
  ];
  for (const language of THERAPIST_LANGUAGES) {
    for (const [a, b] of turns) {
      composeReply({
        sessionNumber: 2,
        style: { ...SESSION_DEFAULT_STYLE, language },
        partnerA: { name: 'A' },
        partnerB: { name: 'B' },
        turn: [
          { author: 'partnerA', name: 'A', content: a, timestamp: at },
          { author: 'partnerB', name: 'B', content: b, timestamp: at },
        ],
        history: [],
        stepsAsked: 1,
        alone: false,
        stepAnswers: {},
        earlierSessions: [],
        insideJokes: [],
      });
    }
  }
  return performance.now() - started;
}
