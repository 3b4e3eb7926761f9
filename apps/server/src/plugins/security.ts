import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import type { Config } from '@/config';
import { forbidden } from '@/errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The Content-Security-Policy for every page we serve: no inline scripts, nothing third-party. */
export function contentSecurityPolicy(): Record<string, string[]> {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    // Radix and sonner set style attributes at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

/**
 * Requests that change state must come from our own origin (blueprint §2): browsers always send
 * Origin on such requests, so a missing or foreign one is refused. The built-in provider's
 * protocol endpoints (/idp, except its sign-in form) are called server-to-server and are exempt.
 */
export function isCrossSiteRequest(request: FastifyRequest, allowedOrigin: string): boolean {
  if (!STATE_CHANGING.has(request.method)) return false;
  const url = request.url;
  if (url.startsWith('/idp/') && !url.startsWith('/idp/interaction/')) return false;
  return request.headers.origin !== allowedOrigin;
}

export default fp(
  async function security(app: FastifyInstance, { config }: { config: Config }) {
    const isLocalhost = ['localhost', '127.0.0.1', '[::1]'].includes(
      new URL(config.publicUrl).hostname,
    );
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          ...contentSecurityPolicy(),
          ...(config.secure ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      hsts: config.secure && !isLocalhost ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    });

    const allowedOrigin = new URL(config.publicUrl).origin;
    app.addHook('onRequest', async (request) => {
      if (isCrossSiteRequest(request, allowedOrigin)) {
        request.log.warn({ origin: request.headers.origin ?? null }, 'cross-site request refused');
        throw forbidden('Cross-site request refused');
      }
    });
  },
  { name: 'security' },
);
