/**
 * Typed application errors: services throw these; the one error handler turns them into
 * `{ "error": message }` with the status. Anything else becomes a 500 with a generic message.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code: string = 'app_error',
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string) => new AppError(400, message, 'bad_request');
export const unauthorized = (message = 'You need to be logged in') =>
  new AppError(401, message, 'unauthorized');
export const forbidden = (message: string) => new AppError(403, message, 'forbidden');
export const notFound = (message = 'Not found') => new AppError(404, message, 'not_found');
export const conflict = (message: string) => new AppError(409, message, 'conflict');
export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError(429, 'Too many requests, please slow down and try again shortly', 'rate_limited', {
    'retry-after': String(Math.max(1, retryAfterSeconds)),
  });
