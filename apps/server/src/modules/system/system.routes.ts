import type { FastifyInstance } from 'fastify';

import type { PublicConfig } from '@kindred/shared/api';

import type { Config } from '@/config';
import { AppError } from '@/errors';

/** Health probes and the SPA's public settings. */
export default async function systemRoutes(app: FastifyInstance, { config }: { config: Config }) {
  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/readyz', async (request, reply) => {
    try {
      await app.database.ping();
      return { status: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'database not reachable');
      const unreachable = new AppError('system.databaseUnreachable');
      return reply.status(unreachable.statusCode).send(unreachable.body());
    }
  });

  app.get('/api/config', async (): Promise<PublicConfig> => ({
    providerName: config.oidc.providerName,
    builtInSignIn: config.oidc.kind === 'builtin',
  }));
}
