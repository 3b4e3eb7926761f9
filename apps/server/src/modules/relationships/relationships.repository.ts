import { and, eq, isNull, or, sql } from 'drizzle-orm';

import type { Db } from '@/db/client';
import { prepared } from '@/db/prepared';
import { type RelationshipRow, relationships } from '@/db/schema/relationships';
import { therapySessions } from '@/db/schema/therapy-sessions';

export type { RelationshipRow };

/** The caller's relationship, as owner or as partner (at most one: a database rule). */
export async function findRelationshipOf(
  db: Db,
  userId: string,
  options: { forUpdate?: boolean } = {},
): Promise<RelationshipRow | undefined> {
  const query = db
    .select()
    .from(relationships)
    .where(or(eq(relationships.userId, userId), eq(relationships.partnerId, userId)))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

export async function findByInviteCode(
  db: Db,
  code: string,
  options: { forUpdate?: boolean } = {},
): Promise<RelationshipRow | undefined> {
  const query = db.select().from(relationships).where(eq(relationships.inviteCode, code)).limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

export async function insertRelationship(
  db: Db,
  userId: string,
  inviteCode: string,
  therapistStyle: unknown = null,
): Promise<RelationshipRow> {
  const [row] = await db
    .insert(relationships)
    .values({ userId, inviteCode, therapistStyle })
    .returning();
  return row!;
}

export async function setInviteCode(
  db: Db,
  id: string,
  inviteCode: string,
): Promise<RelationshipRow> {
  const [row] = await db
    .update(relationships)
    .set({ inviteCode, updatedAt: new Date() })
    .where(eq(relationships.id, id))
    .returning();
  return row!;
}

/** Sets the partner only if nobody has accepted yet; undefined when someone else was first. */
export async function connectPartner(
  db: Db,
  id: string,
  partner: { id: string; name: string; avatar: string | null },
): Promise<RelationshipRow | undefined> {
  const [row] = await db
    .update(relationships)
    .set({
      partnerId: partner.id,
      partnerName: partner.name,
      partnerAvatar: partner.avatar,
      updatedAt: new Date(),
    })
    .where(and(eq(relationships.id, id), isNull(relationships.partnerId)))
    .returning();
  return row;
}

export async function clearPartner(
  db: Db,
  id: string,
  options: { clearInviteCode: boolean },
): Promise<void> {
  await db
    .update(relationships)
    .set({
      partnerId: null,
      partnerName: null,
      partnerAvatar: null,
      ...(options.clearInviteCode ? { inviteCode: null } : {}),
      updatedAt: new Date(),
    })
    .where(eq(relationships.id, id));
}

export async function deleteRelationship(db: Db, id: string): Promise<void> {
  await db.delete(relationships).where(eq(relationships.id, id));
}

/** Deletes the couple's sessions; their messages go with them (foreign-key cascade). */
export async function deleteSessionsOf(db: Db, relationshipId: string): Promise<void> {
  await db.delete(therapySessions).where(eq(therapySessions.relationshipId, relationshipId));
}

export async function setCoupleStyle(db: Db, id: string, style: unknown): Promise<void> {
  await db.update(relationships).set({ therapistStyle: style }).where(eq(relationships.id, id));
}

/** Keeps the denormalised partner name/avatar in step with the partner's profile. */
export async function refreshPartnerDisplay(
  db: Db,
  partnerId: string,
  display: { name: string; avatar: string | null },
): Promise<void> {
  await db
    .update(relationships)
    .set({ partnerName: display.name, partnerAvatar: display.avatar })
    .where(eq(relationships.partnerId, partnerId));
}

export async function findRelationshipById(
  db: Db,
  id: string,
): Promise<RelationshipRow | undefined> {
  const [row] = await relationshipById(db).execute({ id });
  return row;
}

const relationshipById = prepared('find_relationship', (db) =>
  db
    .select()
    .from(relationships)
    .where(eq(relationships.id, sql.placeholder('id')))
    .limit(1),
);
