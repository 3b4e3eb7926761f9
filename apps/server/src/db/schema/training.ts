import { sql } from 'drizzle-orm';
import {
  check,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

import { users } from './users';

/** A user's progress through one self-training item (the catalogue itself is code). */
export const trainingProgress = pgTable(
  'training_progress',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: text('item_id').notNull(),
    progress: integer('progress').notNull().default(0),
    /** Quiz answers, journal entries, exercise step: private to the user. */
    data: jsonb('data'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.itemId] }),
    check('training_progress_range', sql`${t.progress} BETWEEN 0 AND 100`),
  ],
);
