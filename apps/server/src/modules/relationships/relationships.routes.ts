import type { FastifyInstance } from 'fastify';

import { acceptInvitationSchema } from '@kindred/shared/relationships';

import { parseInput } from '@/lib/validation';

import {
  acceptInvitation,
  createOrRotateInvitation,
  getCurrentRelationship,
  getRelationship,
  lookUpInvitation,
  removePartner,
} from './relationships.service';

export default async function relationshipsRoutes(app: FastifyInstance) {
  app.get('/api/relationships', { preHandler: app.requireUser }, async (request) =>
    getRelationship(app.db, request.user!.id),
  );

  // The same answer as GET /api/relationships, with null (200) for no couple yet instead of a
  // 404: a new user is not an error, and the browser logs every 4xx it sees.
  app.get('/api/relationships/current', { preHandler: app.requireUser }, async (request) =>
    getCurrentRelationship(app.db, request.user!.id),
  );

  app.post('/api/relationships', { preHandler: app.requireUser }, async (request, reply) => {
    const relationship = await createOrRotateInvitation(app.db, request.user!.id);
    return reply.status(201).send(relationship);
  });

  app.get<{ Params: { code: string } }>(
    '/api/relationships/invite/:code',
    // Guessing invitation codes must be impractical (plugins/rate-limits.ts).
    { preHandler: [app.requireUser, app.rateLimits.invitations] },
    async (request) => lookUpInvitation(app.db, request.user!.id, request.params.code),
  );

  app.post(
    '/api/relationships/accept',
    // Guessing invitation codes must be impractical (plugins/rate-limits.ts).
    { preHandler: [app.requireUser, app.rateLimits.invitations] },
    async (request) => {
      const { invite_code } = parseInput(acceptInvitationSchema, request.body ?? {});
      return acceptInvitation(app.db, app.publish, request.user!.id, invite_code);
    },
  );

  app.delete(
    '/api/relationships/partner',
    { preHandler: app.requireUser },
    async (request, reply) => {
      await removePartner(app.db, app.publish, request.user!.id);
      return reply.status(204).send();
    },
  );
}
