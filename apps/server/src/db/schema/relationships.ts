import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

import { users } from './users';

/** A couple: the owner (partnerA), who invited, and the invited partner (partnerB), once joined. */
export const relationships = pgTable(
  'relationships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    partnerId: uuid('partner_id').references(() => users.id, { onDelete: 'set null' }),
    partnerName: text('partner_name'),
    partnerAvatar: text('partner_avatar'),
    inviteCode: text('invite_code'),
    /** The couple's therapist style (personalization); null until they choose. */
    therapistStyle: jsonb('therapist_style'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One relationship per user: at most one as owner, at most one as partner (a trigger in the
    // migration also forbids being owner of one and partner of another).
    uniqueIndex('relationships_user_id_key').on(t.userId),
    uniqueIndex('relationships_partner_id_key').on(t.partnerId),
    uniqueIndex('relationships_invite_code_key').on(t.inviteCode),
    check('relationships_not_self', sql`${t.partnerId} IS NULL OR ${t.partnerId} <> ${t.userId}`),
    check(
      'relationships_invite_code_format',
      sql`${t.inviteCode} IS NULL OR ${t.inviteCode} ~ '^[0-9a-z]{8}$'`,
    ),
  ],
);

export type RelationshipRow = typeof relationships.$inferSelect;
