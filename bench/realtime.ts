import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';

import type { Options } from './lib/args';
import { cpuMeter, processCpuMs, threadMeter } from './lib/cpu';
import { FlushProbe } from './lib/flush-probe';
import { type Frame, HttpClient, LiveClient, pool } from './lib/live';
import { type Bar, writeResult } from './lib/results';
import {
  type Couple,
  type DbKind,
  DEFAULT_PG_ADMIN_URL,
  freshTarget,
  openTarget,
  SAMPLE_LINES,
  seedCouples,
  type Target,
} from './lib/seed';
import {
  BENCH_SESSION_SECRET,
  type LoopDelay,
  repoRoot,
  type RunningServer,
  startServer,
  UNLIMITED_RATES,
} from './lib/server';
import { round, sleep, summarize } from './lib/stats';

/**
 * Realtime fan-out as users get it (its bars: docs/performance.md). Per database kind, ONE Kindred
 * process and ONE floor process (bench/lib/floor-server.ts: POST → INSERT … RETURNING → fan-out,
 * nothing else), each with 2 sockets per couple. Every partner sends (POST /api/messages) on its
 * own open-loop clock; we time send → the partner's socket receiving it, and check afterwards,
 * against what the database stored, that every socket got every message of its session (partners'
 * and the therapist's) exactly once and in the stored order.
 *
 * The phases, each run on the floor and then on Kindred (same rate, same clients, moments apart):
 *   1. cold: the first messages on the fresh processes (sockets already connected), reported
 *      on their own; run `--cold-repeats` times, both processes restarted on the same database
 *      in between, and the bar takes the median start's p99 (one disturbed window does not
 *      decide it; loop delay and delivery count every start);
 *   2. warm-up: not counted;
 *   3. warm steps at increasing rates, on the same processes, up to the first rate Kindred does
 *      not keep up with, then bisected: the ceiling is the highest rate with send → partner
 *      p99 ≤ 50 ms and nothing lost, duplicated or refused. The main rate's step is run
 *      `--repeats` times (floor, Kindred, floor, Kindred, …): each pair's ratio compares two
 *      windows moments apart, and the bar takes the median pair's (`mainPairs`).
 * Both processes report their event-loop delay (bench/lib/loop-probe.mjs, preloaded; the server's
 * code is unchanged). Kindred's p99 is compared with the floor's warm p99 at the same rate.
 */

type SystemName = 'kindred' | 'floor';

interface System {
  name: SystemName;
  server: RunningServer;
  couples: Couple[];
  sockets: Socket[];
  therapistDelayMs: number;
  /** The phase being measured on this system, if any. */
  current?: PhaseState;
  /** When one of its sockets last got a frame (any phase). */
  lastFrameAt: number;
  /** The machine's slow disk flushes (`--flush-probe`), shared by both systems. */
  flushProbe?: FlushProbe | undefined;
}

interface Socket {
  system: System;
  couple: Couple;
  who: 'a' | 'b';
  cookie: string;
  client: LiveClient;
  /** This phase: message id → times received, and the arrival order. */
  received: Map<string, number>;
  order: { id: string; at: number }[];
}

interface Send {
  t0: number;
  from: Socket;
  partnerAt?: number;
}

interface PhaseState {
  tag: string;
  sends: Map<string, Send>;
  partnerLatency: number[];
  echoLatency: number[];
  ackLatency: number[];
  acked: number;
  sendErrors: number;
  errorStatuses: Record<string, number>;
  inFlight: number;
  frames: Record<string, number>;
  errorFrames: Record<string, number>;
  lastMessageFrameAt: number;
}

function onFrame(socket: Socket, frame: Frame, at: number) {
  socket.system.lastFrameAt = at;
  const phase = socket.system.current;
  if (!phase) return;
  phase.frames[frame.type] = (phase.frames[frame.type] ?? 0) + 1;
  if (frame.type === 'error') {
    const key = frame.error ?? 'unknown';
    phase.errorFrames[key] = (phase.errorFrames[key] ?? 0) + 1;
  }
  if (frame.type !== 'message' || !frame.message) return;
  phase.lastMessageFrameAt = at;
  const { id, client_id: clientId } = frame.message;
  socket.received.set(id, (socket.received.get(id) ?? 0) + 1);
  socket.order.push({ id, at });
  if (!clientId) return;
  const send = phase.sends.get(clientId);
  if (!send) return;
  if (send.from === socket) {
    phase.echoLatency.push(at - send.t0);
  } else if (send.partnerAt === undefined) {
    send.partnerAt = at;
    phase.partnerLatency.push(at - send.t0);
  }
}

