import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/**
 * Starts one of the server's worker threads. The built server (dist/server.js) ships each thread
 * as its own file beside it (`built`, see build.mjs); from the TypeScript sources (tests, `npm run
 * dev`) the thread's entry (`source`, relative to `from`) loads through tsx, with this package's
 * tsconfig for the `@/` paths.
 */
export function startThread(options: {
  /** The caller's `import.meta.url`. */
  from: string;
  /** The entry's TypeScript source, relative to `from`. */
  source: string;
  /** The bundled entry's file name in dist/. */
  built: string;
  workerData: unknown;
}): Worker {
  const { from, source, built, workerData } = options;
  const here = import.meta.url;
  if (!here.endsWith('.ts')) return new Worker(new URL(`./${built}`, here), { workerData });
  const require = createRequire(here);
  // The ESM build of tsx's API (require.resolve finds its CommonJS twin beside it).
  const tsx = pathToFileURL(require.resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href;
  const entry = new URL(source, from).href;
  const tsconfig = fileURLToPath(new URL('../../tsconfig.json', here));
  const code = `import(${JSON.stringify(tsx)}).then(({ tsImport }) =>
    tsImport(${JSON.stringify(entry)}, { parentURL: ${JSON.stringify(from)}, tsconfig: ${JSON.stringify(tsconfig)} }))`;
  return new Worker(code, { eval: true, workerData });
}
