import { type Invitation, type Relationship } from '@kindred/shared/relationships';
import { INVITE_CODE_PATTERN } from '@kindred/shared/constants';
import { therapistStyleSchema } from '@kindred/shared/therapist-style';

import type { Db } from '@/db/client';
import { AppError } from '@/errors';
import { isUniqueViolation } from '@/lib/pg-errors';
import { loadPerson } from '@/modules/preferences/people';
import { findPreferences } from '@/modules/preferences/preferences.repository';
import { coupleEvent, type Publish } from '@/realtime/events';

import { generateInviteCode } from './invite-code';
import {
  clearPartner,
  connectPartner,
  deleteRelationship,
  deleteSessionsOf,
  findByInviteCode,
  findRelationshipById,
  findRelationshipOf,
  insertRelationship,
  type RelationshipRow,
  setCoupleStyle,
  setInviteCode,
} from './relationships.repository';

/**
 * The therapist style someone chose for themselves (e.g. in onboarding before having a couple):
 * it becomes their couple's when the couple has none yet, so that the therapist in the chat is
 * the one they picked. After that the couple's style is one choice for both.
 */
async function ownStyle(db: Db, userId: string) {
  const parsed = therapistStyleSchema.safeParse(
    (await findPreferences(db, userId))?.therapistStyle,
  );
  return parsed.success ? parsed.data : null;
}

/** A couple by id, for the server's own work (the therapist); no membership check. */
export function coupleById(db: Db, relationshipId: string): Promise<RelationshipRow | undefined> {
  return findRelationshipById(db, relationshipId);
}

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
  const current = await getCurrentRelationship(db, userId);
  if (!current) throw new AppError('relationship.noRelationship');
  return current;
}

/** The caller's couple, or null: having none yet is an answer, not an error. */
export async function getCurrentRelationship(db: Db, userId: string): Promise<Relationship | null> {
  const row = await findRelationshipOf(db, userId);
  return row ? toRelationshipView(db, row, userId) : null;
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
        if (!existing) return insertRelationship(tx, userId, code, await ownStyle(tx, userId));
        if (existing.userId !== userId || existing.partnerId) {
          throw new AppError('relationship.hasPartner');
        }
        return setInviteCode(tx, existing.id, code);
      });
      return toRelationshipView(db, row, userId);
    } catch (error) {
      // A code collision (or a concurrent creation) is retried with a new code.
      if (error instanceof AppError || !isUniqueViolation(error)) throw error;
    }
  }
  throw new AppError('relationship.inviteFailed');
}

/** The unique index of invitation codes (db/schema/relationships.ts). */
const INVITE_CODE_KEY = 'relationships_invite_code_key';

/**
 * Gives the couple a fresh invitation code inside the caller's transaction: the code that was
 * used or shared stops working. Called when the partner joins and when they leave. A collision
 * with another couple's code (about one in 10^12) is retried in a savepoint with a new code.
 */
export async function rotateInviteCode(tx: Db, relationshipId: string): Promise<RelationshipRow> {
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      return await tx.transaction((savepoint) =>
        setInviteCode(savepoint, relationshipId, generateInviteCode()),
      );
    } catch (error) {
      if (!isUniqueViolation(error, INVITE_CODE_KEY)) throw error;
    }
  }
  throw new AppError('relationship.inviteFailed');
}

function assertCodeShape(code: string | undefined): string {
  if (!code || code.trim() === '') throw new AppError('relationship.invalidLink');
  const normalised = code.trim().toLowerCase();
  if (!INVITE_CODE_PATTERN.test(normalised)) throw new AppError('relationship.invalidOrExpired');
  return normalised;
}

/**
 * GET /api/relationships/invite/:code — who invites, for an invitation the caller may accept.
 * Unknown, used (a partner joined) and the caller's own codes get one and the same 404, and no
 * answer names the couple or its members by id: a code reveals nothing but an open invitation.
 */
export async function lookUpInvitation(
  db: Db,
  userId: string,
  rawCode: string | undefined,
): Promise<Invitation> {
  const code = assertCodeShape(rawCode);
  const row = await findByInviteCode(db, code);
  if (!row || row.partnerId !== null || row.userId === userId)
    throw new AppError('relationship.invalidOrExpired');
  const inviter = await loadPerson(db, row.userId);
  return {
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
      if (!invitation) throw new AppError('relationship.invalidOrExpired');
      if (invitation.userId === userId) throw new AppError('relationship.ownInvitation');
      if (invitation.partnerId === userId) return invitation;
      if (invitation.partnerId) throw new AppError('relationship.alreadyAccepted');

      const mine = await findRelationshipOf(tx, userId, { forUpdate: true });
      if (mine) {
        if (mine.userId !== userId || mine.partnerId)
          throw new AppError('relationship.alreadyConnected');
        await deleteRelationship(tx, mine.id);
      }
      const connected = await connectPartner(tx, invitation.id, {
        id: userId,
        name: me?.name ?? 'Your partner',
        avatar: me?.avatar ?? null,
      });
      if (!connected) throw new AppError('relationship.alreadyAccepted');
      joined = true;
      if (connected.therapistStyle === null) {
        const style = await ownStyle(tx, userId);
        if (style) await setCoupleStyle(tx, connected.id, style);
      }
      // The code has done its job: nobody can use it again, nor learn from it whose couple it is.
      return rotateInviteCode(tx, connected.id);
    });
    if (joined) await publish(coupleEvent('partner_joined', row, userId));
    return toRelationshipView(db, row, userId);
  } catch (error) {
    // The database's one-couple-per-user rule caught a race with another acceptance.
    if (isUniqueViolation(error)) throw new AppError('relationship.alreadyConnected');
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
    if (!row) throw new AppError('relationship.noRelationshipToRemove');
    if (!row.partnerId) throw new AppError('relationship.noPartnerToRemove');
    await deleteSessionsOf(tx, row.id);
    const byOwner = row.userId === userId;
    await clearPartner(tx, row.id, { clearInviteCode: byOwner });
    // The partner left: the owner gets a new code, so no code shared before works again.
    if (!byOwner) await rotateInviteCode(tx, row.id);
    return row;
  });
  // Both partners as they were: the one who left is no longer linked to the couple.
  await publish(coupleEvent('partner_left', before, userId));
}
