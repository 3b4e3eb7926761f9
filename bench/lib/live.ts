import http from 'node:http';

import WebSocket from 'ws';

/** A server frame as the bench needs it (the shared zod schema is not run here: cheaper). */
export interface Frame {
  type: string;
  sessionId?: string;
  message?: {
    id: string;
    author: string;
    client_id: string | null;
    content: string;
    timestamp: string;
  };
  replyId?: string;
  state?: string;
  error?: string;
}

/** One partner's WebSocket to /api/live, like a browser tab. */
export class LiveClient {
  onFrame: (frame: Frame, at: number) => void = () => {};
  private waiters: { test: (f: Frame) => boolean; resolve: () => void }[] = [];

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const at = performance.now();
      const frame = JSON.parse(data.toString()) as Frame;
      this.onFrame(frame, at);
      if (this.waiters.length > 0) {
        this.waiters = this.waiters.filter((w) => {
          if (!w.test(frame)) return true;
          w.resolve();
          return false;
        });
      }
    });
  }

  static connect(baseUrl: string, cookie: string, timeoutMs = 30_000): Promise<LiveClient> {
    const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/live`, {
      headers: { cookie, origin: baseUrl },
      perMessageDeflate: false,
    });
    const client = new LiveClient(socket);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('live: no ready frame')), timeoutMs);
      socket.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      void client
        .waitFor((f) => f.type === 'ready', timeoutMs)
        .then(() => {
          clearTimeout(timer);
          resolve(client);
        }, reject);
    });
  }

  waitFor(test: (frame: Frame) => boolean, timeoutMs = 30_000): Promise<void> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('live: timed out waiting')), timeoutMs);
      this.waiters.push({
        test,
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
      });
    });
  }

  async subscribe(sessionId: string): Promise<void> {
    const done = this.waitFor((f) => f.type === 'subscribed' && f.sessionId === sessionId);
    this.socket.send(JSON.stringify({ type: 'subscribe', sessionId }));
    await done;
  }

  close(): void {
    this.socket.terminate();
  }
}

/** Runs `fn` over `items` with at most `limit` at a time. */
export async function pool<T, R>(
  items: T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i]!, i);
    }
  });
  await Promise.all(workers);
  return results;
}

/** Keep-alive HTTP/1.1 JSON requests: lighter on the load generator than fetch. */
export class HttpClient {
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 128 });
  /** Requests not answered yet; close() aborts them so none reaches the next server. */
  private readonly pending = new Set<http.ClientRequest>();
  private readonly url: URL;

  constructor(baseUrl: string) {
    this.url = new URL(baseUrl);
  }

  request(
    method: string,
    path: string,
    cookie: string,
    body?: unknown,
  ): Promise<{ status: number; body: string }> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const req = http.request(
        {
          agent: this.agent,
          host: this.url.hostname,
          port: this.url.port,
          method,
          path,
          headers: {
            cookie,
            origin: this.url.origin,
            ...(payload
              ? {
                  'content-type': 'application/json',
                  'content-length': Buffer.byteLength(payload),
                }
              : {}),
          },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (c: string) => (text += c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
          res.on('error', reject);
        },
      );
      this.pending.add(req);
      req.on('close', () => this.pending.delete(req));
      req.on('error', reject);
      req.end(payload);
    });
  }

  close(): void {
    for (const req of this.pending) req.destroy();
    this.pending.clear();
    this.agent.destroy();
  }
}
