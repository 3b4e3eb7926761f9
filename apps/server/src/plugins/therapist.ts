import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import type { Config } from '@/config';
import type { MessageRow } from '@/db/schema/messages';
import { OfflineProvider } from '@/therapist/offline';
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

/** The therapist (blueprint §5): replies on the server, exactly once per firing. */
export default fp(
  async function therapist(app: FastifyInstance, opts: { config: Config }) {
    const provider = createProvider(opts.config);
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
    app.log.info({ provider: provider.name }, 'therapist ready');
  },
  { name: 'therapist', dependencies: ['db', 'realtime'] },
);
