import { execFileSync } from 'node:child_process';

import { Options, parseArgs } from './lib/args';
import { repoRoot } from './lib/server';

/**
 * npm run bench [-- <names…>] [--options]: builds (unless --no-build), then runs the benches in
 * order, each printing its figures and writing bench/results/<name>.json.
 */
const ALL = ['web', 'startup', 'api', 'stream', 'realtime'] as const;
type Name = (typeof ALL)[number];

const loaders: Record<Name, () => Promise<(options: Options) => Promise<void>>> = {
  web: async () => (await import('./web')).runWeb,
  startup: async () => (await import('./startup')).runStartup,
  api: async () => (await import('./api')).runApi,
  stream: async () => (await import('./stream')).runStream,
  realtime: async () => (await import('./realtime')).runRealtime,
};

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const options = new Options(args.options);
  const unknown = args.names.filter((n) => !(ALL as readonly string[]).includes(n));
  if (unknown.length > 0) {
    console.error(`Unknown bench ${unknown.join(', ')}; choose from ${ALL.join(', ')}`);
    process.exit(2);
  }
  const names = (args.names.length > 0 ? args.names : [...ALL]) as Name[];
  if (!options.flag('no-build')) {
    console.log('building (flock /tmp/kindred-build.lock npm run build)…');
    execFileSync('flock', ['/tmp/kindred-build.lock', 'npm', 'run', 'build'], {
      cwd: repoRoot,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  for (const name of names) {
    console.log(`\n=== ${name} ===`);
    const run = await loaders[name]();
    await run(options);
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
