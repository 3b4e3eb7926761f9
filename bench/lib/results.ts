import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { repoRoot } from './server';

export const resultsDir = path.join(repoRoot, 'bench', 'results');

/** One quality bar (docs/performance.md lists them): what was measured against which bar. */
export interface Bar {
  what: string;
  bar: string;
  value: string;
  met: boolean;
}

export function machine() {
  const cpus = os.cpus();
  let commit: string | undefined;
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot })
      .toString()
      .trim();
  } catch {
    commit = undefined;
  }
  return {
    date: new Date().toISOString(),
    cpus: cpus.length,
    cpuModel: cpus[0]?.model ?? 'unknown',
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    commit,
  };
}

export function writeResult(name: string, data: Record<string, unknown>, bars: Bar[]): string {
  mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `${name}.json`);
  writeFileSync(
    file,
    `${JSON.stringify({ name, machine: machine(), bars, ...data }, null, 2)}\n`,
    'utf8',
  );
  console.log(`\n${name}: bars`);
  for (const bar of bars) {
    console.log(`  ${bar.met ? 'MET   ' : 'MISSED'} ${bar.what}: ${bar.value} (bar ${bar.bar})`);
  }
  console.log(`  → ${path.relative(repoRoot, file)}`);
  return file;
}
