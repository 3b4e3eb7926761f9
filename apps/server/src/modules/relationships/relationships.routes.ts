import type { FastifyInstance } from 'fastify';

import { acceptInvitationSchema } from '@kindred/shared/relationships';

import { parseInput } from '@/lib/validation';

import {
  acceptInvitation,
  createOrRotateInvitation,
  getRelationship,
  lookUpInvitation,
  removePartner,
} from './relationships.service';

/**
 * Guessing invitation codes must be impractical: look-ups and acceptances are limited per signed-in
 * user (and per address, for many accounts behind one).
 */
const INVITE_RATE_LIMIT = {
  max: 20,
  timeWindow: '1 minute',
  keyGenerator: (request: { user: { id: string } | null; ip: string }) =>
    request.user ? `user:${request.user.id}` : `ip:${request.ip}`,
};

export default async function relationshipsRoutes(app: FastifyInstance) {
  app.get('/api/relationships', { preHandler: app.requireUser }, async (request) =>
    getRelationship(app.db, request.user!.id),
  );

  app.post('/api/relationships', { preHandler: app.requireUser }, async (request, reply) => {
    const relationship = await createOrRotateInvitation(app.db, request.user!.id);
    return reply.status(201).send(relationship);
  });

  app.get<{ Params: { code: string } }>(
    '/api/relationships/invite/:code',
    { preHandler: app.requireUser, config: { rateLimit: INVITE_RATE_LIMIT } },
    async (request) => lookUpInvitation(app.db, request.params.code),
  );

  app.post(
    '/api/relationships/accept',
    { preHandler: app.requireUser, config: { rateLimit: INVITE_RATE_LIMIT } },
    async (request) => {
      const { invite_code } = parseInput(acceptInvitationSchema, request.body ?? {});
      return acceptInvitation(app.db, request.user!.id, invite_code);
    },
  );

  app.delete(
    '/api/relationships/partner',
    { preHandler: app.requireUser },
    async (request, reply) => {
      await removePartner(app.db, request.user!.id);
      return reply.status(204).send();
    },
  );
}
