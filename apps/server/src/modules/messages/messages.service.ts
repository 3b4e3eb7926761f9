import { MESSAGE_MAX_LENGTH } from '@kindred/shared/constants';
import type { Message, SafetyFlag } from '@kindred/shared/sessions';

import type { Db } from '@/db/client';
import { AppError } from '@/errors';
import {
  recentForScreen,
  type SafetyDeps,
  screenPartnerMessage,
} from '@/modules/safety/safety.service';
import { pauseSessionRow } from '@/modules/sessions/sessions.repository';
import { requireSessionMember } from '@/modules/sessions/sessions.service';
import type { Publish } from '@/realtime/events';

import {
  findMessageByClientId,
  insertMessageOnce,
  listMessagesJson,
  type MessageRow,
  setHeldVisibility,
} from './messages.repository';

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
    visibility: row.visibility,
    // Held messages only ever reach their writer; a shared one says nothing of the screen.
    safety:
      row.visibility !== 'shared' && row.safetyCategory
        ? {
            category: row.safetyCategory,
            severity: row.safetySeverity ?? 'medium',
            language: row.safetyLanguage ?? 'en',
          }
        : null,
  };
}

/** Who may receive a message: everyone in the session, or only its writer while it is held. */
export const onlyFor = (row: MessageRow): string | null =>
  // A held message whose writer's account is gone goes to nobody.
  row.visibility === 'shared' ? null : (row.authorUserId ?? '');

/** The session's messages as a JSON array (`Message[]`), ready to send. */
export async function getMessagesJson(
  db: Db,
  userId: string,
  sessionId: string,
  after?: Date,
): Promise<string> {
  await requireSessionMember(db, sessionId, userId);
  return listMessagesJson(db, sessionId, userId, after);
}

/**
 * A partner's message: the author comes from who is asking (owner → partnerA, invited partner →
 * partnerB); the text is trimmed, 1–4000 characters; only into an ongoing session. Committed
 * first, then announced to every server instance.
 */
export interface SendMessageDeps {
  db: Db;
  publish: Publish;
  safety: SafetyDeps;
  /** Runs once the caller is known to be a member and the input is valid (rate limits). */
  beforeInsert?(): Promise<void>;
  /**
   * The therapist's reply rule (answer once both partners have written since its last reply), run
   * after a new message is committed and announced.
   */
  afterPartnerMessage(row: MessageRow): Promise<void>;
}

export async function sendMessage(
  { db, publish, safety: safetyDeps, beforeInsert, afterPartnerMessage }: SendMessageDeps,
  userId: string,
  input: {
    therapy_session_id: string;
    content: string;
    client_id?: string | undefined;
    author?: string | undefined;
  },
): Promise<{ message: Message; created: boolean; safety: SafetyFlag }> {
  // The writer's recent messages for the screen are read while membership is checked (one round
  // trip fewer before the partner gets the message); they are used only once it holds.
  const recent = recentForScreen(db, input.therapy_session_id, userId);
  recent.catch(() => {});
  const { session, role } = await requireSessionMember(db, input.therapy_session_id, userId);
  if (input.author !== undefined && input.author !== role)
    throw new AppError('session.authorMismatch');
  const content = input.content.trim();
  if (content.length === 0) throw new AppError('session.emptyMessage');
  // Lone surrogates would be stored as U+FFFD and NUL cannot be stored at all: refuse, rather
  // than keep something other than what was written.
  if (LONE_SURROGATE.test(content) || content.includes('\u0000')) {
    throw new AppError('session.unstorable');
  }
  // Characters as PostgreSQL counts them (code points), not UTF-16 units.
  if ([...content].length > MESSAGE_MAX_LENGTH) {
    throw new AppError('session.tooLong');
  }
  if (session.status !== 'ongoing') throw new AppError('session.ended');
  if (session.pausedAt) {
    // A retried send of the message that paused the session gets its stored answer.
    const earlier = input.client_id
      ? await findMessageByClientId(db, session.id, role, input.client_id)
      : undefined;
    if (!earlier) throw new AppError('session.paused');
    const message = toMessageView(earlier);
    return { message, created: false, safety: message.safety };
  }

  await beforeInsert?.();
  // Screened before storing: a flagged message is stored held, and never announced to the partner.
  const verdict = await screenPartnerMessage(safetyDeps, session.id, await recent, content);
  const values = {
    therapySessionId: session.id,
    content,
    author: role,
    authorUserId: userId,
    clientId: input.client_id ?? null,
    safetyCategory: verdict?.category ?? null,
    safetySeverity: verdict?.severity ?? null,
    safetyLanguage: verdict?.language ?? null,
    visibility: verdict ? ('private' as const) : ('shared' as const),
  };
  // An ordinary message is one statement (no BEGIN and COMMIT round trips on the send path); a
  // held disclosure pauses the session for both partners in the same transaction.
  const { row, created, stored } = verdict
    ? await db.transaction(async (tx) => {
        const result = await insertMessageOnce(tx, values);
        if (result.created) await pauseSessionRow(tx, session.id, userId);
        return result;
      })
    : await insertMessageOnce(db, values);
  if (created) {
    await publish({ type: 'message', sessionId: session.id, messageId: row.id, stored });
  }
  if (created && verdict) await publish({ type: 'session', sessionId: session.id });
  // Also on a retried send: the reply rule is idempotent, and if the first attempt's process died
  // between storing the message and recording the firing, the retry records it. A held message
  // is not part of the conversation the therapist answers.
  if (row.visibility === 'shared') await afterPartnerMessage(row);
  const message = toMessageView(row);
  // A retried send reports the stored verdict, so the writer's card does not depend on the retry.
  return { message, created, safety: message.safety };
}

/**
 * The writer's choice for their held message: share it with the partner (who receives it then,
 * as a new message) or keep it between themselves and Kindred. Nobody else's message, and no
 * message that is already shared, can be changed: both answer 404.
 */
export async function setMessageVisibility(
  db: Db,
  publish: Publish,
  userId: string,
  messageId: string,
  visibility: 'shared' | 'kept',
): Promise<Message> {
  const row = await setHeldVisibility(db, messageId, userId, visibility);
  if (!row) throw new AppError('session.messageNotFound');
  await publish({ type: 'message', sessionId: row.therapySessionId, messageId: row.id });
  return toMessageView(row);
}
