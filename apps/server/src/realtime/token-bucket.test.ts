import { describe, expect, it } from 'vitest';

import { TokenBucket } from './token-bucket';

describe('TokenBucket', () => {
  it('allows a burst of its capacity, then refills at its rate and never above capacity', () => {
    let now = 0;
    const bucket = new TokenBucket(3, 2, () => now);
    expect([bucket.take(), bucket.take(), bucket.take(), bucket.take()]).toEqual([
      true,
      true,
      true,
      false,
    ]);
    now += 250; // half a token: not yet one
    expect(bucket.take()).toBe(false);
    now += 250;
    expect(bucket.take()).toBe(true);
    expect(bucket.take()).toBe(false);
    now += 60_000; // a long pause refills to the capacity, not beyond
    expect([bucket.take(), bucket.take(), bucket.take(), bucket.take()]).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });
});
