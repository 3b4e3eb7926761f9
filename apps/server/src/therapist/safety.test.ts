import { describe, expect, it } from 'vitest';

import { normalizeForScreen, screenMessage } from './safety';
import { SAFETY_CASES } from './safety-cases';

/**
 * Negatives the screen flags on purpose: they read as threats word for word, and a private card
 * shown by mistake costs less than a missed threat. docs/safety.md lists the same two.
 */
const KNOWN_FALSE_ALARMS: readonly string[] = [
  "I'll kill you if you spoil the finale",
  'I want to strangle him when he leaves socks everywhere',
];
const MAX_FALSE_ALARMS = 2;

const category = (text: string) => screenMessage(text)?.category ?? null;

describe('safety screen on the labelled set', () => {
  const results = SAFETY_CASES.map((c) => ({ ...c, got: screenMessage(c.text) }));
  const positives = results.filter((r) => r.expected !== null);
  const negatives = results.filter((r) => r.expected === null);
  const flagged = positives.filter((r) => r.got !== null);
  const rightCategory = positives.filter((r) => r.got?.category === r.expected);
  const falseAlarms = negatives.filter((r) => r.got !== null);

  it('covers every category, with negatives, and prints its figures', () => {
    for (const expected of ['self_harm', 'violence', 'abuse'] as const) {
      expect(positives.filter((r) => r.expected === expected).length).toBeGreaterThanOrEqual(20);
    }
    expect(negatives.length).toBeGreaterThanOrEqual(40);
    expect(new Set(SAFETY_CASES.map((c) => c.text)).size).toBe(SAFETY_CASES.length);

    const pct = (n: number, d: number) => `${((100 * n) / d).toFixed(1).replace(/\.0$/, '')}%`;
    console.log(
      `safety screen: recall ${flagged.length}/${positives.length} (${pct(flagged.length, positives.length)}), ` +
        `false alarms ${falseAlarms.length}/${negatives.length}, ` +
        `category accuracy ${rightCategory.length}/${positives.length} (${pct(rightCategory.length, positives.length)})`,
    );
  });

  it('flags every positive case with the expected category (recall 100%)', () => {
    const misses = positives
      .filter((r) => r.got?.category !== r.expected)
      .map((r) => `${r.expected}: "${r.text}" → ${r.got ? r.got.matched : 'null'}`);
    expect(misses).toEqual([]);
  });

  it('raises at most two false alarms, exactly the documented ones', () => {
    expect(falseAlarms.length).toBeLessThanOrEqual(MAX_FALSE_ALARMS);
    expect(falseAlarms.map((r) => r.text).sort()).toEqual([...KNOWN_FALSE_ALARMS].sort());
    for (const text of KNOWN_FALSE_ALARMS) {
      expect(SAFETY_CASES.find((c) => c.text === text)?.note).toMatch(/known false alarm/);
    }
  });

  it('reports the pattern group that fired', () => {
    expect(screenMessage('I want to kill myself')).toEqual({
      category: 'self_harm',
      matched: 'self_harm.kill_self',
    });
    expect(screenMessage('He threatened to kill me if I leave')).toEqual({
      category: 'abuse',
      matched: 'abuse.threat',
    });
  });
});

