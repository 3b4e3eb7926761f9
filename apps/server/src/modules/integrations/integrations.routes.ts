import type { FastifyInstance } from 'fastify';

import { parseInput } from '@/lib/validation';

import { joinWaitlist, waitlistSchema } from './integrations.service';

/** POST /api/integrations/waitlist: 'Notify Me' for an app that is not available yet. */
export default async function integrationsRoutes(app: FastifyInstance) {
  app.post(
    '/api/integrations/waitlist',
    { preHandler: app.requireUser },
    async (request, reply) => {
      const input = parseInput(waitlistSchema, request.body);
      return reply.status(201).send(await joinWaitlist(app.db, request.user!.id, input));
    },
  );
}
