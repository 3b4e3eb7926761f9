import path from 'node:path';

import { ConfigError, parseConfig } from '@/config';
import { openDatabase } from '@/db/client';
import { collectStartupGarbage } from '@/lib/startup-garbage';
import { loggerOptions } from '@/logger';

/** Starts Kindred: configuration, database (migrated), HTTP server, graceful shutdown. */
async function main() {
  let config;
  try {
    config = parseConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  // The database starts opening before the app's modules load, not after: the embedded one's
  // thread compiles and starts its engine (about a second) while this thread loads and compiles
  // the server's code (about as long), on a machine's second core (docs/performance.md).
  const [database, { buildApp }, { warmUpDatabase }] = await Promise.all([
    openDatabase(
      config.databaseUrl
        ? { kind: 'postgres', url: config.databaseUrl }
        : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') },
    ),
    import('@/app'),
    import('@/modules/system/warm-up'),
  ]);
  await database.migrate();

  const app = await buildApp({ config, database, logger: loggerOptions(config) });
  if (config.oidc.kind === 'builtin') {
    app.log.warn(
      'DEV_SIGN_IN=true: the password-less development sign-in is on; anyone who can reach this ' +
        'server signs in as anyone by typing their e-mail address. Set OIDC_ISSUER for real use.',
    );
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  // Before the first partner's message, not on it (modules/system/warm-up.ts).
  let warmUpMs: number | undefined;
  try {
    warmUpMs = Math.round(await warmUpDatabase(database.db, database.sessions));
  } catch (error) {
    app.log.warn({ err: error }, 'the database warm-up failed; the first messages will be slower');
  }

  const startupGcMs = Math.round(collectStartupGarbage());

  await app.listen({ host: config.host, port: config.port });
  app.log.info(
    {
      url: config.publicUrl,
      database: database.kind,
      warmUpMs,
      startupGcMs,
      signIn: config.oidc.kind === 'builtin' ? 'built-in development provider' : config.oidc.issuer,
    },
    'Kindred is ready',
  );
}

main().catch((error: unknown) => {
  console.error('Kindred failed to start:', error);
  process.exit(1);
});
