import { type Relationship, RELATIONSHIP_ERRORS as E } from '@kindred/shared/relationships';
import { INVITE_CODE_PATTERN } from '@kindred/shared/constants';
import { therapistStyleSchema } from '@kindred/shared/therapist-style';

import type { Db } from '@/db/client';
import { AppError, badRequest, conflict, notFound } from '@/errors';
import { isUniqueViolation } from '@/lib/pg-errors';
import { loadPerson } from '@/modules/preferences/people';
import { coupleEvent, type Publish } from '@/realtime/events';

import { generateInviteCode } from './invite-code';
import {
  clearPartner,
  connectPartner,
  deleteRelationship,
  deleteSessionsOf,
  findByInviteCode,
  findRelationshipOf,
  insertRelationship,
  type RelationshipRow,
  setInviteCode,
} from './relationships.repository';

/** The caller's view of their couple: who the other person is, and the code only for the owner. */
export async function toRelationshipView(
  db: Db,
  row: RelationshipRow,
  callerId: string,
): Promise<Relationship> {
  const isOwner = row.userId === callerId;
  let partner: Relationship['partner'] = null;
  if (isOwner && row.partnerId) {
    const live = await loadPerson(db, row.partnerId);
    partner = {
      id: row.partnerId,
      name: live?.name ?? row.partnerName ?? 'Your partner',
      avatar: live?.avatar ?? row.partnerAvatar ?? null,
    };
  } else if (!isOwner) {
    const owner = await loadPerson(db, row.userId);
    partner = {
      id: row.userId,
      name: owner?.name ?? 'Your partner',
      avatar: owner?.avatar ?? null,
    };
  }
  const style = therapistStyleSchema.safeParse(row.therapistStyle);
  return {
    id: row.id,
    user_id: row.userId,
    partner_id: row.partnerId,
    partner_name: row.partnerName,
    partner_avatar: row.partnerAvatar,
    invite_code: isOwner ? row.inviteCode : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    role: isOwner ? 'owner' : 'partner',
    partner,
    therapist_style: style.success ? style.data : null,
  };
}

export async function getRelationship(db: Db, userId: string): Promise<Relationship> {
  const row = await findRelationshipOf(db, userId);
  if (!row) throw notFound(E.noRelationship);
  return toRelationshipView(db, row, userId);
}

/**
 * Creates the caller's couple with a fresh invitation code, or gives the owner a new code (the
 * old link stops working). A partner, or an owner already connected, has nothing to invite to.
 */
export async function createOrRotateInvitation(db: Db, userId: string): Promise<Relationship> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = generateInviteCode();
    try {
      const row = await db.transaction(async (tx) => {
        const existing = await findRelationshipOf(tx, userId, { forUpdate: true });
        if (!existing) return insertRelationship(tx, userId, code);
        if (existing.userId !== userId || existing.partnerId) {
          throw conflict('You are already connected with a partner');
        }
        return setInviteCode(tx, existing.id, code);
      });
      return toRelationshipView(db, row, userId);
    } catch (error) {
      // A code collision (or a concurrent creation) is retried with a new code.
      if (error instanceof AppError || !isUniqueViolation(error)) throw error;
    }
  }
  throw new AppError(503, 'Failed to create invitation. Please try again.');
}

function assertCodeShape(code: string | undefined): string {
  if (!code || code.trim() === '') throw badRequest(E.invalidLink);
  const normalised = code.trim().toLowerCase();
  if (!INVITE_CODE_PATTERN.test(normalised)) throw notFound(E.invalidOrExpired);
  return normalised;
}

/** GET /api/relationships/invite/:code — who invites, and whether it is still open. */
export async function lookUpInvitation(db: Db, rawCode: string | undefined) {
  const code = assertCodeShape(rawCode);
  const row = await findByInviteCode(db, code);
  if (!row) throw notFound(E.invalidOrExpired);
  const inviter = await loadPerson(db, row.userId);
  return {
    id: row.id,
    user_id: row.userId,
    partner_id: row.partnerId,
    inviter_name: inviter?.name ?? 'Your partner',
    inviter_avatar: inviter?.avatar ?? null,
  };
}

/**
 * Accepts an invitation: the caller becomes partnerB. A caller who only has their own, still
 * unaccepted invitation gives it up; one who belongs to a couple is refused (no silent switch).
 */
export async function acceptInvitation(
  db: Db,
  publish: Publish,
  userId: string,
  rawCode: string | undefined,
): Promise<Relationship> {
  const code = assertCodeShape(rawCode);
  const me = await loadPerson(db, userId);
  let joined = false;
  try {
    const row = await db.transaction(async (tx) => {
      const invitation = await findByInviteCode(tx, code, { forUpdate: true });
      if (!invitation) throw notFound(E.invalidOrExpired);
      if (invitation.userId === userId) throw badRequest(E.ownInvitation);
      if (invitation.partnerId === userId) return invitation;
      if (invitation.partnerId) throw conflict(E.alreadyAccepted);

      const mine = await findRelationshipOf(tx, userId, { forUpdate: true });
      if (mine) {
        if (mine.userId !== userId || mine.partnerId) throw conflict(E.alreadyConnected);
        await deleteRelationship(tx, mine.id);
      }
      const connected = await connectPartner(tx, invitation.id, {
        id: userId,
        name: me?.name ?? 'Your partner',
        avatar: me?.avatar ?? null,
      });
      if (!connected) throw conflict(E.alreadyAccepted);
      joined = true;
      return connected;
    });
    if (joined) await publish(coupleEvent('partner_joined', row, userId));
    return toRelationshipView(db, row, userId);
  } catch (error) {
    // The database's one-couple-per-user rule caught a race with another acceptance.
    if (isUniqueViolation(error)) throw conflict(E.alreadyConnected);
    throw error;
  }
}

/**
 * Removes the partner connection (owner or partner): partner fields cleared — by the owner also
 * the invitation code — and the couple's sessions and messages deleted, in one transaction.
 */
export async function removePartner(db: Db, publish: Publish, userId: string): Promise<void> {
  const before = await db.transaction(async (tx) => {
    const row = await findRelationshipOf(tx, userId, { forUpdate: true });
    if (!row) throw notFound(E.noRelationshipToRemove);
    if (!row.partnerId) throw conflict(E.noPartnerToRemove);
    await deleteSessionsOf(tx, row.id);
    await clearPartner(tx, row.id, { clearInviteCode: row.userId === userId });
    return row;
  });
  // Both partners as they were: the one who left is no longer linked to the couple.
  await publish(coupleEvent('partner_left', before, userId));
}
