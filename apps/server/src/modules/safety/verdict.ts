import {
  MODEL_ALONE_THRESHOLD,
  type Scorer,
  shippedScorer,
  VETO_AT_MOST,
  VETO_SELF_HARM_AT_MOST,
} from './model';
import { languageOf, screenConversation, type ScreenVerdict } from './screen';

/**
 * The deterministic screen as the send path uses it: the lexicon rules, then the statistical
 * model for what they let through — a message the model scores as a clear risk is flagged even
 * when no rule names it. The rules read the writer's recent messages together with the new one;
 * the model reads the new message alone (scoring the join of ordinary messages added up their
 * words into false alarms and caught almost nothing more: docs/safety.md).
 *
 * The model vetoes a rule only narrowly: a medium-severity hit of a soft rule (one the labelled
 * set shows firing on look-alikes, model.ts `softRules`) when the model is confident the text is
 * a look-alike, alone and joined with the recent messages. A high-severity hit (a plan, a means,
 * a time, a weapon, strangling) always stands, and so does every rule the set shows precise. A
 * veto of every rule was tried and dropped: bare explicit statements ("I want to kill myself",
 * "我想自杀") score below zero on words alone, so the self-harm bar sits far below them.
 */
export function screenMessages(
  previous: readonly string[],
  latest: string,
  scorer: Scorer = shippedScorer,
): ScreenVerdict | null {
  const ruled = screenConversation(previous, latest);
  if (ruled) return vetoed(ruled, previous, latest, scorer) ? null : ruled;
  if (scorer.riskScore(latest) <= MODEL_ALONE_THRESHOLD) return null;
  return {
    category: scorer.likelyCategory(latest),
    severity: 'medium',
    language: languageOf(latest),
    rule: 'model',
  };
}

/** Where a clause ends: sentence and clause punctuation, and line breaks. */
const CLAUSE_END = /(?<=[.!?;:,…。！？；：，、\n])\s*/u;

const confidentlyOrdinary = (verdict: ScreenVerdict, text: string, scorer: Scorer) =>
  verdict.severity === 'medium' &&
  scorer.isSoft(verdict.rule) &&
  scorer.riskScore(text) <=
    (verdict.category === 'self_harm' ? VETO_SELF_HARM_AT_MOST : VETO_AT_MOST);

/**
 * Whether the model vetoes a rule's hit: the message, the join with the recent messages, and
 * every clause of the message that a rule flags on its own must each be a soft rule's
 * medium-severity hit on text the model scores as a confident look-alike. Scoring the clauses
 * matters: a disclosure said in passing inside a long ordinary message ("we went to the beach,
 * had paella; I keep thinking about killing myself, but anyway") scores far below zero as a whole.
 * A hit that needs several clauses or earlier messages is never vetoed.
 */
function vetoed(
  ruled: ScreenVerdict,
  previous: readonly string[],
  latest: string,
  scorer: Scorer,
): boolean {
  if (!confidentlyOrdinary(ruled, latest, scorer)) return false;
  if (previous.length > 0 && !confidentlyOrdinary(ruled, [...previous, latest].join('\n'), scorer))
    return false;
  const flagged = latest
    .split(CLAUSE_END)
    .map((clause) => ({ clause, verdict: screenConversation([], clause) }));
  const firing = flagged.filter(({ verdict }) => verdict !== null);
  return (
    firing.length > 0 &&
    firing.every(({ clause, verdict }) => confidentlyOrdinary(verdict!, clause, scorer))
  );
}
