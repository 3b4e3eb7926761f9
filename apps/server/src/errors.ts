import { SYSTEM_ERRORS, type ErrorResponse } from '@kindred/shared/api';
import { ACCOUNT_ERRORS } from '@kindred/shared/account';
import {
  ERROR_STATUS,
  type ErrorCode,
  type ErrorMessageTables,
  REQUEST_ERRORS,
} from '@kindred/shared/errors';
import { NOTIFICATION_ERRORS } from '@kindred/shared/notifications';
import { HEALTH_ERRORS } from '@kindred/shared/relationship-health';
import { RELATIONSHIP_ERRORS } from '@kindred/shared/relationships';
import { SESSION_ERRORS } from '@kindred/shared/sessions';
import { TRAINING_ERRORS } from '@kindred/shared/training';

/** Each domain's messages, by the prefix of its codes (packages/shared/src/errors.ts). */
const MESSAGES: ErrorMessageTables = {
  request: REQUEST_ERRORS,
  system: SYSTEM_ERRORS,
  account: ACCOUNT_ERRORS,
  relationship: RELATIONSHIP_ERRORS,
  session: SESSION_ERRORS,
  health: HEALTH_ERRORS,
  notification: NOTIFICATION_ERRORS,
  training: TRAINING_ERRORS,
};

/** The message of a code, from its domain's table. */
export function messageOf(code: ErrorCode): string {
  const dot = code.indexOf('.');
  const table = MESSAGES[code.slice(0, dot) as keyof ErrorMessageTables] as Record<string, string>;
  return table[code.slice(dot + 1)]!;
}

interface AppErrorOptions {
  /** Only where the message says more than the table can (what failed validation, and why). */
  message?: string;
  headers?: Record<string, string>;
  cause?: unknown;
}

/**
 * Typed application errors: services throw them by code; the status comes from the one table
 * (ERROR_STATUS) and the message from the code's domain. The one error handler
 * (plugins/error-handler.ts) answers `{ error, code }`; anything else becomes a 500.
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly headers: Record<string, string>;

  constructor(
    readonly code: ErrorCode,
    { message, headers = {}, cause }: AppErrorOptions = {},
  ) {
    super(message ?? messageOf(code), cause === undefined ? undefined : { cause });
    this.name = 'AppError';
    this.statusCode = ERROR_STATUS[code];
    this.headers = headers;
  }

  /** The answer's body. */
  body(): ErrorResponse {
    return { error: this.message, code: this.code };
  }
}

export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError('request.tooMany', {
    headers: { 'retry-after': String(Math.max(1, retryAfterSeconds)) },
  });
