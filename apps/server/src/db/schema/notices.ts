import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

import { NOTICE_KINDS } from '@kindred/shared/notifications';

import { users } from './users';

/**
 * What Kindred has to tell a user that happened while they may not have been there (e.g. their
 * partner deleted their account), kept until they have read it. Shown in the app, never e-mailed.
 */
export const notices = pgTable(
  'notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTICE_KINDS }).notNull(),
    /** The facts the text is made of (names, counts), as they were when it happened. */
    data: jsonb('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notices_user_created_idx').on(t.userId, t.createdAt),
    check('notices_kind_valid', sql`${t.kind} IN ('partner_deleted_account')`),
  ],
);

export type NoticeRow = typeof notices.$inferSelect;
