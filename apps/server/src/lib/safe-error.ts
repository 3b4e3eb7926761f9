/**
 * Errors as they may be logged: what failed and where, never what the user wrote. A failed query
 * carries its parameters (Drizzle's `Failed query: … params: …` message and `params`, PGlite's
 * `query`/`params`), and PostgreSQL's own message, `detail` and `where` may quote the values
 * (`invalid input syntax for type uuid: "…"`, `Key (email)=(…) already exists`). Those errors are
 * kept to their codes: SQLSTATE, constraint, table, column, type and the stack's frames.
 */

/** The fields of a PostgreSQL error that name what failed without repeating any value. */
const DATABASE_FIELDS = [
  'code',
  'severity',
  'constraint',
  'schema',
  'table',
  'column',
  'dataType',
  'routine',
] as const;

const MAX_CAUSES = 5;

interface ErrorLike {
  name?: unknown;
  message?: unknown;
  stack?: unknown;
  cause?: unknown;
  [key: string]: unknown;
}

function isErrorLike(value: unknown): value is ErrorLike {
  return (
    typeof value === 'object' && value !== null && typeof (value as ErrorLike).message === 'string'
  );
}

/** An error from PostgreSQL (node-postgres or PGlite): a SQLSTATE code and a severity. */
function isDatabaseError(error: ErrorLike): boolean {
  return (
    typeof error.code === 'string' &&
    /^[0-9A-Z]{5}$/.test(error.code) &&
    typeof error.severity === 'string'
  );
}

/** A query wrapper (Drizzle's DrizzleQueryError): its message repeats the query and parameters. */
function isQueryError(error: ErrorLike): boolean {
  return error.name === 'DrizzleQueryError' || ('query' in error && 'params' in error);
}

function typeOf(error: ErrorLike): string {
  const ctor = (error as { constructor?: { name?: unknown } }).constructor;
  if (ctor && typeof ctor.name === 'string' && ctor.name !== 'Object') return ctor.name;
  return typeof error.name === 'string' ? error.name : 'Error';
}

/** The stack's frames (`    at …`) under a first line of our choosing. */
function framesUnder(first: string, stack: unknown): string {
  if (typeof stack !== 'string') return first;
  const frames = stack.split('\n').filter((line) => /^\s+at /.test(line));
  return [first, ...frames].join('\n');
}

/** The error itself or the first of its causes that comes from PostgreSQL. */
function databaseErrorIn(error: ErrorLike): ErrorLike | undefined {
  let current: unknown = error;
  for (let depth = 0; isErrorLike(current) && depth <= MAX_CAUSES; depth++) {
    if (isDatabaseError(current)) return current;
    current = current.cause;
  }
  return undefined;
}

/** What may be said of an error that might quote user data, or its message when it cannot. */
export function describeError(error: unknown): string {
  if (!isErrorLike(error)) return String(error);
  if (isDatabaseError(error)) return `database error ${String(error.code)}`;
  if (isQueryError(error)) return 'Failed query';
  return error.message as string;
}

/**
 * pino's `err` serializer: like pino's own (type, message, stack, the error's fields, its causes)
 * for ordinary errors; failed queries and database errors reduced to their codes.
 */
export function serializeError(error: unknown, depth = 0): unknown {
  if (!isErrorLike(error)) return error;
  const type = typeOf(error);
  const cause =
    depth < MAX_CAUSES && isErrorLike(error.cause)
      ? { cause: serializeError(error.cause, depth + 1) }
      : {};

  if (isDatabaseError(error) || isQueryError(error)) {
    const message = describeError(error);
    // A failed query says at once which rule it broke (its database error is its cause).
    const database = databaseErrorIn(error);
    const fields: Record<string, unknown> = {};
    if (database)
      for (const key of DATABASE_FIELDS)
        if (database[key] !== undefined) fields[key] = database[key];
    return {
      type,
      message,
      ...fields,
      stack: framesUnder(`${type}: ${message}`, error.stack),
      ...cause,
    };
  }

  const own: Record<string, unknown> = {};
  for (const key of Object.keys(error)) {
    if (key === 'cause') continue;
    const value = error[key];
    own[key] = isErrorLike(value) && depth < MAX_CAUSES ? serializeError(value, depth + 1) : value;
  }
  return {
    type,
    ...own,
    message: error.message,
    stack: typeof error.stack === 'string' ? error.stack : undefined,
    ...cause,
  };
}
