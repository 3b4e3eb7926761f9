import { SAFETY_CATEGORIES } from '@kindred/shared/safety';
import { describe, expect, it } from 'vitest';

import { createScorer, FeatureIndex, features } from './model';
import { type LabelledCase, trainModel } from './train';

describe('FeatureIndex', () => {
  const words = ['a', 'ab', 'b_a', 'kill_myself', '自杀', '杀我', '😡', 'zz'];
  const index = new FeatureIndex(words.join('\n'));

  it('finds every feature of the vocabulary at its place, and nothing else', () => {
    expect(index.size).toBe(words.length);
    words.forEach((word, at) => expect(index.indexOf(word), word).toBe(at));
    // Prefixes, extensions and neighbours across a line break are not features.
    for (const absent of ['', 'abc', 'b', 'a\nab', 'kill', 'kill_myselff', '自', '😡😡', 'Z'])
      expect(index.indexOf(absent), absent).toBe(-1);
  });

  it('holds no feature when the vocabulary is empty', () => {
    const empty = new FeatureIndex('');
    expect(empty.size).toBe(0);
    expect(empty.indexOf('')).toBe(-1);
    expect(empty.indexOf('a')).toBe(-1);
  });

  it('refuses a vocabulary that lists a feature twice', () => {
    expect(() => new FeatureIndex('a\nb\na')).toThrow(/twice/);
  });

  it('keeps finding them in a vocabulary large enough for its hash chains to collide', () => {
    const many = Array.from({ length: 20_000 }, (_, i) => `w${i.toString(36)}`);
    const big = new FeatureIndex(many.join('\n'));
    for (let i = 0; i < many.length; i += 97) expect(big.indexOf(many[i]!)).toBe(i);
    expect(big.indexOf('w')).toBe(-1);
    expect(big.indexOf(`w${(20_000).toString(36)}`)).toBe(-1);
  });
});

describe('features', () => {
  it('counts long Latin-script words by their prefix too, so inflections share features', () => {
    const a = features('Ich will mich umbringen.');
    const b = features('Er sagt, er bringt mich um, ich will mich umbringe');
    expect(a).toEqual(
      expect.arrayContaining(['umbringen', '>umbri', 'mich_umbringen', 'mich_>umbri']),
    );
    expect(b).toEqual(expect.arrayContaining(['>umbri', 'mich_>umbri']));
    // Short words stand as they are; a pair of two short words is not counted twice.
    expect(features('I want to die')).toEqual([
      'i',
      'want',
      'i_want',
      'to',
      'want_to',
      'die',
      'to_die',
    ]);
    // Chinese reads by characters: no prefixes.
    expect(features('我想自杀').some((f) => f.includes('>'))).toBe(false);
  });
});

describe('the scorer over the trained weights', () => {
  const cases: LabelledCase[] = [
    { category: 'self_harm', messages: ['I want to end my life tonight'] },
    { category: 'self_harm', messages: ['I have been cutting myself again'] },
    { category: 'partner_violence', messages: ['He hit me and pushed me into the wall'] },
    { category: 'coercive_control', messages: ['She reads my phone and takes my bank card'] },
    { category: 'child_at_risk', messages: ['He hits our son with a belt'] },
    { category: null, messages: ['I could kill for a coffee right now'] },
    { category: null, messages: ['We had a lovely dinner with my parents'] },
    { category: null, messages: ['That joke killed me, I was dying of laughter'] },
  ];
  const model = trainModel(cases);
  const scorer = createScorer(model);

  // The same sums, written over plain records: what the compact layout must reproduce exactly.
  const vocabulary = model.vocabulary.split('\n');
  const risk = new Map(vocabulary.map((f, at) => [f, model.risk[at]!]));
  const reference = (text: string) => {
    const found = features(text);
    let score = model.prior;
    for (const f of found) score += risk.get(f) ?? 0;
    let best = 'self_harm';
    let bestScore = -Infinity;
    for (const category of SAFETY_CATEGORIES) {
      const c = model.categories[category];
      const weights = new Map(c.seen.map((at, k) => [vocabulary[at]!, c.weights[k]!]));
      let s = c.prior;
      for (const f of found) s += weights.get(f) ?? c.unseen;
      if (s > bestScore) {
        best = category;
        bestScore = s;
      }
    }
    return { score, best };
  };

  it('lists each feature once, sorted, with one risk weight each', () => {
    expect(vocabulary).toEqual([...new Set(vocabulary)].sort());
    expect(model.risk).toHaveLength(vocabulary.length);
    for (const category of SAFETY_CATEGORIES) {
      const { seen, weights } = model.categories[category];
      expect(weights).toHaveLength(seen.length);
      expect(seen).toEqual([...seen].sort((x, y) => x - y));
    }
  });

  it('scores and categorises exactly as the sums over the weights say, unseen words included', () => {
    for (const text of [
      'I want to end my life tonight',
      'he hit me with a belt',
      'she takes my bank card and reads my phone',
      'I could kill for a coffee',
      'entirely unseen words here',
      '',
    ]) {
      const { score, best } = reference(text);
      expect(scorer.riskScore(text), text).toBe(score);
      expect(scorer.likelyCategory(text), text).toBe(best);
    }
    expect(scorer.riskScore('I want to end my life tonight')).toBeGreaterThan(
      scorer.riskScore('We had a lovely dinner with my parents'),
    );
  });

  it('refuses weights that do not match the vocabulary', () => {
    expect(() => createScorer({ ...model, risk: model.risk.slice(1) })).toThrow();
  });
});
