import { describe, expect, it } from 'vitest';

import { sessionCompletionPercent } from './session-stats';

const s = (status: 'ongoing' | 'scheduled' | 'completed') => ({ status });

describe('sessionCompletionPercent', () => {
  it('is 0 without sessions', () => {
    expect(sessionCompletionPercent([])).toBe(0);
  });

  it('is completed over total, rounded', () => {
    expect(sessionCompletionPercent([s('completed'), s('ongoing'), s('scheduled')])).toBe(33);
    expect(sessionCompletionPercent([s('completed'), s('completed'), s('ongoing')])).toBe(67);
    expect(sessionCompletionPercent([s('completed')])).toBe(100);
    expect(sessionCompletionPercent([s('ongoing')])).toBe(0);
  });
});
