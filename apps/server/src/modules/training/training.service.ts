import {
  TRAINING_IDS,
  type TrainingProgress,
  type TrainingProgressInput,
} from '@kindred/shared/training';

import type { Db } from '@/db/client';
import { AppError } from '@/errors';

import { findProgress, upsertProgress } from './training.repository';

type Row = Awaited<ReturnType<typeof findProgress>>[number];

const view = (id: string, row: Row | undefined): TrainingProgress => ({
  id,
  progress: row?.progress ?? 0,
  completed: (row?.progress ?? 0) >= 100,
  data: (row?.data as TrainingProgress['data']) ?? null,
  updated_at: row?.updatedAt.toISOString() ?? null,
});

/** Every catalogue item with the caller's progress (0 where they have not started). */
export async function listProgress(db: Db, userId: string): Promise<TrainingProgress[]> {
  const rows = await findProgress(db, userId);
  return TRAINING_IDS.map((id) =>
    view(
      id,
      rows.find((r) => r.itemId === id),
    ),
  );
}

export async function saveProgress(
  db: Db,
  userId: string,
  itemId: string,
  input: TrainingProgressInput,
): Promise<TrainingProgress> {
  if (!TRAINING_IDS.includes(itemId)) throw new AppError('training.notFound');
  const row = await upsertProgress(db, userId, itemId, input.progress, input.data);
  return view(itemId, row);
}
