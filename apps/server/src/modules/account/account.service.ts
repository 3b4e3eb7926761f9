import type { Db } from '@/db/client';
import { AppError } from '@/errors';
import { deleteIdpAccount } from '@/idp/accounts';
import { exportNotices, notify } from '@/modules/notifications/notifications.service';
import { loadPerson } from '@/modules/preferences/people';
import { getPreferences } from '@/modules/preferences/preferences.service';
import {
  clearPartner,
  deleteRelationship,
  deleteSessionsOf,
  findRelationshipOf,
} from '@/modules/relationships/relationships.repository';
import {
  rotateInviteCode,
  toRelationshipView,
} from '@/modules/relationships/relationships.service';
import { coupleEvent, type Publish, userSignedOut } from '@/realtime/events';

import {
  countSessionsOf,
  countSignIns,
  deleteUser,
  findSessionsWithMessages,
  findTrainingAndWaitlist,
  findUser,
} from './account.repository';

/** Everything Kindred stores about the caller, as one JSON document (data portability). */
export async function exportAccount(db: Db, userId: string) {
  const user = await findUser(db, userId);
  if (!user) throw new AppError('account.notFound');
  const [preferences, couple, activeSignIns, extras, notices] = await Promise.all([
    getPreferences(db, userId),
    findRelationshipOf(db, userId),
    countSignIns(db, userId),
    findTrainingAndWaitlist(db, userId),
    exportNotices(db, userId),
  ]);
  const history = couple
    ? await findSessionsWithMessages(db, couple.id, userId)
    : { sessions: [], messages: [] };
  return {
    format: 'kindred-export/1',
    exported_at: new Date().toISOString(),
    user: {
      id: user.id,
      email: user.email,
      name: user.name,
      picture: user.picture,
      identity_provider: user.oidcIssuer,
      created_at: user.createdAt.toISOString(),
      updated_at: user.updatedAt.toISOString(),
    },
    preferences,
    active_sign_ins: activeSignIns,
    training_progress: extras.training.map((t) => ({
      id: t.itemId,
      progress: t.progress,
      data: t.data,
      updated_at: t.updatedAt.toISOString(),
    })),
    integration_waitlist: extras.notify.map((w) => ({
      app: w.app,
      email: w.email,
      created_at: w.createdAt.toISOString(),
    })),
    notices,
    relationship: couple ? await toRelationshipView(db, couple, userId) : null,
    therapy_sessions: history.sessions.map((s) => ({
      id: s.id,
      session_number: s.sessionNumber,
      status: s.status,
      started_at: s.startedAt.toISOString(),
      ended_at: s.endedAt?.toISOString() ?? null,
      paused_at: s.pausedAt?.toISOString() ?? null,
      messages: history.messages
        .filter((m) => m.therapySessionId === s.id)
        .map((m) => ({
          id: m.id,
          author: m.author,
          written_by_you: m.authorUserId === userId,
          content: m.content,
          timestamp: m.timestamp.toISOString(),
          read: m.read,
          // Only ever 'private' or 'kept' on the caller's own messages.
          visibility: m.visibility,
          safety_category: m.authorUserId === userId ? m.safetyCategory : null,
        })),
    })),
  };
}

/**
 * Deletes the caller's account in one transaction. The owner's couple goes with its sessions and
 * messages. A partner's leaving clears the partner fields and — going further, so that nobody's
 * words outlive their account (the therapist's replies and the session summaries quote both
 * partners, so one side's messages cannot be taken out alone) — deletes the couple's sessions and
 * messages too: for both partners, whoever leaves. The settings dialog says exactly this before
 * anyone confirms, and the partner who stays finds a notice in the app saying what was deleted
 * (they may not have been online to hear the live event). Their sign-ins end (every socket closes)
 * and, when they signed in through the built-in provider (`builtinIssuer`, when it runs), its
 * records of them go too.
 */
export async function deleteAccount(
  db: Db,
  publish: Publish,
  userId: string,
  builtinIssuer: string | null,
): Promise<void> {
  const couple = await db.transaction(async (tx) => {
    const user = await findUser(tx, userId);
    if (user && builtinIssuer !== null && user.oidcIssuer === builtinIssuer)
      await deleteIdpAccount(tx, user.oidcSubject);
    const couple = await findRelationshipOf(tx, userId, { forUpdate: true });
    const stays = couple ? (couple.userId === userId ? couple.partnerId : couple.userId) : null;
    if (couple && stays) {
      const leaver = await loadPerson(tx, userId);
      await notify(tx, stays, 'partner_deleted_account', {
        partner_name: leaver?.name ?? 'Your partner',
        sessions_deleted: await countSessionsOf(tx, couple.id),
        couple_deleted: couple.userId === userId,
      });
    }
    if (couple && couple.userId === userId) {
      await deleteRelationship(tx, couple.id);
    } else if (couple) {
      await deleteSessionsOf(tx, couple.id);
      await clearPartner(tx, couple.id, { clearInviteCode: false });
      await rotateInviteCode(tx, couple.id);
    }
    await deleteUser(tx, userId);
    return couple;
  });
  // The partner left: their screens hear it. Then the leaver's sockets close.
  if (couple?.partnerId) await publish(coupleEvent('partner_left', couple, userId));
  await publish(userSignedOut(userId));
}
