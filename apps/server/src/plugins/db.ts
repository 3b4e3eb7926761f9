import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import type { Database, Db } from '@/db/client';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    db: Db;
  }
}

/** Makes the (already migrated) database available to routes and closes it on shutdown. */
export default fp(
  async function dbPlugin(app: FastifyInstance, { database }: { database: Database }) {
    app.decorate('database', database);
    app.decorate('db', database.db);
    app.addHook('onClose', async () => {
      await database.close();
    });
  },
  { name: 'db' },
);
