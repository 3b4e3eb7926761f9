import { MESSAGE_MAX_LENGTH } from '@kindred/shared/constants';
import { type Message, type SafetyFlag, SESSION_ERRORS as E } from '@kindred/shared/sessions';

import type { Db } from '@/db/client';
import { badRequest, conflict, forbidden } from '@/errors';
import { requireSessionMember } from '@/modules/sessions/sessions.service';
import type { Publish } from '@/realtime/events';
import { screenMessage } from '@/therapist/safety';

import { insertMessageOnce, listMessagesJson, type MessageRow } from './messages.repository';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function toMessageView(row: MessageRow): Message {
  return {
    id: row.id,
    therapy_session_id: row.therapySessionId,
    content: row.content,
    author: row.author,
    timestamp: row.timestamp.toISOString(),
    read: row.read,
    client_id: row.clientId,
  };
}

/** The session's messages as a JSON array (`Message[]`), ready to send. */
export async function getMessagesJson(
  db: Db,
  userId: string,
  sessionId: string,
  after?: Date,
): Promise<string> {
  await requireSessionMember(db, sessionId, userId);
  return listMessagesJson(db, sessionId, after);
}

/**
 * A partner's message: the author comes from who is asking (owner → partnerA, invited partner →
 * partnerB); the text is trimmed, 1–4000 characters; only into an ongoing session. Committed
 * first, then announced to every server instance.
 */
export interface SendMessageDeps {
  db: Db;
  publish: Publish;
  /** Runs once the caller is known to be a member and the input is valid (rate limits). */
  beforeInsert?(): Promise<void>;
  /** The therapist's reply rule (spec §4), run after a new message is committed and announced. */
  afterPartnerMessage(row: MessageRow): Promise<void>;
}

export async function sendMessage(
  { db, publish, beforeInsert, afterPartnerMessage }: SendMessageDeps,
  userId: string,
  input: {
    therapy_session_id: string;
    content: string;
    client_id?: string | undefined;
    author?: string | undefined;
  },
): Promise<{ message: Message; created: boolean; safety: SafetyFlag }> {
  const { session, role } = await requireSessionMember(db, input.therapy_session_id, userId);
  if (input.author !== undefined && input.author !== role) throw forbidden(E.authorMismatch);
  const content = input.content.trim();
  if (content.length === 0) throw badRequest(E.emptyMessage);
  // Lone surrogates would be stored as U+FFFD and NUL cannot be stored at all: refuse, rather
  // than keep something other than what was written.
  if (LONE_SURROGATE.test(content) || content.includes('\u0000')) {
    throw badRequest('Message contains characters that cannot be stored');
  }
  // Characters as PostgreSQL counts them (code points), not UTF-16 units.
  if ([...content].length > MESSAGE_MAX_LENGTH) {
    throw badRequest(E.tooLong);
  }
  if (session.status !== 'ongoing') throw conflict(E.ended);

  // Screened before storing, so that the flag travels with the message to the therapist's context.
  await beforeInsert?.();
  const screen = screenMessage(content);
  const { row, created } = await insertMessageOnce(db, {
    therapySessionId: session.id,
    content,
    author: role,
    authorUserId: userId,
    clientId: input.client_id ?? null,
    safetyCategory: screen?.category ?? null,
  });
  if (created) await publish({ t: 'message', s: session.id, m: row.id });
  // Also on a retried send: the reply rule is idempotent, and if the first attempt's process died
  // between storing the message and recording the firing, the retry records it.
  await afterPartnerMessage(row);
  // A retried send reports the stored screen, so the writer's card does not depend on the retry.
  const safety = row.safetyCategory ? { category: row.safetyCategory } : null;
  return { message: toMessageView(row), created, safety };
}
