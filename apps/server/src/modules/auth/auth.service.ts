import type { Db } from '@/db/client';
import type { UserRow } from '@/db/schema/users';
import { randomToken, sha256 } from '@/lib/secrets';
import { type Publish, signInEnded } from '@/realtime/events';

import {
  deleteExpiredSessions,
  deleteSession,
  extendSession,
  findSession,
  findSessionsWithUsers,
  findSessionWithUser,
  type IdentityClaims,
  insertSession,
  upsertUser,
} from './auth.repository';
import type { SignInCache } from './sign-in-cache';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A sign-in ends after this long without a request (idle limit)… */
export const SIGN_IN_IDLE_MS = 7 * DAY_MS;
/** …and this long after it began, however often it is used (absolute limit). */
export const SIGN_IN_MAX_MS = 30 * DAY_MS;
/**
 * Use moves the idle deadline forward at most this often: one write an hour per sign-in instead
 * of one per request, so a sign-in ends between 7 days less an hour and 7 days after its last use.
 */
const RENEW_AFTER_MS = 60 * 60 * 1000;

export interface SignedInSession {
  /** SHA-256 of the cookie token (the row id): the sign-in's id. */
  id: string;
  user: UserRow;
  /** When it ends unless used again; the cookie lives as long. */
  expiresAt: Date;
  /** Set when the expiry moved, so the cookie is re-sent with the new lifetime. */
  renewed: boolean;
}

interface SessionTimes {
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
}

/** The idle deadline after the last use, capped by the absolute one. */
function deadline(createdAt: Date, lastSeenAt: Date): Date {
  return new Date(
    Math.min(lastSeenAt.getTime() + SIGN_IN_IDLE_MS, createdAt.getTime() + SIGN_IN_MAX_MS),
  );
}

/** When the sign-in ends, or null when it already has (rows from before the limits included). */
function liveUntil(session: SessionTimes, now: number): Date | null {
  const end = Math.min(
    session.expiresAt.getTime(),
    deadline(session.createdAt, session.lastSeenAt).getTime(),
  );
  return now < end ? new Date(end) : null;
}

/**
 * Signs a user in: their row is created or refreshed from the provider's claims and a new
 * session replaces the one the browser had (rotation at sign-in; the replaced one's sockets
 * close). Returns the cookie token and when the sign-in ends unless used.
 */
export async function signIn(
  db: Db,
  publish: Publish,
  claims: IdentityClaims,
  previousToken: string | undefined,
): Promise<{ token: string; user: UserRow; expiresAt: Date }> {
  const user = await upsertUser(db, claims);
  if (previousToken) await endSignIn(db, publish, sha256(previousToken));
  const token = randomToken();
  const now = new Date();
  const expiresAt = deadline(now, now);
  await insertSession(db, {
    id: sha256(token),
    userId: user.id,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
  });
  // Housekeeping on a rare path rather than a timer.
  await deleteExpiredSessions(db);
  return { token, user, expiresAt };
}

/**
 * The signed-in user for a cookie token; each use pushes the idle deadline forward. With a
 * cache, a sign-in resolved lately is not read again (sign-in-cache.ts says how revocation stays
 * prompt); its times are still checked on every use.
 */
export async function resolveSession(
  db: Db,
  token: string,
  cache?: SignInCache,
): Promise<SignedInSession | null> {
  const id = sha256(token);
  const now = Date.now();
  let row = cache?.get(id, now);
  // Past half its time: read again behind this request, which the entry still answers.
  if (row && cache?.claimRefresh(id, now)) void rereadSignIns(db, cache, [id]).catch(() => {});
  if (!row) {
    const mark = cache?.mark() ?? 0;
    row = await findSessionWithUser(db, id);
    if (!row) return null;
    cache?.set(id, row, now, mark);
  }
  const until = liveUntil(row.session, now);
  if (!until) {
    cache?.forgetSignIn(id);
    await deleteSession(db, id);
    return null;
  }
  if (now - row.session.lastSeenAt.getTime() >= RENEW_AFTER_MS) {
    const lastSeenAt = new Date(now);
    const expiresAt = deadline(row.session.createdAt, lastSeenAt);
    const mark = cache?.mark() ?? 0;
    await extendSession(db, id, { lastSeenAt, expiresAt });
    cache?.set(
      id,
      { session: { ...row.session, lastSeenAt, expiresAt }, user: row.user },
      now,
      mark,
    );
    return { id, user: row.user, expiresAt, renewed: true };
  }
  return { id, user: row.user, expiresAt: until, renewed: false };
}

/** Sign-ins read again together at most (one statement each). */
const REREAD_BATCH = 500;

/**
 * Reads sign-ins into the cache ahead of their use (ids from `SignInCache.claimRefresh` or
 * `claimRefreshes`): a sign-in that keeps being used, or has a live socket open here, is then
 * not read on the request that needs it — on a conversation's send path that was one request in
 * four, each waiting a round trip. A sign-in that is gone is forgotten at once. Rejects when the
 * database does (the entries then run out as before).
 */
export async function rereadSignIns(
  db: Db,
  cache: SignInCache,
  ids: readonly string[],
): Promise<void> {
  try {
    for (let start = 0; start < ids.length; start += REREAD_BATCH) {
      const batch = ids.slice(start, start + REREAD_BATCH);
      const mark = cache.mark();
      const readAt = Date.now();
      const rows = await findSessionsWithUsers(db, batch);
      const found = new Set<string>();
      for (const row of rows) {
        found.add(row.session.id);
        cache.set(row.session.id, row, readAt, mark);
      }
      for (const id of batch)
        if (!found.has(id) && cache.get(id, Date.now())) cache.forgetSignIn(id);
    }
  } finally {
    for (const id of ids) cache.refreshSettled(id);
  }
}

/** When the sign-in `id` ends unless used again, or null when it has ended (for open sockets). */
export async function signInLiveUntil(db: Db, id: string): Promise<Date | null> {
  const row = await findSession(db, id);
  return row ? liveUntil(row, Date.now()) : null;
}

export async function signOut(db: Db, publish: Publish, token: string): Promise<void> {
  await endSignIn(db, publish, sha256(token));
}

/** Deletes the sign-in and closes its sockets on every instance. */
async function endSignIn(db: Db, publish: Publish, id: string): Promise<void> {
  await deleteSession(db, id);
  await publish(signInEnded(id));
}
