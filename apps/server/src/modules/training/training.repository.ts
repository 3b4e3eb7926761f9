import { eq, sql } from 'drizzle-orm';

import type { Db } from '@/db/client';
import { trainingProgress } from '@/db/schema/training';

export async function findProgress(db: Db, userId: string) {
  return db.select().from(trainingProgress).where(eq(trainingProgress.userId, userId));
}

export async function upsertProgress(
  db: Db,
  userId: string,
  itemId: string,
  progress: number,
  data: unknown,
) {
  const [row] = await db
    .insert(trainingProgress)
    .values({ userId, itemId, progress, data: data ?? null })
    .onConflictDoUpdate({
      target: [trainingProgress.userId, trainingProgress.itemId],
      set: { progress, data: data ?? null, updatedAt: sql`now()` },
    })
    .returning();
  return row!;
}
