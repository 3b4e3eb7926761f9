import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import { messageVisibilitySchema, sendMessageSchema } from '@kindred/shared/sessions';

import { parseInput } from '@/lib/validation';

import { getMessagesJson, sendMessage, setMessageVisibility } from './messages.service';

const idParams = z.object({ id: z.string().uuid() });
const messageParams = z.object({ id: z.string().uuid() });
const afterQuery = z.object({
  after: z.iso.datetime({ offset: true, message: 'after must be an ISO timestamp' }).optional(),
});

export default async function messagesRoutes(app: FastifyInstance) {
  app.get('/api/sessions/:id/messages', { preHandler: app.requireUser }, async (request, reply) => {
    const { id } = parseInput(idParams, request.params, 'session.notFound');
    const { after } = parseInput(afterQuery, request.query);
    const body = await getMessagesJson(
      app.db,
      request.user!.id,
      id,
      after ? new Date(after) : undefined,
    );
    return reply.type('application/json; charset=utf-8').send(body);
  });

  app.post(
    '/api/messages',
    { preHandler: [app.requireUser, app.rateLimits.messages] },
    async (request, reply) => {
      const input = parseInput(sendMessageSchema, request.body);
      const { message, created, safety } = await sendMessage(
        {
          // A partner waits on this: the database's urgent lane (db/client.ts).
          db: app.database.urgent,
          publish: app.publish,
          safety: app.safety,
          writers: app.writers,
          beforeInsert: () => app.rateLimits.therapistTrigger(request),
          afterPartnerMessage: app.therapist.afterPartnerMessage,
        },
        request.user!.id,
        input,
      );
      return reply.status(created ? 201 : 200).send({ ...message, safety });
    },
  );

  app.post('/api/messages/:id/visibility', { preHandler: app.requireUser }, async (request) => {
    const { id } = parseInput(messageParams, request.params, 'session.messageNotFound');
    const { visibility } = parseInput(messageVisibilitySchema, request.body);
    return setMessageVisibility(app.db, app.publish, request.user!.id, id, visibility);
  });
}
