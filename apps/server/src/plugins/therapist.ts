import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import type { Config } from '@/config';
import type { MessageRow } from '@/db/schema/messages';
import type { ProviderOptions } from '@/therapist/providers';
import type { TherapistDeps } from '@/modules/therapist/reply.service';
import { registerAsk, registerFiring } from '@/modules/therapist/trigger.service';
import { ReplyScheduler } from '@/modules/therapist/scheduler';
import { ThreadedProvider } from '@/therapist/threaded-provider';

declare module 'fastify' {
  interface FastifyInstance {
    therapist: {
      /** Call after a partner's message is committed: fires the reply rule (docs/therapist.md). */
      afterPartnerMessage(message: MessageRow): Promise<void>;
      /** "Ask {therapist} now": answer what was written since the last reply; false if nothing. */
      ask(sessionId: string): Promise<boolean>;
    };
  }
}

/** The provider's options from the configuration: an LLM endpoint if one is set, else offline. */
export function providerOptionsFrom(config: Config): ProviderOptions {
  return config.llm
    ? {
        kind: 'openai',
        baseUrl: config.llm.baseUrl,
        apiKey: config.llm.apiKey,
        model: config.llm.model,
        timeoutMs: config.llm.timeoutMs,
        idleTimeoutMs: Math.min(15_000, config.llm.timeoutMs),
      }
    : { kind: 'offline' };
}

/**
 * The therapist replies on the server, exactly once per firing, whichever browser or instance saw
 * the message. With ROLE=web
 * this instance only records firings and announces them; instances with ROLE=worker or all hear
 * every announcement, and the reply's lease in the database lets exactly one of them answer.
 */
export default fp(
  async function therapist(app: FastifyInstance, opts: { config: Config }) {
    const { config } = opts;
    const log = app.log.child({ module: 'therapist' });
    const runsReplies = config.role !== 'web';
    // Replies are composed (offline) or streamed (LLM) on their own thread, off the event loop
    // that relays the partners' messages; leases and storage stay here.
    const provider = runsReplies
      ? new ThreadedProvider(providerOptionsFrom(config), (error) =>
          log.error({ err: error }, 'therapist thread stopped; the next reply starts a new one'),
        )
      : undefined;
    const deps: TherapistDeps | undefined = provider && {
      db: app.db,
      publish: app.publish,
      provider,
      log,
    };
    const scheduler = deps && new ReplyScheduler(deps);
    if (scheduler)
      app.onFired((event) => scheduler.schedule(event.triggerMessageId, new Date(event.dueAt)));

    /** A recorded firing: run it here, or leave it to the workers; the partners see typing. */
    const fired = async (sessionId: string, triggerMessageId: string, dueAt: Date) => {
      if (scheduler) scheduler.schedule(triggerMessageId, dueAt);
      else
        await app.publish({
          type: 'fired',
          sessionId: sessionId,
          triggerMessageId: triggerMessageId,
          dueAt: dueAt.getTime(),
        });
      // Both partners see the therapist gathering its thoughts from the moment it fires.
      await app.publish({ type: 'therapist', sessionId: sessionId, state: 'typing' });
    };
    app.decorate('therapist', {
      async afterPartnerMessage(message: MessageRow) {
        const dueAt = await registerFiring(app.db, config.therapistReplyDelayMs, message);
        if (dueAt) await fired(message.therapySessionId, message.id, dueAt);
      },
      async ask(sessionId: string) {
        const firing = await registerAsk(app.db, sessionId);
        if (firing === undefined) return false;
        if (firing !== 'already') await fired(sessionId, firing.triggerMessageId, firing.dueAt);
        return true;
      },
    });
    app.addHook('onReady', () => {
      if (!provider) {
        log.info({ role: config.role }, 'therapist replies are left to worker instances');
        return;
      }
      // Not awaited: the thread warms up while the server starts answering.
      provider.start().then(
        ({ threadId, warmUpMs }) =>
          log.info(
            {
              provider: provider.name,
              role: config.role,
              threadId,
              ...(warmUpMs === undefined ? {} : { warmUpMs: Math.round(warmUpMs * 10) / 10 }),
            },
            'therapist ready',
          ),
        () => {},
      );
    });
    app.addHook('preClose', async () => {
      await scheduler?.close();
      await provider?.close();
    });
  },
  { name: 'therapist', dependencies: ['db', 'realtime'] },
);
