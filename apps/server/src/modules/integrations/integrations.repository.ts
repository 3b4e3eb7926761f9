import type { Db } from '@/db/client';
import { waitlist } from '@/db/schema/waitlist';

export async function upsertWaitlistEntry(
  db: Db,
  userId: string,
  app: string,
  email: string,
): Promise<void> {
  await db
    .insert(waitlist)
    .values({ userId, app, email })
    .onConflictDoUpdate({ target: [waitlist.userId, waitlist.app], set: { email } });
}
