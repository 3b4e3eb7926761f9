// Bundles the server into dist/. npm dependencies stay external (installed by npm ci), but for
// drizzle-orm and zod: loaded from node_modules, Node's ESM loader read drizzle-orm's package
// scope (a 179 KB package.json) again for each of its ~100 files, 0.7 s of every start
// (docs/performance.md). Our own workspace packages (@kindred/shared, TypeScript sources) are
// bundled in.
import { readFileSync, rmSync } from 'node:fs';

import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter(
  (name) => !name.startsWith('@kindred/') && name !== 'drizzle-orm' && name !== 'zod',
);

// Chunks are named by their content's hash: a rebuild's would sit beside the last one's.
rmSync(new URL('./dist/', import.meta.url), { recursive: true, force: true });
// Three entries: the server and its two worker threads, the therapist's (src/therapist/thread.ts)
// and the embedded database's (src/db/pglite-thread.ts), which the server starts from dist/.
await build({
  entryPoints: {
    server: 'src/server.ts',
    'therapist-thread': 'src/therapist/thread.ts',
    'pglite-thread': 'src/db/pglite-thread.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  // The app's code is a chunk of its own that server.ts imports once the database has started
  // opening (src/server.ts); the three entries share chunks.
  splitting: true,
  target: 'node20',
  sourcemap: true,
  external,
  tsconfig: 'tsconfig.json',
  logLevel: 'warning',
});
console.log('server built: dist/server.js, dist/therapist-thread.js, dist/pglite-thread.js');
