import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Db } from '@/db/client';
import { prepared, preparedSql } from '@/db/prepared';
import { users } from '@/db/schema/users';

import { createTestDatabase, TEST_DB_KIND, type TestDatabase } from './helpers/database';

// Named prepared statements (db/prepared.ts): built once per handle, planned once per connection,
// and right whichever connection of the pool, or transaction, runs them.
describe(`prepared statements (${TEST_DB_KIND})`, () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  let builds = 0;
  const byEmail = prepared('test_user_by_email', (db) => {
    builds += 1;
    return db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(sql`${users.email} = ${sql.placeholder('email')}`);
  });
  const echo = preparedSql<{ n: number; t: string | null }>(
    'test_echo',
    sql`SELECT ${sql.placeholder('n')}::int + 1 AS n, ${sql.placeholder('t')}::text AS t`,
  );

  it('answers each call with its own values, on every connection, side by side', async () => {
    const { db } = t.database;
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) => echo(db).execute({ n: i, t: i % 3 ? `v${i}` : null })),
    );
    expect(answers.map(({ rows }) => rows[0])).toEqual(
      Array.from({ length: 24 }, (_, i) => ({ n: i + 1, t: i % 3 ? `v${i}` : null })),
    );
  });

  it('builds a statement once per handle, and anew for a transaction, which sees its own writes', async () => {
    const { db } = t.database;
    builds = 0;
    expect(await byEmail(db).execute({ email: 'nobody@example.com' })).toEqual([]);
    expect(await byEmail(db).execute({ email: 'nobody@example.com' })).toEqual([]);
    expect(builds).toBe(1);
    const seen = await db.transaction(async (tx) => {
      await tx.insert(users).values({
        oidcIssuer: 'https://issuer.example',
        oidcSubject: 'prepared-1',
        email: 'prepared@example.com',
        name: 'Prepared Person',
      });
      return byEmail(tx).execute({ email: 'prepared@example.com' });
    });
    expect(builds).toBe(2);
    expect(seen).toMatchObject([{ name: 'Prepared Person' }]);
    expect(await byEmail(db).execute({ email: 'prepared@example.com' })).toMatchObject([
      { name: 'Prepared Person' },
    ]);
  });

  it('refuses a name used twice, or one the database would cut short', () => {
    const all = (db: Db) => db.select().from(users);
    expect(() => prepared('test_echo', all)).toThrow(/twice/);
    expect(() => prepared(`x${'y'.repeat(60)}`, all)).toThrow(/name/);
  });
});
