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
  /** Every feature of the training set, sorted, joined by line breaks (no feature holds one). */
  vocabulary: string;
  /** Per feature of the vocabulary, in its order: log-likelihood ratio risk / none. */
  risk: number[];
  /**
   * Per category: log prior, the log P of a feature it never saw, and the features it saw (their
   * indexes in the vocabulary, ascending) with log P(feature | category) of each.
   */
  categories: Record<
    SafetyCategory,
    { prior: number; unseen: number; seen: number[]; weights: number[] }
  >;
  /** Medium-severity rules the labelled set shows imprecise (train.ts `softRules`). */
  softRules: string[];
}

/**
 * The vocabulary's features → their index: one string and two typed arrays (an open-addressing
 * hash table over the string's lines). Kept as a record of 164,000 keys, the model was 52 MB of
 * small heap objects that every full garbage collection walked (about 30 ms each, on the event
 * loop that relays messages); typed arrays and one string are walked in no time.
 */
export class FeatureIndex {
  /** Where each feature starts in the vocabulary, and one entry more: where one after the last would. */
  private readonly starts: Uint32Array;
  /** Index + 1 of the feature in each slot; 0: empty. */
  private readonly slots: Int32Array;
  private readonly mask: number;

  constructor(private readonly vocabulary: string) {
    // An empty vocabulary has no feature (not one empty one).
    const starts = [0];
    if (vocabulary.length > 0) {
      for (let at = vocabulary.indexOf('\n'); at !== -1; at = vocabulary.indexOf('\n', at + 1))
        starts.push(at + 1);
      starts.push(vocabulary.length + 1);
    }
    this.starts = Uint32Array.from(starts);
    let capacity = 16;
    while (capacity < this.size * 2) capacity *= 2;
    this.slots = new Int32Array(capacity);
    this.mask = capacity - 1;
    for (let i = 0; i < this.size; i += 1) {
      const start = this.starts[i]!;
      const end = this.starts[i + 1]! - 1;
      let slot = hash(vocabulary, start, end) & this.mask;
      for (; this.slots[slot] !== 0; slot = (slot + 1) & this.mask) {
        if (this.matches(this.slots[slot]! - 1, vocabulary.slice(start, end)))
          throw new Error(`The model's vocabulary lists "${vocabulary.slice(start, end)}" twice`);
      }
      this.slots[slot] = i + 1;
    }
  }

  /** How many features the vocabulary holds. */
  get size(): number {
    return this.starts.length - 1;
  }

  /** The feature's index in the vocabulary, or −1. */
  indexOf(feature: string): number {
    for (
      let slot = hash(feature, 0, feature.length) & this.mask;
      this.slots[slot] !== 0;
      slot = (slot + 1) & this.mask
    ) {
      const index = this.slots[slot]! - 1;
      if (this.matches(index, feature)) return index;
    }
    return -1;
  }

  private matches(index: number, feature: string): boolean {
    const start = this.starts[index]!;
    return (
      this.starts[index + 1]! - 1 - start === feature.length &&
      this.vocabulary.startsWith(feature, start)
    );
  }
}

/** FNV-1a over UTF-16 code units [start, end) of `text`. */
function hash(text: string, start: number, end: number): number {
  let h = 0x811c9dc5;
  for (let i = start; i < end; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * A word of at least PREFIXED_FROM letters (Latin script) also counts by its first PREFIX letters:
 * "umbringen", "umbringt" and "umbringe" share ">umbri", "matarme" and "mataria" ">matar", so
 * the model carries what it learned of one inflection to the others it never saw. Chosen by
 * cross-validation on the blind files of the labelled set (docs/safety.md).
 */
const PREFIX = 5;
const PREFIXED_FROM = 7;
const LATIN_WORD = /^[a-z0-9]+$/;
const prefixOf = (token: string) =>
  token.length >= PREFIXED_FROM && LATIN_WORD.test(token) ? `>${token.slice(0, PREFIX)}` : token;

/**
 * The features of a text: unique tokens and adjacent pairs within a clause, and the same with
 * long words by their prefix.
 */
export function features(text: string): string[] {
  const out = new Set<string>();
  let previous: string | null = null;
  let previousPrefix: string | null = null;
  for (const token of tokenize(text)) {
    if (token === BOUNDARY) {
      previous = previousPrefix = null;
      continue;
    }
    const prefix = prefixOf(token);
    out.add(token);
    if (prefix !== token) out.add(prefix);
    if (previous !== null) {
      out.add(`${previous}_${token}`);
      if (prefix !== token || previousPrefix !== previous) out.add(`${previousPrefix}_${prefix}`);
    }
    previous = token;
    previousPrefix = prefix;
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
  const index = new FeatureIndex(model.vocabulary);
  if (model.risk.length !== index.size)
    throw new Error('The model needs one risk weight per feature of its vocabulary');
  const risk = Float64Array.from(model.risk);
  // Per category, a weight for every feature of the vocabulary: the unseen value where it saw none.
  const categories = SAFETY_CATEGORIES.map((category) => {
    const c = model.categories[category];
    const weights = new Float64Array(index.size).fill(c.unseen);
    c.seen.forEach((at, k) => (weights[at] = c.weights[k]!));
    return { category, prior: c.prior, unseen: c.unseen, weights };
  });
  return {
    isSoft: (rule) => soft.has(rule),
    riskScore(text) {
      let score = model.prior;
      for (const feature of features(text)) {
        const at = index.indexOf(feature);
        if (at !== -1) score += risk[at]!;
      }
      return score;
    },
    likelyCategory(text) {
      const found = features(text).map((feature) => index.indexOf(feature));
      let best: SafetyCategory = 'self_harm';
      let bestScore = -Infinity;
      for (const c of categories) {
        let score = c.prior;
        for (const at of found) score += at === -1 ? c.unseen : c.weights[at]!;
        if (score > bestScore) {
          best = c.category;
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
 * A text scoring above this is flagged even when no rule fired: the lowest half-step at which no
 * line of the eval's couple scripts is held (eval/couples/couples.test.ts fails otherwise), so
 * re-check it after every retraining (docs/safety.md). The model overrules a rule only as
 * verdict.ts says (a soft rule's medium hit on a confident look-alike): an explicit statement
 * stands, however its words score.
 */
export const MODEL_ALONE_THRESHOLD = 12.5;
