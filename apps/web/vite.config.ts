import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { constants, brotliCompressSync, gzipSync } from 'node:zlib';

import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// In development the Fastify server (npm run dev -w @kindred/server) answers /api, /auth and /idp;
// Vite proxies them so the SPA and the API share one origin, as they do in production.
const serverTarget = 'http://localhost:3000';

/**
 * Writes `.br` and `.gz` beside every text file of the build, compressed once at the highest
 * levels; the server sends them to browsers that accept them (@fastify/static `preCompressed`),
 * so no response is compressed per request (docs/performance.md).
 */
function precompress(): Plugin {
  const compressible = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;
  return {
    name: 'kindred-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir!;
      const files = Object.keys(bundle).filter((file) => compressible.test(file));
      await Promise.all(
        files.map(async (file) => {
          const target = path.join(outDir, file);
          const source = await readFile(target);
          if (source.length < 1024) return;
          const brotli = brotliCompressSync(source, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
            },
          });
          await writeFile(`${target}.br`, brotli);
          await writeFile(`${target}.gz`, gzipSync(source, { level: 9 }));
        }),
      );
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: serverTarget, ws: true },
      '/auth': { target: serverTarget },
      '/idp': { target: serverTarget },
    },
  },
  preview: { port: 4173 },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Every supported browser has <link rel="modulepreload">; skip the polyfill's bytes.
    modulePreload: { polyfill: false },
  },
});
