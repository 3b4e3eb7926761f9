import type { FastifyInstance } from 'fastify';
import { SESSION_DEFAULT_STYLE, THERAPIST_LANGUAGES } from '@kindred/shared/therapist-style';
import fp from 'fastify-plugin';

import type { Config } from '@/config';
import type { MessageRow } from '@/db/schema/messages';
import { composeReply, OfflineProvider } from '@/therapist/offline';
import { OpenAIProvider } from '@/therapist/openai';
import { registerFiring, type TherapistDeps } from '@/therapist/reply.service';
import { ReplyScheduler } from '@/therapist/scheduler';
import type { TherapistProvider } from '@/therapist/types';

declare module 'fastify' {
  interface FastifyInstance {
    therapist: {
      provider: TherapistProvider;
      /** Call after a partner's message is committed: fires the reply rule (spec §4). */
      afterPartnerMessage(message: MessageRow): Promise<void>;
    };
  }
}

export function createProvider(config: Config): TherapistProvider {
  return config.llm
    ? new OpenAIProvider({
        baseUrl: config.llm.baseUrl,
        apiKey: config.llm.apiKey,
        model: config.llm.model,
        timeoutMs: config.llm.timeoutMs,
        idleTimeoutMs: Math.min(15_000, config.llm.timeoutMs),
      })
    : new OfflineProvider();
}

/**
 * One offline reply per language, at start-up: the patterns compile when their modules load, and
 * these run every path once more, so the first couple pays what any other does. Returns CPU ms.
 */
export function warmUpOffline(): number {
  const started = process.cpuUsage();
  const at = new Date(0).toISOString();
  const turns: [string, string][] = [
    [
      "You never listen to me, I feel so lonely. What's wrong with you?",
      "It's not my fault. Whatever.",
    ],
    ['我觉得很孤独，你总是玩手机。', '这不是我的错。算了。'],
  ];
  for (const language of THERAPIST_LANGUAGES) {
    for (const [a, b] of turns) {
      composeReply({
        sessionNumber: 2,
        style: { ...SESSION_DEFAULT_STYLE, language },
        partnerA: { name: 'A' },
        partnerB: { name: 'B' },
        turn: [
          { author: 'partnerA', name: 'A', content: a, timestamp: at },
          { author: 'partnerB', name: 'B', content: b, timestamp: at },
        ],
        history: [],
        therapistRepliesSoFar: 1,
        earlierSessions: [],
        insideJokes: [],
      });
    }
  }
  const { user, system } = process.cpuUsage(started);
  return (user + system) / 1000;
}

/** The therapist (blueprint §5): replies on the server, exactly once per firing. */
export default fp(
  async function therapist(app: FastifyInstance, opts: { config: Config }) {
    const provider = createProvider(opts.config);
    const warmUpMs = provider.name === 'offline' ? warmUpOffline() : undefined;
    const deps: TherapistDeps = {
      db: app.db,
      publish: app.publish,
      provider,
      log: app.log.child({ module: 'therapist' }),
      delayMs: opts.config.therapistReplyDelayMs,
    };
    const scheduler = new ReplyScheduler(deps);
    app.decorate('therapist', {
      provider,
      async afterPartnerMessage(message: MessageRow) {
        const dueAt = await registerFiring(deps, message);
        if (!dueAt) return;
        scheduler.schedule(message.id, dueAt);
        // Both partners see the therapist gathering its thoughts from the moment it fires.
        await app.publish({ t: 'therapist', s: message.therapySessionId, state: 'typing' });
      },
    });
    app.addHook('preClose', async () => {
      await scheduler.close();
    });
    app.log.info(
      {
        provider: provider.name,
        ...(warmUpMs === undefined ? {} : { warmUpCpuMs: Math.round(warmUpMs * 10) / 10 }),
      },
      'therapist ready',
    );
  },
  { name: 'therapist', dependencies: ['db', 'realtime'] },
);
