import { z } from 'zod';

// Contracts of blueprint §4 shared by the server (responses it builds) and the SPA (what it reads).

export const errorResponseSchema = z.object({ error: z.string() });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

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
