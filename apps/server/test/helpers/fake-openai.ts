import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/** How the fake endpoint answers the next request(s). */
export type FakeBehaviour =
  | { kind: 'stream'; chunks: string[]; delayMs?: number; raw?: string[] }
  | { kind: 'json'; content: string }
  | { kind: 'status'; status: number }
  | { kind: 'hang' };

/**
 * A loopback stand-in for an OpenAI-compatible chat-completions server (the outside world): it
 * streams server-sent events like the real thing and records what it was asked.
 */
export class FakeOpenAI {
  readonly requests: { body: any; headers: IncomingMessage['headers'] }[] = [];
  private queue: FakeBehaviour[] = [];
  private fallback: FakeBehaviour = {
    kind: 'stream',
    chunks: ['Thank you both. ', 'What matters most today?'],
  };
  private server: Server | undefined;
  baseUrl = '';
  /**
   * The safety classifier's requests (structured, `response_format: json_schema`) are answered
   * apart from the therapist's, so that queued therapist behaviours are not used up by them.
   */
  readonly classifications: any[] = [];
  private classifyQueue: FakeBehaviour[] = [];
  private classifyFallback: FakeBehaviour = {
    kind: 'json',
    content: JSON.stringify({ risk: false, category: null, severity: null, language: 'en' }),
  };

  respondToClassifier(...behaviours: FakeBehaviour[]) {
    this.classifyQueue.push(...behaviours);
  }

  /** Answers the next requests in this order, then falls back to `always` (if given). */
  respond(...behaviours: FakeBehaviour[]) {
    this.queue.push(...behaviours);
  }

  always(behaviour: FakeBehaviour) {
    this.fallback = behaviour;
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      let data = '';
      req.on('data', (c) => (data += c));
      req.on('end', () => {
        let body: unknown;
        try {
          body = JSON.parse(data);
        } catch {
          body = data;
        }
        if ((body as any)?.response_format?.type === 'json_schema') {
          this.classifications.push(body);
          void this.answer(this.classifyQueue.shift() ?? this.classifyFallback, res);
          return;
        }
        this.requests.push({ body, headers: req.headers });
        const behaviour = this.queue.shift() ?? this.fallback;
        void this.answer(behaviour, res);
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as { port: number };
    this.baseUrl = `http://127.0.0.1:${port}/v1`;
    return this;
  }

  private async answer(behaviour: FakeBehaviour, res: ServerResponse) {
    switch (behaviour.kind) {
      case 'status':
        res.writeHead(behaviour.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'fake failure' } }));
        return;
      case 'json':
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            choices: [{ message: { role: 'assistant', content: behaviour.content } }],
          }),
        );
        return;
      case 'hang':
        return; // never answers
      case 'stream': {
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
        const lines =
          behaviour.raw ??
          behaviour.chunks.map(
            (c) => `data: ${JSON.stringify({ choices: [{ delta: { content: c } }] })}\n\n`,
          );
        for (const line of lines) {
          if (behaviour.delayMs) await new Promise((r) => setTimeout(r, behaviour.delayMs));
          if (res.destroyed) return;
          res.write(line);
        }
        res.end('data: [DONE]\n\n');
      }
    }
  }

  async stop() {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }
}
