import { describe, expect, it } from 'vitest';

import { completesPair } from './trigger';

describe('completesPair (spec §4 trigger rule)', () => {
  it('fires when the last two partner messages are one from each partner', () => {
    expect(completesPair(['therapist', 'partnerA', 'partnerB'])).toBe(true);
    expect(completesPair(['therapist', 'partnerB', 'partnerA'])).toBe(true);
    expect(completesPair(['partnerA', 'therapist', 'partnerB'])).toBe(true);
  });

  it('does not fire for two messages by the same partner or a lone message', () => {
    expect(completesPair(['therapist', 'partnerA'])).toBe(false);
    expect(completesPair(['therapist', 'partnerA', 'partnerA'])).toBe(false);
    expect(completesPair(['partnerB', 'partnerA', 'partnerA'])).toBe(false);
    expect(completesPair([])).toBe(false);
  });

  it('looks only at the last two partner messages, ignoring therapist replies between them', () => {
    expect(completesPair(['partnerA', 'partnerB', 'therapist', 'partnerA'])).toBe(true);
    expect(completesPair(['partnerA', 'partnerA', 'therapist', 'partnerB'])).toBe(true);
  });

  it('never fires on a therapist message', () => {
    expect(completesPair(['partnerA', 'partnerB', 'therapist'])).toBe(false);
  });
});
