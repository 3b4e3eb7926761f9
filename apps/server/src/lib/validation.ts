import type { ErrorCode } from '@kindred/shared/errors';
import type { z } from 'zod';

import { AppError } from '@/errors';

/**
 * Parses untrusted input with a zod schema; a failure is a 400 naming the first problem, or, with
 * `notFound`, that error (a malformed id in a path is simply not found: nothing is revealed about
 * what exists).
 */
export function parseInput<T extends z.ZodType>(
  schema: T,
  input: unknown,
  notFound?: ErrorCode,
): z.infer<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  if (notFound) throw new AppError(notFound);
  const issue = result.error.issues[0];
  const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  throw new AppError('request.invalid', {
    message: `Invalid request: ${where}${issue?.message ?? 'malformed input'}`,
  });
}
