import { readFileSync } from 'node:fs';

/**
 * Summarises a V8 .cpuprofile: self time by function and by file, and the longest stretches
 * without an idle sample — what held the event loop (`tsx bench/lib/profile-top.ts <file> [n]`).
 * Used to find where the server spends its time when a bar is missed.
 */
interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}

const [file, n = '30', callersOf] = process.argv.slice(2);
if (!file) throw new Error('usage: profile-top.ts <file.cpuprofile> [n] [function,function…]');
/** Whose callers are shown (third argument; default: the native socket and file writes). */
const traced = callersOf?.split(',') ?? ['writev', 'writeBuffer', 'writeString', 'writeUtf8String'];
const profile = JSON.parse(readFileSync(file, 'utf8')) as {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
};
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const self = new Map<number, number>();
profile.samples.forEach((id, i) => {
  self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
});
const total = [...self.values()].reduce((a, b) => a + b, 0);
const byFunction = new Map<string, number>();
const byFile = new Map<string, number>();
for (const [id, us] of self) {
  const frame = byId.get(id)!.callFrame;
  const where = frame.url.replace(/^.*node_modules\//, 'nm:').replace(/^file:\/\/.*\/apps\//, '');
  const key = `${frame.functionName || '(anonymous)'} ${where}:${frame.lineNumber + 1}`.slice(
    0,
    140,
  );
  byFunction.set(key, (byFunction.get(key) ?? 0) + us);
  const pkg = where.startsWith('nm:')
    ? where
        .split('/')
        .slice(0, where.startsWith('nm:@') ? 2 : 1)
        .join('/')
    : where || frame.functionName;
  byFile.set(pkg, (byFile.get(pkg) ?? 0) + us);
}
const show = (title: string, map: Map<string, number>) => {
  console.log(`\n${title} (total ${(total / 1e6).toFixed(1)} s)`);
  for (const [key, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, Number(n)))
    console.log(
      `${((us / total) * 100).toFixed(1).padStart(5)}%  ${(us / 1000).toFixed(0).padStart(7)} ms  ${key}`,
    );
};
show('self time by function', byFunction);

// Who calls the traced functions (the stack above them, ten frames deep).
const parent = new Map<number, number>();
for (const node of profile.nodes)
  for (const child of node.children ?? []) parent.set(child, node.id);
const stacks = new Map<string, number>();
for (const [id, us] of self) {
  const name = byId.get(id)!.callFrame.functionName;
  if (!traced.includes(name)) continue;
  const chain: string[] = [name];
  for (
    let p = parent.get(id), depth = 0;
    p !== undefined && depth < 10;
    p = parent.get(p), depth++
  ) {
    const f = byId.get(p)!.callFrame;
    chain.push(
      `${f.functionName || '(anon)'}@${f.url.split('/').slice(-2).join('/')}:${f.lineNumber + 1}`,
    );
  }
  const key = chain.join(' < ');
  stacks.set(key, (stacks.get(key) ?? 0) + us);
}
show(callersOf ? `${callersOf} by caller` : 'native writes by caller', stacks);
show('self time by file or package', byFile);

// The longest busy stretches: runs of consecutive non-idle samples — one long task, or work back to
// back when the process is saturated (either delays the event loop) — with what filled them.
const tasks: { start: number; us: number; self: Map<string, number> }[] = [];
let clock = 0;
let task: (typeof tasks)[number] | undefined;
profile.samples.forEach((id, i) => {
  const delta = profile.timeDeltas[i] ?? 0;
  clock += delta;
  const frame = byId.get(id)!.callFrame;
  if (frame.functionName === '(idle)') {
    if (task) tasks.push(task);
    task = undefined;
    return;
  }
  task ??= { start: clock, us: 0, self: new Map() };
  task.us += delta;
  const where = frame.url.replace(/^.*node_modules\//, 'nm:').replace(/^file:\/\/.*\/apps\//, '');
  const key = `${frame.functionName || '(anonymous)'} ${where}:${frame.lineNumber + 1}`;
  task.self.set(key, (task.self.get(key) ?? 0) + delta);
});
if (task) tasks.push(task);
console.log(
  `\nlongest busy stretches (no idle sample between; ${tasks.filter((t) => t.us > 50_000).length} over 50 ms)`,
);
for (const t of [...tasks].sort((a, b) => b.us - a.us).slice(0, Math.min(15, Number(n)))) {
  const top = [...t.self]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([key, us]) => `${(us / 1000).toFixed(0)} ms ${key.slice(0, 90)}`);
  console.log(
    `${(t.us / 1000).toFixed(0).padStart(6)} ms at ${(t.start / 1e6).toFixed(1)} s: ${top.join(' | ')}`,
  );
}
