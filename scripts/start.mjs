// `npm start` (after the build): the built server in this process, on the embedded defaults with
// the development sign-in allowed for a local run (scripts/local-sign-in.mjs).
import { withLocalSignIn } from './local-sign-in.mjs';

Object.assign(process.env, withLocalSignIn(process.env));
await import('../apps/server/dist/server.js');
