import { writeFileSync } from 'node:fs';

/**
 * Names the calling thread for the operating system, so that `top -H`, `ps -L` and the realtime
 * bench (bench/lib/cpu.ts: run and wait times per thread) can tell the server's threads apart.
 * Linux only (/proc/thread-self/comm, at most 15 bytes); elsewhere nothing happens.
 */
export function nameThisThread(name: string): void {
  try {
    writeFileSync('/proc/thread-self/comm', name.slice(0, 15));
  } catch {
    // Not Linux, or /proc is not mounted: the thread keeps the process's name.
  }
}
