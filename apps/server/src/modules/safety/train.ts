import { SAFETY_CATEGORIES, type SafetyCategory } from '@kindred/shared/safety';

import { features, type ModelWeights } from './model';

/** A labelled case: one writer's consecutive messages and what they disclose (null: nothing). */
export interface LabelledCase {
  category: SafetyCategory | null;
  messages: string[];
}

/** Smoothing of the counts (add-α). */
const ALPHA = 0.5;
const round = (x: number) => Math.round(x * 1000) / 1000;

/**
 * Trains the naive Bayes layer (model.ts) on labelled cases: pure and deterministic, so the
 * shipped weights can be rebuilt exactly and a test can train on part of the set and measure on
 * the rest.
 */
export function trainModel(cases: readonly LabelledCase[]): ModelWeights {
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
  const risk: Record<string, number> = {};
  for (const f of vocab) {
    const p1 = ((pos.map.get(f) ?? 0) + ALPHA) / (pos.total + ALPHA * V);
    const p0 = ((neg.map.get(f) ?? 0) + ALPHA) / (neg.total + ALPHA * V);
    risk[f] = round(Math.log(p1 / p0));
  }

  const categories = {} as ModelWeights['categories'];
  for (const category of SAFETY_CATEGORIES) {
    const own = positives.filter((d) => d.category === category);
    const c = count(own);
    const features: Record<string, number> = {};
    for (const [f, n] of c.map) features[f] = round(Math.log((n + ALPHA) / (c.total + ALPHA * V)));
    categories[category] = {
      prior: round(Math.log(Math.max(own.length, 1) / Math.max(positives.length, 1))),
      unseen: round(Math.log(ALPHA / (c.total + ALPHA * V))),
      features,
    };
  }
  return {
    prior: round(Math.log(positives.length / negatives.length)),
    risk,
    categories,
  };
}
