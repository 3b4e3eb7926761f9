import { describe, expect, it } from 'vitest';

import { sanitizeBotName, telegramLink } from './telegram';

describe('sanitizeBotName', () => {
  it('keeps a valid username as it is', () => {
    expect(sanitizeBotName('KindredCouple_bot')).toBe('KindredCouple_bot');
  });

  it('drops the @, turns spaces into underscores and removes other characters', () => {
    expect(sanitizeBotName('  @Our Kindred bot! ')).toBe('Our_Kindred_bot');
    expect(sanitizeBotName('a/b?c#d')).toBe('abcd');
  });

  it('is empty when nothing usable is left', () => {
    expect(sanitizeBotName(' 💛💛 ')).toBe('');
  });

  it('stops at 32 characters', () => {
    expect(sanitizeBotName('x'.repeat(40))).toHaveLength(32);
  });
});

describe('telegramLink', () => {
  it("points at the bot's page", () => {
    expect(telegramLink('@Our Kindred bot')).toBe('https://t.me/Our_Kindred_bot');
  });
});
