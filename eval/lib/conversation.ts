import { randomBytes } from 'node:crypto';

import { type Frame, LiveClient } from '../../bench/lib/live';
import type { CoupleScript } from '../couples/types';
import type {
  CoupleRecord,
  ExchangeRecord,
  SentLine,
  SessionRecord,
  StoredMessage,
} from './records';
import { invitedBy, planExchange, type Role, seededRandom } from './schedule';
import { HttpError, Partner } from './partner';

export interface RunOptions {
  /** The server's THERAPIST_REPLY_DELAY_MS: the schedule's unit of time. */
  replyDelayMs: number;
  /** The therapist has settled once nothing happened for this long and it is not typing. */
  quietMs: number;
  /** Stop waiting for the therapist after this long (the exchange is marked timed out). */
  maxSettleMs: number;
  seed: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the partners' sockets show of one session: last activity and the therapist's state. */
class SessionWatch {
  lastActivity = performance.now();
  typing = false;
  /** The therapist's latest message (it says whom it invites to answer first). */
  lastTherapistText: string | undefined;
  /** When the therapist showed signs of life (typing, streaming, a message). */
  private readonly signs: number[] = [];

  onFrame(frame: Frame): void {
    this.lastActivity = performance.now();
    if (
      frame.type === 'therapist' ||
      frame.type === 'therapist.delta' ||
      (frame.type === 'message' && frame.message?.author === 'therapist')
    )
      this.signs.push(this.lastActivity);
    if (frame.type === 'therapist') this.typing = frame.state === 'typing';
    if (frame.type === 'message' && frame.message?.author === 'therapist') {
      this.typing = false;
      this.lastTherapistText = frame.message.content;
    }
  }

  touch(): void {
    this.lastActivity = performance.now();
  }

  /** Milliseconds from `since` to the therapist's first sign after it (null: none yet). */
  firstSignSince(since: number): number | null {
    const first = this.signs.find((t) => t >= since);
    return first === undefined ? null : Math.round(first - since);
  }