/** The bench's own event loop: a late timer or frame here would be counted as server latency. */
const benchLoop = monitorEventLoopDelay({ resolution: 10 });
benchLoop.enable();
const benchLoopDelay = () => ({
  p99: round(Math.max(0, benchLoop.percentile(99) / 1e6 - 10)),
  max: round(Math.max(0, benchLoop.max / 1e6 - 10)),
});

const loopFigures = (d: LoopDelay) => ({
  p50: round(d.p50),
  p99: round(d.p99),
  max: round(d.max),
  mean: round(d.mean),
});

const loadAverage = () => round(os.loadavg()[0]!, 2);

interface PhaseOptions {
  tag: string;
  kind: 'cold' | 'warm-up' | 'step';
  rate: number;
  durationMs: number;
}

/** Up to this many out-of-order arrivals are kept with their details, for the investigation. */
const ORDER_SAMPLES = 20;

async function runPhase(system: System, o: PhaseOptions) {
  const { sockets, couples, server } = system;
  for (const s of sockets) {
    s.received = new Map();
    s.order = [];
  }
  const phase: PhaseState = {
    tag: o.tag,
    sends: new Map(),
    partnerLatency: [],
    echoLatency: [],
    ackLatency: [],
    acked: 0,
    sendErrors: 0,
    errorStatuses: {},
    inFlight: 0,
    frames: {},
    errorFrames: {},
    lastMessageFrameAt: 0,
  };
  const intervalMs = (sockets.length * 1000) / o.rate;
  // A fresh keep-alive pool per phase: none of its connections can have been closed by the
  // server while the other system was measured.
  const http = new HttpClient(server.url);
  const loadBefore = loadAverage();
  await server.loopDelay!(true);
  benchLoop.reset();
  system.current = phase;

  const cpu = cpuMeter(server.pid);
  const serverThreads = threadMeter(server.pid);
  const benchThreads = threadMeter(process.pid);
  const start = performance.now();
  const end = start + o.durationMs;
  let seq = 0;
  const sendOne = (socket: Socket) => {
    const clientId = `${o.tag}-${socket.couple.index}${socket.who}-${seq++}`;
    const t0 = performance.now();
    phase.sends.set(clientId, { t0, from: socket });
    phase.inFlight++;
    http
      .request('POST', '/api/messages', socket.cookie, {
        therapy_session_id: socket.couple.sessionId,
        content: SAMPLE_LINES[seq % SAMPLE_LINES.length]!,
        client_id: clientId,
      })
      .then(
        (res) => {
          if (res.status === 201) {
            phase.acked++;
            phase.ackLatency.push(performance.now() - t0);
          } else {
            phase.sendErrors++;
            phase.errorStatuses[res.status] = (phase.errorStatuses[res.status] ?? 0) + 1;
            phase.sends.delete(clientId);
          }
        },
        () => {
          phase.sendErrors++;
          phase.errorStatuses.network = (phase.errorStatuses.network ?? 0) + 1;
          phase.sends.delete(clientId);
        },
      )
      .finally(() => phase.inFlight--);
  };
  // Open loop: each sender keeps its own clock whatever the answers do (no coordinated omission).
  await Promise.all(
    sockets.map(
      (socket) =>
        new Promise<void>((resolve) => {
          let next = start + Math.random() * intervalMs;
          const tick = () => {
            sendOne(socket);
            next += intervalMs;
            if (next >= end) return resolve();
            setTimeout(tick, Math.max(0, next - performance.now()));
          };
          if (next >= end) resolve();
          else setTimeout(tick, next - performance.now());
        }),
    ),
  );
  await sleep(Math.max(0, end - performance.now()));
  const sendingMs = performance.now() - start;
  const usage = cpu();
  const scheduler = { server: serverThreads(), bench: benchThreads() };
  const loopSending = await server.loopDelay!(false);
  const benchLoopSending = benchLoopDelay();

  // Drain: answers, then the therapist's replies (its delay plus work), until the sockets are quiet.
  const drainStart = performance.now();
  while (phase.inFlight > 0 && performance.now() - drainStart < 30_000) await sleep(50);
  const overloaded = phase.inFlight > 0;
  const minQuietUntil = performance.now() + Math.min(system.therapistDelayMs, 10_000) + 1500;
  while (!overloaded && performance.now() - drainStart < 90_000) {
    const now = performance.now();
    if (now > minQuietUntil && now - phase.lastMessageFrameAt > 2000) break;
    await sleep(100);
  }
  const drainMs = performance.now() - drainStart;
  const loopWithDrain = await server.loopDelay!(false);
  system.current = undefined;
  const loadAfter = loadAverage();

  // Verify against what was stored.
  const checks = { partner: counts(), therapist: counts(), unexpected: 0 };
  const orderSamples: unknown[] = [];
  let storedPartner = 0;
  let storedTherapist = 0;
  await pool(overloaded ? [] : couples, 16, async (couple) => {
    const res = await http.request(
      'GET',
      `/api/sessions/${couple.sessionId}/messages`,
      couple.a.cookie,
    );
    const rows = JSON.parse(res.body) as {
      id: string;
      author: string;
      client_id: string | null;
      timestamp: string;
    }[];
    const first = rows.findIndex((r) => r.client_id?.startsWith(`${o.tag}-`));
    if (first === -1) return;
    const stored = rows.slice(first);
    const position = new Map(stored.map((r, i) => [r.id, i]));
    for (const r of stored) {
      if (r.author === 'therapist') storedTherapist++;
      else storedPartner++;
    }
    for (const socket of sockets.filter((s) => s.couple === couple)) {
      for (const r of stored) {
        const bucket = r.author === 'therapist' ? checks.therapist : checks.partner;
        const times = socket.received.get(r.id) ?? 0;
        bucket.expected++;
        if (times === 0) bucket.lost++;
        if (times > 1) bucket.duplicated += times - 1;
      }
      // Out of order: a message that arrives after one stored later than it.
      let highest = -1;
      let highestAt = 0;
      for (const { id, at: arrived } of socket.order) {
        const at = position.get(id);
        if (at === undefined) {
          checks.unexpected++;
          continue;
        }
        if (at < highest) {
          const late = stored[at]!;
          const bucket = late.author === 'therapist' ? checks.therapist : checks.partner;
          bucket.outOfOrder++;
          if (orderSamples.length < ORDER_SAMPLES) {
            const before = stored[highest]!;
            orderSamples.push({
              couple: couple.index,
              socket: socket.who,
              late: { author: late.author, clientId: late.client_id, stored: late.timestamp },
              overtakenBy: {
                author: before.author,
                clientId: before.client_id,
                stored: before.timestamp,
              },
              storedGapMs: Date.parse(before.timestamp) - Date.parse(late.timestamp),
              arrivedLaterByMs: round(arrived - highestAt),
            });
          }
        }
        if (at > highest) {
          highest = at;
          highestAt = arrived;
        }
      }
    }
  });
  http.close();

  const partnerLatency = summarize(phase.partnerLatency);
  // When the slowest sends left (s into the phase) and how long each took: a burst of them at
  // one moment points at something that held the server then, spread ones at steady contention.
  const epoch = (t: number) => performance.timeOrigin + t;
  const probe = system.flushProbe;
  const slowestSends = [...phase.sends.values()]
    .flatMap((send) =>
      send.partnerAt === undefined
        ? []
        : [
            {
              atS: round((send.t0 - start) / 1000, 2),
              ms: round(send.partnerAt - send.t0),
              // The longest slow flush of the machine while it was on its way (--flush-probe).
              ...(probe && {
                flushStallMs: probe.worstDuring(epoch(send.t0), epoch(send.partnerAt)),
              }),
            },
          ],
    )
    .sort((x, y) => y.ms - x.ms)
    .slice(0, 12);
  const seconds = sendingMs / 1000;
  const messageFrames = phase.frames.message ?? 0;
  const result = {
    tag: o.tag,
    phase: o.kind,
    /** When the phase began (wall clock), to line its slow sends up with other records. */
    startedAt: new Date(epoch(start)).toISOString(),
    overloaded,
    offeredMsgsPerS: round((sockets.length * 1000) / intervalMs, 1),
    intervalMs: round(intervalMs, 1),
    durationS: round(seconds, 1),
    sends: phase.sends.size + phase.sendErrors,
    acked: phase.acked,
    ackedMsgsPerS: round(phase.acked / seconds, 1),
    sendErrors: phase.sendErrors,
    errorStatuses: phase.errorStatuses,
    storedPartnerMessages: storedPartner,
    storedTherapistMessages: storedTherapist,
    sendToPartnerMs: partnerLatency,
    slowestSends,
    ...(probe && { flushProbe: probe.summary(epoch(start), epoch(start + sendingMs)) }),
    sendToEchoMs: summarize(phase.echoLatency),
    sendToAckMs: summarize(phase.ackLatency),
    /** The server's event-loop delay while sending, and its maximum including the drain. */
    eventLoopDelayMs: { ...loopFigures(loopSending), maxWithDrain: round(loopWithDrain.max) },
    /** The server main thread's garbage-collection pauses while sending. */
    gcPauses: Object.fromEntries(
      Object.entries(loopSending.gc).map(([kind, g]) => [
        kind,
        { count: g.count, totalMs: round(g.totalMs), maxMs: round(g.maxMs) },
      ]),
    ),
    benchEventLoopDelayMs: benchLoopSending,
    lost: checks.partner.lost + checks.therapist.lost,
    duplicated: checks.partner.duplicated + checks.therapist.duplicated,
    outOfOrder: checks.partner.outOfOrder + checks.therapist.outOfOrder,
    byAuthor: { partner: checks.partner, therapist: checks.therapist },
    outOfOrderSamples: orderSamples,
    unexpectedIds: checks.unexpected,
    framesReceived: phase.frames,
    errorFrames: phase.errorFrames,
    messageFramesPerS: round(messageFrames / ((sendingMs + drainMs) / 1000), 1),
    drainS: round(drainMs / 1000, 1),
    cpu: usage,
    /** While sending: the server's and the load generator's threads as the OS scheduled them. */
    scheduler,
    loadAverage1m: { before: loadBefore, after: loadAfter },
  };
  const l = result.eventLoopDelayMs;
  console.log(
    `  ${system.name.padEnd(7)} ${o.kind.padEnd(7)} ${String(round(o.rate, 1)).padStart(5)} msg/s: ` +
      `send→partner p50 ${partnerLatency.p50} p99 ${partnerLatency.p99} max ${partnerLatency.max} ms; ` +
      `loop delay p50 ${l.p50} p99 ${l.p99} max ${l.max} ms; ` +
      `lost ${result.lost}, dup ${result.duplicated}, out of order ${result.outOfOrder}; ` +
      `acked ${result.ackedMsgsPerS}/s, errors ${result.sendErrors}` +
      (overloaded ? ` (OVERLOADED: ${phase.inFlight} unanswered 30 s after)` : '') +
      `; therapist msgs ${storedTherapist}; cpu ${usage.serverCpuPct}% machine ${usage.machineBusyPct}%; load ${loadBefore}`,
  );
  const threadLine = (threads: typeof scheduler.server.threads) =>
    threads
      .slice(0, 4)
      .map((t) => `${t.name} run ${t.runMs} wait ${t.waitMs} ms (${t.waitPerSliceUs} µs/slice)`)
      .join(', ');
  const gcLine = Object.entries(result.gcPauses)
    .map(([kind, g]) => `${kind} ${g.count} (total ${g.totalMs}, max ${g.maxMs} ms)`)
    .join(', ');
  console.log(`    gc pauses: ${gcLine || 'none'}`);
  console.log(
    `    slowest sends (s into the phase: ms${probe ? ' [slow flush meanwhile, ms]' : ''}): ${slowestSends
      .map((x) => `${x.atS}: ${x.ms}${x.flushStallMs ? ` [${x.flushStallMs}]` : ''}`)
      .join(', ')}`,
  );
  if (result.flushProbe)
    console.log(
      `    disk flushes (every ${result.flushProbe.intervalMs} ms): ${result.flushProbe.stalls} over ${result.flushProbe.stallsOverMs} ms, max ${result.flushProbe.maxMs} ms`,
    );
  console.log(
    `    threads: server ${threadLine(scheduler.server.threads)}; bench ${threadLine(scheduler.bench.threads)}; steal ${scheduler.server.stealPct}%`,
  );
  // Two cores shared with other work: a figure taken while the machine was saturated says more
  // about the neighbours than about the server.
  if (Math.max(loadBefore, loadAfter) > os.cpus().length)
    console.log(
      `    (disturbed? 1-minute load ${loadBefore} → ${loadAfter} on ${os.cpus().length} cores)`,
    );
  return result;
}

