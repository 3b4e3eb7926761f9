import { describe, expect, it } from 'vitest';
import { PAUSE_NOTICE, SAFETY_CATEGORIES, SAFETY_LANGUAGES } from './safety';
import { HELP_LINE_KINDS, SAFETY_COUNTRIES } from './safety-resources';
import {
  COUNTRY_NAMES,
  SAFETY_STRINGS,
  countryName,
  format,
  hoursLabel,
  safetyStrings,
} from './safety-strings';

/** Every string of a language, by dotted key. */
function flatten(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value === 'string') return { [prefix]: value };
  const out: Record<string, string> = {};
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    Object.assign(out, flatten(child, prefix ? `${prefix}.${key}` : key));
  }
  return out;
}

const placeholders = (text: string) => [...new Set(text.match(/\{\w+\}/g) ?? [])].sort();

const english = flatten(SAFETY_STRINGS.en);

describe('SAFETY_STRINGS', () => {
  it('has every language', () => {
    expect(Object.keys(SAFETY_STRINGS).sort()).toEqual([...SAFETY_LANGUAGES].sort());
  });

  it('has a lead for every category and a label for every kind of line', () => {
    expect(Object.keys(SAFETY_STRINGS.en.categoryLead).sort()).toEqual(
      [...SAFETY_CATEGORIES].sort(),
    );
    expect(Object.keys(SAFETY_STRINGS.en.kind).sort()).toEqual([...HELP_LINE_KINDS].sort());
  });

  it.each(SAFETY_LANGUAGES)(
    '%s has every key, non-empty, with the placeholders of English',
    (l) => {
      const strings = flatten(SAFETY_STRINGS[l]);
      expect(Object.keys(strings).sort()).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(strings)) {
        expect(text.trim(), `${l}.${key}`).not.toBe('');
        expect(placeholders(text), `${l}.${key}`).toEqual(placeholders(english[key]!));
      }
    },
  );

  it('uses only known placeholders, balanced', () => {
    const known = [
      '{emergency}',
      '{hours}',
      '{keyword}',
      '{number}',
      '{partner}',
      '{phone}',
      '{time}',
    ];
    for (const language of SAFETY_LANGUAGES) {
      for (const [key, text] of Object.entries(flatten(SAFETY_STRINGS[language]))) {
        for (const name of placeholders(text)) expect(known).toContain(name);
        const opens = text.split('{').length;
        expect(opens, `${language}.${key}`).toBe(text.split('}').length);
      }
    }
  });

  it('is translated: no language repeats English except for names and numbers', () => {
    const sameAllowed = new Set(['website', 'hours247']);
    for (const language of SAFETY_LANGUAGES.filter((l) => l !== 'en')) {
      for (const [key, text] of Object.entries(flatten(SAFETY_STRINGS[language]))) {
        if (!sameAllowed.has(key)) expect(text, `${language}.${key}`).not.toBe(english[key]);
      }
    }
  });

  it('keeps the neutral pause notice word for word in English', () => {
    expect(SAFETY_STRINGS.en.paused).toBe(PAUSE_NOTICE);
    expect(SAFETY_STRINGS.en.paused).toBe(
      'Kindred has paused this session. You can come back to it later.',
    );
  });

  it('says nothing of who or why in the pause notice', () => {
    for (const language of SAFETY_LANGUAGES) {
      const { paused } = SAFETY_STRINGS[language];
      expect(placeholders(paused)).toEqual([]);
    }
  });
});

describe('safetyStrings', () => {
  it('finds a language from a code or a locale, English otherwise', () => {
    expect(safetyStrings('fr')).toBe(SAFETY_STRINGS.fr);
    expect(safetyStrings('fr-CA')).toBe(SAFETY_STRINGS.fr);
    expect(safetyStrings('zh-Hans-CN')).toBe(SAFETY_STRINGS.zh);
    expect(safetyStrings('DE')).toBe(SAFETY_STRINGS.de);
    expect(safetyStrings('it')).toBe(SAFETY_STRINGS.en);
    expect(safetyStrings(undefined)).toBe(SAFETY_STRINGS.en);
    expect(safetyStrings(null)).toBe(SAFETY_STRINGS.en);
  });
});

describe('format', () => {
  it('fills placeholders', () => {
    expect(format(SAFETY_STRINGS.en.share, { partner: 'Sam' })).toBe('Share with Sam');
    expect(format(SAFETY_STRINGS.en.text, { keyword: 'START', number: '88788' })).toBe(
      'Text START to 88788',
    );
    expect(format('{a}{a} {b}', { a: 1, b: 'x' })).toBe('11 x');
  });

  it('leaves unknown placeholders and ignores inherited keys', () => {
    expect(format('Call {phone}', {})).toBe('Call {phone}');
    expect(format('Call {phone}')).toBe('Call {phone}');
    expect(format('{toString}', {})).toBe('{toString}');
  });

  it('does not read values as patterns', () => {
    expect(format('Share with {partner}', { partner: '$& {partner} $1' })).toBe(
      'Share with $& {partner} $1',
    );
  });
});

describe('hoursLabel', () => {
  it('translates 24/7 and keeps other hours', () => {
    expect(hoursLabel('24/7', 'en')).toBe('24/7');
    expect(hoursLabel('24/7', 'de')).toBe('rund um die Uhr');
    expect(format(SAFETY_STRINGS.zh.available, { hours: hoursLabel('24/7', 'zh') })).toBe(
      '服务时间：全天24小时',
    );
    expect(hoursLabel('Mo–Sa 14–20 Uhr', 'fr')).toBe('Mo–Sa 14–20 Uhr');
  });
});

describe('countryName', () => {
  it('names every country in every language', () => {
    for (const language of SAFETY_LANGUAGES) {
      for (const country of SAFETY_COUNTRIES) {
        expect(countryName(country, language)).toBe(COUNTRY_NAMES[language][country]);
      }
    }
  });

  it('falls back to English for other languages', () => {
    expect(countryName('DE', 'it')).toBe('Germany');
    expect(countryName('CN', 'zh-Hans')).toBe('中国');
    expect(countryName('GB', 'fr-CA')).toBe('Royaume-Uni');
  });

  it('uses the table when Intl.DisplayNames is missing', () => {
    const original = Intl.DisplayNames;
    try {
      // A runtime without Intl.DisplayNames.
      Reflect.deleteProperty(Intl, 'DisplayNames');
      expect(countryName('MX', 'de')).toBe('Mexiko');
      expect(countryName('NZ', 'zh')).toBe('新西兰');
    } finally {
      Reflect.set(Intl, 'DisplayNames', original);
    }
  });
});
