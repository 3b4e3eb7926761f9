import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';

import { type Config, resolveSessionSecret } from '@/config';
import type { Database } from '@/db/client';
import builtinIdp, { builtinClientSecret } from '@/idp/provider';
import accountRoutes from '@/modules/account/account.routes';
import authRoutes from '@/modules/auth/auth.routes';
import insightsRoutes from '@/modules/insights/insights.routes';
import integrationsRoutes from '@/modules/integrations/integrations.routes';
import { OidcClient } from '@/modules/auth/oidc-client';
import messagesRoutes from '@/modules/messages/messages.routes';
import notificationsRoutes from '@/modules/notifications/notifications.routes';
import preferencesRoutes from '@/modules/preferences/preferences.routes';
import relationshipsRoutes from '@/modules/relationships/relationships.routes';
import sessionsRoutes from '@/modules/sessions/sessions.routes';
import systemRoutes from '@/modules/system/system.routes';
import trainingRoutes from '@/modules/training/training.routes';
import { webDistDir } from '@/paths';
import auth from '@/plugins/auth';
import dbPlugin from '@/plugins/db';
import rateLimits from '@/plugins/rate-limits';
import realtime from '@/plugins/realtime';
import errorHandler from '@/plugins/error-handler';
import security from '@/plugins/security';
import spa from '@/plugins/spa';
import safety from '@/plugins/safety';
import therapist from '@/plugins/therapist';

export const BODY_LIMIT_BYTES = 64 * 1024;

export interface BuildAppOptions {
  config: Config;
  /** An opened and migrated database; the app closes it on shutdown. */
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Where the built SPA lives (tests may point elsewhere). */
  webRoot?: string;
}

/** Builds the whole Fastify app without listening (tests use it as it is). */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: false,
    // Never log cookies or authorization headers: either lets its reader act as the user.
    forceCloseConnections: true,
    return503OnClosing: true,
  });

  const sessionSecret = resolveSessionSecret(config);
  const clientSecret =
    config.oidc.kind === 'builtin' ? builtinClientSecret(sessionSecret) : config.oidc.clientSecret;
  const oidc = new OidcClient(
    { ...config.oidc, clientSecret },
    `${config.publicUrl}/auth/callback`,
  );

  await app.register(errorHandler);
  await app.register(dbPlugin, { database });
  await app.register(security, { config });
  await app.register(auth, { config, sessionSecret });
  await app.register(rateLimits, { config });
  if (config.oidc.kind === 'builtin') await app.register(builtinIdp, { config, sessionSecret });
  await app.register(systemRoutes, { config });
  await app.register(authRoutes, { config, oidc });
  await app.register(relationshipsRoutes);
  await app.register(preferencesRoutes);
  await app.register(accountRoutes, { config });
  await app.register(trainingRoutes);
  await app.register(integrationsRoutes);
  await app.register(notificationsRoutes);
  await app.register(insightsRoutes);
  await app.register(realtime, { config });
  await app.register(safety, { config });
  await app.register(therapist, { config });
  await app.register(sessionsRoutes);
  await app.register(messagesRoutes);
  await app.register(spa, { root: options.webRoot ?? webDistDir });
  return app;
}
