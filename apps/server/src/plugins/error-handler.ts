import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { AppError } from '@/errors';

/** One error handler for the whole app: `{ "error": message }`, never a stack trace. */
export default fp(
  async function errorHandler(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
      if (error instanceof AppError) {
        if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
        return reply.headers(error.headers).status(error.statusCode).send({ error: error.message });
      }
      const status = error.statusCode ?? 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.status(500).send({ error: 'Internal server error' });
      }
      request.log.info({ code: error.code, status }, 'request rejected');
      return reply.status(status).send({ error: clientMessage(error, status) });
    });
  },
  { name: 'error-handler' },
);

function clientMessage(error: FastifyError, status: number): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'Request body is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Request body is empty';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'Request body is not valid JSON';
    default:
      if (error.message && status < 500) return error.message;
      return `HTTP ${status}`;
  }
}
