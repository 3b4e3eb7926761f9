import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { warmUpDatabase } from '@/modules/system/warm-up';

import { createTestDatabase, TEST_DB_KIND, type TestDatabase } from './helpers/database';

// The start-up rehearsal (modules/system/warm-up.ts): it runs the send path and the therapist's
// reply for real — it throws if a message could not be stored — and leaves nothing behind.
describe(`the database warm-up before the server listens (${TEST_DB_KIND})`, () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => {
    await t.cleanup();
  });

  const count = async (table: string) => {
    const result = await t.database.db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`));
    return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
  };

  it('rehearses a couple exchange and rolls every row of it back, however often and side by side it runs', async () => {
    for (let run = 0; run < 2; run++) {
      const ms = await warmUpDatabase(t.database.db);
      expect(ms).toBeGreaterThan(0);
    }
    // Side by side, one rehearsal per pooled connection, as the server runs it on PostgreSQL.
    expect(await warmUpDatabase(t.database.db, 3)).toBeGreaterThan(0);
    for (const table of [
      'users',
      'relationships',
      'therapy_sessions',
      'messages',
      'therapist_replies',
    ])
      expect(await count(table), table).toBe(0);
  });
});
