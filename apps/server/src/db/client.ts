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
    async close() {
      if (!client.closed) await client.close();
    },
  };
}
