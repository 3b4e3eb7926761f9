// The only module that reads import.meta.env, so every setting is read and checked once. The SPA
// talks to its own origin, so it needs no URLs: the API, sign-in and realtime all live under the
// page's origin.
export const env = {
  isDev: import.meta.env.DEV,
  mode: import.meta.env.MODE,
} as const;