function counts() {
  return { expected: 0, lost: 0, duplicated: 0, outOfOrder: 0 };
}

type PhaseResult = Awaited<ReturnType<typeof runPhase>>;

/** The ceiling's rule for one step. */
const P99_LIMIT_MS = 50;
const keptUp = (p: PhaseResult) =>
  !p.overloaded &&
  p.sendErrors === 0 &&
  p.lost === 0 &&
  p.duplicated === 0 &&
  p.ackedMsgsPerS >= 0.95 * p.offeredMsgsPerS &&
  p.sendToPartnerMs.p99 <= P99_LIMIT_MS;

/** Kindred's p99 over the floor's in one pair of steps (the floor first, moments apart). */
const ratioOf = (pair: { floor: PhaseResult; kindred: PhaseResult }) =>
  round(pair.kindred.sendToPartnerMs.p99 / pair.floor.sendToPartnerMs.p99, 1);

/** The pair with the median ratio (of an even count, the higher middle one). */
function medianPair<T extends { ratio: number }>(pairs: readonly T[]): T {
  const sorted = [...pairs].sort((a, b) => a.ratio - b.ratio);
  return sorted[Math.ceil((sorted.length - 1) / 2)]!;
}

const medianOf = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

/**
 * Before a phase: the process has finished what earlier phases left (an overloaded step's backlog,
 * therapist replies): its sockets have been quiet for 2 s and it used under a quarter of a core
 * over the last second. Gives up after two minutes and says so.
 */
