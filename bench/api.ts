import autocannon from 'autocannon';

import type { Options } from './lib/args';
import { cpuMeter } from './lib/cpu';
import { HttpClient } from './lib/live';
import { type Bar, writeResult } from './lib/results';
import {
  type DbKind,
  DEFAULT_PG_ADMIN_URL,
  freshTarget,
  openTarget,
  seedCouples,
} from './lib/seed';
import { BENCH_SESSION_SECRET, startServer } from './lib/server';
import { round, summarize } from './lib/stats';

/**
 * GET /api/sessions/:id/messages of a 200-message session at a fixed 500 requests/s (its bar in
 * docs/performance.md: p99 ≤ 10 ms), then flat out to show the capacity. autocannon drives the
 * load; latencies are taken from its per-response timings (sub-millisecond) rather than its
 * whole-ms histogram.
 */
async function load(url: string, cookie: string, seconds: number, rate: number | undefined) {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: 16,
        duration: seconds,
        headers: { cookie },
        ...(rate ? { overallRate: rate } : {}),
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode === 200) times.push(responseTime);
    });
  });
  return {
    requests: result.requests.total,
    requestsPerS: round(result.requests.total / seconds, 1),
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    latencyMs: summarize(times),
    bytesPerResponse: Math.round(result.throughput.total / (result.requests.total || 1)),
  };
}

async function apiOn(kind: DbKind, options: Options) {
  const seconds = options.number('api-duration', 30);
  const rate = options.number('rate', 500);
  console.log(
    `\napi on ${kind}: GET messages of a 200-message session at ${rate} req/s for ${seconds} s`,
  );
  const target = await freshTarget(kind, 'api', options.string('pg-url', DEFAULT_PG_ADMIN_URL));
  const database = await openTarget(target);
  // A few couples so the tables are not trivially small; the first one is measured.
  const couples = await seedCouples(database, 20, { messagesPerSession: 199 });
  await database.close();
  const couple = couples[0]!;

  const server = await startServer({
    port: options.number('port', 4403),
    dataDir: target.dataDir,
    ...(target.databaseUrl ? { databaseUrl: target.databaseUrl } : {}),
    env: { SESSION_SECRET: BENCH_SESSION_SECRET },
    ...(options.flag('profile') ? { profileDir: target.dataDir } : {}),
  });
  if (options.flag('profile')) console.log(`  server profile in ${target.dataDir}`);
  try {
    const path = `/api/sessions/${couple.sessionId}/messages`;
    const http = new HttpClient(server.url);
    const check = await http.request('GET', path, couple.a.cookie);
    http.close();
    const count = (JSON.parse(check.body) as unknown[]).length;
    if (check.status !== 200 || count !== 200)
      throw new Error(`expected 200 messages, got HTTP ${check.status} with ${count}`);

    await load(`${server.url}${path}`, couple.a.cookie, 5, rate); // warm-up
    const cpu = cpuMeter(server.pid);
    const fixed = await load(`${server.url}${path}`, couple.a.cookie, seconds, rate);
    const fixedCpu = cpu();
    const flat = await load(`${server.url}${path}`, couple.a.cookie, 10, undefined);
    const l = fixed.latencyMs;
    console.log(
      `  at ${rate}/s: ${fixed.requestsPerS} req/s, p50 ${l.p50} p95 ${l.p95} p99 ${l.p99} max ${l.max} ms, ` +
        `non-2xx ${fixed.non2xx}, errors ${fixed.errors}; server cpu ${fixedCpu.serverCpuPct}%`,
    );
    console.log(
      `  flat out (16 connections): ${flat.requestsPerS} req/s, p50 ${flat.latencyMs.p50} p99 ${flat.latencyMs.p99} ms`,
    );
    return {
      db: kind,
      messages: count,
      responseBytes: fixed.bytesPerResponse,
      fixedRate: { rate, seconds, ...fixed, cpu: fixedCpu },
      flatOut: { seconds: 10, connections: 16, ...flat },
    };
  } finally {
    await server.stop();
  }
}

export async function runApi(options: Options) {
  const which = options.string('db', 'both');
  const kinds: DbKind[] = which === 'both' ? ['postgres', 'pglite'] : [which as DbKind];
  const runs = [];
  for (const kind of kinds) runs.push(await apiOn(kind, options));
  const bars: Bar[] = runs.map((r) => ({
    what: `API GET 200 messages at ${r.fixedRate.rate} req/s on ${r.db}: p99`,
    bar: '≤ 10 ms',
    value: `${r.fixedRate.latencyMs.p99} ms (p50 ${r.fixedRate.latencyMs.p50} ms, ${r.fixedRate.requestsPerS} req/s achieved)`,
    met:
      r.fixedRate.latencyMs.p99 <= 10 &&
      r.fixedRate.non2xx === 0 &&
      r.fixedRate.requestsPerS >= 0.95 * r.fixedRate.rate,
  }));
  writeResult('api', { runs }, bars);
}
