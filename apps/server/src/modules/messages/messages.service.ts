import { MESSAGE_MAX_LENGTH } from '@kindred/shared/constants';
import type { SafetyVerdict } from '@kindred/shared/safety';
import type { Message, SafetyFlag } from '@kindred/shared/sessions';

import type { Db } from '@/db/client';
import type { StoredMessage } from '@/db/message-order';
import { AppError } from '@/errors';
import {
  previousForScreen,
  recentForScreen,
  type SafetyDeps,
  screenPartnerMessage,
} from '@/modules/safety/safety.service';
import { RECENT_MESSAGES } from '@/modules/safety/screen';
import { pauseSessionRow } from '@/modules/sessions/sessions.repository';
import { requireSessionMember } from '@/modules/sessions/sessions.service';
import type { Publish } from '@/realtime/events';

import {
  appendMessage,
  findMessageByClientId,
  insertMessageOnce,
  listMessagesJson,
  type MessageRow,
  setHeldVisibility,
} from './messages.repository';
import { type KnownWriter, WriterCache } from './writer-cache';

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
  /** What this instance knows of writers (one statement per message while it holds). */
  writers: WriterCache;
  /** Runs once the caller is known to be a member and the input is valid (rate limits). */
  beforeInsert?(): Promise<void>;
  /**
   * The therapist's reply rule (answer once both partners have written since its last reply), run
   * after a new message is committed and announced.
   */
  afterPartnerMessage(row: MessageRow): Promise<void>;
}

interface SendInput {
  therapy_session_id: string;
  content: string;
  client_id?: string | undefined;
  author?: string | undefined;
}

/** Why a trimmed text cannot be stored as written, if it cannot (the error to answer with). */
function contentProblem(content: string): AppError | undefined {
  if (content.length === 0) return new AppError('session.emptyMessage');
  // Lone surrogates would be stored as U+FFFD and NUL cannot be stored at all: refuse, rather
  // than keep something other than what was written.
  if (LONE_SURROGATE.test(content) || content.includes('\u0000'))
    return new AppError('session.unstorable');
  // Characters as PostgreSQL counts them (code points), not UTF-16 units.
  if ([...content].length > MESSAGE_MAX_LENGTH) return new AppError('session.tooLong');
  return undefined;
}

/**
 * Membership, with the writer's recent messages for the screen read alongside (one round trip
 * fewer before the partner gets the message); those are to be used only once membership holds.
 */
async function readWriter(db: Db, sessionId: string, userId: string) {
  const recent = recentForScreen(db, sessionId, userId);
  recent.catch(() => {});
  const { session, role } = await requireSessionMember(db, sessionId, userId);
  return { session, role, recent };
}

/**
 * The full check of a send, from the database: the caller is a member with the right author, the
 * text is storable, the session is ongoing and not paused. Returns what the screen needs to know
 * of the writer, or, for a retried send of the message that paused the session, that message.
 */
async function checkWriter(
  db: Db,
  userId: string,
  input: SendInput,
  content: string,
): Promise<{ writer: KnownWriter } | { earlier: MessageRow }> {
  const { session, role, recent } = await readWriter(db, input.therapy_session_id, userId);
  if (input.author !== undefined && input.author !== role)
    throw new AppError('session.authorMismatch');
  const problem = contentProblem(content);
  if (problem) throw problem;
  if (session.status !== 'ongoing') throw new AppError('session.ended');
  if (session.pausedAt) {
    // A retried send of the message that paused the session gets its stored answer.
    const earlier = input.client_id
      ? await findMessageByClientId(db, session.id, role, input.client_id)
      : undefined;
    if (!earlier) throw new AppError('session.paused');
    return { earlier };
  }
  return { writer: { sessionId: session.id, role, ...(await recent) } };
}

/**
 * Learns what the send path needs to know of a partner who opens a session live, in the read
 * that checks they may (membership, with their recent messages alongside): their first message
 * is then one statement too. Kept only if nothing newer is known; the append checks it anyway.
 * Throws as requireSessionMember does.
 */
