import { SAFETY_CATEGORIES, type SafetyCategory } from '@kindred/shared/safety';

import { features, type ModelWeights } from './model';
import { screenConversation, screenInTurn } from './screen';

/** A labelled case: one writer's consecutive messages and what they disclose (null: nothing). */
export interface LabelledCase {
  category: SafetyCategory | null;
  messages: string[];
}

/** The rule that flags a case first, message by message as production screens it; null: none. */
export type FirstRule = { rule: string; severity: 'high' | 'medium' } | null;

export function firstRuleOf(c: LabelledCase): FirstRule {
  const verdict = screenInTurn(c.messages, screenConversation);
  return verdict && { rule: verdict.rule, severity: verdict.severity };
}

/**
 * A rule is soft when the labelled set shows it imprecise: at least SOFT_MIN_FALSE of its first
 * hits, and more than 1 − SOFT_PRECISION of them, on look-alikes (cases that disclose nothing).
 */
const SOFT_MIN_FALSE = 2;
const SOFT_PRECISION = 0.9;

/** The medium-severity rules the labelled set shows imprecise (verdict.ts lets the model veto them). */
export function softRules(
  cases: readonly LabelledCase[],
  firstRules: readonly FirstRule[],
): string[] {
  const hits = new Map<string, { right: number; wrong: number }>();
  cases.forEach((c, i) => {
    const first = firstRules[i];
    if (!first || first.severity !== 'medium') return;
    const tally = hits.get(first.rule) ?? { right: 0, wrong: 0 };
    if (c.category === null) tally.wrong += 1;
    else tally.right += 1;
    hits.set(first.rule, tally);
  });
  return [...hits]
    .filter(
      ([, { right, wrong }]) => wrong >= SOFT_MIN_FALSE && right / (right + wrong) < SOFT_PRECISION,
    )
    .map(([rule]) => rule)
    .sort();
}

/** Smoothing of the counts (add-α). */
const ALPHA = 0.5;
/** To 3 decimals; −0 becomes 0, as JSON writes it. */
const round = (x: number) => Math.round(x * 1000) / 1000 || 0;

/**
 * Trains the naive Bayes layer (model.ts) on labelled cases, and finds the soft rules among the
 * rules that flag them first (`firstRules`, one per case, computed here unless given): pure and
 * deterministic, so the shipped weights can be rebuilt exactly and a test can train on part of
 * the set and measure on the rest.
 */
export function trainModel(
  cases: readonly LabelledCase[],
  firstRules: readonly FirstRule[] = cases.map(firstRuleOf),
): ModelWeights {
  const docs = cases.map((c) => ({
    category: c.category,
    features: features(c.messages.join('\n')),
  }));
  const vocab = [...new Set(docs.flatMap((d) => d.features))].sort();
  const V = vocab.length;
  const count = (subset: typeof docs) => {
    const map = new Map<string, number>();
    let total = 0;
    for (const d of subset)
      for (const f of d.features) {
        map.set(f, (map.get(f) ?? 0) + 1);
        total += 1;
      }
    return { map, total };
  };

  const positives = docs.filter((d) => d.category !== null);
  const negatives = docs.filter((d) => d.category === null);
  const pos = count(positives);
  const neg = count(negatives);
  if (vocab.some((f) => f.includes('\n'))) throw new Error('A feature holds a line break');
  const risk = vocab.map((f) => {
    const p1 = ((pos.map.get(f) ?? 0) + ALPHA) / (pos.total + ALPHA * V);
    const p0 = ((neg.map.get(f) ?? 0) + ALPHA) / (neg.total + ALPHA * V);
    return round(Math.log(p1 / p0));
  });

  const categories = {} as ModelWeights['categories'];
  for (const category of SAFETY_CATEGORIES) {
    const own = positives.filter((d) => d.category === category);
    const c = count(own);
    const seen: number[] = [];
    const weights: number[] = [];
    vocab.forEach((f, at) => {
      const n = c.map.get(f);
      if (n === undefined) return;
      seen.push(at);
      weights.push(round(Math.log((n + ALPHA) / (c.total + ALPHA * V))));
    });
    categories[category] = {
      prior: round(Math.log(Math.max(own.length, 1) / Math.max(positives.length, 1))),
      unseen: round(Math.log(ALPHA / (c.total + ALPHA * V))),
      seen,
      weights,
    };
  }
  return {
    prior: round(Math.log(positives.length / negatives.length)),
    vocabulary: vocab.join('\n'),
    risk,
    categories,
    softRules: softRules(cases, firstRules),
  };
}
