import WebSocket from 'ws';

import type { SignedIn } from './factories';

/** A /api/live client that records every frame and can wait for one. */
export class LiveClient {
  readonly frames: any[] = [];
  private waiters: { match: (f: any) => boolean; resolve: (f: any) => void }[] = [];

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const frame = JSON.parse(data.toString());
      this.frames.push(frame);
      this.waiters = this.waiters.filter((w) => {
        if (!w.match(frame)) return true;
        w.resolve(frame);
        return false;
      });
    });
  }

  static async connect(
    baseUrl: string,
    user: SignedIn | null,
    origin = baseUrl,
  ): Promise<LiveClient> {
    const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/live`, {
      headers: { origin, ...(user ? { cookie: user.browser.cookieHeader() } : {}) },
    });
    const client = new LiveClient(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('unexpected-response', (_req, res) =>
        reject(new Error(`HTTP ${res.statusCode}`)),
      );
      socket.once('error', reject);
    });
    await client.next((f) => f.type === 'ready');
    return client;
  }

  next(match: (frame: any) => boolean, timeoutMs = 5000): Promise<any> {
    const seen = this.frames.find(match);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no matching frame; got ${JSON.stringify(this.frames)}`)),
        timeoutMs,
      );
      this.waiters.push({
        match,
        resolve: (f) => {
          clearTimeout(timer);
          resolve(f);
        },
      });
    });
  }

  send(frame: unknown) {
    this.socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  async subscribe(sessionId: string, options: { presence?: boolean } = {}) {
    this.send({ type: 'subscribe', sessionId, ...options });
    return this.next(
      (f) => (f.type === 'subscribed' || f.type === 'error') && f.sessionId === sessionId,
    );
  }

  close() {
    this.socket.close();
  }
}
