import type { FastifyServerOptions } from 'fastify';

import type { Config } from '@/config';
import { serializeError } from '@/lib/safe-error';

/** Path segments that are secrets: invitation codes and the sign-in provider's interaction ids. */
const SECRET_PATH = /^(\/api\/relationships\/invite\/|\/idp\/interaction\/|\/idp\/auth\/)[^/?]+/;

// Query strings may carry authorization codes, states or invitation codes: never log them.
export function redactUrl(url: string | undefined): string | undefined {
  if (!url) return url;
  const q = url.indexOf('?');
  const path = (q === -1 ? url : url.slice(0, q)).replace(SECRET_PATH, '$1[redacted]');
  return q === -1 ? path : `${path}?[redacted]`;
}

/** pino options: request lines without cookies, tokens or query strings; pretty on a TTY only. */
export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        '*.access_token',
        '*.id_token',
        '*.refresh_token',
        '*.content',
      ],
      censor: '[redacted]',
    },
    serializers: {
      // Failed queries by their codes, never their parameters (lib/safe-error.ts).
      err: (error: Error) =>
        serializeError(error) as { type: string; message: string; stack: string },
      req(request: { method: string; url?: string; ip?: string; id?: string }) {
        return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip };
      },
    },
    ...(process.stdout.isTTY && config.env !== 'production'
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };
}
