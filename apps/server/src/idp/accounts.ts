import { randomUUID } from 'node:crypto';

import { eq, sql } from 'drizzle-orm';

import type { Db } from '@/db/client';
import { idpAccounts } from '@/db/schema/idp';

export interface IdpAccount {
  id: string;
  email: string;
  name: string;
}

/** The same e-mail always signs in as the same account; the name is updated each time. */
export async function upsertIdpAccount(db: Db, email: string, name: string): Promise<IdpAccount> {
  const [row] = await db
    .insert(idpAccounts)
    .values({ id: randomUUID(), email: email.toLowerCase(), name })
    .onConflictDoUpdate({ target: idpAccounts.email, set: { name: sql`excluded.name` } })
    .returning();
  return row!;
}

export async function findIdpAccount(db: Db, id: string): Promise<IdpAccount | undefined> {
  const [row] = await db.select().from(idpAccounts).where(eq(idpAccounts.id, id)).limit(1);
  return row;
}
