import { PARTNER_RESUME_AFTER_MS } from '@kindred/shared/safety';
import { personaOf, sessionStyleOf } from '@kindred/shared/therapist-style';
import {
  type SessionDetail,
  type SessionPause,
  type SessionSummary,
  sessionSummarySchema,
  type TherapySession,
} from '@kindred/shared/sessions';
import { SESSION_DEFAULT_STYLE, therapistStyleSchema } from '@kindred/shared/therapist-style';

import type { Db } from '@/db/client';
import type { RelationshipRow } from '@/db/schema/relationships';
import { AppError } from '@/errors';
import { isUniqueViolation } from '@/lib/pg-errors';
import { loadPerson } from '@/modules/preferences/people';
import { findRelationshipOf } from '@/modules/relationships/relationships.repository';
import { coupleEvent, type Publish } from '@/realtime/events';
import { stepAnswersOfSession } from '@/modules/therapist/step-answers.service';
import { Phrasebook } from '@/therapist/phrases';
import { buildSessionSummary } from '@/therapist/summary';

import {
  completeSession,
  findOngoingSession,
  findSessionById,
  findSessionForMember,
  insertSession,
  insertTherapistMessage,
  listSessions,
  nextSessionNumber,
  resumeSessionRow,
  type TherapySessionRow,
} from './sessions.repository';

/**
 * The pause as `viewerId` sees it. Both partners get the same neutral facts; only the time from
 * which they may resume differs: the writer whose disclosure paused it may resume at once.
 */
export function pauseView(row: TherapySessionRow, viewerId: string): SessionPause | null {
  if (!row.pausedAt) return null;
  const resumeFrom =
    row.pausedByUserId === viewerId
      ? row.pausedAt
      : new Date(row.pausedAt.getTime() + PARTNER_RESUME_AFTER_MS);
  return { since: row.pausedAt.toISOString(), resume_from: resumeFrom.toISOString() };
}

export function toSessionView(row: TherapySessionRow, viewerId: string): TherapySession {
  return {
    id: row.id,
    relationship_id: row.relationshipId,
    session_number: row.sessionNumber,
    status: row.status,
    started_at: row.startedAt.toISOString(),
    ended_at: row.endedAt?.toISOString() ?? null,
    paused: pauseView(row, viewerId),
    ended_by: row.endedByUserId,
    summary: sessionSummarySchema
      .nullable()
      .catch(null)
      .parse(row.summary ?? null),
  };
}

/** The couple's therapist style (the session default until they choose one). */
const coupleStyle = (relationship: RelationshipRow) => {
  const parsed = therapistStyleSchema.safeParse(relationship.therapistStyle);
  return parsed.success ? parsed.data : SESSION_DEFAULT_STYLE;
};

/** The therapist's welcome, in the couple's language and register. */
export function welcomeFor(relationship: RelationshipRow, sessionNumber: number): string {
  const style = coupleStyle(relationship);
  return new Phrasebook(style.language, style.formalLanguage).t('welcome', {
    number: String(sessionNumber),
  });
}

/** The summary of a session, from the partners' answers to the program's steps. */
async function summarise(
  db: Db,
  session: TherapySessionRow,
  relationship: RelationshipRow,
): Promise<SessionSummary> {
  const [personA, personB, stepAnswers] = await Promise.all([
    loadPerson(db, relationship.userId),
    relationship.partnerId ? loadPerson(db, relationship.partnerId) : Promise.resolve(undefined),
    stepAnswersOfSession(db, session.id),
  ]);
  return buildSessionSummary({
    sessionNumber: session.sessionNumber,
    language: coupleStyle(relationship).language,
    names: { partnerA: personA?.name ?? 'Partner A', partnerB: personB?.name ?? 'Partner B' },
    stepsAsked: session.programStep,
    stepAnswers,
  });
}

/** A session by id, for the server's own work (the therapist); no membership check. */
export function sessionById(db: Db, sessionId: string): Promise<TherapySessionRow | undefined> {
  return findSessionById(db, sessionId);
}

/** The caller's membership of a session; a non-member gets the same 404 as a missing session. */
export async function requireSessionMember(db: Db, sessionId: string, userId: string) {
  const found = await findSessionForMember(db, sessionId, userId);
  if (!found) throw new AppError('session.notFound');
  const role = found.relationship.userId === userId ? ('partnerA' as const) : ('partnerB' as const);
  return { ...found, role };
}

