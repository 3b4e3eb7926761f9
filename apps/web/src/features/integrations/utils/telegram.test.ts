import { describe, expect, it } from 'vitest';

import { checkBotName } from './telegram';

describe('checkBotName (Telegram bot usernames)', () => {
  it('accepts 5–32 letters, digits and underscores starting with a letter and ending in bot', () => {
    for (const name of ['our_bot', 'KindredCouple_bot', 'a2345bot', `a${'b'.repeat(28)}bot`]) {
      expect(checkBotName(name)).toBeNull();
    }
  });

  it('says what is wrong instead of rewriting the name', () => {
    expect(checkBotName('')).toEqual({ kind: 'required' });
    expect(checkBotName('   ')).toEqual({ kind: 'required' });
    expect(checkBotName('@our_bot')).toEqual({ kind: 'at' });
    expect(checkBotName('my bot!')).toEqual({ kind: 'characters', found: [' ', '!'] });
    expect(checkBotName(' our_bot')).toEqual({ kind: 'characters', found: [' '] });
    expect(checkBotName('ünser_bot')).toEqual({ kind: 'characters', found: ['ü'] });
    expect(checkBotName('1our_bot')).toEqual({ kind: 'start' });
    expect(checkBotName('_our_bot')).toEqual({ kind: 'start' });
    expect(checkBotName('abot')).toEqual({ kind: 'tooShort' });
    expect(checkBotName(`a${'b'.repeat(29)}bot`)).toEqual({ kind: 'tooLong' });
    expect(checkBotName('our_helper')).toEqual({ kind: 'ending' });
  });
});
