import { mkdirSync } from 'node:fs';
import path from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';

import { migrationsDir } from '@/paths';

/** The query builder both drivers share: repositories depend on this, never on a driver. */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs the committed migrations (idempotent). */
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /**
   * LISTENs on a channel. `onReconnect` runs when a dropped listening connection is back (some
   * notifications may have been missed meanwhile). Returns a function that stops listening.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onReconnect?: () => void,
  ): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | {
      kind: 'pglite';
      /** Directory on disk; omit for an in-memory database (tests). */ dataDir?: string;
    };

// Serialises migrations when several server instances start at once on one PostgreSQL.
const MIGRATION_LOCK_KEY = 7_452_019_331;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      idleTimeoutMillis: 30_000,
    });
    // An idle client's connection error must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    const db = drizzleNodePg(pool);
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      async migrate() {
        const client = await pool.connect();
        try {
          await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
          await migrateNodePg(drizzleNodePg(client), { migrationsFolder: migrationsDir });
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
          client.release();
        }
      },
      async ping() {
        await db.execute(sql`select 1`);
      },
      listen: (channel, onPayload, onReconnect) =>
        listenWithReconnect(options.url, channel, onPayload, onReconnect),
      async notify(channel, payload) {
        await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
      },
      async close() {
        if (!pool.ended) await pool.end();
      },
    };
  }

  let client: PGlite;
  if (options.dataDir) {
    mkdirSync(path.dirname(options.dataDir), { recursive: true });
    client = await PGlite.create(options.dataDir);
  } else {
    client = await PGlite.create();
  }
  const db = drizzlePglite(client);
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    async migrate() {
      await migratePglite(db, { migrationsFolder: migrationsDir });
    },
    async ping() {
      await client.query('select 1');
    },
    async listen(channel, onPayload) {
      // In-process: PGlite cannot drop the connection, so there is never a reconnect.
      const stop = await client.listen(channel, onPayload);
      return async () => {
        if (!client.closed) await stop();
      };
    },
    async notify(channel, payload) {
      await client.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

/**
 * A dedicated connection for LISTEN (a pooled one would be handed to others). When it drops, it
 * reconnects with back-off and reports the reconnect so that listeners can resynchronise.
 */
async function listenWithReconnect(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onReconnect?: () => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let delay = 250;

  const connect = async (isReconnect: boolean): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    const retry = () => {
      if (stopped || client !== next) return;
      client = undefined;
      setTimeout(() => {
        if (!stopped) void connect(true).catch(() => {});
      }, delay).unref();
      delay = Math.min(delay * 2, 5000);
    };
    next.on('error', retry);
    next.on('end', retry);
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN "${channel.replace(/"/g, '""')}"`);
      delay = 250;
      if (isReconnect) onReconnect?.();
    } catch (error) {
      retry();
      if (!isReconnect) throw error;
    }
  };

  await connect(false);
  return async () => {
    stopped = true;
    const current = client;
    client = undefined;
    await current?.end().catch(() => {});
  };
}
