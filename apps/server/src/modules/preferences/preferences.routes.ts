import type { FastifyInstance } from 'fastify';

import { updatePreferencesSchema } from '@kindred/shared/preferences';

import { parseInput } from '@/lib/validation';

import { getPreferences, updatePreferences } from './preferences.service';

/** GET/PUT /api/preferences: profile, therapist style, notification switches, contact e-mail. */
export default async function preferencesRoutes(app: FastifyInstance) {
  app.get('/api/preferences', { preHandler: app.requireUser }, async (request) =>
    getPreferences(app.db, request.user!.id),
  );

  app.put('/api/preferences', { preHandler: app.requireUser }, async (request) => {
    const patch = parseInput(updatePreferencesSchema, request.body);
    return updatePreferences(app.db, app.publish, request.user!.id, patch);
  });
}
