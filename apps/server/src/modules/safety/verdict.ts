import { MODEL_ALONE_THRESHOLD, type Scorer, shippedScorer } from './model';
import { languageOf, screenConversation, type ScreenVerdict } from './screen';

/**
 * The deterministic screen as the send path uses it: the lexicon rules, then the statistical
 * model for what they let through — a text the model scores as a clear risk is flagged even when
 * no rule names it. The model never vetoes a rule (tried: it cost explicit statements such as "I
 * want to kill myself tonight" for a few fewer false alarms). Like the rules, it reads the
 * writer's recent messages together with the new one, and flags on the join only when the
 * earlier ones alone were not.
 */
export function screenMessages(
  previous: readonly string[],
  latest: string,
  scorer: Scorer = shippedScorer,
): ScreenVerdict | null {
  const ruled = screenConversation(previous, latest);
  if (ruled) return ruled;

  const joined = previous.length > 0 ? [...previous, latest].join('\n') : latest;
  const latestScore = scorer.riskScore(latest);
  const joinedScore = previous.length > 0 ? scorer.riskScore(joined) : latestScore;
  const alone = MODEL_ALONE_THRESHOLD;
  let text: string | null = null;
  if (latestScore > alone) text = latest;
  else if (
    previous.length > 0 &&
    joinedScore > alone &&
    scorer.riskScore(previous.join('\n')) <= alone
  )
    text = joined;
  if (text === null) return null;
  return {
    category: scorer.likelyCategory(text),
    severity: 'medium',
    language: languageOf(text),
    rule: 'model',
  };
}
