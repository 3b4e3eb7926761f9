import type { FastifyBaseLogger } from 'fastify';

import type { Db } from '@/db/client';
import { sessionById } from '@/modules/sessions/sessions.service';
import type { Publish } from '@/realtime/events';
import { currentStep, programFor } from '@/therapist/program';
import { EmptyReplyError } from '@/therapist/openai';
import { FALLBACK_TEXT, THERAPIST_FAILURE_TEXT } from '@/therapist/prompt';
import type { TherapistContext, TherapistProvider } from '@/therapist/types';

import { buildContext } from './context.service';
import { claimReply, findTrigger, finishReply, storeTherapistReply } from './therapist.repository';

export interface TherapistDeps {
  db: Db;
  publish: Publish;
  provider: TherapistProvider;
  log: FastifyBaseLogger;
}

/** How long an instance holds a reply before another may take it over. */
export const REPLY_LEASE_SECONDS = 90;
const DELTA_FLUSH_MS = 40;
/** NOTIFY payloads must stay under 8000 bytes. */
const DELTA_MAX_CHARS = 1500;

/**
 * Streams deltas to the session: the first piece goes out at once (first-token latency), the
 * rest is coalesced every few milliseconds so that NOTIFY is not flooded.
 */
function deltaPublisher(publish: Publish, sessionId: string, replyId: string) {
  let pending = '';
  let timer: NodeJS.Timeout | undefined;
  let sentFirst = false;
  const flush = () => {
    timer = undefined;
    while (pending.length > 0) {
      const piece = pending.slice(0, DELTA_MAX_CHARS);
      pending = pending.slice(DELTA_MAX_CHARS);
      void publish({ type: 'delta', sessionId, replyId, text: piece }).catch(() => {});
    }
  };
  return {
    push(text: string) {
      pending += text;
      if (!sentFirst) {
        sentFirst = true;
        flush();
      } else if (!timer) {
        timer = setTimeout(flush, DELTA_FLUSH_MS);
      }
    },
    end() {
      if (timer) clearTimeout(timer);
      flush();
    },
  };
}

/** The step a reply asks, if any: none when one partner is alone or the program is done. */
export function stepToAsk(context: TherapistContext): number | null {
  if (context.alone) return null;
  const { beyond, index } = currentStep(programFor(context.sessionNumber), context.stepsAsked);
  return beyond ? null : index;
}

/**
 * Produces and stores the reply for one firing, if this instance can claim it. `busy`: another
 * reply of the same session is being written — the caller tries again shortly, so that replies
 * of one session follow each other and each knows the step the previous one asked. The
 * provider is tried twice; then the fixed failure text is posted and the clients are told
 * (`error`); a failure notice never advances the program.
 */
export async function runReply(
  deps: TherapistDeps,
  triggerMessageId: string,
  signal: AbortSignal,
): Promise<'done' | 'busy' | 'skipped'> {
  const { db, publish, log } = deps;
  const claim = await claimReply(db, triggerMessageId, REPLY_LEASE_SECONDS);
  if (claim === 'busy') return 'busy';
  if (!claim) return 'skipped';
  const sessionId = claim.therapySessionId;
  // One row, not the session's whole transcript (buildContext reads that once).
  const trigger = await findTrigger(db, sessionId, triggerMessageId);
  const context = trigger ? await buildContext(db, trigger, claim) : undefined;
  if (!context) {
    await finishReply(db, triggerMessageId, 'failed');
    // The partners were shown the therapist typing when it fired: tell them it stopped.
    await publish({ type: 'therapist', sessionId, state: 'idle' });
    return 'done';
  }

  await publish({ type: 'therapist', sessionId, state: 'typing' });
  let text: string | undefined;
  // The last attempt's answer was empty: the fallback text, not the failure text, is posted.
  let answeredNothing = false;
  for (let attempt = 1; attempt <= 2 && !text; attempt++) {
    const deltas = deltaPublisher(publish, sessionId, `${triggerMessageId}:${attempt}`);
    try {
      text = await deps.provider.generate(context, {
        signal,
        onDelta: (piece) => deltas.push(piece),
      });
    } catch (error) {
      if (signal.aborted) return 'done'; // shutting down: the lease lets another instance finish it
      answeredNothing = error instanceof EmptyReplyError;
      log.warn({ err: error, attempt, provider: deps.provider.name }, 'therapist reply failed');
    } finally {
      deltas.end();
    }
  }

  // Paused while the reply was being written (a disclosure arrived meanwhile): nothing is posted.
  const now = await sessionById(db, sessionId);
  if (now?.pausedAt) {
    await finishReply(db, triggerMessageId, 'failed');
    await publish({ type: 'therapist', sessionId, state: 'idle' });
    return 'done';
  }
  const stored = await storeTherapistReply(db, {
    sessionId,
    triggerMessageId,
    content: text ?? (answeredNothing ? FALLBACK_TEXT : THERAPIST_FAILURE_TEXT),
    askedStep: text ? stepToAsk(context) : null,
  });
  if (stored) await publish({ type: 'message', sessionId, messageId: stored.row.id, stored });
  await finishReply(db, triggerMessageId, text ? 'done' : 'failed');
  await publish({ type: 'therapist', sessionId, state: text ? 'idle' : 'error' });
  if (stored)
    log.info({ sessionId, provider: deps.provider.name, ok: Boolean(text) }, 'therapist replied');
  return 'done';
}