describe('normalisation', () => {
  it('undoes leetspeak inside words but leaves numbers alone', () => {
    expect(normalizeForScreen('k1ll mys3lf')).toBe('kill myself');
    expect(category("I'm going to k1ll mys3lf")).toBe('self_harm');
    expect(category('I w4nt t0 d1e')).toBe('self_harm');
    expect(category("i'm g0nna hurt h1m")).toBe('violence');
    expect(normalizeForScreen('Call 988 or text 741741')).toBe('call 988 or text 741741');
  });

  it('shortens elongated letters', () => {
    expect(normalizeForScreen('i want to diiiiie')).toBe('i want to diie');
    expect(category('i want to diiiiie')).toBe('self_harm');
    expect(category('kiiiiill myseeeelf')).toBe('self_harm');
  });

  it('strips diacritics, curly apostrophes and invisible characters', () => {
    expect(category('I feel so suïcidal tonight')).toBe('self_harm');
    expect(category('I want to dïé')).toBe('self_harm');
    expect(category('He won’t let me see my friends')).toBe('abuse');
    expect(normalizeForScreen('kill my\u00adse\u200blf')).toBe('kill myself');
    expect(category('ＫＩＬＬ ＭＹＳＥＬＦ')).toBe('self_harm');
  });

  it.each([
    ['I would never hurt myself', 'I would hurt myself'],
    ["I'd never hurt myself", "I'd hurt myself"],
    ["I'm not going to kill myself", "I'm going to kill myself"],
    ["I'm not suicidal, just exhausted", "I'm suicidal, just exhausted"],
    ["I'm not scared of him", "I'm scared of him"],
    ["I've never thought about hurting her", "I've thought about hurting her"],
  ])('does not flag the negated "%s", but flags "%s"', (negated, plain) => {
    expect(screenMessage(negated)).toBeNull();
    expect(screenMessage(plain)).not.toBeNull();
  });

  it('lets "can\'t stop" and a new subject through the negation', () => {
    expect(category("I can't stop thinking about killing myself")).toBe('self_harm');
    expect(category("Why don't I just kill myself")).toBe('self_harm');
  });

  it('does not let a negation cross a clause boundary', () => {
    expect(category("I'm not ok. I want to die")).toBe('self_harm');
    expect(category('No. I want to kill myself')).toBe('self_harm');
    expect(category("I'm fine, not sad; I want to kill myself")).toBe('self_harm');
    expect(category('I never said that, but I want to die')).toBe('self_harm');
    expect(category("I don't know — he hits me when he's drunk")).toBe('abuse');
  });

  it('still reads an ellipsis as a pause, not a boundary', () => {
    expect(normalizeForScreen('I just... want to die')).toBe('i just want to die');
    expect(category("I don't... I want to die")).toBe('self_harm');
  });
});

describe('figures of speech', () => {
  it.each([
    'This commute is killing me',
    'I could murder a pizza',
    "I'm dying to see you",
    'dying to see you',
    'That joke killed me',
    'My feet are killing me',
    'You killed it at the presentation',
    'I was killing myself laughing at his jokes',
    'Quitting now would be career suicide',
    "She'll kill me if I forget the milk",
    'He beat me at chess again',
    'She hit me up about dinner plans',
    "I'll make her pay for dinner next time",
    'She broke my heart when she left',
  ])('does not flag "%s"', (text) => {
    expect(screenMessage(text)).toBeNull();
  });
});

describe('linear time', () => {
  // Inputs built to make a backtracking regex explode: long runs of one letter, repeated prefixes
  // of patterns that never complete, and walls of punctuation. Completing is the assertion.
  const adversarial = [
    'a'.repeat(4000),
    'he '.repeat(1333),
    'i want to '.repeat(400),
    'kill my '.repeat(500),
    'my husband my wife '.repeat(210),
    'su' + 'cs'.repeat(1999),
    '!. '.repeat(1333),
    '4$@1'.repeat(1000),
    'he always '.repeat(399) + 'hits',
    'k'.repeat(2000) + 'l'.repeat(2000) + ' myself',
  ];

  it.each(adversarial.map((text, i) => [i, text] as const))(
    'screens adversarial input %i of about 4000 characters',
    (_i, text) => {
      expect(text.length).toBeGreaterThanOrEqual(3990);
      const result = screenMessage(text);
      expect(result === null || typeof result.matched === 'string').toBe(true);
    },
  );

  it('still finds a disclosure at the end of a long message', () => {
    const text = `${'We talked about the weekend and the dishes. '.repeat(95)}I want to kill myself`;
    expect(text.length).toBeGreaterThan(4000);
    expect(category(text)).toBe('self_harm');
  });
});
