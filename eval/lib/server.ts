import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { freePort } from '../../apps/server/test/helpers/free-port';

export const repoRoot = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
const serverDir = path.join(repoRoot, 'apps/server');

/**
 * All the eval's partners come from 127.0.0.1, which the per-address limits count as one client;
 * the limits stay in the request path with their ceilings raised (as in bench/lib/server.ts).
 */
const RAISED_RATE_LIMITS: Record<string, string> = {
  RATE_LIMIT_SIGN_IN_PER_IP: '100000',
  RATE_LIMIT_INVITES_PER_IP: '100000',
  RATE_LIMIT_MESSAGES_PER_IP: '100000',
};

export interface EvalServer {
  url: string;
  logFile: string;
  /** Milliseconds from spawning node to the first 200 of /readyz. */
  readyMs: number;
  /** CPU seconds the server process has used so far (Linux /proc; null elsewhere). */
  cpuSeconds(): number | null;
  /** Stops the server; its DATA_DIR (database and log) is removed unless `keepData`. */
  stop(keepData?: boolean): Promise<void>;
}

/**
 * The real server from the branch's TypeScript sources (`node --import tsx src/server.ts`, as
 * the server tests' ChildServer starts it), so the eval measures the current code without a
 * build: embedded PGlite in a fresh temp DATA_DIR, the built-in sign-in, the offline therapist
 * (no LLM_* variables), and the given reply delay.
 */
export async function startEvalServer(options: { replyDelayMs: number }): Promise<EvalServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kindred-eval-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const logFile = path.join(dataDir, 'server.log');
  const log = openSync(logFile, 'a');
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: process.env.HOME ?? os.tmpdir(),
      NODE_ENV: 'production',
      // The eval's couples sign in through the built-in development provider.
      DEV_SIGN_IN: 'true',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      THERAPIST_REPLY_DELAY_MS: String(options.replyDelayMs),
      ...RAISED_RATE_LIMITS,
    },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  let exited: number | null | undefined;
  child.on('exit', (code) => {
    exited = code;
  });

  const stop = async (keepData = false) => {
    if (child.exitCode === null && child.signalCode === null) {
      const done = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await done;
      clearTimeout(timer);
    }
    if (!keepData) rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = started + 90_000;
  for (;;) {
    if (exited !== undefined) throw new Error(`server exited with ${exited}; see ${logFile}`);
    if (performance.now() > deadline) {
      await stop(true);
      throw new Error(`server not ready after 90 s; see ${logFile}`);
    }
    const ready = await fetch(`${url}/readyz`).catch(() => undefined);
    if (ready?.status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const cpuSeconds = () => {
    try {
      // utime and stime, fields 14 and 15 of /proc/PID/stat, in clock ticks (100 a second).
      const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return (Number(fields[11]) + Number(fields[12])) / 100;
    } catch {
      return null;
    }
  };
  return { url, logFile, readyMs: performance.now() - started, cpuSeconds, stop };
}
