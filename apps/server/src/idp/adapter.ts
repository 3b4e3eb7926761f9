import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';

import type { Db } from '@/db/client';
import { idpPayloads } from '@/db/schema/idp';

const notExpired = or(isNull(idpPayloads.expiresAt), gt(idpPayloads.expiresAt, sql`now()`));

/**
 * oidc-provider storage in our database, so the built-in provider's sessions, grants and codes
 * survive a restart (one adapter instance per model name).
 */
export function createAdapterFactory(db: Db) {
  let lastSweep = 0;

  return (kind: string): Adapter => {
    const byId = (id: string) => and(eq(idpPayloads.kind, kind), eq(idpPayloads.id, id));

    const findWhere = async (
      where: ReturnType<typeof and>,
    ): Promise<AdapterPayload | undefined> => {
      const [row] = await db
        .select({ payload: idpPayloads.payload, consumedAt: idpPayloads.consumedAt })
        .from(idpPayloads)
        .where(and(where, notExpired))
        .limit(1);
      if (!row) return undefined;
      const payload = row.payload as AdapterPayload;
      return row.consumedAt
        ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) }
        : payload;
    };

    return {
      async upsert(id, payload, expiresIn) {
        const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000) : null;
        const values = {
          kind,
          id,
          payload,
          grantId: payload.grantId ?? null,
          userCode: payload.userCode ?? null,
          uid: payload.uid ?? null,
          expiresAt,
        };
        await db
          .insert(idpPayloads)
          .values(values)
          .onConflictDoUpdate({
            target: [idpPayloads.kind, idpPayloads.id],
            set: {
              payload,
              grantId: values.grantId,
              userCode: values.userCode,
              uid: values.uid,
              expiresAt,
            },
          });
        // Sweep expired rows now and then instead of running a timer.
        if (Date.now() - lastSweep > 10 * 60 * 1000) {
          lastSweep = Date.now();
          await db.delete(idpPayloads).where(lt(idpPayloads.expiresAt, sql`now()`));
        }
      },
      find: (id) => findWhere(byId(id)),
      findByUid: (uid) => findWhere(and(eq(idpPayloads.kind, kind), eq(idpPayloads.uid, uid))),
      findByUserCode: (userCode) =>
        findWhere(and(eq(idpPayloads.kind, kind), eq(idpPayloads.userCode, userCode))),
      async consume(id) {
        await db
          .update(idpPayloads)
          .set({ consumedAt: sql`now()` })
          .where(byId(id));
      },
      async destroy(id) {
        await db.delete(idpPayloads).where(byId(id));
      },
      async revokeByGrantId(grantId) {
        await db.delete(idpPayloads).where(eq(idpPayloads.grantId, grantId));
      },
    };
  };
}
