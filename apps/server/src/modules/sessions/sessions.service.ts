import { RELATIONSHIP_ERRORS } from '@kindred/shared/relationships';
import {
  SESSION_ERRORS as E,
  type SessionDetail,
  type TherapySession,
  welcomeMessage,
} from '@kindred/shared/sessions';

import type { Db } from '@/db/client';
import { AppError, forbidden, notFound } from '@/errors';
import { isUniqueViolation } from '@/lib/pg-errors';
import { loadPerson } from '@/modules/preferences/people';
import { findRelationshipOf } from '@/modules/relationships/relationships.repository';
import type { Publish } from '@/realtime/events';

import {
  completeSession,
  findSessionForMember,
  insertSession,
  insertTherapistMessage,
  listSessions,
  nextSessionNumber,
  type TherapySessionRow,
} from './sessions.repository';

export function toSessionView(row: TherapySessionRow): TherapySession {
  return {
    id: row.id,
    relationship_id: row.relationshipId,
    session_number: row.sessionNumber,
    status: row.status,
    started_at: row.startedAt.toISOString(),
    ended_at: row.endedAt?.toISOString() ?? null,
  };
}

/** The caller's membership of a session; a non-member gets the same 404 as a missing session. */
export async function requireSessionMember(db: Db, sessionId: string, userId: string) {
  const found = await findSessionForMember(db, sessionId, userId);
  if (!found) throw notFound(E.notFound);
  const role = found.relationship.userId === userId ? ('partnerA' as const) : ('partnerB' as const);
  return { ...found, role };
}

async function requireOwnCouple(db: Db, relationshipId: string, userId: string) {
  const couple = await findRelationshipOf(db, userId);
  // Someone else's couple does not exist as far as the caller can tell.
  if (!couple || couple.id !== relationshipId) throw notFound(RELATIONSHIP_ERRORS.noRelationship);
  return couple;
}

export async function getSessions(
  db: Db,
  userId: string,
  relationshipId: string,
): Promise<TherapySession[]> {
  await requireOwnCouple(db, relationshipId, userId);
  return (await listSessions(db, relationshipId)).map(toSessionView);
}

export async function getSessionDetail(
  db: Db,
  userId: string,
  sessionId: string,
): Promise<SessionDetail> {
  const { session, relationship, role } = await requireSessionMember(db, sessionId, userId);
  const partnerId = role === 'partnerA' ? relationship.partnerId : relationship.userId;
  const [me, partner] = await Promise.all([
    loadPerson(db, userId),
    partnerId ? loadPerson(db, partnerId) : Promise.resolve(undefined),
  ]);
  return {
    ...toSessionView(session),
    role,
    me: me ?? { id: userId, name: 'You', avatar: null },
    partner: partner ?? null,
  };
}

/**
 * Starts the couple's next session: number = highest + 1, decided by the unique constraint (a
 * simultaneous start by the other partner just takes the following number), with the
 * therapist's welcome, in one transaction.
 */
export async function startSession(
  db: Db,
  publish: Publish,
  userId: string,
  relationshipId: string,
): Promise<TherapySession> {
  const couple = await requireOwnCouple(db, relationshipId, userId);
  if (!couple.partnerId) throw forbidden(E.needsPartner);
  for (let attempt = 0; attempt < 8; attempt++) {
    try {
      const { session, welcome } = await db.transaction(async (tx) => {
        const number = await nextSessionNumber(tx, relationshipId);
        const session = await insertSession(tx, relationshipId, number);
        const welcome = await insertTherapistMessage(tx, session.id, welcomeMessage(number));
        return { session, welcome };
      });
      await publish({ t: 'message', s: session.id, m: welcome.id });
      return toSessionView(session);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new AppError(503, 'Failed to start a new therapy session.');
}

export async function endSession(
  db: Db,
  publish: Publish,
  userId: string,
  sessionId: string,
): Promise<TherapySession> {
  await requireSessionMember(db, sessionId, userId);
  const row = await completeSession(db, sessionId);
  await publish({ t: 'session', s: sessionId });
  return toSessionView(row);
}
