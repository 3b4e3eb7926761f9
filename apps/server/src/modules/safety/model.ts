import { SAFETY_CATEGORIES, type SafetyCategory } from '@kindred/shared/safety';

import weights from './model/naive-bayes.json';
import { BOUNDARY, tokenize } from '@/lib/text-patterns/tokens';

/**
 * The screen's statistical layer: a naive Bayes model over the words and word pairs (character
 * pairs in Chinese) of the labelled set, trained by `npm run train:safety -w @kindred/server`
 * (train.ts) into ./model/naive-bayes.json. Deterministic and offline like the rules, it
 * generalises over wording the lexicons do not list. docs/safety.md has its figures, measured
 * on sets it was not trained on.
 */
export interface ModelWeights {
  /** log P(risk) − log P(none). */
  prior: number;
  /** feature → log-likelihood ratio risk / none. */
  risk: Record<string, number>;
  /** Per category: log prior, log P(feature | category), and the log P of an unseen feature. */
  categories: Record<
    SafetyCategory,
    { prior: number; unseen: number; features: Record<string, number> }
  >;
  /** Medium-severity rules the labelled set shows imprecise (train.ts `softRules`). */
  softRules: string[];
}

/** The features of a text: unique tokens and adjacent pairs within a clause. */
export function features(text: string): string[] {
  const out = new Set<string>();
  let previous: string | null = null;
  for (const token of tokenize(text)) {
    if (token === BOUNDARY) {
      previous = null;
      continue;
    }
    out.add(token);
    if (previous !== null) out.add(`${previous}_${token}`);
    previous = token;
  }
  return [...out];
}

export interface Scorer {
  /** Log-odds that the text discloses a risk (0 = even); unknown features count for nothing. */
  riskScore(text: string): number;
  /** The most likely category of a text already judged a risk. */
  likelyCategory(text: string): SafetyCategory;
  /** Whether a rule is soft: the model may veto it (verdict.ts). */
  isSoft(rule: string): boolean;
}

export function createScorer(model: ModelWeights): Scorer {
  const soft = new Set(model.softRules);
  return {
    isSoft: (rule) => soft.has(rule),
    riskScore(text) {
      let score = model.prior;
      for (const feature of features(text)) score += model.risk[feature] ?? 0;
      return score;
    },
    likelyCategory(text) {
      const found = features(text);
      let best: SafetyCategory = 'self_harm';
      let bestScore = -Infinity;
      for (const category of SAFETY_CATEGORIES) {
        const c = model.categories[category];
        let score = c.prior;
        for (const feature of found) score += c.features[feature] ?? c.unseen;
        if (score > bestScore) {
          best = category;
          bestScore = score;
        }
      }
      return best;
    },
  };
}

/** The shipped model, trained on the whole labelled set. */
export const shippedScorer: Scorer = createScorer(weights as ModelWeights);

/**
 * A soft rule's medium-severity hit stands unless the model scores the message — alone and with
 * the writer's recent messages — at or below this: a confident look-alike (hyperbole, a joke, a
 * past event told as past). Lower for self-harm, where a short explicit statement ("I want to
 * die") scores below zero on words alone and must still be held.
 */
export const VETO_AT_MOST = -8;
export const VETO_SELF_HARM_AT_MOST = -10;

/**
 * A text scoring above this is flagged even when no rule fired: the lowest whole value at which
 * no line of the eval's couple scripts is held (eval/couples/couples.test.ts fails otherwise), so
 * re-check it after every retraining (docs/safety.md). The model overrules a rule only as
 * verdict.ts says (a soft rule's medium hit on a confident look-alike): an explicit statement
 * stands, however its words score.
 */
export const MODEL_ALONE_THRESHOLD = 10;
