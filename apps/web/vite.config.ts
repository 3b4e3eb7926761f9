import { fileURLToPath, URL } from 'node:url';

import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the Fastify server (npm run dev -w @kindred/server) answers /api, /auth and /idp;
// Vite proxies them so the SPA and the API share one origin, as they do in production.
const serverTarget = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
