import { describe, expect, it } from 'vitest';

import { activeDays, countExchanges, type ChatLine, lastDays } from './compute';

const at = (iso: string) => new Date(iso);

describe('weekly check-ins: active days of the last 7', () => {
  const now = at('2025-03-10T10:00:00Z');

  it('counts each day once, today included, and nothing older than 7 days', () => {
    expect(lastDays(now, 'UTC', 7)).toEqual([
      '2025-03-10',
      '2025-03-09',
      '2025-03-08',
      '2025-03-07',
      '2025-03-06',
      '2025-03-05',
      '2025-03-04',
    ]);
    const activity = [
      at('2025-03-10T08:00:00Z'),
      at('2025-03-10T09:00:00Z'),
      at('2025-03-08T20:00:00Z'),
      at('2025-03-04T00:30:00Z'),
      at('2025-03-03T23:59:00Z'),
    ];
    expect(activeDays(activity, now, 'UTC', 7)).toBe(3);
    expect(activeDays([], now, 'UTC', 7)).toBe(0);
  });

  it("counts in the reader's time zone", () => {
    // 23:30 UTC on the 3rd is already the 4th in Paris (inside the window), not in New York.
    const late = [at('2025-03-03T23:30:00Z')];
    expect(activeDays(late, now, 'UTC', 7)).toBe(0);
    expect(activeDays(late, now, 'Europe/Paris', 7)).toBe(1);
    expect(activeDays(late, now, 'America/New_York', 7)).toBe(0);
  });
});

describe('communication: exchanges in which both partners wrote', () => {
  const line = (author: ChatLine['author'], sessionId = 's1'): ChatLine => ({ sessionId, author });

  it('counts runs answered by the therapist, mutual when both wrote', () => {
    const lines = [
      line('therapist'), // welcome: no exchange
      line('partnerA'),
      line('partnerB'),
      line('therapist'), // mutual
      line('partnerA'),
      line('partnerA'),
      line('therapist'), // one-sided ('Ask now')
      line('partnerB'),
      line('partnerA'),
      line('therapist'), // mutual
    ];
    expect(countExchanges(lines)).toEqual({ exchanges: 3, mutual: 2 });
  });

  it('leaves a one-sided run out while it waits for the other partner, counts it once both wrote', () => {
    expect(countExchanges([line('therapist'), line('partnerA')])).toEqual({
      exchanges: 0,
      mutual: 0,
    });
    expect(countExchanges([line('partnerA'), line('partnerB')])).toEqual({
      exchanges: 1,
      mutual: 1,
    });
  });

  it('never joins the runs of two sessions', () => {
    const lines = [line('partnerA', 's1'), line('partnerB', 's2'), line('therapist', 's2')];
    expect(countExchanges(lines)).toEqual({ exchanges: 1, mutual: 0 });
  });
});
