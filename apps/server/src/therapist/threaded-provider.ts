import type { Worker } from 'node:worker_threads';

import { startThread } from '@/lib/start-thread';

import type { ProviderOptions } from './providers';
import { EmptyReplyError, ProviderError } from './openai';
import type { FromThread, ToThread } from './thread-protocol';
import type { GenerateOptions, TherapistContext, TherapistProvider } from './types';

interface Pending {
  onDelta(text: string): void;
  resolve(text: string): void;
  reject(error: unknown): void;
}

export interface ThreadReady {
  threadId: number;
  /** How long the thread's warm-up took (offline provider), on the thread itself. */
  warmUpMs: number | undefined;
}

/** The therapist's thread: dist/therapist-thread.js once built, thread.ts from the sources. */
function startTherapistThread(options: ProviderOptions): Worker {
  return startThread({
    from: import.meta.url,
    source: './thread.ts',
    built: 'therapist-thread.js',
    workerData: options,
  });
}

/**
 * A provider that runs another provider in a worker thread (issue: replies off the fan-out
 * loop). `generate` keeps the TherapistProvider contract: deltas arrive through `onDelta`, the
 * promise settles with the text, an abort rejects with the signal's reason. If the thread dies,
 * the replies in flight fail (the reply service retries once, then posts the failure text) and
 * the next reply starts a new thread.
 */
export class ThreadedProvider implements TherapistProvider {
  readonly name: TherapistProvider['name'];
  private worker: Worker | undefined;
  private ready: Promise<ThreadReady> | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private closed = false;

  constructor(
    private readonly options: ProviderOptions,
    private readonly onThreadError: (error: unknown) => void = () => {},
  ) {
    this.name = options.kind;
  }

  /** Starts the thread now (instead of on the first reply); resolves once it has warmed up. */
  start(): Promise<ThreadReady> {
    this.thread();
    return this.ready!;
  }

  generate(context: TherapistContext, { signal, onDelta }: GenerateOptions): Promise<string> {
    if (this.closed) return Promise.reject(new ProviderError('The therapist has stopped'));
    if (signal.aborted) return Promise.reject(signal.reason);
    const worker = this.thread();
    const id = this.nextId++;
    return new Promise<string>((resolve, reject) => {
      const onAbort = () => {
        if (!this.pending.delete(id)) return;
        worker.postMessage({ type: 'abort', id } satisfies ToThread);
        reject(signal.reason);
      };
      signal.addEventListener('abort', onAbort, { once: true });
      const settle =
        <T>(fn: (value: T) => void) =>
        (value: T) => {
          signal.removeEventListener('abort', onAbort);
          fn(value);
        };
      this.pending.set(id, { onDelta, resolve: settle(resolve), reject: settle(reject) });
      worker.postMessage({ type: 'generate', id, context } satisfies ToThread);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    const worker = this.worker;
    this.worker = undefined;
    this.failAll('The therapist has stopped');
    if (worker) await worker.terminate();
  }

  private thread(): Worker {
    if (this.worker) return this.worker;
    const worker = startTherapistThread(this.options);
    // An idle therapist thread does not keep the process alive; the server does.
    worker.unref();
    this.worker = worker;
    let markReady!: (ready: ThreadReady) => void;
    let failReady!: (error: unknown) => void;
    this.ready = new Promise<ThreadReady>((resolve, reject) => {
      markReady = resolve;
      failReady = reject;
    });
    // Nobody may be waiting for `ready`: a failed start is reported through onThreadError.
    this.ready.catch(() => {});
    worker.on('message', (message: FromThread) => {
      if (message.type === 'ready') {
        markReady({ threadId: worker.threadId, warmUpMs: message.warmUpMs });
        return;
      }
      const pending = this.pending.get(message.id);
      if (!pending) return;
      if (message.type === 'delta') {
        pending.onDelta(message.text);
        return;
      }
      this.pending.delete(message.id);
      if (message.type === 'done') pending.resolve(message.text);
      else
        pending.reject(message.empty ? new EmptyReplyError() : new ProviderError(message.message));
    });
    const lost = (error: unknown) => {
      if (this.worker !== worker) return;
      this.worker = undefined;
      failReady(error);
      this.failAll('The therapist thread stopped');
      if (!this.closed) this.onThreadError(error);
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`The therapist thread exited with code ${code}`)));
    return worker;
  }

  private failAll(reason: string) {
    const pending = [...this.pending.values()];
    this.pending.clear();
    for (const p of pending) p.reject(new ProviderError(reason));
  }
}
