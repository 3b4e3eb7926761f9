import { randomUUID } from 'node:crypto';

import { eq, sql } from 'drizzle-orm';

import type { Db } from '@/db/client';
import { idpAccounts, idpPayloads } from '@/db/schema/idp';

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

/**
 * Forgets an account of the built-in provider (its user deleted their Kindred account): the
 * account row and everything oidc-provider stored for it — its sessions, grants, interactions,
 * and the codes and tokens issued under its grants.
 */
export async function deleteIdpAccount(db: Db, accountId: string): Promise<void> {
  const { payload, grantId, kind } = idpPayloads;
  await db.delete(idpPayloads).where(
    sql`${payload}->>'accountId' = ${accountId}
        or ${payload} #>> '{session,accountId}' = ${accountId}
        or ${payload} #>> '{result,login,accountId}' = ${accountId}
        or ${grantId} in (
          select ${idpPayloads.id} from ${idpPayloads}
          where ${kind} = 'Grant' and ${payload}->>'accountId' = ${accountId}
        )`,
  );
  await db.delete(idpAccounts).where(eq(idpAccounts.id, accountId));
}
