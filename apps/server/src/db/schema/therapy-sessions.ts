import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import { relationships } from './relationships';
import { users } from './users';

export const THERAPY_SESSION_STATUSES = ['ongoing', 'scheduled', 'completed'] as const;

/** A numbered session of the couple's program; the number decides what the session works on. */
export const therapySessions = pgTable(
  'therapy_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    relationshipId: uuid('relationship_id')
      .notNull()
      .references(() => relationships.id, { onDelete: 'cascade' }),
    sessionNumber: integer('session_number').notNull(),
    status: text('status', { enum: THERAPY_SESSION_STATUSES }).notNull().default('ongoing'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** Set while the session is paused after a held disclosure; null otherwise. */
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    /** Whose disclosure paused it: they may resume at once, their partner only later. */
    pausedByUserId: uuid('paused_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * How many of the program's steps the therapist has asked. A reply asks the next step only
     * once both partners have answered the current one; failure notices never count.
     */
    programStep: integer('program_step').notNull().default(0),
    /** Who ended it (completed sessions). */
    endedByUserId: uuid('ended_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The structured summary written when it ended (`sessionSummarySchema`). */
    summary: jsonb('summary'),
  },
  (t) => [
    uniqueIndex('therapy_sessions_number_key').on(t.relationshipId, t.sessionNumber),
    // At most one ongoing session per couple: "Start session" joins it instead of opening another.
    uniqueIndex('therapy_sessions_one_ongoing_key')
      .on(t.relationshipId)
      .where(sql`${t.status} = 'ongoing'`),
    index('therapy_sessions_relationship_id_idx').on(t.relationshipId),
    check('therapy_sessions_number_positive', sql`${t.sessionNumber} > 0`),
    check('therapy_sessions_program_step_valid', sql`${t.programStep} >= 0`),
    check(
      'therapy_sessions_status_valid',
      sql`${t.status} IN ('ongoing', 'scheduled', 'completed')`,
    ),
  ],
);

export type TherapySessionRow = typeof therapySessions.$inferSelect;
