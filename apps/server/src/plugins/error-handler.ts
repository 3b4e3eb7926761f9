import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { ERROR_STATUS, type ErrorCode } from '@kindred/shared/errors';

import { AppError } from '@/errors';

/**
 * One error handler for the whole app: `{ "error": message, "code": code }`, never a stack trace.
 * Fastify's own errors (body parsing, static files) get the request code of their status.
 */
export default fp(
  async function errorHandler(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
      if (error instanceof AppError) {
        if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
        return reply.headers(error.headers).status(error.statusCode).send(error.body());
      }
      const status = error.statusCode ?? 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        const internal = new AppError('request.internal');
        return reply.status(internal.statusCode).send(internal.body());
      }
      request.log.info({ code: error.code, status }, 'request rejected');
      const answer = fromFastify(error, status);
      return reply.status(answer.statusCode).send(answer.body());
    });
  },
  { name: 'error-handler' },
);

const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'request.bodyTooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'request.unsupportedMediaType',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'request.emptyBody',
  FST_ERR_CTP_INVALID_JSON_BODY: 'request.invalidJson',
};

/**
 * A 4xx of Fastify or a plugin: the code named for it, else the request code of its status with
 * its own message (a status no code has is answered as a 400).
 */
function fromFastify(error: FastifyError, status: number): AppError {
  const known = FASTIFY_CODES[error.code];
  if (known) return new AppError(known);
  const byStatus = (Object.keys(ERROR_STATUS) as ErrorCode[]).find(
    (code) => code.startsWith('request.') && ERROR_STATUS[code] === status,
  );
  return new AppError(byStatus ?? 'request.invalid', {
    message: error.message || `HTTP ${status}`,
  });
}
