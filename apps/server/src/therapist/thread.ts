// The therapist's thread: composes replies (offline) or streams them from the LLM endpoint, so
// that neither the offline composer's CPU nor the parsing of a provider's stream ever runs on the
// event loop that relays partners' messages. Started by ThreadedProvider with the provider's
// options as workerData; the reply's lease and storage stay on the main thread.

import { parentPort, workerData } from 'node:worker_threads';

import { nameThisThread } from '@/lib/thread-name';

import { EmptyReplyError } from './openai';
import { createProvider, type ProviderOptions, warmUpOffline } from './providers';
import type { FromThread, ToThread } from './thread-protocol';

if (!parentPort) throw new Error('thread.ts runs as a worker thread only');
const port = parentPort;
nameThisThread('kindred-therapy');
const options = workerData as ProviderOptions;
const provider = createProvider(options);
const running = new Map<number, AbortController>();
const post = (message: FromThread) => port.postMessage(message);

port.on('message', (message: ToThread) => {
  if (message.type === 'abort') {
    running.get(message.id)?.abort();
    return;
  }
  const { id, context } = message;
  const controller = new AbortController();
  running.set(id, controller);
  provider
    .generate(context, {
      signal: controller.signal,
      onDelta: (text) => post({ type: 'delta', id, text }),
    })
    .then(
      (text) => post({ type: 'done', id, text }),
      (error: unknown) =>
        post({
          type: 'failed',
          id,
          message: error instanceof Error ? error.message : String(error),
          empty: error instanceof EmptyReplyError,
        }),
    )
    .finally(() => running.delete(id));
});

post({ type: 'ready', warmUpMs: options.kind === 'offline' ? warmUpOffline() : undefined });
