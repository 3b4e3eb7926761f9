import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import { parseInput } from '@/lib/validation';

import { listUnreadNotices, readNotice } from './notifications.service';

const idParams = z.object({ id: z.string().uuid() });

/** The in-app notices of the signed-in user (what happened to their couple while away). */
export default async function notificationsRoutes(app: FastifyInstance) {
  app.get('/api/notifications', { preHandler: app.requireUser }, async (request) =>
    listUnreadNotices(app.db, request.user!.id),
  );

  app.post(
    '/api/notifications/:id/read',
    { preHandler: app.requireUser },
    async (request, reply) => {
      const { id } = parseInput(idParams, request.params, 'notification.notFound');
      await readNotice(app.db, request.user!.id, id);
      return reply.status(204).send();
    },
  );
}
