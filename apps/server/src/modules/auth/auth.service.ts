import type { Db } from '@/db/client';
import type { UserRow } from '@/db/schema/users';
import { randomToken, sha256 } from '@/lib/secrets';

import {
  deleteExpiredSessions,
  deleteSession,
  extendSession,
  findSessionWithUser,
  type IdentityClaims,
  insertSession,
  upsertUser,
} from './auth.repository';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** A session is extended on use once less than this is left (sliding expiry, few writes). */
const SESSION_REFRESH_BELOW_MS = SESSION_TTL_MS / 2;

export interface SignedInSession {
  /** SHA-256 of the cookie token (the row id). */
  id: string;
  user: UserRow;
  /** Set when the expiry moved, so the cookie is re-sent with the new lifetime. */
  renewed: boolean;
}

/**
 * Signs a user in: their row is created or refreshed from the provider's claims and a new
 * session replaces the one the browser had (rotation at sign-in). Returns the cookie token.
 */
export async function signIn(
  db: Db,
  claims: IdentityClaims,
  previousToken: string | undefined,
): Promise<{ token: string; user: UserRow }> {
  const user = await upsertUser(db, claims);
  if (previousToken) await deleteSession(db, sha256(previousToken));
  const token = randomToken();
  await insertSession(db, {
    id: sha256(token),
    userId: user.id,
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
  });
  // Housekeeping on a rare path rather than a timer.
  await deleteExpiredSessions(db);
  return { token, user };
}

export async function resolveSession(db: Db, token: string): Promise<SignedInSession | null> {
  const id = sha256(token);
  const row = await findSessionWithUser(db, id);
  if (!row) return null;
  const left = row.session.expiresAt.getTime() - Date.now();
  if (left < SESSION_REFRESH_BELOW_MS) {
    await extendSession(db, id, new Date(Date.now() + SESSION_TTL_MS));
    return { id, user: row.user, renewed: true };
  }
  return { id, user: row.user, renewed: false };
}

export async function signOut(db: Db, token: string): Promise<void> {
  await deleteSession(db, sha256(token));
}
