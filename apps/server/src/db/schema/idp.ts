import {
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Accounts of the built-in development sign-in: one per e-mail address. */
export const idpAccounts = pgTable(
  'idp_accounts',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('idp_accounts_email_key').on(t.email)],
);

/** The built-in provider's state (sessions, grants, codes…), so a restart signs nobody out. */
export const idpPayloads = pgTable(
  'idp_payloads',
  {
    kind: text('kind').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.id] }),
    index('idp_payloads_grant_id_idx').on(t.grantId),
    index('idp_payloads_uid_idx').on(t.uid),
    index('idp_payloads_expires_at_idx').on(t.expiresAt),
  ],
);
