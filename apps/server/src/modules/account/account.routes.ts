import type { FastifyInstance } from 'fastify';

import { deleteAccount, exportAccount } from './account.service';

export default async function accountRoutes(app: FastifyInstance) {
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
    await deleteAccount(app.db, app.publish, request.user!.id);
    app.sessionCookie.clear(reply);
    request.log.info('account deleted');
    return reply.status(204).send();
  });
}
