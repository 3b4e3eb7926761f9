import { sql } from 'drizzle-orm';

import type { Options } from './lib/args';
import { cpuMeter } from './lib/cpu';
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
} from './lib/seed';
import {
  BENCH_SESSION_SECRET,
  type RunningServer,
  startServer,
  UNLIMITED_RATES,
} from './lib/server';
import { round, sleep, summarize } from './lib/stats';

/**
 * Realtime fan-out (blueprint §6): N couples, 2N sockets on one server process; every partner
 * sends (POST /api/messages) every `interval` ms; we time send → partner's socket receives it,
 * and check afterwards, against what the database stored, that every socket got every message
 * of its session (partners' and the therapist's) exactly once and in the stored order.
 */

interface Socket {
  couple: Couple;
  who: 'a' | 'b';
  cookie: string;
  client: LiveClient;
  /** This phase: message id → times received, and the arrival order. */
  received: Map<string, number>;
  order: string[];
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

let current: PhaseState | undefined;

function onFrame(socket: Socket, frame: Frame, at: number) {
  const phase = current;
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
  socket.order.push(id);
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

interface PhaseOptions {
  tag: string;
  intervalMs: number;
  durationMs: number;
  therapistDelayMs: number;
}

async function runPhase(
  server: RunningServer,
  http: HttpClient,
  sockets: Socket[],
  couples: Couple[],
  o: PhaseOptions,
) {
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
  current = phase;
  const offered = (sockets.length * 1000) / o.intervalMs;
  console.log(
    `  phase ${o.tag}: ${sockets.length} senders every ${o.intervalMs} ms (${round(offered, 0)} msg/s) for ${o.durationMs / 1000} s`,
  );

  const cpu = cpuMeter(server.pid);
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
          let next = start + Math.random() * o.intervalMs;
          const tick = () => {
            sendOne(socket);
            next += o.intervalMs;
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

  // Drain: answers, then the therapist's replies (its delay plus work), until the sockets are quiet.
  const drainStart = performance.now();
  while (phase.inFlight > 0 && performance.now() - drainStart < 30_000) await sleep(50);
  const overloaded = phase.inFlight > 0;
  const minQuietUntil = performance.now() + Math.min(o.therapistDelayMs, 10_000) + 1500;
  while (!overloaded && performance.now() - drainStart < 90_000) {
    const now = performance.now();
    if (now > minQuietUntil && now - phase.lastMessageFrameAt > 2000) break;
    await sleep(100);
  }
  const drainMs = performance.now() - drainStart;
  current = undefined;

  // Verify against what was stored.
  const checks = { partner: counts(), therapist: counts(), unexpected: 0 };
  let storedPartner = 0;
  let storedTherapist = 0;
  await pool(overloaded ? [] : couples, 16, async (couple) => {
    const res = await http.request(
      'GET',
      `/api/sessions/${couple.sessionId}/messages`,
      couple.a.cookie,
    );
    const rows = JSON.parse(res.body) as { id: string; author: string; client_id: string | null }[];
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
      let highest = -1;
      for (const id of socket.order) {
        const at = position.get(id);
        if (at === undefined) {
          checks.unexpected++;
          continue;
        }
        if (at < highest) {
          const bucket = stored[at]!.author === 'therapist' ? checks.therapist : checks.partner;
          bucket.outOfOrder++;
        }
        highest = Math.max(highest, at);
      }
    }
  });

  const partnerLatency = summarize(phase.partnerLatency);
  const seconds = sendingMs / 1000;
  const messageFrames = phase.frames.message ?? 0;
  const result = {
    tag: o.tag,
    overloaded,
    intervalMs: round(o.intervalMs, 1),
    durationS: round(seconds, 1),
    offeredMsgsPerS: round(offered, 1),
    sends: phase.sends.size + phase.sendErrors,
    acked: phase.acked,
    ackedMsgsPerS: round(phase.acked / seconds, 1),
    sendErrors: phase.sendErrors,
    errorStatuses: phase.errorStatuses,
    storedPartnerMessages: storedPartner,
    storedTherapistMessages: storedTherapist,
    sendToPartnerMs: partnerLatency,
    sendToEchoMs: summarize(phase.echoLatency),
    sendToAckMs: summarize(phase.ackLatency),
    lost: checks.partner.lost + checks.therapist.lost,
    duplicated: checks.partner.duplicated + checks.therapist.duplicated,
    outOfOrder: checks.partner.outOfOrder + checks.therapist.outOfOrder,
    byAuthor: { partner: checks.partner, therapist: checks.therapist },
    unexpectedIds: checks.unexpected,
    framesReceived: phase.frames,
    errorFrames: phase.errorFrames,
    messageFramesPerS: round(messageFrames / ((sendingMs + drainMs) / 1000), 1),
    allFramesPerS: round(
      Object.values(phase.frames).reduce((a, b) => a + b, 0) / ((sendingMs + drainMs) / 1000),
      1,
    ),
    drainS: round(drainMs / 1000, 1),
    cpu: usage,
  };
  if (overloaded)
    console.log(`    overloaded: ${phase.inFlight} sends still unanswered 30 s after the end`);
  console.log(
    `    acked ${result.acked} (${result.ackedMsgsPerS}/s), errors ${result.sendErrors}; ` +
      `send→partner p50 ${partnerLatency.p50} p95 ${partnerLatency.p95} p99 ${partnerLatency.p99} max ${partnerLatency.max} ms; ` +
      `ack p99 ${result.sendToAckMs.p99} ms; lost ${result.lost}, dup ${result.duplicated}, ` +
      `out of order ${result.outOfOrder}; therapist msgs ${storedTherapist}; ` +
      `frames ${result.allFramesPerS}/s; cpu server ${usage.serverCpuPct}% bench ${usage.loadGeneratorCpuPct}% machine ${usage.machineBusyPct}%`,
  );
  return result;
}

function counts() {
  return { expected: 0, lost: 0, duplicated: 0, outOfOrder: 0 };
}

type PhaseResult = Awaited<ReturnType<typeof runPhase>>;

const keptUp = (p: PhaseResult) =>
  !p.overloaded &&
  p.sendErrors === 0 &&
  p.lost === 0 &&
  p.duplicated === 0 &&
  p.ackedMsgsPerS >= 0.95 * p.offeredMsgsPerS &&
  p.sendToPartnerMs.p99 < 1000;

async function realtimeOn(kind: DbKind, options: Options) {
  const couplesCount = options.number('couples', 500);
  const intervalMs = options.number('interval', 2000);
  const durationMs = options.number('duration', 60) * 1000;
  const stepMs = options.number('step-duration', 20) * 1000;
  const therapistDelayMs = options.number('therapist-delay', 1000);
  const port = options.number('port', 4405);
  const maxSteps = options.flag('no-ceiling') ? 0 : options.number('max-steps', 6);

  console.log(`\nrealtime on ${kind}: ${couplesCount} couples, ${couplesCount * 2} sockets`);
  const target = await freshTarget(
    kind,
    'realtime',
    options.string('pg-url', DEFAULT_PG_ADMIN_URL),
  );
  const seedStart = performance.now();
  const database = await openTarget(target);
  const couples = await seedCouples(database, couplesCount);
  await database.close();
  const seedMs = performance.now() - seedStart;
  console.log(`  seeded in ${round(seedMs / 1000, 1)} s`);

  // Every phase gets a fresh server process (same data), so an overloaded phase's backlog
  // cannot spill into the next one.
  let connectMs = 0;
  const phase = async (tag: string, interval: number, duration: number) => {
    // A killed overloaded phase leaves therapist replies pending; the next server would resume
    // them (that is their durability) and flood this phase. They are not this phase's work.
    const db = await openTarget(target);
    await db.db.execute(
      sql`UPDATE therapist_replies SET status = 'failed' WHERE status IN ('pending', 'running')`,
    );
    await db.close();
    const server = await startServer({
      port,
      dataDir: target.dataDir,
      ...(target.databaseUrl ? { databaseUrl: target.databaseUrl } : {}),
      env: {
        SESSION_SECRET: BENCH_SESSION_SECRET,
        THERAPIST_REPLY_DELAY_MS: String(therapistDelayMs),
        ...UNLIMITED_RATES,
        ...(options.flag('quiet-log') ? { LOG_LEVEL: 'warn' } : {}),
      },
      ...(options.flag('profile') ? { profileDir: target.dataDir } : {}),
    });
    const http = new HttpClient(server.url);
    const sockets: Socket[] = [];
    try {
      const connectStart = performance.now();
      const pairs = couples.flatMap((couple) => [
        { couple, who: 'a' as const },
        { couple, who: 'b' as const },
      ]);
      await pool(pairs, 50, async ({ couple, who }) => {
        const cookie = couple[who].cookie;
        const client = await LiveClient.connect(server.url, cookie);
        const socket: Socket = { couple, who, cookie, client, received: new Map(), order: [] };
        client.onFrame = (frame, at) => onFrame(socket, frame, at);
        await client.subscribe(couple.sessionId);
        sockets.push(socket);
      });
      connectMs = performance.now() - connectStart;
      await sleep(1000);
      return await runPhase(server, http, sockets, couples, {
        tag,
        intervalMs: interval,
        durationMs: duration,
        therapistDelayMs,
      });
    } finally {
      for (const s of sockets) s.client.close();
      http.close();
      await server.stop();
      if (options.flag('profile')) console.log(`  server profile in ${target.dataDir}`);
    }
  };

  const sockets = couplesCount * 2;
  const main = await phase('main', intervalMs, durationMs);

  // The ceiling: from the main rate, ×1.5 while the server keeps up, or ×0.5 until it does.
  const steps: PhaseResult[] = [];
  let ceiling: number | undefined = keptUp(main) ? main.offeredMsgsPerS : undefined;
  let failedAt: number | undefined = keptUp(main) ? undefined : main.offeredMsgsPerS;
  // When overloaded, start just below what it did acknowledge.
  let rate = keptUp(main)
    ? main.offeredMsgsPerS * 1.5
    : Math.min(main.offeredMsgsPerS / 2, Math.max(5, main.ackedMsgsPerS * 0.8));
  for (let i = 0; i < maxSteps && rate >= 5; i++) {
    const step = await phase(`step${i + 1}`, (sockets * 1000) / rate, stepMs);
    steps.push(step);
    if (keptUp(step)) {
      ceiling = Math.max(ceiling ?? 0, rate);
      if (failedAt !== undefined) {
        if (failedAt / rate <= 1.25) break;
        rate = (rate + failedAt) / 2;
      } else rate *= 1.5;
    } else {
      failedAt = Math.min(failedAt ?? Infinity, rate);
      if (ceiling !== undefined) {
        if (rate / ceiling <= 1.25) break;
        rate = (rate + ceiling) / 2;
      } else rate /= 2;
    }
  }
  return {
    db: kind,
    couples: couplesCount,
    sockets,
    therapistDelayMs,
    seedS: round(seedMs / 1000, 1),
    connectS: round(connectMs / 1000, 1),
    main,
    ceiling: {
      rule: 'highest offered partner-send rate (all sockets together) with 0 send errors, 0 lost, 0 duplicated, ≥ 95% of the offered rate acknowledged during the phase, answers drained within 30 s, and p99 send → partner < 1 s',
      steps,
      ceilingMsgsPerS: ceiling === undefined ? undefined : round(ceiling, 1),
      firstFailedMsgsPerS: failedAt === undefined ? undefined : round(failedAt, 1),
    },
  };
}

export async function runRealtime(options: Options) {
  const which = options.string('db', 'both');
  const kinds: DbKind[] = which === 'both' ? ['postgres', 'pglite'] : [which as DbKind];
  const runs: Awaited<ReturnType<typeof realtimeOn>>[] = [];
  // Written after each database, so a long run that is stopped keeps what it measured.
  for (const kind of kinds) {
    runs.push(await realtimeOn(kind, options));
    writeResult('realtime', { runs }, barsOf(runs));
  }
}

function barsOf(runs: Awaited<ReturnType<typeof realtimeOn>>[]): Bar[] {
  return runs.flatMap((r) => {
    const m = r.main;
    const label = `realtime ${r.sockets} sockets on ${r.db}`;
    return [
      {
        what: `${label}: send → partner p50`,
        bar: '≤ 5 ms',
        value: `${m.sendToPartnerMs.p50} ms`,
        met: m.sendToPartnerMs.p50 <= 5,
      },
      {
        what: `${label}: send → partner p99`,
        bar: '≤ 20 ms',
        value: `${m.sendToPartnerMs.p99} ms`,
        met: m.sendToPartnerMs.p99 <= 20,
      },
      {
        what: `${label}: lost / duplicated / out of order`,
        bar: '0 / 0 / 0',
        value: m.overloaded
          ? 'not verifiable: sends still unanswered 30 s after the phase'
          : `${m.lost} / ${m.duplicated} / ${m.outOfOrder}`,
        met: !m.overloaded && m.lost === 0 && m.duplicated === 0 && m.outOfOrder === 0,
      },
      {
        what: `${label}: ceiling (partner sends/s)`,
        bar: 'reported',
        value:
          r.ceiling.ceilingMsgsPerS === undefined
            ? `below ${r.ceiling.steps.at(-1)?.offeredMsgsPerS ?? r.main.offeredMsgsPerS} msg/s`
            : `${r.ceiling.ceilingMsgsPerS} msg/s (first failure at ${r.ceiling.firstFailedMsgsPerS ?? 'none tried'})`,
        met: true,
      },
    ];
  });
}
