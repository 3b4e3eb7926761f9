import type { FastifyServerOptions } from 'fastify';

import type { Config } from '@/config';

// Query strings may carry authorization codes, states or invitation codes: never log them.
export function redactUrl(url: string | undefined): string | undefined {
  if (!url) return url;
  const q = url.indexOf('?');
  return q === -1 ? url : `${url.slice(0, q)}?[redacted]`;
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
