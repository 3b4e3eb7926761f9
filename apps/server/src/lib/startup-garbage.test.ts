import { describe, expect, it } from 'vitest';

import { collectStartupGarbage } from './startup-garbage';

describe('the collection before listening', () => {
  it('frees what start-up left behind, and leaves no `gc` behind', () => {
    // About 16 MB of arrays that nothing holds once this returns.
    const leaveGarbage = () =>
      Array.from({ length: 2_000 }, (_, i) => Array.from({ length: 1_000 }, (__, j) => i + j))
        .length;
    expect(leaveGarbage()).toBe(2_000);
    const before = process.memoryUsage().heapUsed;
    const ms = collectStartupGarbage();
    // A young-generation collection alone would not free them all.
    expect(before - process.memoryUsage().heapUsed).toBeGreaterThan(8_000_000);
    expect(ms).toBeGreaterThan(0);
    expect((globalThis as { gc?: unknown }).gc).toBeUndefined();
  });
});
