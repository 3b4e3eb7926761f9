import { z } from 'zod';

import { ERROR_CODES } from './errors';

// The HTTP contracts, shared by the server (responses it builds) and the SPA (what it reads), so
// the two cannot drift apart.

/** Every error answer: the message the SPA shows and which error it is (./errors). */
export const errorResponseSchema = z.object({ error: z.string(), code: z.enum(ERROR_CODES) });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** GET /readyz's error. */
export const SYSTEM_ERRORS = { databaseUnreachable: 'Database not reachable' } as const;

export const meResponseSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  picture: z.string().nullable(),
});
export type Me = z.infer<typeof meResponseSchema>;

export const configResponseSchema = z.object({
  /** The `{provider}` in 'Continue with {provider}'. */
  providerName: z.string(),
  /** True when the built-in development sign-in is in use. */
  builtInSignIn: z.boolean(),
});
export type PublicConfig = z.infer<typeof configResponseSchema>;

export const healthResponseSchema = z.object({ status: z.literal('ok') });
