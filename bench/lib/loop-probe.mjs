// Preloaded into a bench's server process (`node --import …/loop-probe.mjs`), never into
// production: the server's own code is unchanged and has no endpoint for this. It measures the
// process's event-loop delay (perf_hooks.monitorEventLoopDelay) and answers the bench, its parent,
// over the IPC channel that only the parent holds: { type: 'loop-delay', id, reset } → the delay
// since the last reset, in milliseconds, and the main thread's garbage-collection pauses since
// then (count, total and longest, per kind: minor = scavenges, major = mark-compact, incremental
// marking steps).
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { constants, monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';

/** The sampling timer's period; the histogram records whole periods, so this is subtracted. */
const RESOLUTION_MS = 10;

if (typeof process.send === 'function') {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  const delay = (ns) => Math.max(0, ns / 1e6 - RESOLUTION_MS);
  const KINDS = {
    [constants.NODE_PERFORMANCE_GC_MINOR]: 'minor',
    [constants.NODE_PERFORMANCE_GC_MAJOR]: 'major',
    [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental',
  };
  let gc = {};
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const kind = KINDS[entry.detail?.kind] ?? 'other';
      const sum = (gc[kind] ??= { count: 0, totalMs: 0, maxMs: 0 });
      sum.count += 1;
      sum.totalMs += entry.duration;
      sum.maxMs = Math.max(sum.maxMs, entry.duration);
    }
  }).observe({ entryTypes: ['gc'] });
  process.on('message', (message) => {
    if (!message || message.type !== 'loop-delay') return;
    const samples = histogram.count;
    process.send({
      type: 'loop-delay',
      id: message.id,
      samples,
      p50: samples ? delay(histogram.percentile(50)) : 0,
      p99: samples ? delay(histogram.percentile(99)) : 0,
      max: samples ? delay(histogram.max) : 0,
      mean: samples ? delay(histogram.mean) : 0,
      gc,
    });
    if (message.reset) {
      histogram.reset();
      gc = {};
    }
  });
  // The channel must not keep the server alive once it is asked to stop; and a bench that dies
  // (killed, crashed) takes its servers with it instead of leaving them on their ports.
  process.channel?.unref();
  // `--heap-profile`: V8's sampling heap profiler over the whole life of the main thread, counting
  // objects the collector has since freed too (what is allocated, not what stays: the young
  // generation's churn is what makes scavenges), written when the process exits.
  const heapFile = process.env.KINDRED_BENCH_HEAP_PROFILE;
  if (heapFile) {
    const session = new Session();
    session.connect();
    session.post('HeapProfiler.startSampling', {
      samplingInterval: 16384,
      includeObjectsCollectedByMajorGC: true,
      includeObjectsCollectedByMinorGC: true,
    });
    process.once('exit', () => {
      session.post('HeapProfiler.stopSampling', (error, result) => {
        if (!error) writeFileSync(heapFile, JSON.stringify(result.profile));
      });
    });
  }
  process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'));
}
