import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import {
  MESSAGE_VISIBILITIES,
  SAFETY_CATEGORIES,
  SAFETY_LANGUAGES,
  SAFETY_SEVERITIES,
} from '@kindred/shared/safety';

/** A check's list of allowed values, from the shared constants (the SQL the migrations hold). */
const oneOf = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

import { therapySessions } from './therapy-sessions';
import { users } from './users';

export const MESSAGE_AUTHORS = ['partnerA', 'partnerB', 'therapist'] as const;

/** One line of the three-party chat: a partner's or the therapist's message in a session. */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Commit order within the database; ties on timestamp are broken by it. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    therapySessionId: uuid('therapy_session_id')
      .notNull()
      .references(() => therapySessions.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    author: text('author', { enum: MESSAGE_AUTHORS }).notNull(),
    /** The signed-in writer; null for the therapist. */
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The sender's idempotency key: the same key in one session yields the same message. */
    clientId: text('client_id'),
    timestamp: timestamp('timestamp', { withTimezone: true, precision: 6 }).notNull().defaultNow(),
    read: boolean('read').notNull().default(false),
    /** The safety screen's verdict on a partner's message (shown privately to its writer). */
    safetyCategory: text('safety_category', { enum: SAFETY_CATEGORIES }),
    safetySeverity: text('safety_severity', { enum: SAFETY_SEVERITIES }),
    /** The language the disclosure was recognised in: the writer's card speaks it. */
    safetyLanguage: text('safety_language', { enum: SAFETY_LANGUAGES }),
    /**
     * `shared` for every ordinary message. A flagged one is stored `private` (its writer only)
     * until the writer shares it or keeps it (`kept`): a disclosure read by an abusive partner
     * can endanger the writer.
     */
    visibility: text('visibility', { enum: MESSAGE_VISIBILITIES }).notNull().default('shared'),
    /** For a therapist reply: the partner message whose arrival triggered it (one reply each). */
    replyToMessageId: uuid('reply_to_message_id').references((): AnyPgColumn => messages.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    index('messages_session_timestamp_idx').on(t.therapySessionId, t.timestamp, t.seq),
    // Per writer: a partner re-sending the other's client id gets a message of their own, never
    // the other's (which may be held).
    uniqueIndex('messages_session_author_client_id_key').on(
      t.therapySessionId,
      t.author,
      t.clientId,
    ),
    uniqueIndex('messages_reply_to_key').on(t.replyToMessageId),
    check(
      'messages_safety_category_valid',
      sql`${t.safetyCategory} IS NULL OR ${t.safetyCategory} IN (${oneOf(SAFETY_CATEGORIES)})`,
    ),
    check(
      'messages_safety_severity_valid',
      sql`${t.safetySeverity} IS NULL OR ${t.safetySeverity} IN (${oneOf(SAFETY_SEVERITIES)})`,
    ),
    check(
      'messages_safety_language_valid',
      sql`${t.safetyLanguage} IS NULL OR ${t.safetyLanguage} IN (${oneOf(SAFETY_LANGUAGES)})`,
    ),
    check('messages_visibility_valid', sql`${t.visibility} IN (${oneOf(MESSAGE_VISIBILITIES)})`),
    // Only a partner's flagged message can be withheld from the other partner.
    check(
      'messages_held_is_flagged',
      sql`${t.visibility} = 'shared' OR (${t.safetyCategory} IS NOT NULL AND ${t.author} <> 'therapist')`,
    ),
    check('messages_author_valid', sql`${t.author} IN ('partnerA', 'partnerB', 'therapist')`),
    check('messages_content_length', sql`char_length(${t.content}) BETWEEN 1 AND 4000`),
  ],
);

export type MessageRow = typeof messages.$inferSelect;
