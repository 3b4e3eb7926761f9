// Bundles the server into dist/. npm dependencies stay external (installed by npm ci);
// our own workspace packages (@kindred/shared, TypeScript sources) are bundled in.
import { readFileSync } from 'node:fs';

import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter(
  (name) => !name.startsWith('@kindred/'),
);

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
  target: 'node20',
  sourcemap: true,
  external,
  tsconfig: 'tsconfig.json',
  logLevel: 'warning',
});
console.log('server built: dist/server.js, dist/therapist-thread.js, dist/pglite-thread.js');
