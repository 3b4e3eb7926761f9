import { readdirSync, readFileSync } from 'node:fs';

/** CPU time (ms) of a process from /proc; undefined where /proc is not available. */
export function processCpuMs(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of the whole line (11 and 12 after the name).
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return undefined;
  }
}

/** Busy and total jiffies of the whole machine. */
function machineTicks(): { busy: number; total: number } | undefined {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
    const values = line.trim().split(/\s+/).slice(1).map(Number);
    const total = values.reduce((a, b) => a + b, 0);
    const idle = (values[3] ?? 0) + (values[4] ?? 0);
    return { busy: total - idle, total };
  } catch {
    return undefined;
  }
}

/** Measures CPU use of the server, this process and the whole machine over an interval. */
export function cpuMeter(serverPid: number | undefined) {
  const start = performance.now();
  const server0 = serverPid ? processCpuMs(serverPid) : undefined;
  const self0 = process.cpuUsage();
  const machine0 = machineTicks();
  return () => {
    const elapsed = performance.now() - start;
    const server1 = serverPid ? processCpuMs(serverPid) : undefined;
    const self = process.cpuUsage(self0);
    const machine1 = machineTicks();
    const pct = (ms: number) => Math.round((ms / elapsed) * 100);
    return {
      /** Percent of one core. */
      serverCpuPct:
        server0 !== undefined && server1 !== undefined ? pct(server1 - server0) : undefined,
      loadGeneratorCpuPct: pct((self.user + self.system) / 1000),
      /** Percent of all cores together. */
      machineBusyPct:
        machine0 && machine1
          ? Math.round(
              ((machine1.busy - machine0.busy) / (machine1.total - machine0.total || 1)) * 100,
            )
          : undefined,
    };
  };
}

interface ThreadTimes {
  name: string;
  /** On a CPU, ms. */
  runMs: number;
  /** Runnable but waiting for a CPU (the run queue), ms. */
  waitMs: number;
  /** Times it ran. */
  slices: number;
}

/** Each thread of a process, by thread id, from /proc/<pid>/task/<tid>/schedstat (Linux). */
function threadTimes(pid: number): Map<string, ThreadTimes> {
  const out = new Map<string, ThreadTimes>();
  let tids: string[];
  try {
    tids = readdirSync(`/proc/${pid}/task`);
  } catch {
    return out;
  }
  for (const tid of tids) {
    try {
      // The main thread has the process's name, as do V8's helper threads (GC, compilers).
      const name =
        tid === String(pid) ? 'main' : readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').trim();
      const [run, wait, slices] = readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8')
        .trim()
        .split(' ')
        .map(Number);
      out.set(tid, { name, runMs: run! / 1e6, waitMs: wait! / 1e6, slices: slices! });
    } catch {
      // The thread ended between the listing and the read.
    }
  }
  return out;
}

/** Stolen time of the whole machine (a virtual machine's CPUs running someone else), jiffies. */
function stealTicks(): number | undefined {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
    return Number(line.trim().split(/\s+/)[8] ?? 0);
  } catch {
    return undefined;
  }
}

/**
 * The scheduler's view of a process's threads over an interval: per named thread (the server
 * names its own: kindred-pglite, kindred-therapy; `main` is the event loop's; `node` are V8's
 * helpers), time run, time spent runnable but waiting for a CPU, and that wait per slice — how
 * much of a latency is the machine's CPUs being busy with something else. Threads of the same
 * name add up.
 */
export function threadMeter(pid: number | undefined) {
  const before = pid ? threadTimes(pid) : new Map<string, ThreadTimes>();
  const steal0 = stealTicks();
  const start = performance.now();
  return () => {
    const elapsedMs = performance.now() - start;
    const after = pid ? threadTimes(pid) : new Map<string, ThreadTimes>();
    const byName = new Map<string, { runMs: number; waitMs: number; slices: number }>();
    for (const [tid, t] of after) {
      const b = before.get(tid);
      const sum = byName.get(t.name) ?? { runMs: 0, waitMs: 0, slices: 0 };
      sum.runMs += t.runMs - (b?.runMs ?? 0);
      sum.waitMs += t.waitMs - (b?.waitMs ?? 0);
      sum.slices += t.slices - (b?.slices ?? 0);
      byName.set(t.name, sum);
    }
    const steal1 = stealTicks();
    return {
      threads: [...byName]
        .filter(([, t]) => t.slices > 0)
        .sort((x, y) => y[1].runMs - x[1].runMs)
        .map(([name, t]) => ({
          name,
          runMs: Math.round(t.runMs),
          waitMs: Math.round(t.waitMs),
          waitPerSliceUs: Math.round((t.waitMs * 1000) / t.slices),
          slices: t.slices,
        })),
      /** Percent of the interval the machine's CPUs were stolen (summed over CPUs). */
      stealPct:
        steal0 !== undefined && steal1 !== undefined
          ? Math.round(((steal1 - steal0) * 10 * 100) / elapsedMs) / 100
          : undefined,
    };
  };
}
