import { fileURLToPath } from 'node:url';

import { defineProject } from 'vitest/config';

// The eval's own checks (scripts, schedule, metrics); the server's sources under `@/`.
export default defineProject({
  resolve: { alias: { '@': fileURLToPath(new URL('../apps/server/src', import.meta.url)) } },
  test: { name: 'eval', environment: 'node', include: ['**/*.test.ts'] },
});
