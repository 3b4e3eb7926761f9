import { eq, sql } from 'drizzle-orm';

import type { Db } from '@/db/client';
import { prepared } from '@/db/prepared';
import { preferences } from '@/db/schema/preferences';
import { users } from '@/db/schema/users';

export type PreferencesRow = typeof preferences.$inferSelect;
type PreferencesPatch = Partial<
  Pick<
    PreferencesRow,
    'profile' | 'therapistStyle' | 'notifications' | 'contactEmail' | 'insideJokes'
  >
>;

export async function findPreferences(db: Db, userId: string): Promise<PreferencesRow | undefined> {
  const [row] = await preferencesOf(db).execute({ userId });
  return row;
}

const preferencesOf = prepared('find_preferences', (db) =>
  db
    .select()
    .from(preferences)
    .where(eq(preferences.userId, sql.placeholder('userId')))
    .limit(1),
);

export async function upsertPreferences(
  db: Db,
  userId: string,
  patch: PreferencesPatch,
): Promise<void> {
  await db
    .insert(preferences)
    .values({ userId, ...patch })
    .onConflictDoUpdate({ target: preferences.userId, set: { ...patch, updatedAt: sql`now()` } });
}

/** Identity claims and chosen profile of some users, for showing them to their partner. */
export async function findPeople(db: Db, userIds: string[]) {
  if (userIds.length === 0) return [];
  return people(db).execute({ userIds });
}

const people = prepared('find_people', (db) =>
  db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      profile: preferences.profile,
    })
    .from(users)
    .leftJoin(preferences, eq(preferences.userId, users.id))
    .where(sql`${users.id} = ANY(${sql.placeholder('userIds')}::uuid[])`),
);
