import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

import { messages } from './messages';
import { therapySessions } from './therapy-sessions';

export const THERAPIST_REPLY_STATUSES = ['pending', 'running', 'done', 'failed'] as const;

/**
 * One row per firing of the reply rule, keyed by the partner message that completed the pair:
 * the primary key makes "exactly once" a database fact, whatever the number of instances. A
 * lease lets another instance finish a reply whose instance died.
 */
export const therapistReplies = pgTable(
  'therapist_replies',
  {
    triggerMessageId: uuid('trigger_message_id')
      .primaryKey()
      .references(() => messages.id, { onDelete: 'cascade' }),
    therapySessionId: uuid('therapy_session_id')
      .notNull()
      .references(() => therapySessions.id, { onDelete: 'cascade' }),
    status: text('status', { enum: THERAPIST_REPLY_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('therapist_replies_open_idx')
      .on(t.status, t.dueAt)
      .where(sql`${t.status} IN ('pending', 'running')`),
    check(
      'therapist_replies_status_valid',
      sql`${t.status} IN ('pending', 'running', 'done', 'failed')`,
    ),
  ],
);

export type TherapistReplyRow = typeof therapistReplies.$inferSelect;
