import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import { messages } from './messages';
import { therapySessions } from './therapy-sessions';

export const THERAPIST_REPLY_STATUSES = ['pending', 'running', 'done', 'failed'] as const;
/** `turn`: both partners wrote since the last answer; `ask`: one partner asked it to answer now. */
export const THERAPIST_REPLY_KINDS = ['turn', 'ask'] as const;

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
    /**
     * The window of partner messages this firing answers: those after the previous firing's
     * trigger (its id here), or since the session began ('start'). Unique per session, so one
     * window gets one reply however many of its messages race to fire it. Null for firings
     * recorded before windows existed.
     */
    windowKey: text('window_key'),
    kind: text('kind', { enum: THERAPIST_REPLY_KINDS }).notNull().default('turn'),
    /** The program step (index) its reply asked; null when it asked none (alone, or past the end). */
    askedStep: integer('asked_step'),
    status: text('status', { enum: THERAPIST_REPLY_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('therapist_replies_window_key')
      .on(t.therapySessionId, t.windowKey)
      .where(sql`${t.windowKey} IS NOT NULL`),
    check('therapist_replies_kind_valid', sql`${t.kind} IN ('turn', 'ask')`),
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
