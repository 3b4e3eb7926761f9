import { eq, inArray, lt, sql } from 'drizzle-orm';

import type { Db } from '@/db/client';
import { authSessions } from '@/db/schema/auth-sessions';
import { type UserRow, users } from '@/db/schema/users';

export interface IdentityClaims {
  issuer: string;
  subject: string;
  email: string | null;
  name: string | null;
  picture: string | null;
}

/** Creates the user on first sign-in and refreshes their claims afterwards. */
export async function upsertUser(db: Db, claims: IdentityClaims): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({
      oidcIssuer: claims.issuer,
      oidcSubject: claims.subject,
      email: claims.email,
      name: claims.name,
      picture: claims.picture,
    })
    .onConflictDoUpdate({
      target: [users.oidcIssuer, users.oidcSubject],
      set: {
        email: claims.email,
        name: claims.name,
        picture: claims.picture,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  return row!;
}

export async function insertSession(
  db: Db,
  session: { id: string; userId: string; createdAt: Date; lastSeenAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(authSessions).values(session);
}

/** The session row and its user, whatever its expiry (the service decides, on one clock). */
export async function findSessionWithUser(db: Db, id: string) {
  const [row] = await db
    .select({ session: authSessions, user: users })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(eq(authSessions.id, id))
    .limit(1);
  return row;
}

/** Several sign-ins with their users, as findSessionWithUser (those that are gone are absent). */
export async function findSessionsWithUsers(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ session: authSessions, user: users })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(inArray(authSessions.id, [...ids]));
}

export async function findSession(db: Db, id: string) {
  const [row] = await db.select().from(authSessions).where(eq(authSessions.id, id)).limit(1);
  return row;
}

export async function extendSession(
  db: Db,
  id: string,
  times: { lastSeenAt: Date; expiresAt: Date },
): Promise<void> {
  await db.update(authSessions).set(times).where(eq(authSessions.id, id));
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.delete(authSessions).where(eq(authSessions.id, id));
}

export async function deleteExpiredSessions(db: Db): Promise<void> {
  await db.delete(authSessions).where(lt(authSessions.expiresAt, sql`now()`));
}
