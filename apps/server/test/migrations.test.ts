import { readFileSync } from 'node:fs';
import path from 'node:path';

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '@/db/client';
import { messages } from '@/db/schema/messages';
import { relationships } from '@/db/schema/relationships';
import { therapySessions } from '@/db/schema/therapy-sessions';
import { users } from '@/db/schema/users';
import { migrationsDir } from '@/paths';

import { createTestDatabase, TEST_DB_KIND, type TestDatabase } from './helpers/database';

/**
 * The constraints live in the database itself (one relationship per user, unique session numbers,
 * cascades), so no code path and no second instance can break them.
 */
describe(`migrations and constraints (${TEST_DB_KIND})`, () => {
  let testDb: TestDatabase;
  let database: Database;
  let n = 0;
  const newUser = async () => {
    n += 1;
    const [row] = await database.db
      .insert(users)
      .values({
        oidcIssuer: 'https://idp.test',
        oidcSubject: `subject-${n}`,
        email: `u${n}@x.test`,
      })
      .returning();
    return row!;
  };

  beforeAll(async () => {
    testDb = await createTestDatabase();
    database = testDb.database;
  });
  afterAll(async () => {
    await testDb.cleanup();
  });

  it('creates every table and is idempotent', async () => {
    await database.migrate();
    // Both drivers answer raw SQL with { rows }.
    const { rows } = (await database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
    )) as unknown as { rows: { table_name: string }[] };
    expect(rows.map((r) => r.table_name)).toEqual([
      'auth_sessions',
      'idp_accounts',
      'idp_payloads',
      'messages',
      'notices',
      'preferences',
      'relationships',
      'therapist_replies',
      'therapy_sessions',
      'training_progress',
      'users',
      'waitlist',
    ]);
  });

  it('enforces one relationship per user across owner and partner', async () => {
    const a = await newUser();
    const b = await newUser();
    const c = await newUser();
    await database.db
      .insert(relationships)
      .values({ userId: a.id, partnerId: b.id, inviteCode: 'abcd1234' });
    // b is already a partner: b may not own another couple, nor join one.
    await expect(database.db.insert(relationships).values({ userId: b.id })).rejects.toThrow();
    await expect(
      database.db.insert(relationships).values({ userId: c.id, partnerId: b.id }),
    ).rejects.toThrow();
    // Nor may anyone partner with themselves, and invite codes are 8 base-36 characters.
    await expect(
      database.db.insert(relationships).values({ userId: c.id, partnerId: c.id }),
    ).rejects.toThrow();
    await expect(
      database.db.insert(relationships).values({ userId: c.id, inviteCode: 'NOT-OK' }),
    ).rejects.toThrow();
    await expect(
      database.db.insert(relationships).values({ userId: c.id, inviteCode: 'abcd1234' }),
    ).rejects.toThrow();
  });

  it('numbers sessions uniquely per couple and cascades deletes to messages', async () => {
    const owner = await newUser();
    const [couple] = await database.db
      .insert(relationships)
      .values({ userId: owner.id })
      .returning();
    const [session] = await database.db
      .insert(therapySessions)
      .values({ relationshipId: couple!.id, sessionNumber: 1 })
      .returning();
    await expect(
      database.db.insert(therapySessions).values({ relationshipId: couple!.id, sessionNumber: 1 }),
    ).rejects.toThrow();
    await database.db.insert(messages).values({
      therapySessionId: session!.id,
      content: 'hello',
      author: 'partnerA',
      clientId: 'c1',
    });
    // The same client id twice in one session is one message.
    await expect(
      database.db.insert(messages).values({
        therapySessionId: session!.id,
        content: 'hello',
        author: 'partnerA',
        clientId: 'c1',
      }),
    ).rejects.toThrow();
    await expect(
      database.db
        .insert(messages)
        .values({ therapySessionId: session!.id, content: '', author: 'partnerA' }),
    ).rejects.toThrow();

    await database.db.delete(users).where(sql`${users.id} = ${owner.id}`);
    const left = await database.db
      .select()
      .from(messages)
      .where(sql`${messages.therapySessionId} = ${session!.id}`);
    expect(left).toHaveLength(0);
  });

  it('completes all but the newest ongoing session per couple before allowing only one', async () => {
    const owner = await newUser();
    const [couple] = await database.db
      .insert(relationships)
      .values({ userId: owner.id })
      .returning();
    // A database from before the rule: several ongoing sessions of one couple.
    await database.db.execute(sql.raw('DROP INDEX "therapy_sessions_one_ongoing_key"'));
    await database.db.insert(therapySessions).values(
      [1, 2, 3].map((sessionNumber) => ({
        relationshipId: couple!.id,
        sessionNumber,
        status: 'ongoing' as const,
        pausedAt: sessionNumber === 1 ? new Date() : null,
      })),
    );
    const file = readFileSync(path.join(migrationsDir, '0005_one_ongoing_session.sql'), 'utf8');
    for (const statement of file.split('--> statement-breakpoint'))
      await database.db.execute(sql.raw(statement));

    const rows = await database.db
      .select()
      .from(therapySessions)
      .where(sql`${therapySessions.relationshipId} = ${couple!.id}`)
      .orderBy(therapySessions.sessionNumber);
    expect(rows.map((r) => r.status)).toEqual(['completed', 'completed', 'ongoing']);
    expect(rows[0]!.endedAt).not.toBeNull();
    expect(rows[0]!.pausedAt).toBeNull();
    expect(rows[2]!.endedAt).toBeNull();
    await expect(
      database.db
        .insert(therapySessions)
        .values({ relationshipId: couple!.id, sessionNumber: 4, status: 'ongoing' }),
    ).rejects.toThrow();
  });
});
