// `npm run dev`: the API server (tsx watch) and the Vite dev server together. The browser uses
// Vite's origin, which proxies /api, /auth and /idp to the server, so PUBLIC_URL is Vite's.
import { spawn } from 'node:child_process';

import { withLocalSignIn } from './local-sign-in.mjs';

const WEB_PORT = 5173;
const children = [
  spawn('npm', ['run', 'dev', '-w', '@kindred/server'], {
    stdio: 'inherit',
    env: withLocalSignIn({
      ...process.env,
      NODE_ENV: 'development',
      PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${WEB_PORT}`,
    }),
  }),
  spawn(
    'npm',
    ['run', 'dev', '-w', '@kindred/web', '--', '--port', String(WEB_PORT), '--strictPort'],
    {
      stdio: 'inherit',
    },
  ),
];

let stopping = false;
const stop = (code = 0) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  process.exitCode = code;
};
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
