import { MODEL_THRESHOLDS, type Scorer, shippedScorer } from './model';
import { languageOf, screenConversation, type ScreenVerdict } from './screen';

/**
 * The deterministic screen as the send path uses it: the lexicon rules and the statistical
 * model together. A rule hit stands unless the model reads the text as plainly everyday talk (a
 * figure of speech the lexicons do not know); a text the model scores as a clear risk is flagged
 * even when no rule names it. Like the rules, the model reads the writer's recent messages
 * together with the new one, and flags on the join only when the earlier ones alone were not.
 */
export function screenMessages(
  previous: readonly string[],
  latest: string,
  scorer: Scorer = shippedScorer,
): ScreenVerdict | null {
  const joined = previous.length > 0 ? [...previous, latest].join('\n') : latest;
  const latestScore = scorer.riskScore(latest);
  const joinedScore = previous.length > 0 ? scorer.riskScore(joined) : latestScore;
  const ruled = screenConversation(previous, latest);
  if (ruled) return Math.max(latestScore, joinedScore) > MODEL_THRESHOLDS.veto ? ruled : null;

  const { alone } = MODEL_THRESHOLDS;
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