async function settle(system: System): Promise<boolean> {
  const deadline = performance.now() + 120_000;
  while (performance.now() < deadline) {
    const cpu0 = processCpuMs(system.server.pid);
    await sleep(1000);
    const cpu1 = processCpuMs(system.server.pid);
    const busy = cpu0 === undefined || cpu1 === undefined ? 0 : (cpu1 - cpu0) / 1000;
    if (busy < 0.25 && performance.now() - system.lastFrameAt > 2000) return true;
  }
  console.log(`  ${system.name}: still busy after 2 min; measuring anyway`);
  return false;
}

async function connect(system: System): Promise<number> {
  const started = performance.now();
  const pairs = system.couples.flatMap((couple) => [
    { couple, who: 'a' as const },
    { couple, who: 'b' as const },
  ]);
  await pool(pairs, 50, async ({ couple, who }) => {
    const cookie = couple[who].cookie;
    const client = await LiveClient.connect(system.server.url, cookie);
    const socket: Socket = {
      system,
      couple,
      who,
      cookie,
      client,
      received: new Map(),
      order: [],
    };
    client.onFrame = (frame, at) => onFrame(socket, frame, at);
    await client.subscribe(couple.sessionId);
    system.sockets.push(socket);
  });
  return performance.now() - started;
}

