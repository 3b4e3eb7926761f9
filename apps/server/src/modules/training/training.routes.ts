import type { FastifyInstance } from 'fastify';

import { trainingProgressSchema } from '@kindred/shared/training';

import { parseInput } from '@/lib/validation';

import { listProgress, saveProgress } from './training.service';

export default async function trainingRoutes(app: FastifyInstance) {
  app.get('/api/training', { preHandler: app.requireUser }, async (request) =>
    listProgress(app.db, request.user!.id),
  );

  app.put<{ Params: { id: string } }>(
    '/api/training/:id',
    { preHandler: app.requireUser },
    async (request) => {
      const input = parseInput(trainingProgressSchema, request.body);
      return saveProgress(app.db, request.user!.id, request.params.id, input);
    },
  );
}
