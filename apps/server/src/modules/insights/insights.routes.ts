import type { FastifyInstance } from 'fastify';

import { healthQuerySchema } from '@kindred/shared/relationship-health';

import { parseInput } from '@/lib/validation';

import { getRelationshipHealth } from './insights.service';

/** GET /api/relationships/current/health?tz=Europe/Paris: the dashboard's Relationship Health. */
export default async function insightsRoutes(app: FastifyInstance) {
  app.get('/api/relationships/current/health', { preHandler: app.requireUser }, async (request) => {
    const { tz } = parseInput(healthQuerySchema, request.query);
    return getRelationshipHealth(app.db, request.user!.id, tz);
  });
}
