import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { Options, parseArgs } from '../bench/lib/args';
import { pool } from '../bench/lib/live';
import { COUPLES } from './couples';
import { runCouple } from './lib/conversation';
import { coupleMetrics, totals } from './lib/metrics';
import type { CoupleRecord } from './lib/records';
import { formatReport } from './lib/report';
import { CUT_IN_PROBABILITY, GAPS } from './lib/schedule';
import { repoRoot, startEvalServer } from './lib/server';

/**
 * npm run eval [-- --couples money,spanish] [--seed 1] [--reply-delay 400] [--concurrency 13]
 * The conversation eval: scripted couples through the real server with the offline therapist;
 * prints the criteria per couple and in total and writes eval/results/conversation.json. Exits
 * non-zero only when the run itself breaks (a request fails, the server does not start).
 * `--rescore FILE` prints the criteria again from a results file's transcripts, without a server.
 */
async function main() {
  const options = new Options(parseArgs(process.argv.slice(2)).options);
  const rescore = options.string('rescore', '');
  if (rescore) {
    const saved = JSON.parse(readFileSync(rescore, 'utf8')) as { transcripts: CoupleRecord[] };
    const metrics = saved.transcripts.map(coupleMetrics);
    console.log(formatReport(metrics, totals(saved.transcripts, metrics)));
    return;
  }
  const replyDelayMs = options.number('reply-delay', 400);
  const seed = options.number('seed', 1);
  const concurrency = options.number('concurrency', COUPLES.length);
  const quietMs = options.number('quiet', Math.max(1000, replyDelayMs + 800));
  const maxSettleMs = options.number('max-settle', 30_000);
  const chosen = options.string('couples', '');
  const scripts = chosen ? COUPLES.filter((c) => chosen.split(',').includes(c.key)) : [...COUPLES];
  if (scripts.length === 0) {
    console.error(
      `No couple matches ${chosen}; choose from ${COUPLES.map((c) => c.key).join(', ')}`,
    );
    process.exit(2);
  }

  console.log(
    `conversation eval: ${scripts.length} couples, 2 sessions each; THERAPIST_REPLY_DELAY_MS=${replyDelayMs}, seed ${seed}, settle after ${quietMs} ms quiet`,
  );
  const server = await startEvalServer({ replyDelayMs });
  console.log(`server from source ready in ${Math.round(server.readyMs)} ms at ${server.url}`);
  const started = performance.now();
  const cpuAtStart = server.cpuSeconds();
  let records;
  try {
    records = await pool(scripts, concurrency, async (script) => {
      const index = COUPLES.indexOf(script);
      const record = await runCouple(server.url, script, index, {
        replyDelayMs,
        quietMs,
        maxSettleMs,
        seed,
      });
      console.log(`  ${script.key}: done`);
      return record;
    });
  } catch (error) {
    await server.stop(true);
    console.error(`server log kept: ${server.logFile}`);
    throw error;
  }
  const cpuAtEnd = server.cpuSeconds();
  await server.stop();
  const seconds = (performance.now() - started) / 1000;
  const serverCpuSeconds =
    cpuAtStart === null || cpuAtEnd === null ? null : Math.round(cpuAtEnd - cpuAtStart);

  const metrics = records.map(coupleMetrics);
  const total = totals(records, metrics);
  console.log(`\n${formatReport(metrics, total)}\n`);

  const dir = path.join(repoRoot, 'eval', 'results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'conversation.json');
  let commit: string | undefined;
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot })
      .toString()
      .trim();
  } catch {
    commit = undefined;
  }
  writeFileSync(
    file,
    `${JSON.stringify(
      {
        name: 'conversation',
        date: new Date().toISOString(),
        commit,
        machine: { cpus: os.cpus().length, node: process.version },
        options: {
          replyDelayMs,
          seed,
          quietMs,
          maxSettleMs,
          concurrency,
          gaps: GAPS,
          cutIn: CUT_IN_PROBABILITY,
        },
        seconds: Math.round(seconds),
        serverCpuSeconds,
        loadAverage: os.loadavg().map((l) => Math.round(l * 10) / 10),
        totals: total,
        couples: metrics,
        transcripts: records,
      },
      null,
      2,
    )}\n`,
    'utf8',
  );
  console.log(
    `${Math.round(seconds)} s of conversation (server CPU ${serverCpuSeconds ?? '?'} s, load average ${os.loadavg()[0]!.toFixed(1)}) → ${path.relative(repoRoot, file)}`,
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
