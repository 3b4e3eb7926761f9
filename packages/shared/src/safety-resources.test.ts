import { describe, expect, it } from 'vitest';
import { SAFETY_CATEGORIES, SAFETY_LANGUAGES } from './safety';
import {
  CATEGORY_LINE_KINDS,
  HELP_LINE_KINDS,
  SAFETY_COUNTRIES,
  SAFETY_RESOURCES,
  SAFETY_RESOURCES_CHECKED,
  countryFromLocale,
  isSafetyCountry,
  linesFor,
  safetyCountrySchema,
} from './safety-resources';

/** The host of an https URL, or null for anything else (the shared package has no URL global). */
function httpsHost(url: string): string | null {
  return /^https:\/\/([a-z0-9.-]+\.[a-z]{2,})(?::\d+)?(?:[/?#]|$)/i.exec(url)?.[1] ?? null;
}

const allLines = SAFETY_COUNTRIES.flatMap((country) =>
  SAFETY_RESOURCES[country].lines.map((line) => ({ country, line })),
);

describe('SAFETY_RESOURCES', () => {
  it('covers exactly the listed countries', () => {
    expect(Object.keys(SAFETY_RESOURCES).sort()).toEqual([...SAFETY_COUNTRIES].sort());
  });

  it.each(SAFETY_COUNTRIES)('%s has a crisis, a domestic violence and a child route', (country) => {
    const kinds = new Set(SAFETY_RESOURCES[country].lines.map((line) => line.kind));
    expect(kinds).toContain('crisis');
    expect(kinds).toContain('domestic_violence');
    expect(kinds).toContain('child_protection');
  });

  it.each(SAFETY_COUNTRIES)('%s has an emergency number and sources', (country) => {
    const { emergency, sources } = SAFETY_RESOURCES[country];
    expect(emergency).toMatch(/^\d{3}$/);
    expect(sources.length).toBeGreaterThan(0);
  });

  it('uses https for every line and every source', () => {
    expect(httpsHost('http://988lifeline.org')).toBeNull();
    expect(httpsHost('https://988lifeline.org/')).toBe('988lifeline.org');
    const urls = [
      ...allLines.map(({ line }) => line.url),
      ...SAFETY_COUNTRIES.flatMap((country) => SAFETY_RESOURCES[country].sources),
    ];
    for (const url of urls) expect(httpsHost(url), url).not.toBeNull();
  });

  it('cites every line’s site among its country’s sources (same host)', () => {
    for (const { country, line } of allLines) {
      const hosts = SAFETY_RESOURCES[country].sources.map(httpsHost);
      expect(hosts, line.id).toContain(httpsHost(line.url));
    }
  });

  it('gives every line a unique id prefixed with its country', () => {
    const ids = allLines.map(({ line }) => line.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { country, line } of allLines) {
      expect(line.id).toMatch(new RegExp(`^${country.toLowerCase()}-[a-z0-9-]+$`));
    }
  });

  it('gives every line a way to reach it, hours, a known kind and known languages', () => {
    for (const { line } of allLines) {
      expect(HELP_LINE_KINDS).toContain(line.kind);
      expect(line.name.trim()).not.toBe('');
      expect(line.hours.trim(), line.id).not.toBe('');
      for (const language of line.languages ?? []) expect(SAFETY_LANGUAGES).toContain(language);
      // A line without a phone or a text number must say why (the official route) in a note.
      if (!line.phone && !line.sms) expect(line.note, line.id).toBeTruthy();
      if (line.smsKeyword) expect(line.sms, line.id).toBeTruthy();
    }
  });

  it('writes numbers with digits, spaces and dashes only', () => {
    for (const { country, line } of allLines) {
      for (const number of [line.phone, line.sms, ...(line.altPhones ?? [])]) {
        if (number !== undefined) expect(number, line.id).toMatch(/^\d[\d -]*\d$|^\d$/);
      }
      expect(SAFETY_RESOURCES[country].emergency).toMatch(/^\d+$/);
    }
  });

  it('records when it was checked', () => {
    expect(SAFETY_RESOURCES_CHECKED).toMatch(/^\d{4}-(0[1-9]|1[0-2])$/);
  });
});

describe('safetyCountrySchema', () => {
  it('accepts listed countries and rejects others', () => {
    expect(safetyCountrySchema.parse('MX')).toBe('MX');
    expect(safetyCountrySchema.safeParse('AT').success).toBe(false);
    expect(safetyCountrySchema.safeParse('gb').success).toBe(false);
    expect(isSafetyCountry('NZ')).toBe(true);
    expect(isSafetyCountry('UK')).toBe(false);
  });
});

describe('countryFromLocale', () => {
  it.each([
    ['es-MX', 'MX'],
    ['en-GB', 'GB'],
    ['en_GB', 'GB'],
    ['en-UK', 'GB'],
    ['en-AU', 'AU'],
    ['en-NZ', 'NZ'],
    ['en-IE', 'IE'],
    ['en-CA', 'CA'],
    ['fr-CA', 'CA'],
    ['de', 'DE'],
    ['de-DE', 'DE'],
    ['de-AT', 'DE'],
    ['de-CH', 'DE'],
    ['zh-Hans-CN', 'CN'],
    ['zh', 'CN'],
    ['zh-TW', 'CN'],
    ['es', 'ES'],
    ['es-419', 'ES'],
    ['es-US', 'US'],
    ['es-AR', 'ES'],
    ['fr', 'FR'],
    ['fr-BE', 'FR'],
    ['en', 'US'],
    ['en-US', 'US'],
    ['en-IN', 'US'],
    ['EN-gb', 'GB'],
    ['en-u-rg-gbzzzz', 'US'],
    ['it-IT', 'US'],
    ['pt-BR', 'US'],
    ['ja', 'US'],
    ['', 'US'],
  ] as const)('%j → %s', (locale, country) => {
    expect(countryFromLocale(locale)).toBe(country);
  });

  it('falls back to US without a locale', () => {
    expect(countryFromLocale(undefined)).toBe('US');
    expect(countryFromLocale(null)).toBe('US');
  });

  it('takes a listed region even with an unlisted language', () => {
    expect(countryFromLocale('it-DE')).toBe('DE');
    expect(countryFromLocale('ar-FR')).toBe('FR');
  });
});

describe('linesFor', () => {
  const kinds = (lines: { kind: string }[]) => lines.map((line) => line.kind);

  it('keeps the table order without categories', () => {
    expect(linesFor('US')).toEqual(SAFETY_RESOURCES.US.lines);
    expect(linesFor('US', [])).toEqual(SAFETY_RESOURCES.US.lines);
  });

  it('returns every line of the country, once', () => {
    for (const country of SAFETY_COUNTRIES) {
      for (const category of SAFETY_CATEGORIES) {
        const lines = linesFor(country, [category]);
        expect(new Set(lines.map((line) => line.id))).toEqual(
          new Set(SAFETY_RESOURCES[country].lines.map((line) => line.id)),
        );
        expect(lines).toHaveLength(SAFETY_RESOURCES[country].lines.length);
      }
    }
  });

  it('puts the fitting kind first for every category and country', () => {
    for (const country of SAFETY_COUNTRIES) {
      for (const category of SAFETY_CATEGORIES) {
        const available = new Set(SAFETY_RESOURCES[country].lines.map((line) => line.kind));
        const first = CATEGORY_LINE_KINDS[category].find((kind) => available.has(kind));
        expect(linesFor(country, category)[0]!.kind, `${country} ${category}`).toBe(first);
      }
    }
  });

  it('orders self-harm and harm to others by crisis lines', () => {
    expect(kinds(linesFor('GB', ['self_harm'])).slice(0, 2)).toEqual(['crisis', 'crisis']);
    expect(linesFor('US', 'harm_to_others')[0]!.id).toBe('us-988');
  });

  it('orders partner violence and coercive control by domestic violence lines', () => {
    expect(linesFor('US', ['partner_violence'])[0]!.id).toBe('us-ndvh');
    expect(linesFor('FR', ['coercive_control'])[0]!.id).toBe('fr-3919');
  });

  it('orders sexual coercion by sexual violence, then domestic violence lines', () => {
    expect(kinds(linesFor('US', ['sexual_coercion'])).slice(0, 2)).toEqual([
      'sexual_violence',
      'domestic_violence',
    ]);
    // No sexual violence line listed: domestic violence lines come first.
    expect(linesFor('DE', ['sexual_coercion'])[0]!.id).toBe('de-hilfetelefon');
  });

  it('orders a child at risk by child protection lines', () => {
    expect(kinds(linesFor('GB', ['child_at_risk'])).slice(0, 2)).toEqual([
      'child_protection',
      'child_protection',
    ]);
    expect(linesFor('MX', ['child_at_risk'])[0]!.id).toBe('mx-911-child');
  });

  it('follows the order of several categories and keeps the table order within a kind', () => {
    const lines = linesFor('GB', ['child_at_risk', 'self_harm']);
    expect(kinds(lines).slice(0, 4)).toEqual([
      'child_protection',
      'child_protection',
      'crisis',
      'crisis',
    ]);
    expect(lines.slice(0, 2).map((line) => line.id)).toEqual(['gb-nspcc', 'gb-childline']);
    expect(kinds(lines.slice(4))).not.toContain('crisis');
  });

  it('does not change the table', () => {
    const before = SAFETY_RESOURCES.US.lines.map((line) => line.id);
    linesFor('US', ['child_at_risk']);
    expect(SAFETY_RESOURCES.US.lines.map((line) => line.id)).toEqual(before);
  });
});
