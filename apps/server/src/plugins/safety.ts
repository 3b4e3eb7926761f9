import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import type { Config } from '@/config';
import { LlmSafetyClassifier, type SafetyClassifier } from '@/modules/safety/classifier';
import { warmUpScreen } from '@/modules/safety/warm-up';

declare module 'fastify' {
  interface FastifyInstance {
    safety: { classifier: SafetyClassifier | undefined; log: FastifyInstance['log'] };
  }
}

/**
 * The safety screen, made ready at start-up so that no message pays for it; with an LLM
 * configured, the structured classifier is its last layer (docs/safety.md).
 */
export default fp(
  async function safety(app: FastifyInstance, opts: { config: Config }) {
    const started = process.hrtime.bigint();
    // The rules compile and the model loads with their modules; screening varied lines here
    // runs the matching code until it is fast, so the first partners' messages cost what any
    // other does.
    warmUpScreen();
    const warmUpMs = Number(process.hrtime.bigint() - started) / 1e6;
    const { llm } = opts.config;
    const classifier = llm
      ? new LlmSafetyClassifier({
          baseUrl: llm.baseUrl,
          apiKey: llm.apiKey,
          model: llm.model,
          timeoutMs: llm.safetyTimeoutMs,
        })
      : undefined;
    app.decorate('safety', { classifier, log: app.log.child({ module: 'safety' }) });
    app.log.info(
      { warmUpMs: Math.round(warmUpMs * 10) / 10, classifier: Boolean(classifier) },
      'safety screen ready',
    );
  },
  { name: 'safety' },
);
