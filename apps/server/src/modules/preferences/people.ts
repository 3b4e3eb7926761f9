import { type AvatarId, profileSchema } from '@kindred/shared/profile';
import { stripInvisible } from '@kindred/shared/text';

import type { Db } from '@/db/client';

import { findPeople } from './preferences.repository';

export interface Person {
  id: string;
  name: string;
  avatar: AvatarId | null;
}

/** How a user is shown to others: their chosen profile, else the provider's name, else e-mail. */
export function personFrom(row: {
  id: string;
  email: string | null;
  name: string | null;
  profile: unknown;
}): Person {
  const profile = profileSchema.safeParse(row.profile);
  // A provider's name stored before names were cleaned at sign-in is cleaned here too.
  const name = profile.success
    ? profile.data.name
    : stripInvisible(row.name ?? '').trim() || row.email?.split('@')[0] || 'Your partner';
  return { id: row.id, name, avatar: profile.success ? profile.data.avatar : null };
}

export async function loadPerson(db: Db, userId: string): Promise<Person | undefined> {
  const [row] = await findPeople(db, [userId]);
  return row ? personFrom(row) : undefined;
}
