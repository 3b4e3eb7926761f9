import type { z } from 'zod';

import { AppError, badRequest } from '@/errors';

/** Parses untrusted input with a zod schema; a failure is a 400 naming the first problem (or a 404). */
export function parseInput<T extends z.ZodType>(
  schema: T,
  input: unknown,
  status = 400,
): z.infer<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  // Malformed ids in a path are simply not found (nothing is revealed about what exists).
  if (status === 404) throw new AppError(404, issue?.message ?? 'Not found', 'not_found');
  const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  throw badRequest(`Invalid request: ${where}${issue?.message ?? 'malformed input'}`);
}
