import { describe, expect, it } from 'vitest';

import { type CachedSignIn, SignInCache } from './sign-in-cache';

const signIn = (userId: string): CachedSignIn =>
  ({
    session: {
      id: 'x',
      userId,
      createdAt: new Date(0),
      lastSeenAt: new Date(0),
      expiresAt: new Date(0),
    },
    user: { id: userId },
  }) as CachedSignIn;

describe('SignInCache', () => {
  it('keeps a sign-in for its time to live after the read, not after each use', () => {
    const cache = new SignInCache(1000);
    cache.set('a', signIn('u1'), 0, cache.mark());
    expect(cache.get('a', 500)?.user.id).toBe('u1');
    expect(cache.get('a', 999)).toBeDefined();
    expect(cache.get('a', 1000)).toBeUndefined();
  });

  it('forgets one sign-in, or all of a user’s, or everything', () => {
    const cache = new SignInCache(1000);
    cache.set('a', signIn('u1'), 0, cache.mark());
    cache.set('b', signIn('u1'), 0, cache.mark());
    cache.set('c', signIn('u2'), 0, cache.mark());
    cache.forgetSignIn('a');
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('b', 1)).toBeDefined();
    cache.forgetUser('u1');
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.get('c', 1)).toBeDefined();
    cache.clear();
    expect(cache.get('c', 1)).toBeUndefined();
  });

  it('does not keep a read that started before a sign-in was forgotten', () => {
    const cache = new SignInCache(1000);
    const mark = cache.mark();
    // The sign-out lands while the read is in flight: its (stale) result must not be kept.
    cache.forgetSignIn('a');
    cache.set('a', signIn('u1'), 0, mark);
    expect(cache.get('a', 1)).toBeUndefined();
  });

  it('asks for one background read once an entry is past half its time, and again after it', () => {
    const cache = new SignInCache(1000);
    expect(cache.claimRefresh('a', 0)).toBe(false); // nothing cached: the caller reads anyway
    cache.set('a', signIn('u1'), 0, cache.mark());
    expect(cache.claimRefresh('a', 499)).toBe(false);
    expect(cache.claimRefresh('a', 500)).toBe(true);
    // One read at a time; the entry still answers meanwhile.
    expect(cache.claimRefresh('a', 600)).toBe(false);
    expect(cache.get('a', 600)).toBeDefined();
    // The read failed: the next use may try again.
    cache.refreshSettled('a');
    expect(cache.claimRefresh('a', 700)).toBe(true);
    // It succeeded: the entry is new and lives from that read.
    cache.set('a', signIn('u1'), 700, cache.mark());
    cache.refreshSettled('a');
    expect(cache.get('a', 1600)).toBeDefined();
    expect(cache.claimRefresh('a', 1100)).toBe(false);
    expect(cache.claimRefresh('a', 1200)).toBe(true);
  });

  it('holds at most its limit, dropping the oldest first', () => {
    const cache = new SignInCache(1000, 2);
    cache.set('a', signIn('u1'), 0, cache.mark());
    cache.set('b', signIn('u2'), 0, cache.mark());
    cache.set('c', signIn('u3'), 0, cache.mark());
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('b', 1)).toBeDefined();
    expect(cache.get('c', 1)).toBeDefined();
  });
});
