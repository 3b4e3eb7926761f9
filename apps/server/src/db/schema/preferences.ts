import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

import { users } from './users';

/** What a user chose for themselves: profile, notification switches, contact e-mail. */
export const preferences = pgTable('preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Onboarding profile: display name and avatar. */
  profile: jsonb('profile'),
  /** Therapist style chosen before the user has a couple; the couple's style lives on it. */
  therapistStyle: jsonb('therapist_style'),
  notifications: jsonb('notifications'),
  /** The Inside-Joke Dictionary: [{ phrase, meaning }]. */
  insideJokes: jsonb('inside_jokes'),
  contactEmail: text('contact_email'),
  /** Whose crisis resources to show (ISO 3166 code); null: from the browser's locale. */
  country: text('country'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
