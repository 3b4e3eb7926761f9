import type { FastifyInstance, FastifyServerOptions } from 'fastify';

import { buildApp } from '@/app';
import { type Config, parseConfig } from '@/config';
import { type Database, openDatabase } from '@/db/client';

import { createTestDatabase } from './database';
import { freePort } from './free-port';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: Database;
  /** http://localhost:PORT, the app's public origin. */
  baseUrl: string;
  /** Stops the server and starts it again on the same data, as a deploy or crash would. */
  restart(): Promise<void>;
  /** PostgreSQL only: another server instance on the same database and secrets, its own port. */
  startPeer(
    overrides?: Partial<Config>,
  ): Promise<{ app: FastifyInstance; baseUrl: string; close(): Promise<void> }>;
  close(): Promise<void>;
}

export interface StartOptions {
  env?: Record<string, string>;
  /** Directory holding a built SPA (index.html); none by default. */
  webRoot?: string;
  /** pino options for the app's logger (silent by default), e.g. to capture what it writes. */
  logger?: (config: Config) => FastifyServerOptions['logger'];
  /** Settings that the environment cannot give a test database (e.g. a role without DATABASE_URL). */
  config?: Partial<Config>;
}

/**
 * The real app on a fresh migrated database, listening on a free loopback port (the built-in
 * provider and the OIDC client talk to each other over HTTP, as in production).
 */
export async function startTestApp(options: StartOptions = {}): Promise<TestApp> {
  const testDb = await createTestDatabase();
  const port = await freePort();
  const config: Config = {
    ...parseConfig(
      {
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: testDb.dataDir,
        LOG_LEVEL: 'silent',
        // Tests sign in through the built-in provider unless they configure an external one.
        ...(options.env?.OIDC_ISSUER ? {} : { DEV_SIGN_IN: 'true' }),
        ...options.env,
      },
      testDb.dataDir,
    ),
    ...options.config,
  };
  const start = async (database: Database) => {
    const app = await buildApp({
      config,
      database,
      logger: options.logger?.(config),
      webRoot: options.webRoot ?? `${testDb.dataDir}/no-web-build`,
    });
    await app.listen({ host: config.host, port: config.port });
    return app;
  };

  const handle: TestApp = {
    app: await start(testDb.database),
    config,
    database: testDb.database,
    baseUrl: config.publicUrl,
    async restart() {
      await handle.app.close();
      handle.database = await testDb.reopen();
      handle.app = await start(handle.database);
    },
    async startPeer(overrides = {}) {
      if (!testDb.url) throw new Error('A second instance needs PostgreSQL');
      const peerPort = await freePort();
      const peerConfig = {
        ...config,
        port: peerPort,
        publicUrl: `http://localhost:${peerPort}`,
        ...overrides,
      };
      const database = await openDatabase({ kind: 'postgres', url: testDb.url, poolSize: 5 });
      const app = await buildApp({
        config: peerConfig,
        database,
        webRoot: `${testDb.dataDir}/no-web-build`,
      });
      await app.listen({ host: peerConfig.host, port: peerPort });
      return { app, baseUrl: peerConfig.publicUrl, close: () => app.close() };
    },
    async close() {
      await handle.app.close();
      await testDb.cleanup();
    },
  };
  return handle;
}
