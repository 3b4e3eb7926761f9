import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import { createSessionSchema } from '@kindred/shared/sessions';

import { parseInput } from '@/lib/validation';

import {
  endSession,
  getSessionDetail,
  getSessions,
  askTherapist,
  resumeSession,
  startSession,
} from './sessions.service';

const idParams = z.object({ id: z.string().uuid() });
const listQuery = z.object({ relationshipId: z.string().uuid('relationshipId must be an id') });

export default async function sessionsRoutes(app: FastifyInstance) {
  app.get('/api/sessions', { preHandler: app.requireUser }, async (request) => {
    const { relationshipId } = parseInput(listQuery, request.query);
    return getSessions(app.db, request.user!.id, relationshipId);
  });

  app.post('/api/sessions', { preHandler: app.requireUser }, async (request, reply) => {
    const { relationship_id } = parseInput(createSessionSchema, request.body);
    // 200: the couple's ongoing session, joined; 201: a new one.
    const { session, created } = await startSession(
      app.db,
      app.publish,
      request.user!.id,
      relationship_id,
    );
    return reply.status(created ? 201 : 200).send(session);
  });

  app.get('/api/sessions/:id', { preHandler: app.requireUser }, async (request) => {
    const { id } = parseInput(idParams, request.params, 'session.notFound');
    return getSessionDetail(app.db, request.user!.id, id);
  });

  app.post('/api/sessions/:id/end', { preHandler: app.requireUser }, async (request) => {
    const { id } = parseInput(idParams, request.params, 'session.notFound');
    return endSession(app.db, app.publish, request.user!.id, id);
  });

  app.post(
    '/api/sessions/:id/ask',
    // Each ask may start a reply: counted like a message.
    { preHandler: [app.requireUser, app.rateLimits.messages] },
    async (request, reply) => {
      const { id } = parseInput(idParams, request.params, 'session.notFound');
      await askTherapist(app.db, app.therapist.ask, request.user!.id, id);
      return reply.code(202).send({ ok: true });
    },
  );

  app.post('/api/sessions/:id/resume', { preHandler: app.requireUser }, async (request) => {
    const { id } = parseInput(idParams, request.params, 'session.notFound');
    return resumeSession(app.db, app.publish, request.user!.id, id);
  });
}
