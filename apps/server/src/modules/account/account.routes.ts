import type { FastifyInstance } from 'fastify';

import type { Config } from '@/config';

import { deleteAccount, exportAccount } from './account.service';

export default async function accountRoutes(app: FastifyInstance, { config }: { config: Config }) {
  const builtinIssuer = config.oidc.kind === 'builtin' ? config.oidc.issuer : null;

  app.get('/api/account/export', { preHandler: app.requireUser }, async (request, reply) => {
    const data = await exportAccount(app.db, request.user!.id);
    const day = data.exported_at.slice(0, 10);
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="kindred-export-${day}.json"`)
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(data, null, 2));
  });

  app.delete('/api/account', { preHandler: app.requireUser }, async (request, reply) => {
    await deleteAccount(app.db, app.publish, request.user!.id, builtinIssuer);
    app.sessionCookie.clear(reply);
    request.log.info('account deleted');
    return reply.status(204).send();
  });
}
