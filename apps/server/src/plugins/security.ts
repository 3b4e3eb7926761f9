import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import type { Config } from '@/config';
import { AppError } from '@/errors';

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
 * Browser features no page of ours uses are denied to every page and frame. The invitation is
 * copied (clipboard-write, allowed to our own pages) and shared (web-share: left at its default,
 * our own pages, since Chromium on Linux does not know the name and would warn on every page).
 * Only names Chromium recognises are listed, for the same reason.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'clipboard-read=()',
  'clipboard-write=(self)',
  'display-capture=()',
  'encrypted-media=()',
  'fullscreen=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'idle-detection=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'picture-in-picture=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/**
 * Requests that change state must come from our own origin, or another site could make a
 * signed-in browser act (CSRF): browsers always send Origin on such requests, so a missing or
 * foreign one is refused. The built-in provider's
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

    // On the raw response, so that the built-in provider's own answers carry it too.
    app.addHook('onRequest', async (_request, reply) => {
      reply.raw.setHeader('permissions-policy', PERMISSIONS_POLICY);
    });
    // Personal answers are never kept by the browser or a proxy (the SPA's files keep their own
    // caching, set in plugins/spa.ts).
    app.addHook('onSend', async (request, reply) => {
      if (request.url.startsWith('/api/') || request.url.startsWith('/auth/'))
        reply.header('cache-control', 'no-store');
    });

    const allowedOrigin = new URL(config.publicUrl).origin;
    app.addHook('onRequest', async (request) => {
      if (isCrossSiteRequest(request, allowedOrigin)) {
        request.log.warn({ origin: request.headers.origin ?? null }, 'cross-site request refused');
        throw new AppError('request.crossSite');
      }
    });
  },
  { name: 'security' },
);
