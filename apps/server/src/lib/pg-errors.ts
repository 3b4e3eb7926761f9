/**
 * True for PostgreSQL's unique_violation (23505), from either driver, however wrapped; with
 * `constraint`, only a violation of that unique index.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const fields = current as { code?: unknown; constraint?: unknown };
    if (typeof current === 'object' && fields.code === '23505')
      return constraint === undefined || fields.constraint === constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
