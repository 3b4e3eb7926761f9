import { describe, expect, it } from 'vitest';

import { type KnownWriter, WriterCache } from './writer-cache';

const writer = (text = 'hi'): KnownWriter => ({
  sessionId: 's',
  role: 'partnerA',
  lastId: null,
  recent: [{ content: text, at: 0 }],
});

describe('WriterCache', () => {
  it('keys a session however its id is cased', () => {
    expect(WriterCache.key('AB-CD', 'u')).toBe(WriterCache.key('ab-cd', 'u'));
  });

  it('forgets an entry unused for its time to live', () => {
    const cache = new WriterCache(1_000);
    cache.set('a', writer(), 0);
    expect(cache.get('a', 999)).toBeDefined();
    expect(cache.get('a', 1_000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('lets the oldest go past its number of entries or of characters', () => {
    const byCount = new WriterCache(60_000, 2);
    byCount.set('a', writer(), 0);
    byCount.set('b', writer(), 0);
    byCount.set('a', writer(), 0);
    byCount.set('c', writer(), 0);
    expect([byCount.get('a', 1), byCount.get('b', 1), byCount.get('c', 1)].map(Boolean)).toEqual([
      true,
      false,
      true,
    ]);

    const byCharacters = new WriterCache(60_000, 100, 10);
    byCharacters.set('a', writer('12345'), 0);
    byCharacters.set('b', writer('12345'), 0);
    byCharacters.set('c', writer('1'), 0);
    expect(byCharacters.get('a', 1)).toBeUndefined();
    expect(byCharacters.get('b', 1)).toBeDefined();
    // Replacing an entry counts its characters once.
    byCharacters.set('b', writer('1234567890'), 0);
    expect(byCharacters.get('c', 1)).toBeUndefined();
    expect(byCharacters.get('b', 1)?.recent[0]?.content).toBe('1234567890');
  });
});