const floorEntry = path.join(repoRoot, 'bench/lib/floor-server.ts');
const tsxLoader = pathToFileURL(path.join(repoRoot, 'node_modules/tsx/dist/loader.mjs')).href;

async function realtimeOn(kind: DbKind, options: Options) {
  const couplesCount = options.number('couples', 100);
  const rate = options.number('send-rate', 29);
  const coldMs = options.number('cold-duration', 10) * 1000;
  const warmupMs = options.number('warmup', 30) * 1000;
  const stepMs = options.number('step-duration', 20) * 1000;
  const therapistDelayMs = options.number('therapist-delay', 1000);
  const port = options.number('port', 4405);
  const floorPort = options.number('floor-port', port + 1);
  const pgAdminUrl = options.string('pg-url', DEFAULT_PG_ADMIN_URL);
  const noCeiling = options.flag('no-ceiling');
  const maxSteps = options.number('max-steps', 10);
  const refine = options.number('refine', 1);
  const repeats = Math.max(1, Math.round(options.number('repeats', 3)));
  const coldRepeats = Math.max(1, Math.round(options.number('cold-repeats', 3)));
  const rates = [...new Set([...options.numbers('steps', [10, 29, 50, 100, 150, 200, 300]), rate])]
    .filter((r) => r > 0 && (!noCeiling || r === rate))
    .sort((a, b) => a - b);

  console.log(
    `\nrealtime on ${kind}: ${couplesCount} couples, ${couplesCount * 2} sockets on Kindred and on the floor`,
  );
  const target = await freshTarget(kind, 'realtime', pgAdminUrl);
  const floorTarget = await freshTarget(kind, 'realtime-floor', pgAdminUrl, 'kindred_bench_floor');
  const seedStart = performance.now();
  const database = await openTarget(target);
  const couples = await seedCouples(database, couplesCount);
  await database.close();
  const seedMs = performance.now() - seedStart;
  console.log(`  seeded in ${round(seedMs / 1000, 1)} s`);

  const dbEnv = (t: Target) => (t.databaseUrl ? { databaseUrl: t.databaseUrl } : {});
  // A fresh PGlite directory is initialised on start (seconds, more on a busy machine).
  const readyTimeoutMs = options.number('ready-timeout', 180) * 1000;
  const started: RunningServer[] = [];
  const stopAll = () => Promise.all(started.splice(0).map((server) => server.stop()));
  /** Both processes, fresh (the first time, and again for each further cold phase). */
  const startBoth = async () => {
    try {
      const kindredServer = await startServer({
        port,
        dataDir: target.dataDir,
        ...dbEnv(target),
        env: {
          SESSION_SECRET: BENCH_SESSION_SECRET,
          THERAPIST_REPLY_DELAY_MS: String(therapistDelayMs),
          ...UNLIMITED_RATES,
          ...(options.flag('quiet-log') ? { LOG_LEVEL: 'warn' } : {}),
        },
        loopProbe: true,
        readyTimeoutMs,
        ...(options.flag('profile') ? { profileDir: target.dataDir } : {}),
        ...(options.flag('heap-profile') ? { heapProfileDir: target.dataDir } : {}),
        // Node or V8 flags for Kindred's process only, e.g. --server-node-args=--trace-gc.
        nodeArgs: options.string('server-node-args', '').split(' ').filter(Boolean),
      });
      started.push(kindredServer);
      const floorServer = await startServer({
        port: floorPort,
        dataDir: floorTarget.dataDir,
        ...dbEnv(floorTarget),
        entry: floorEntry,
        nodeArgs: ['--import', tsxLoader],
        loopProbe: true,
        readyTimeoutMs,
      });
      started.push(floorServer);
      return { kindredServer, floorServer };
    } catch (error) {
      await stopAll();
      throw error;
    }
  };
  const { kindredServer, floorServer } = await startBoth();
  const kindred: System = {
    name: 'kindred',
    server: kindredServer,
    couples,
    sockets: [],
    therapistDelayMs,
    lastFrameAt: 0,
  };
  const floor: System = {
    name: 'floor',
    server: floorServer,
    couples,
    sockets: [],
    therapistDelayMs: 0,
    lastFrameAt: 0,
  };
  const systems = [floor, kindred];
  const flushProbe = options.flag('flush-probe') ? new FlushProbe() : undefined;
  for (const system of systems) system.flushProbe = flushProbe;
  const record = () => ({ readyMs: 0, connectS: 0, phases: [] as PhaseResult[] });
  const out = { kindred: record(), floor: record() };
  out.kindred.readyMs = round(kindredServer.readyMs);
  out.floor.readyMs = round(floorServer.readyMs);

  try {
    for (const system of systems)
      out[system.name].connectS = round((await connect(system)) / 1000, 1);
    await sleep(1000);

    let n = 0;
    const both = async (kindOf: PhaseOptions['kind'], r: number, durationMs: number) => {
      const tag = `p${++n}`;
      const results = {} as Record<SystemName, PhaseResult>;
      for (const system of systems) {
        if (kindOf !== 'cold') await settle(system);
        const result = await runPhase(system, {
          tag: `${tag}${system.name[0]}`,
          kind: kindOf,
          rate: r,
          durationMs,
        });
        out[system.name].phases.push(result);
        results[system.name] = result;
      }
      return results;
    };

    console.log(`  cold: the first ${coldMs / 1000} s of messages on the fresh processes`);
    await both('cold', rate, coldMs);
    for (let i = 1; i < coldRepeats; i++) {
      // Another deploy: both processes stopped once idle and started again on the same database,
      // their sockets connected anew, then the first seconds of messages measured again.
      console.log(`  cold again (${i + 1} of ${coldRepeats}): both processes restarted`);
      for (const system of systems) {
        await settle(system);
        for (const s of system.sockets.splice(0)) s.client.close();
      }
      await stopAll();
      const restarted = await startBoth();
      kindred.server = restarted.kindredServer;
      floor.server = restarted.floorServer;
      for (const system of systems) await connect(system);
      await sleep(1000);
      await both('cold', rate, coldMs);
    }
    console.log(`  warm-up: ${warmupMs / 1000} s (not counted)`);
    if (warmupMs > 0) await both('warm-up', rate, warmupMs);

    console.log(`  warm steps: ${rates.join(', ')} msg/s, ${stepMs / 1000} s each`);
    let ceiling: number | undefined;
    let failedAt: number | undefined;
    let steps = 0;
    for (const r of rates) {
      if (steps++ >= maxSteps) break;
      const pairs = [await both('step', r, stepMs)];
      if (r === rate) {
        console.log(`  the main rate again, ${repeats - 1} more floor/Kindred pairs`);
        while (pairs.length < repeats) pairs.push(await both('step', r, stepMs));
      }
      // At the main rate, the median pair decides (a single disturbed window does not).
      const k = medianPair(pairs.map((p) => ({ ...p, ratio: ratioOf(p) }))).kindred;
      if (keptUp(k)) {
        ceiling = r;
        failedAt = undefined;
      } else {
        failedAt ??= r;
        // Up to the main rate every step is measured; above it, the first failure ends the climb.
        if (r >= rate) break;
      }
    }
    for (
      let i = 0;
      i < refine && !noCeiling && ceiling !== undefined && failedAt !== undefined;
      i++
    ) {
      if (failedAt / ceiling <= 1.25) break;
      const mid = Math.round((ceiling + failedAt) / 2);
      const { kindred: k } = await both('step', mid, stepMs);
      if (keptUp(k)) ceiling = mid;
      else failedAt = mid;
    }

    // Warm steps pair up in the order they ran: the i-th floor step at a rate with the i-th
    // Kindred step at it (both() runs the floor, then Kindred).
    const stepsAt = (system: SystemName, r: number) =>
      out[system].phases.filter((p) => p.phase === 'step' && p.offeredMsgsPerS === round(r, 1));
    const mainPairs = stepsAt('kindred', rate).map((k, i) => {
      const f = stepsAt('floor', rate)[i]!;
      return { floor: f, kindred: k, ratio: ratioOf({ floor: f, kindred: k }) };
    });
    // The cold phase has no pair of its own: it is compared with the floor's median warm p99.
    const floorWarmP99 = medianOf(mainPairs.map((p) => p.floor.sendToPartnerMs.p99));
    const ratios = out.kindred.phases
      .filter((p) => p.phase !== 'warm-up')
      .map((p) => {
        const index = stepsAt('kindred', p.offeredMsgsPerS).indexOf(p);
        const floorWarm =
          p.phase === 'step'
            ? stepsAt('floor', p.offeredMsgsPerS)[index]?.sendToPartnerMs.p99
            : p.offeredMsgsPerS === round(rate, 1)
              ? floorWarmP99
              : stepsAt('floor', p.offeredMsgsPerS)[0]?.sendToPartnerMs.p99;
        // The floor's phase of the same kind, rate and turn (the i-th cold with the i-th cold).
        const same = (system: SystemName) =>
          out[system].phases.filter(
            (f) => f.phase === p.phase && f.offeredMsgsPerS === p.offeredMsgsPerS,
          );
        const floorSame = same('floor')[same('kindred').indexOf(p)];
        return {
          phase: p.phase,
          tag: p.tag,
          msgsPerS: p.offeredMsgsPerS,
          kindredP99: p.sendToPartnerMs.p99,
          floorWarmP99: floorWarm,
          /**
           * Kindred's p99 over the floor's warm p99 at the same rate: of the same pair for a
           * warm step, the median of the main rate's pairs for the cold phase.
           */
          ratio: floorWarm ? round(p.sendToPartnerMs.p99 / floorWarm, 1) : undefined,
          floorSamePhaseP99: floorSame?.sendToPartnerMs.p99,
          ratioSamePhase: floorSame
            ? round(p.sendToPartnerMs.p99 / floorSame.sendToPartnerMs.p99, 1)
            : undefined,
        };
      });
    for (const r of ratios)
      console.log(
        `  ratio ${r.phase.padEnd(5)} ${String(r.msgsPerS).padStart(5)} msg/s: Kindred p99 ${r.kindredP99} ms / floor warm p99 ${r.floorWarmP99} ms = ${r.ratio}×`,
      );
    const median = medianPair(mainPairs);
    console.log(
      `  main rate ${rate} msg/s, ${mainPairs.length} pairs: ratios ${mainPairs.map((p) => `${p.ratio}×`).join(', ')}; median ${median.ratio}× (Kindred ${median.kindred.tag})`,
    );
    return {
      db: kind,
      couples: couplesCount,
      sockets: couplesCount * 2,
      sendRate: rate,
      therapistDelayMs,
      seedS: round(seedMs / 1000, 1),
      ...out,
      ratios,
      /** The main rate's warm pairs (tags, p99s, ratio) and the median one, which the bar takes. */
      mainPairs: mainPairs.map((p) => ({
        floor: p.floor.tag,
        kindred: p.kindred.tag,
        floorP99: p.floor.sendToPartnerMs.p99,
        kindredP99: p.kindred.sendToPartnerMs.p99,
        ratio: p.ratio,
      })),
      medianPair: median.kindred.tag,
      ceiling: {
        rule: `highest offered partner-send rate (all sockets together) on the warm process with send → partner p99 ≤ ${P99_LIMIT_MS} ms, 0 send errors, 0 lost, 0 duplicated, ≥ 95% of the offered rate acknowledged during the step and the answers drained within 30 s`,
        ceilingMsgsPerS: ceiling,
        firstFailedMsgsPerS: failedAt,
      },
    };
  } finally {
    for (const system of systems) for (const s of system.sockets) s.client.close();
    await flushProbe?.stop();
    await stopAll();
    if (options.flag('profile') || options.flag('heap-profile')) {
      console.log(`  server profile in ${target.dataDir}`);
    }
  }
}