export async function followAsWriter(
  db: Db,
  writers: WriterCache,
  sessionId: string,
  userId: string,
): Promise<void> {
  const { session, role, recent } = await readWriter(db, sessionId, userId);
  const known = await recent;
  const key = WriterCache.key(sessionId, userId);
  if (!writers.get(key, Date.now()))
    writers.set(key, { sessionId: session.id, role, ...known }, Date.now());
}

/** A held disclosure pauses the session for both partners in the same transaction. */
async function store<T extends { row: MessageRow } | undefined>(
  db: Db,
  held: boolean,
  userId: string,
  insert: (db: Db) => Promise<T>,
): Promise<T> {
  // An ordinary message is one statement (no BEGIN and COMMIT round trips on the send path).
  if (!held) return insert(db);
  return db.transaction(async (tx) => {
    const result = await insert(tx);
    if (result && (!('created' in result) || result.created))
      await pauseSessionRow(tx, result.row.therapySessionId, userId);
    return result;
  });
}

export async function sendMessage(
  deps: SendMessageDeps,
  userId: string,
  input: SendInput,
): Promise<{ message: Message; created: boolean; safety: SafetyFlag }> {
  const { db, publish, writers, afterPartnerMessage } = deps;
  const content = input.content.trim();
  const key = WriterCache.key(input.therapy_session_id, userId);
  // A writer this instance knows is checked by the append itself; anything unusual about the
  // request takes the full check, which answers with the right error.
  let writer = writers.get(key, Date.now());
  if (writer && (contentProblem(content) || (input.author ?? writer.role) !== writer.role))
    writer = undefined;
  if (!writer) {
    const checked = await checkWriter(db, userId, input, content);
    if ('earlier' in checked) {
      const message = toMessageView(checked.earlier);
      return { message, created: false, safety: message.safety };
    }
    writer = checked.writer;
  }

  await deps.beforeInsert?.();
  const valuesFor = (known: KnownWriter, verdict: SafetyVerdict | null) => ({
    therapySessionId: known.sessionId,
    content,
    author: known.role,
    authorUserId: userId,
    clientId: input.client_id ?? null,
    safetyCategory: verdict?.category ?? null,
    safetySeverity: verdict?.severity ?? null,
    safetyLanguage: verdict?.language ?? null,
    visibility: verdict ? ('private' as const) : ('shared' as const),
  });
  // Screened before storing: a flagged message is stored held, and never announced to the partner.
  const screen = (known: KnownWriter) =>
    screenPartnerMessage(
      deps.safety,
      known.sessionId,
      previousForScreen(known.recent, Date.now()),
      content,
    );
  let verdict = await screen(writer);
  let values = valuesFor(writer, verdict);
  const lastId = writer.lastId;
  const appended = await store(db, verdict !== null, userId, (tx) =>
    appendMessage(tx, values, lastId),
  );
  let outcome: { row: MessageRow; created: boolean; stored?: StoredMessage | undefined };
  if (appended) {
    outcome = { row: appended.row, created: true, stored: appended };
    const { row } = appended;
    writers.set(
      key,
      {
        ...writer,
        lastId: row.id,
        recent: row.safetyCategory
          ? writer.recent
          : [...writer.recent, { content: row.content, at: row.timestamp.getTime() }].slice(
              -RECENT_MESSAGES,
            ),
      },
      Date.now(),
    );
  } else {
    // The database disagreed with what was known: another message of the writer, a pause, a
    // change of couple, or a retried client id. Check everything afresh and store as before.
    writers.forget(key);
    const checked = await checkWriter(db, userId, input, content);
    if ('earlier' in checked) {
      const message = toMessageView(checked.earlier);
      return { message, created: false, safety: message.safety };
    }
    verdict = await screen(checked.writer);
    values = valuesFor(checked.writer, verdict);
    outcome = await store(db, verdict !== null, userId, (tx) => insertMessageOnce(tx, values));
  }
  const { row, created, stored } = outcome;
  if (created) {
    await publish({ type: 'message', sessionId: row.therapySessionId, messageId: row.id, stored });
  }
  if (created && row.visibility !== 'shared')
    await publish({ type: 'session', sessionId: row.therapySessionId });
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
