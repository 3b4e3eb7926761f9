import { readFileSync } from 'node:fs';

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
