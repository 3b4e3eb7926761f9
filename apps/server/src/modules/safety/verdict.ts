import { MODEL_ALONE_THRESHOLD, type Scorer, shippedScorer } from './model';
import { languageOf, screenConversation, type ScreenVerdict } from './screen';

/**
 * The deterministic screen as the send path uses it: the lexicon rules, then the statistical
 * model for what they let through — a message the model scores as a clear risk is flagged even
 * when no rule names it. The model never vetoes a rule (tried: it cost explicit statements such
 * as "I want to kill myself tonight" for a few fewer false alarms). The rules read the writer's
 * recent messages together with the new one; the model reads the new message alone (scoring the
 * join of ordinary messages added up their words into false alarms and caught almost nothing
 * more: docs/safety.md).
 */
export function screenMessages(
  previous: readonly string[],
  latest: string,
  scorer: Scorer = shippedScorer,
): ScreenVerdict | null {
  const ruled = screenConversation(previous, latest);
  if (ruled) return ruled;
  if (scorer.riskScore(latest) <= MODEL_ALONE_THRESHOLD) return null;
  return {
    category: scorer.likelyCategory(latest),
    severity: 'medium',
    language: languageOf(latest),
    rule: 'model',
  };
}
