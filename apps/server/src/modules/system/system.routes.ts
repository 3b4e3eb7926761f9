import type { FastifyInstance } from 'fastify';

import type { PublicConfig } from '@kindred/shared/api';

import type { Config } from '@/config';

/** Health probes and the SPA's public settings. */
export default async function systemRoutes(app: FastifyInstance, { config }: { config: Config }) {
  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/readyz', async (request, reply) => {
    try {
      await app.database.ping();
      return { status: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'database not reachable');
      return reply.status(503).send({ error: 'Database not reachable' });
    }
  });

  app.get('/api/config', async (): Promise<PublicConfig> => ({
    providerName: config.oidc.providerName,
    builtInSignIn: config.oidc.kind === 'builtin',
  }));
}
