import { EventEmitter } from 'node:events';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';

import { migrationsDir } from '@/paths';

import { PgliteThread } from './pglite-socket';

/** The query builder both drivers share: repositories depend on this, never on a driver. */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  /**
   * The lane for what a partner is waiting on (the send path). On PGlite its own connections,
   * whose statements the engine's thread runs before other waiting ones, so a message is not
   * queued behind the therapist's background reads; on PostgreSQL, which runs statements side by
   * side, the same pool as `db`.
   */
  urgent: Db;
  kind: 'pglite' | 'postgres';
  /**
   * How many database sessions serve the queries: the PostgreSQL pool's connections, each a
   * backend with its own caches (kept open once made); PGlite's one session.
   */
  sessions: number;
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

/** node-postgres connections to the PGlite thread, and of them for the urgent lane. */
const PGLITE_CONNECTIONS = 4;
const PGLITE_URGENT_CONNECTIONS = 2;

// Serialises migrations when several server instances start at once on one PostgreSQL.
const MIGRATION_LOCK_KEY = 7_452_019_331;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const size = options.poolSize ?? 10;
    const pool = new pg.Pool({
      connectionString: options.url,
      max: size,
      // Connections stay open once made (no idle time-out applies at or below `min`): a new one
      // is a new backend whose catalogue and plan caches are cold, and the start-up rehearsal
      // warms them all (modules/system/warm-up.ts).
      min: size,
    });
    const database = poolDatabase(pool);
    return {
      ...database,
      urgent: database.db,
      kind: 'postgres',
      sessions: size,
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

  if (options.dataDir) mkdirSync(path.dirname(options.dataDir), { recursive: true });
  const thread = await PgliteThread.open(options.dataDir);
  // Connections share PGlite's one session: the thread runs one statement at a time and, while a
  // transaction is open, only its connection's (pglite-thread.ts). Several connections keep the
  // thread busy while the main thread handles answers.
  const threadPool = (max: number, urgent: boolean) =>
    new pg.Pool({
      max,
      idleTimeoutMillis: 0,
      // PGlite's one database and role.
      user: 'postgres',
      database: 'postgres',
      stream: () => thread.socket(urgent),
    });
  const pool = threadPool(PGLITE_CONNECTIONS, false);
  const urgentPool = threadPool(PGLITE_URGENT_CONNECTIONS, true);
  urgentPool.on('error', () => {});
  // One process owns the embedded database, so its notifications never leave it: they are
  // delivered here, after the caller's statement, as PostgreSQL delivers them after commit.
  const channels = new EventEmitter();
  channels.setMaxListeners(0);
  return {
    ...poolDatabase(pool),
    urgent: drizzle(urgentPool) as unknown as Db,
    kind: 'pglite',
    sessions: 1,
    async listen(channel, onPayload) {
      channels.on(channel, onPayload);
      return async () => {
        channels.off(channel, onPayload);
      };
    },
    async notify(channel, payload) {
      setImmediate(() => channels.emit(channel, payload));
    },
    async close() {
      if (!urgentPool.ended) await urgentPool.end();
      if (!pool.ended) await pool.end();
      await thread.close();
    },
  };
}

/** What both kinds share: Drizzle over a node-postgres pool, and its migrations. */
function poolDatabase(pool: pg.Pool): Pick<Database, 'db' | 'migrate' | 'ping'> {
  // An idle client's connection error must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzle(pool);
  return {
    db: db as unknown as Db,
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migrate(drizzle(client), { migrationsFolder: migrationsDir });
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        client.release();
      }
    },
    async ping() {
      await db.execute(sql`select 1`);
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
