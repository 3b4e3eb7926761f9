import { createServer, type Server } from 'node:http';

import type { Options } from './lib/args';
import { HttpClient, LiveClient, pool } from './lib/live';
import { type Bar, writeResult } from './lib/results';
import {
  type Couple,
  type DbKind,
  DEFAULT_PG_ADMIN_URL,
  freshTarget,
  openTarget,
  SAMPLE_LINES,
  seedCouples,
} from './lib/seed';
import { BENCH_SESSION_SECRET, startServer, UNLIMITED_RATES } from './lib/server';
import { summarize } from './lib/stats';

/**
 * Therapist streaming overhead (the bar: first token at the clients ≤ 5 ms p99 after the
 * provider's first token). A loopback OpenAI-compatible server streams with fixed timing and
 * notes when it wrote its first token; the partners' sockets note when the first
 * `therapist.delta` of that reply arrives. Same process, same clock: the difference is ours.
 */
class FakeLlm {
  /** Couple index → when its current reply's first token was written. */
  readonly firstTokenAt = new Map<number, number>();
  requests = 0;
  private server: Server | undefined;
  baseUrl = '';

  constructor(
    private readonly firstTokenMs: number,
    private readonly tokenMs: number,
    private readonly tokens: number,
  ) {}

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        this.requests++;
        // The couple's names carry its index ("Alex s7"), and they are in the prompt.
        const couple = Number(/Alex s(\d+)/.exec(body)?.[1] ?? -1);
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
        const chunk = (text: string) =>
          `data: ${JSON.stringify({ choices: [{ delta: { content: text } }] })}\n\n`;
        let sent = 0;
        const next = () => {
          if (res.destroyed) return;
          if (sent === this.tokens) {
            res.end('data: [DONE]\n\n');
            return;
          }
          res.write(chunk(sent === 0 ? 'Thank' : ` word${sent}`));
          if (sent === 0) this.firstTokenAt.set(couple, performance.now());
          sent++;
          setTimeout(next, this.tokenMs);
        };
        setTimeout(next, this.firstTokenMs);
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as { port: number };
    this.baseUrl = `http://127.0.0.1:${port}/v1`;
    return this;
  }

  async stop() {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }
}

async function streamOn(kind: DbKind, options: Options, concurrency: number, rounds: number) {
  const firstTokenMs = options.number('first-token-ms', 200);
  const tokenMs = options.number('token-ms', 20);
  const tokens = options.number('tokens', 40);
  const fake = await new FakeLlm(firstTokenMs, tokenMs, tokens).start();
  const target = await freshTarget(kind, 'stream', options.string('pg-url', DEFAULT_PG_ADMIN_URL));
  const database = await openTarget(target);
  const couples = await seedCouples(database, concurrency, { namePrefix: 's' });
  await database.close();
  const server = await startServer({
    port: options.number('port', 4404),
    dataDir: target.dataDir,
    ...(target.databaseUrl ? { databaseUrl: target.databaseUrl } : {}),
    env: {
      SESSION_SECRET: BENCH_SESSION_SECRET,
      THERAPIST_REPLY_DELAY_MS: '0',
      LLM_BASE_URL: fake.baseUrl,
      LLM_MODEL: 'bench-model',
      ...UNLIMITED_RATES,
    },
  });
  const http = new HttpClient(server.url);
  const overhead: number[] = [];
  const fromSend: number[] = [];
  let missing = 0;
  let lateDeltas = 0;
  const clients: LiveClient[] = [];
  try {
    await pool(couples, 10, async (couple: Couple) => {
      const sockets = await Promise.all(
        [couple.a, couple.b].map(async (p) => {
          const c = await LiveClient.connect(server.url, p.cookie);
          await c.subscribe(couple.sessionId);
          clients.push(c);
          return c;
        }),
      );
      // Every partner message after the first completes a pair (A then B, B then A…): one reply
      // per round. The first message only opens the conversation.
      const first = await http.request('POST', '/api/messages', couple.a.cookie, {
        therapy_session_id: couple.sessionId,
        content: SAMPLE_LINES[0],
      });
      if (first.status !== 201) throw new Error(`send failed: HTTP ${first.status}`);
      // Replies of earlier rounds: a delta of theirs arriving now is late (after their `idle`).
      const finished = new Set<string>();
      for (let r = 0; r < rounds; r++) {
        const writer = r % 2 === 0 ? couple.b : couple.a;
        const seen = new Set<LiveClient>();
        const current = new Set<string>();
        const done = Promise.all(
          sockets.map((s) =>
            s.waitFor((f) => f.type === 'therapist' && f.state !== 'typing', 20_000),
          ),
        );
        let sentAt = 0;
        for (const s of sockets) {
          s.onFrame = (frame, at) => {
            if (frame.type !== 'therapist.delta') return;
            const reply = frame.replyId ?? '';
            if (finished.has(reply.split(':')[0]!)) {
              lateDeltas++;
              return;
            }
            current.add(reply.split(':')[0]!);
            if (seen.has(s)) return;
            seen.add(s);
            const provider = fake.firstTokenAt.get(couple.index);
            if (provider === undefined) return;
            overhead.push(at - provider);
            fromSend.push(at - sentAt);
          };
        }
        fake.firstTokenAt.delete(couple.index);
        sentAt = performance.now();
        const res = await http.request('POST', '/api/messages', writer.cookie, {
          therapy_session_id: couple.sessionId,
          content: SAMPLE_LINES[(r + 1) % SAMPLE_LINES.length],
        });
        if (res.status !== 201) throw new Error(`send failed: HTTP ${res.status}`);
        await done;
        missing += sockets.length - seen.size;
        for (const id of current) finished.add(id);
      }
    });
  } finally {
    for (const c of clients) c.close();
    http.close();
    await server.stop();
    await fake.stop();
  }
  const summary = summarize(overhead);
  console.log(
    `  ${kind}, ${concurrency} concurrent replies: first delta at the clients after the provider's first token ` +
      `p50 ${summary.p50} p95 ${summary.p95} p99 ${summary.p99} max ${summary.max} ms (${summary.count} deliveries, ${missing} missing, ${lateDeltas} late deltas)`,
  );
  return {
    db: kind,
    concurrentReplies: concurrency,
    replies: rounds * concurrency,
    provider: { firstTokenMs, tokenMs, tokens, requests: fake.requests },
    firstDeltaOverheadMs: summary,
    sendToFirstDeltaMs: summarize(fromSend),
    missingFirstDeltas: missing,
    /** Deltas that reached a client after the reply's `idle` (NOTIFYs sent on different pooled connections). */
    lateDeltas,
  };
}

export async function runStream(options: Options) {
  const which = options.string('db', 'both');
  const kinds: DbKind[] = which === 'both' ? ['postgres', 'pglite'] : [which as DbKind];
  const levels = options.numbers('concurrency', [1, 20]);
  const rounds = options.number('rounds', 20);
  const runs = [];
  for (const kind of kinds)
    for (const level of levels) runs.push(await streamOn(kind, options, level, rounds));
  const bars: Bar[] = runs.map((r) => ({
    what: `therapist first token overhead on ${r.db}, ${r.concurrentReplies} concurrent replies: p99`,
    bar: '≤ 5 ms',
    value: `${r.firstDeltaOverheadMs.p99} ms (p50 ${r.firstDeltaOverheadMs.p50} ms)`,
    met: r.firstDeltaOverheadMs.p99 <= 5 && r.missingFirstDeltas === 0,
  }));
  writeResult('stream', { runs, rounds }, bars);
}
