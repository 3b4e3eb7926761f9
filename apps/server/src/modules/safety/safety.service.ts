import type { FastifyBaseLogger } from 'fastify';

import type { SafetyVerdict } from '@kindred/shared/safety';

import type { Db } from '@/db/client';
import { findWriterRecent, type WriterRecent } from '@/modules/messages/messages.repository';

import type { SafetyClassifier } from './classifier';
import { RECENT_MESSAGES } from './screen';
import { screenMessages } from './verdict';

/** How old a writer's earlier message may be and still be read together with a new one. */
const RECENT_WINDOW_MS = 30 * 60 * 1000;

export interface SafetyDeps {
  /** The LLM layer, when an LLM is configured. */
  classifier?: SafetyClassifier | undefined;
  log: FastifyBaseLogger;
}

/**
 * The writer's latest message and recent unflagged ones, which the screen reads together with a
 * new one (the texts through `previousForScreen`).
 */
export function recentForScreen(
  db: Db,
  sessionId: string,
  authorUserId: string,
): Promise<WriterRecent> {
  return findWriterRecent(
    db,
    sessionId,
    authorUserId,
    RECENT_MESSAGES,
    new Date(Date.now() - RECENT_WINDOW_MS),
  );
}

/**
 * The texts the screen reads before a new message, from the writer's recent unflagged messages
 * (newest last): the last RECENT_MESSAGES of them written within the window before `now`.
 */
export function previousForScreen(recent: WriterRecent['recent'], now: number): string[] {
  const since = now - RECENT_WINDOW_MS;
  return recent
    .slice(-RECENT_MESSAGES)
    .filter((message) => message.at >= since)
    .map((message) => message.content);
}

/**
 * Screens a partner's new message together with their recent unflagged ones (`previous`, from
 * recentForScreen): the deterministic screen first (always: lexicon rules and the statistical
 * model), then the LLM classifier for what it let through. The classifier failing or timing out
 * leaves the deterministic answer; it is logged without the text.
 */
export async function screenPartnerMessage(
  { classifier, log }: SafetyDeps,
  sessionId: string,
  previous: string[],
  content: string,
): Promise<SafetyVerdict | null> {
  const ruled = screenMessages(previous, content);
  if (ruled) {
    log.info({ sessionId, rule: ruled.rule, severity: ruled.severity }, 'safety screen flagged');
    return { category: ruled.category, severity: ruled.severity, language: ruled.language };
  }
  if (!classifier) return null;
  try {
    const verdict = await classifier.classify([...previous, content]);
    if (verdict) log.info({ sessionId, severity: verdict.severity }, 'safety classifier flagged');
    return verdict;
  } catch (error) {
    log.warn({ sessionId, reason: (error as Error).name }, 'safety classifier unavailable');
    return null;
  }
}
