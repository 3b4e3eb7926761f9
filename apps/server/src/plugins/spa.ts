import { existsSync } from 'node:fs';
import path from 'node:path';

import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { AppError } from '@/errors';

const SERVER_PREFIXES = ['/api/', '/auth/', '/idp/'];

function wantsSpaPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0]!;
  if (SERVER_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

/**
 * Serves the built SPA and answers everything no route matched: a page request gets index.html
 * (history fallback, so the SPA's not-found page shows), anything else a JSON 404.
 */
export default fp(
  async function spa(app: FastifyInstance, { root }: { root: string }) {
    const built = existsSync(path.join(root, 'index.html'));
    if (built) {
      await app.register(fastifyStatic, {
        root,
        index: false,
        // The build writes .br and .gz beside each text file (apps/web/vite.config.ts).
        preCompressed: true,
        // One route per file that exists at start-up; '/' and every unknown path fall through to
        // the not-found handler below (and so to index.html).
        wildcard: false,
        setHeaders(reply, filePath) {
          // Vite fingerprints everything under assets/: cache it for good; revalidate the rest.
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          reply.header(
            'cache-control',
            immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    } else {
      app.log.warn({ root }, 'web app not built: run `npm run build` to serve the SPA');
    }

    app.setNotFoundHandler((request, reply) => {
      if (built && wantsSpaPage(request)) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      }
      const pathname = request.url.split('?')[0];
      const notFound = new AppError('request.notFound', {
        message: `Not found: ${request.method} ${pathname}`,
      });
      return reply.status(notFound.statusCode).send(notFound.body());
    });
  },
  { name: 'spa' },
);
