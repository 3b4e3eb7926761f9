import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { sleep } from './stats';

export const repoRoot = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
export const serverEntry = path.join(repoRoot, 'apps/server/dist/server.js');
const loopProbe = pathToFileURL(path.join(repoRoot, 'bench/lib/loop-probe.mjs')).href;

/** Session secret the bench shares with its servers so that it can sign session cookies. */
export const BENCH_SESSION_SECRET = 'kindred-bench-session-secret-0123456789abcdef';

/**
 * Every client of a bench comes from 127.0.0.1, which the per-address limits would throttle
 * (1,200 sends a minute); in production those clients have their own addresses. The limits stay
 * in the request path (same code, same cost), only their ceilings are raised.
 */
export const UNLIMITED_RATES: Record<string, string> = {
  RATE_LIMIT_SIGN_IN_PER_IP: '1000000',
  RATE_LIMIT_SIGN_IN_PER_ACCOUNT: '1000000',
  RATE_LIMIT_INVITES_PER_USER: '1000000',
  RATE_LIMIT_INVITES_PER_IP: '1000000',
  RATE_LIMIT_MESSAGES_PER_USER: '1000000',
  RATE_LIMIT_MESSAGES_PER_IP: '1000000',
  RATE_LIMIT_THERAPIST_PER_SESSION: '1000000',
};

export function tempDir(prefix: string): string {
  return mkdtempSync(path.join(os.tmpdir(), `kindred-bench-${prefix}-`));
}

export interface ServerOptions {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  /** Extra environment (the server starts from a clean environment plus these). */
  env?: Record<string, string>;
  /** Write a V8 CPU profile (.cpuprofile) of the server into this directory. */
  profileDir?: string;
  /**
   * Write a sampling heap profile of the main thread's allocations (.heapprofile, freed objects
   * included) into this directory when the server exits; needs `loopProbe`, which takes it.
   */
  heapProfileDir?: string;
  /**
   * Measure the server's event-loop delay (`loopDelay`): bench/lib/loop-probe.mjs is preloaded
   * into the process and answers over an IPC channel that only the bench holds. The server's
   * code is not changed and exposes nothing.
   */
  loopProbe?: boolean;
  /** How long to wait for the first 200 of /readyz (default 60 s). */
  readyTimeoutMs?: number;
  /** Another entry than the built server (the floor), and node arguments before it. */
  entry?: string;
  nodeArgs?: string[];
}

/** Event-loop delay of a server process since the last reset, in milliseconds. */
export interface LoopDelay {
  samples: number;
  p50: number;
  p99: number;
  max: number;
  mean: number;
  /** The main thread's garbage-collection pauses, per kind (minor, major, incremental). */
  gc: Record<string, { count: number; totalMs: number; maxMs: number }>;
}

export interface RunningServer {
  url: string;
  port: number;
  pid: number;
  /** Milliseconds from spawning node to the first 200 of /readyz. */
  readyMs: number;
  logFile: string;
  /** Present when started with `loopProbe`: reads (and optionally resets) the delay histogram. */
  loopDelay?: (reset: boolean) => Promise<LoopDelay>;
  stop(): Promise<void>;
}

/** Starts the built server (apps/server/dist) in a child process and waits until it is ready. */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const entry = options.entry ?? serverEntry;
  if (!existsSync(entry)) {
    throw new Error(`${entry} is missing: run the bench without --no-build`);
  }
  const url = `http://127.0.0.1:${options.port}`;
  const logFile = path.join(options.dataDir, 'server.log');
  const log = openSync(logFile, 'a');
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: process.env.HOME ?? os.tmpdir(),
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(options.port),
    PUBLIC_URL: url,
    DATA_DIR: options.dataDir,
    // The bench signs people in through the built-in provider (or seeds sessions directly).
    DEV_SIGN_IN: 'true',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...options.env,
    ...(options.heapProfileDir && options.loopProbe
      ? {
          KINDRED_BENCH_HEAP_PROFILE: path.join(
            options.heapProfileDir,
            `allocations-${Date.now()}.heapprofile`,
          ),
        }
      : {}),
  };
  const started = performance.now();
  const nodeArgs = [
    ...(options.profileDir ? ['--cpu-prof', `--cpu-prof-dir=${options.profileDir}`] : []),
    ...(options.loopProbe ? ['--import', loopProbe] : []),
    ...(options.nodeArgs ?? []),
  ];
  const child = spawn(process.execPath, [...nodeArgs, entry], {
    cwd: options.dataDir,
    env,
    stdio: options.loopProbe ? ['ignore', log, log, 'ipc'] : ['ignore', log, log],
  });
  closeSync(log);
  let exited: number | null | undefined;
  child.on('exit', (code) => {
    exited = code;
  });

  const timeout = options.readyTimeoutMs ?? 60_000;
  const deadline = started + timeout;
  for (;;) {
    if (exited !== undefined) throw new Error(`server exited with ${exited}; see ${logFile}`);
    if (performance.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server not ready after ${timeout / 1000} s; see ${logFile}`);
    }
    try {
      const response = await fetch(`${url}/readyz`);
      if (response.status === 200) break;
    } catch {
      // not listening yet
    }
    await sleep(5);
  }
  const readyMs = performance.now() - started;
  return {
    url,
    port: options.port,
    pid: child.pid!,
    readyMs,
    logFile,
    ...(options.loopProbe ? { loopDelay: loopDelayReader(child) } : {}),
    stop: () => stopProcess(child),
  };
}

function loopDelayReader(child: ChildProcess): (reset: boolean) => Promise<LoopDelay> {
  let next = 0;
  const waiting = new Map<number, (delay: LoopDelay) => void>();
  child.on('message', (message: { type?: string; id?: number } & LoopDelay) => {
    if (message.type !== 'loop-delay' || message.id === undefined) return;
    const { samples, p50, p99, max, mean, gc = {} } = message;
    waiting.get(message.id)?.({ samples, p50, p99, max, mean, gc });
    waiting.delete(message.id);
  });
  return (reset) =>
    new Promise((resolve, reject) => {
      const id = next++;
      // The answer waits for the server's event loop: on a saturated machine, seconds.
      const timer = setTimeout(() => {
        waiting.delete(id);
        reject(new Error('the server did not report its event-loop delay within 2 min'));
      }, 120_000);
      waiting.set(id, (delay) => {
        clearTimeout(timer);
        resolve(delay);
      });
      child.send({ type: 'loop-delay', id, reset });
    });
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const done = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await done;
  clearTimeout(timer);
}
