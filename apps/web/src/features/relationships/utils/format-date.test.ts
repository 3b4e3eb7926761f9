import { describe, expect, it } from 'vitest';

import { formatShortDate } from './format-date';

describe('formatShortDate', () => {
  it('writes MM/dd/yyyy with leading zeros, in local time', () => {
    expect(formatShortDate(new Date(2025, 2, 7, 23, 59).toISOString())).toBe('03/07/2025');
    expect(formatShortDate(new Date(2024, 11, 31, 0, 1).toISOString())).toBe('12/31/2024');
  });

  it('writes nothing for a date it cannot read', () => {
    expect(formatShortDate('not a date')).toBe('');
  });
});
