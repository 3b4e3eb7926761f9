import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

import { round } from './stats';

/**
 * `--flush-probe`: a thread of the bench that writes 8 KB to a file in the system's temporary
 * directory and waits for it to reach the disk (`fdatasync`) every INTERVAL_MS, and keeps the
 * flushes that took longer than STALL_MS. A partner's message waits for its own commit's flush
 * (docs/performance.md), so a slow send during a slow flush of the machine's file system points
 * at the machine, not at the server. It adds its own small flushes to the machine's (about 50 a
 * second, to the floor's phases and Kindred's alike), hence off unless asked for.
 */
const INTERVAL_MS = 20;
const STALL_MS = 2;

/** A slow flush: when it began (epoch ms) and how long it took. */
export interface FlushStall {
  at: number;
  ms: number;
}

const worker = `
const { parentPort, workerData } = require('node:worker_threads');
const fs = require('node:fs');
const fd = fs.openSync(workerData.file, 'w');
const block = Buffer.alloc(8192, 1);
let n = 0;
let stopped = false;
parentPort.on('message', () => {
  stopped = true;
  fs.closeSync(fd);
  fs.rmSync(workerData.file, { force: true });
  parentPort.postMessage({ type: 'done', n });
});
function tick() {
  if (stopped) return;
  const began = performance.timeOrigin + performance.now();
  fs.writeSync(fd, block, 0, block.length, (n % 64) * block.length);
  fs.fdatasyncSync(fd);
  const ms = performance.timeOrigin + performance.now() - began;
  n += 1;
  if (ms > workerData.stallMs) parentPort.postMessage({ type: 'stall', at: began, ms });
  setTimeout(tick, workerData.intervalMs);
}
tick();
`;

export class FlushProbe {
  private readonly thread: Worker;
  private readonly stalls: FlushStall[] = [];

  constructor() {
    const file = path.join(os.tmpdir(), `kindred-flush-probe-${process.pid}.dat`);
    this.thread = new Worker(worker, {
      eval: true,
      workerData: { file, intervalMs: INTERVAL_MS, stallMs: STALL_MS },
    });
    this.thread.on('message', (m: { type: string; at: number; ms: number }) => {
      if (m.type === 'stall') this.stalls.push({ at: m.at, ms: m.ms });
    });
    this.thread.unref();
  }

  /** The slow flushes that overlapped [from, to] (epoch ms). */
  stallsBetween(from: number, to: number): FlushStall[] {
    return this.stalls.filter((s) => s.at <= to && s.at + s.ms >= from);
  }

  /** What a phase of [from, to] saw, for its result. */
  summary(from: number, to: number) {
    const stalls = this.stallsBetween(from, to);
    return {
      intervalMs: INTERVAL_MS,
      stallsOverMs: STALL_MS,
      stalls: stalls.length,
      maxMs: round(Math.max(0, ...stalls.map((s) => s.ms))),
    };
  }

  /** The longest slow flush during [from, to] (epoch ms), 0 if none. */
  worstDuring(from: number, to: number): number {
    return round(Math.max(0, ...this.stallsBetween(from, to).map((s) => s.ms)));
  }

  async stop(): Promise<void> {
    const done = new Promise<void>((resolve) => {
      this.thread.on('message', (m: { type: string }) => {
        if (m.type === 'done') resolve();
      });
      this.thread.on('exit', () => resolve());
    });
    this.thread.postMessage('stop');
    await done;
    await this.thread.terminate();
  }
}
