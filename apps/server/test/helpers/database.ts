import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import pg from 'pg';
import { inject } from 'vitest';

import { type Database, openDatabase } from '@/db/client';

/** Which database the suite runs on: the vitest project sets it (see the root vitest.config.ts). */
export const TEST_DB_KIND: 'pglite' | 'postgres' =
  process.env.KINDRED_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/**
 * A fresh, migrated database for one test file. PGlite: a copy of the template that
 * global-setup.ts migrated once (initdb is the slow part). PostgreSQL: a new database on the
 * TEST_DATABASE_URL server, dropped afterwards.
 */
export interface TestDatabase {
  database: Database;
  /** A temporary DATA_DIR for the app (secrets, keys). */
  dataDir: string;
  /** Opens the same database again (after the app closed it), as a restarted server would. */
  reopen(): Promise<Database>;
  /** PostgreSQL only: the database's URL, for a second server instance. */
  url?: string;
  cleanup(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kindred-test-'));
  if (TEST_DB_KIND === 'pglite') {
    const template = inject('pgliteTemplate');
    const dir = path.join(dataDir, 'pglite');
    cpSync(template, dir, { recursive: true });
    let database = await openDatabase({ kind: 'pglite', dataDir: dir });
    await database.migrate();
    return {
      database,
      dataDir,
      async reopen() {
        await database.close();
        database = await openDatabase({ kind: 'pglite', dataDir: dir });
        return database;
      },
      async cleanup() {
        await database.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }

  const scratch = await createScratchPostgresDatabase('kindred_test');
  let database = await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 5 });
  await database.migrate();
  return {
    database,
    dataDir,
    url: scratch.url,
    async reopen() {
      await database.close();
      database = await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 5 });
      return database;
    },
    async cleanup() {
      await database.close();
      await scratch.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A fresh, empty PostgreSQL database beside TEST_DATABASE_URL's; `drop` removes it. */
export async function createScratchPostgresDatabase(
  prefix: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL suite');
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.href, drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