async function requireOwnCouple(db: Db, relationshipId: string, userId: string) {
  const couple = await findRelationshipOf(db, userId);
  // Someone else's couple does not exist as far as the caller can tell.
  if (!couple || couple.id !== relationshipId) throw new AppError('relationship.noRelationship');
  return couple;
}

export async function getSessions(
  db: Db,
  userId: string,
  relationshipId: string,
): Promise<TherapySession[]> {
  await requireOwnCouple(db, relationshipId, userId);
  return (await listSessions(db, relationshipId)).map((row) => toSessionView(row, userId));
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
  // The persona the couple chose (one choice for both), as the therapist itself uses it.
  const persona = personaOf(sessionStyleOf(relationship.therapistStyle).personaId);
  return {
    ...toSessionView(session, userId),
    role,
    me: me ?? { id: userId, name: 'You', avatar: null },
    partner: partner ?? null,
    therapist: { persona_id: persona.id, name: persona.name },
  };
}

/**
 * "Start session": joins the couple's ongoing session when there is one (`created: false`), or
 * starts the next one — number = highest + 1 — with the therapist's welcome, in one transaction.
 * The database allows one ongoing session per couple, so when both partners start at the same
 * moment one insert wins and the other reads the winner: both end up in the same session.
 */
export async function startSession(
  db: Db,
  publish: Publish,
  userId: string,
  relationshipId: string,
): Promise<{ session: TherapySession; created: boolean }> {
  const couple = await requireOwnCouple(db, relationshipId, userId);
  if (!couple.partnerId) throw new AppError('session.needsPartner');
  for (let attempt = 0; attempt < 8; attempt++) {
    const ongoing = await findOngoingSession(db, relationshipId);
    if (ongoing) return { session: toSessionView(ongoing, userId), created: false };
    try {
      const { session, welcome } = await db.transaction(async (tx) => {
        const number = await nextSessionNumber(tx, relationshipId);
        const session = await insertSession(tx, relationshipId, number);
        const welcome = await insertTherapistMessage(tx, session.id, welcomeFor(couple, number));
        return { session, welcome };
      });
      await publish({ type: 'message', sessionId: session.id, messageId: welcome.id });
      await publish(coupleEvent('session_started', couple, userId, session.id));
      return { session: toSessionView(session, userId), created: true };
    } catch (error) {
      // Someone else's session came first (one ongoing per couple, or the same number): look again.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new AppError('session.startFailed');
}

export async function endSession(
  db: Db,
  publish: Publish,
  userId: string,
  sessionId: string,
): Promise<TherapySession> {
  const { session, relationship } = await requireSessionMember(db, sessionId, userId);
  if (session.status === 'completed') return toSessionView(session, userId);
  const summary = await summarise(db, session, relationship);
  const row = await completeSession(db, sessionId, { endedBy: userId, summary });
  // Ended meanwhile by the partner: their end (and summary) stands.
  if (!row)
    return toSessionView((await findSessionForMember(db, sessionId, userId))!.session, userId);
  await publish({ type: 'session', sessionId: sessionId });
  await publish(coupleEvent('session_ended', relationship, userId, sessionId));
  return toSessionView(row, userId);
}

/**
 * Ends a pause. The writer whose disclosure paused the session may resume at once; their partner
 * from a day later (`pauseView`), so that the writer decides first. Resuming a session that is
 * not paused changes nothing.
 */
export async function resumeSession(
  db: Db,
  publish: Publish,
  userId: string,
  sessionId: string,
): Promise<TherapySession> {
  const { session } = await requireSessionMember(db, sessionId, userId);
  const pause = pauseView(session, userId);
  if (!pause) return toSessionView(session, userId);
  if (new Date(pause.resume_from).getTime() > Date.now()) throw new AppError('session.resumeLater');
  const row = (await resumeSessionRow(db, sessionId)) ?? session;
  await publish({ type: 'session', sessionId: sessionId });
  return toSessionView(row, userId);
}

/**
 * "Ask {therapist} now": the therapist answers what has been written since its last reply
 * without waiting for the silent partner. `ask` records the firing (see plugins/therapist.ts);
 * false when there is nothing new to answer.
 */
export async function askTherapist(
  db: Db,
  ask: (sessionId: string) => Promise<boolean>,
  userId: string,
  sessionId: string,
): Promise<void> {
  const { session } = await requireSessionMember(db, sessionId, userId);
  if (session.status !== 'ongoing') throw new AppError('session.ended');
  if (session.pausedAt) throw new AppError('session.paused');
  if (!(await ask(sessionId))) throw new AppError('session.nothingToAnswer');
}
