import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { authSessions } from '@/db/schema/auth-sessions';
import { users } from '@/db/schema/users';
import { insertSession, upsertUser } from '@/modules/auth/auth.repository';
import { rereadSignIns, resolveSession } from '@/modules/auth/auth.service';
import { SignInCache } from '@/modules/auth/sign-in-cache';
import { randomToken, sha256 } from '@/lib/secrets';

import { createTestDatabase, TEST_DB_KIND, type TestDatabase } from './helpers/database';
import { waitFor } from './helpers/wait';

/** Long enough that only the background read can explain what the cache holds in time. */
const TTL_MS = 2_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe(`a cached sign-in read again in the background (${TEST_DB_KIND})`, () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => {
    await t.cleanup();
  });

  async function signedIn(name: string) {
    const { db } = t.database;
    const user = await upsertUser(db, {
      issuer: 'test:refresh',
      subject: name,
      email: null,
      name,
      picture: null,
    });
    const token = randomToken();
    const now = new Date();
    await insertSession(db, {
      id: sha256(token),
      userId: user.id,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + 60 * 60_000),
    });
    return { token, user };
  }

  it('keeps answering from the cache while it reads, then holds what the database says', async () => {
    const { db } = t.database;
    const cache = new SignInCache(TTL_MS);
    const { token, user } = await signedIn('Ada');
    expect((await resolveSession(db, token, cache))?.user.name).toBe('Ada');

    // A change the cache has not heard of (another instance, a direct write).
    await db.update(users).set({ name: 'Ada L.' }).where(eq(users.id, user.id));
    await sleep(TTL_MS / 2 + 50);
    // Past half its time: still answered from the cache (no wait), and read again behind it.
    expect((await resolveSession(db, token, cache))?.user.name).toBe('Ada');
    await waitFor(
      async () => (await resolveSession(db, token, cache))?.user.name,
      (name) => name === 'Ada L.',
      // Well before the entry would run out by itself.
      TTL_MS / 2 - 400,
    );
  });

  it('forgets a sign-in the background read no longer finds', async () => {
    const { db } = t.database;
    const cache = new SignInCache(TTL_MS);
    const { token } = await signedIn('Grace');
    expect(await resolveSession(db, token, cache)).not.toBeNull();
    await db.delete(authSessions).where(eq(authSessions.id, sha256(token)));
    await sleep(TTL_MS / 2 + 50);
    // This use started the read; the sign-in is gone as soon as it returns, not at expiry.
    await resolveSession(db, token, cache);
    await waitFor(
      async () => cache.get(sha256(token), Date.now()),
      (entry) => entry === undefined,
      // Well before the entry would run out by itself.
      TTL_MS / 2 - 400,
    );
    expect(await resolveSession(db, token, cache)).toBeNull();
  });

  it('reads the sign-ins of live sockets ahead, together, and forgets those that are gone', async () => {
    const { db } = t.database;
    const cache = new SignInCache(TTL_MS);
    const kept = await signedIn('Hedy');
    const ended = await signedIn('Alan');
    const fresh = await signedIn('Joan');
    const [keptId, endedId, freshId] = [kept, ended, fresh].map((s) => sha256(s.token));
    await resolveSession(db, ended.token, cache);
    await resolveSession(db, fresh.token, cache);
    await db.delete(authSessions).where(eq(authSessions.id, endedId!));
    await db.update(users).set({ name: 'Hedy K.' }).where(eq(users.id, kept.user.id));

    // Not cached (kept) and past half its time (ended) are due; a fresh entry is not.
    await sleep(TTL_MS / 2 + 50);
    await resolveSession(db, fresh.token, cache); // read again on its own use: not due below
    await sleep(100);
    const due = cache.claimRefreshes([keptId!, endedId!, freshId!], Date.now());
    expect(due.sort()).toEqual([keptId!, endedId!].sort());
    await rereadSignIns(db, cache, due);

    expect(cache.get(keptId!, Date.now())?.user.name).toBe('Hedy K.');
    expect(cache.get(endedId!, Date.now())).toBeUndefined();
    // Settled: each may be claimed again once due.
    expect(cache.claimRefreshes([keptId!], Date.now() + TTL_MS / 2)).toEqual([keptId]);
  });
});
