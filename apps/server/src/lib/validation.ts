import type { z } from 'zod';

import { badRequest } from '@/errors';

/** Parses untrusted input with a zod schema; a failure is a 400 naming the first problem. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  throw badRequest(`Invalid request: ${where}${issue?.message ?? 'malformed input'}`);
}
