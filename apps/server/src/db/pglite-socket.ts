import { Duplex } from 'node:stream';
import type { Worker } from 'node:worker_threads';

import { startThread } from '@/lib/start-thread';

import { type FromPgliteThread, ownBytes, type ToPgliteThread } from './pglite-protocol';

/**
 * PGlite in its own thread (pglite-thread.ts), reached through sockets that node-postgres can use
 * as its connection (`pg.Pool({ stream })`): the embedded database speaks the same wire protocol
 * to the same driver as a PostgreSQL server, and its engine runs off the main event loop.
 */
export class PgliteThread {
  private readonly sockets = new Map<number, ThreadSocket>();
  private nextId = 1;
  private closing: Promise<void> | undefined;
  private onClosed: (() => void) | undefined;
  private failure: Error | undefined;

  /** Settles when PGlite has opened the database, or failed to. */
  private readonly ready: Promise<void>;
  private markReady!: () => void;
  private failReady!: (error: Error) => void;

  private constructor(private readonly worker: Worker) {
    this.ready = new Promise<void>((resolve, reject) => {
      this.markReady = resolve;
      this.failReady = reject;
    });
    worker.on('message', (message: FromPgliteThread) => {
      if (message.type === 'data') this.sockets.get(message.connection)?.receive(message.bytes);
      else if (message.type === 'ready') this.markReady();
      else if (message.type === 'failed') this.fail(new Error(`PGlite: ${message.message}`));
      else this.onClosed?.();
    });
    worker.on('error', (error) => this.fail(error));
    worker.on('exit', (code) => {
      this.fail(new Error(`The PGlite thread exited with code ${code}`));
      this.onClosed?.();
    });
  }

  /** Starts the thread and opens the database (`dataDir` on disk, or in memory). */
  static async open(dataDir: string | undefined): Promise<PgliteThread> {
    const worker = startThread({
      from: import.meta.url,
      source: './pglite-thread.ts',
      built: 'pglite-thread.js',
      workerData: dataDir,
    });
    const thread = new PgliteThread(worker);
    try {
      await thread.ready;
    } catch (error) {
      await worker.terminate();
      throw error;
    }
    return thread;
  }

  /**
   * A new connection: a stream for node-postgres's `stream` option. An urgent one's statements
   * run before other connections' waiting ones.
   */
  socket(urgent = false): Duplex {
    const id = this.nextId++;
    const socket = new ThreadSocket(
      () => {
        if (this.failure) return this.failure;
        this.sockets.set(id, socket);
        this.post({ type: 'open', connection: id, urgent });
        return undefined;
      },
      (bytes) => this.post({ type: 'data', connection: id, bytes: ownBytes(bytes) }),
      () => {
        if (this.sockets.delete(id)) this.post({ type: 'end', connection: id });
      },
    );
    return socket;
  }

  /** Closes the database (PGlite flushes and shuts down) and stops the thread. */
  close(): Promise<void> {
    this.closing ??= new Promise<void>((resolve) => {
      this.onClosed = resolve;
      if (this.failure) resolve();
      else this.post({ type: 'close' });
    }).then(() => this.worker.terminate().then(() => undefined));
    return this.closing;
  }

  private post(message: ToPgliteThread): void {
    this.worker.postMessage(message);
  }

  private fail(error: Error): void {
    this.failure ??= error;
    this.failReady(error);
    for (const socket of this.sockets.values()) socket.destroy(error);
    this.sockets.clear();
  }
}

/** The socket-like stream node-postgres writes its protocol messages to. */
class ThreadSocket extends Duplex {
  constructor(
    private readonly attach: () => Error | undefined,
    private readonly send: (bytes: Uint8Array) => void,
    private readonly detach: () => void,
  ) {
    super();
  }

  /** node-postgres "connects" the stream it was given; the thread is already there. */
  connect(): this {
    const error = this.attach();
    process.nextTick(() => (error ? this.destroy(error) : this.emit('connect')));
    return this;
  }

  setNoDelay(): this {
    return this;
  }

  setKeepAlive(): this {
    return this;
  }

  /** The thread keeps the process alive until the database closes, as a pool's sockets do. */
  ref(): this {
    return this;
  }

  unref(): this {
    return this;
  }

  receive(bytes: Uint8Array): void {
    this.push(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  }

  override _read(): void {}

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: () => void): void {
    this.send(chunk);
    callback();
  }

  override _writev(
    chunks: { chunk: Buffer; encoding: BufferEncoding }[],
    callback: () => void,
  ): void {
    this.send(Buffer.concat(chunks.map(({ chunk }) => chunk)));
    callback();
  }

  override _final(callback: () => void): void {
    this.detach();
    this.push(null);
    callback();
  }

  override _destroy(error: Error | null, callback: (error: Error | null) => void): void {
    this.detach();
    callback(error);
  }
}