  /** Waits until the therapist is quiet: not typing and nothing new for `quietMs`. */
  async settle(quietMs: number, maxMs: number): Promise<{ ms: number; timedOut: boolean }> {
    const started = performance.now();
    for (;;) {
      const now = performance.now();
      if (!this.typing && now - this.lastActivity >= quietMs)
        return { ms: Math.round(now - started), timedOut: false };
      if (now - started > maxMs) return { ms: Math.round(now - started), timedOut: true };
      await sleep(25);
    }
  }
}

/**
 * POST /api/messages as `writer`. A line the safety screen holds pauses the session: the writer
 * shares it and resumes, so that the run goes on (the held count says the script needs another
 * line); the other partner's line sent meanwhile is retried once the session is resumed.
 */
async function postLine(
  writer: Partner,
  sessionId: string,
  content: string,
): Promise<{ id: string; held: boolean }> {
  const clientId = `eval-${randomBytes(6).toString('hex')}`;
  for (let attempt = 1; ; attempt++) {
    try {
      const stored = await writer.call<{ id: string; safety: unknown }>('POST', '/api/messages', {
        therapy_session_id: sessionId,
        content,
        client_id: clientId,
      });
      const held = stored.safety !== null && stored.safety !== undefined;
      if (held) {
        await writer.call('POST', `/api/messages/${stored.id}/visibility`, {
          visibility: 'shared',
        });
        await writer.call('POST', `/api/sessions/${sessionId}/resume`);
      }
      return { id: stored.id, held };
    } catch (error) {
      const paused = error instanceof HttpError && error.status === 409 && attempt < 20;
      if (!paused) throw error;
      await sleep(250);
    }
  }
}

/**
 * One couple through the real HTTP API: both partners sign in with the built-in provider, one
 * invites, the other accepts, the couple's therapist style (language included) is saved in
 * preferences; then session 1 and session 2, each started with "Start session", played exchange
 * by exchange on the seeded schedule, and ended with POST /api/sessions/:id/end. The next
 * exchange starts once the therapist has settled — never because a reply arrived — so replies in
 * the middle of an exchange stay visible.
 */
export async function runCouple(
  baseUrl: string,
  script: CoupleScript,
  index: number,
  options: RunOptions,
): Promise<CoupleRecord> {
  const tag = randomBytes(3).toString('hex');
  const partners: Record<Role, Partner> = {
    partnerA: new Partner(baseUrl, script.names.partnerA, `eval-${script.key}-a-${tag}@eval.test`),
    partnerB: new Partner(baseUrl, script.names.partnerB, `eval-${script.key}-b-${tag}@eval.test`),
  };
  await partners.partnerA.signIn();
  await partners.partnerB.signIn();
  const invitation = await partners.partnerA.call<{ id: string; invite_code: string }>(
    'POST',
    '/api/relationships',
  );
  await partners.partnerB.call('POST', '/api/relationships/accept', {
    invite_code: invitation.invite_code,
  });
  await partners.partnerA.call('PUT', '/api/preferences', { therapist_style: script.style });

  const watches = new Map<string, SessionWatch>();
  const sockets = await Promise.all(
    (['partnerA', 'partnerB'] as const).map((role) =>
      LiveClient.connect(baseUrl, partners[role].cookie),
    ),
  );
  for (const socket of sockets)
    socket.onFrame = (frame) => {
      if (frame.sessionId) watches.get(frame.sessionId)?.onFrame(frame);
    };

  const random = seededRandom(options.seed * 1_000_003 + index);
  const sessions: SessionRecord[] = [];
  try {
    for (const [s, exchanges] of script.sessions.entries()) {
      // Partner A starts session 1, partner B session 2; the other one joins it.
      const starter: Role = s === 0 ? 'partnerA' : 'partnerB';
      const joiner: Role = s === 0 ? 'partnerB' : 'partnerA';
      const session = await partners[starter].call<{ id: string; session_number: number }>(
        'POST',
        '/api/sessions',
        { relationship_id: invitation.id },
      );
      const joined = await partners[joiner].call<{ id: string }>('POST', '/api/sessions', {
        relationship_id: invitation.id,
      });
      if (joined.id !== session.id)
        throw new Error(`${script.key}: the partners ended up in different sessions`);
      const watch = new SessionWatch();
      watches.set(session.id, watch);
      await Promise.all(sockets.map((socket) => socket.subscribe(session.id)));

      const read = () =>
        partners.partnerA.call<StoredMessage[]>('GET', `/api/sessions/${session.id}/messages`);
      // The welcome was posted before the sockets subscribed; later messages arrive on them.
      watch.lastTherapistText ??= (await read()).findLast((m) => m.author === 'therapist')?.content;
      const lines: SentLine[] = [];
      const records: ExchangeRecord[] = [];

      for (const [e, exchange] of exchanges.entries()) {
        const named = invitedBy(watch.lastTherapistText, script.names);
        const invited: Role = named ?? (e % 2 === 0 ? 'partnerA' : 'partnerB');
        const plan = planExchange(random, exchange, invited, options.replyDelayMs);
        // Open loop, as people write: each line goes at its time on the schedule, whether or not
        // the server has answered the previous request yet.
        const begun = performance.now();
        let offset = 0;
        const dueAt = plan.sends.map((send) => (offset += send.waitMs));
        let lastSend = begun;
        const sent = await Promise.all(
          plan.sends.map(async (send, i) => {
            await sleep(Math.max(0, begun + dueAt[i]! - performance.now()));
            const started = performance.now();
            lastSend = Math.max(lastSend, started);
            watch.touch();
            const stored = await postLine(partners[send.author], session.id, send.line.text);
            watch.touch();
            return {
              line: {
                exchange: e,
                author: send.author,
                text: send.line.text,
                ...(send.line.horseman ? { horseman: send.line.horseman } : {}),
                messageId: stored.id,
                held: stored.held,
                quick: i > 0 && send.waitMs < options.replyDelayMs,
              } satisfies SentLine,
              ms: performance.now() - started,
            };
          }),
        );
        lines.push(...sent.map((s) => s.line));
        const settled = await watch.settle(options.quietMs, options.maxSettleMs);
        records.push({
          answers: exchange.answers,
          invited,
          invitedFrom: named ? 'therapist' : 'alternation',
          pattern: plan.pattern,
          order: plan.sends.map((p) => p.author),
          postMs: sent.map((s) => Math.round(s.ms)),
          firstSignMs: watch.firstSignSince(lastSend),
          settleMs: settled.ms,
          timedOut: settled.timedOut,
        });
      }

      await partners[joiner].call('POST', `/api/sessions/${session.id}/end`);
      await watch.settle(options.quietMs, options.maxSettleMs);
      const detail = await partners.partnerA.call<Record<string, unknown>>(
        'GET',
        `/api/sessions/${session.id}`,
      );
      sessions.push({
        number: session.session_number,
        sessionId: session.id,
        exchanges: records,
        lines,
        messages: (await read()).map(({ id, author, content, timestamp }) => ({
          id,
          author,
          content,
          timestamp,
        })),
        detail,
      });
    }
  } finally {
    for (const socket of sockets) socket.close();
  }
  return {
    key: script.key,
    title: script.title,
    names: script.names,
    style: script.style,
    replyDelayMs: options.replyDelayMs,
    sessions,
  };
}