export async function runRealtime(options: Options) {
  const which = options.string('db', 'both');
  const kinds: DbKind[] = which === 'both' ? ['postgres', 'pglite'] : [which as DbKind];
  const runs: Awaited<ReturnType<typeof realtimeOn>>[] = [];
  // Written after each database, so a long run that is stopped keeps what it measured.
  for (const kind of kinds) {
    runs.push(await realtimeOn(kind, options));
    writeResult('realtime', { options: optionsOf(options), runs }, barsOf(runs));
  }
}

function optionsOf(options: Options) {
  return {
    couples: options.number('couples', 100),
    sendRate: options.number('send-rate', 29),
    coldDurationS: options.number('cold-duration', 10),
    warmupS: options.number('warmup', 30),
    stepDurationS: options.number('step-duration', 20),
    repeats: Math.max(1, Math.round(options.number('repeats', 3))),
    coldRepeats: Math.max(1, Math.round(options.number('cold-repeats', 3))),
  };
}

function barsOf(runs: Awaited<ReturnType<typeof realtimeOn>>[]): Bar[] {
  return runs.flatMap((r) => {
    const label = `realtime ${r.sockets} sockets at ${r.sendRate} msg/s on ${r.db}`;
    const bars: Bar[] = [];
    for (const phase of ['cold', 'step'] as const) {
      // The warm bar's latency is the median pair's; loop delay and delivery count every repeat.
      const all = r.kindred.phases.filter(
        (x) => x.phase === phase && x.offeredMsgsPerS === round(r.sendRate, 1),
      );
      // The cold bar's latency is the median fresh start's (all are divided by the same floor).
      const p =
        phase === 'step'
          ? all.find((x) => x.tag === r.medianPair)
          : medianPair(all.map((x) => ({ ...x, ratio: x.sendToPartnerMs.p99 })));
      const ratio = r.ratios.find((x) => x.phase === phase && x.tag === p?.tag);
      if (!p) continue;
      const name = `${label}, ${phase === 'cold' ? 'cold' : 'warm'}`;
      const unit = phase === 'cold' ? 'starts' : 'steps';
      const coldRatios = r.ratios.filter((x) => x.phase === 'cold').map((x) => `${x.ratio}×`);
      const pairs =
        phase === 'step' && r.mainPairs.length > 1
          ? `; the median of ${r.mainPairs.length} floor/Kindred pairs: ${r.mainPairs.map((x) => `${x.ratio}×`).join(', ')}`
          : phase === 'cold' && all.length > 1
            ? `; the median of ${all.length} fresh starts: ${coldRatios.join(', ')}`
            : '';
      const loopMax = Math.max(...all.map((x) => x.eventLoopDelayMs.max));
      const sum = (key: 'lost' | 'duplicated' | 'outOfOrder') =>
        all.reduce((n, x) => n + x[key], 0);
      const overloaded = all.some((x) => x.overloaded);
      bars.push(
        {
          what: `${name}: send → partner p99 against the floor's warm p99 (${ratio?.floorWarmP99 ?? '—'} ms${phase === 'cold' && r.mainPairs.length > 1 ? `, the median of ${r.mainPairs.length} warm steps` : ''})`,
          bar: '≤ 3×',
          value: `${p.sendToPartnerMs.p99} ms = ${ratio?.ratio ?? '—'}×${pairs}`,
          met: ratio?.ratio !== undefined && ratio.ratio <= 3,
        },
        {
          what: `${name}: server event-loop delay max${all.length > 1 ? ` (over all ${all.length} ${unit})` : ''}`,
          bar: '≤ 50 ms',
          value: `${loopMax} ms (p50 ${p.eventLoopDelayMs.p50}, p99 ${p.eventLoopDelayMs.p99})`,
          met: loopMax <= 50,
        },
        {
          what: `${name}: lost / duplicated / out of order${all.length > 1 ? ` (all ${all.length} ${unit})` : ''}`,
          bar: '0 / 0 / 0',
          value: overloaded
            ? 'not verifiable: sends still unanswered 30 s after the phase'
            : `${sum('lost')} / ${sum('duplicated')} / ${sum('outOfOrder')}`,
          met:
            !overloaded && sum('lost') === 0 && sum('duplicated') === 0 && sum('outOfOrder') === 0,
        },
      );
      if (phase === 'step')
        bars.push({
          what: `${name}: send → partner`,
          bar: 'p50 ≤ 5 ms, p99 ≤ 20 ms',
          value: `p50 ${p.sendToPartnerMs.p50} ms, p99 ${p.sendToPartnerMs.p99} ms`,
          met: p.sendToPartnerMs.p50 <= 5 && p.sendToPartnerMs.p99 <= 20,
        });
    }
    bars.push({
      what: `realtime ${r.sockets} sockets on ${r.db}: ceiling (p99 ≤ ${P99_LIMIT_MS} ms, nothing lost)`,
      bar: 'reported',
      value:
        r.ceiling.ceilingMsgsPerS === undefined
          ? `below the lowest step (failed at ${r.ceiling.firstFailedMsgsPerS ?? '—'} msg/s)`
          : `${r.ceiling.ceilingMsgsPerS} msg/s (first failure at ${r.ceiling.firstFailedMsgsPerS ?? 'none tried'})`,
      met: true,
    });
    return bars;
  });
}
