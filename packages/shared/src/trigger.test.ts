import { describe, expect, it } from 'vitest';

import { firingsOf } from './trigger';

describe('firingsOf (the reply rule: both partners have written since the last answer)', () => {
  it('fires on the message that completes a window, as a last-two-messages rule first does', () => {
    expect(firingsOf(['therapist', 'partnerA', 'partnerB'])).toEqual([2]);
    expect(firingsOf(['therapist', 'partnerB', 'partnerA'])).toEqual([2]);
    expect(firingsOf(['partnerA', 'therapist', 'partnerB'])).toEqual([2]);
  });

  it('does not fire while only one partner has written', () => {
    expect(firingsOf(['therapist', 'partnerA'])).toEqual([]);
    expect(firingsOf(['therapist', 'partnerA', 'partnerA', 'partnerA'])).toEqual([]);
    expect(firingsOf([])).toEqual([]);
  });

  it('does not fire again when the invited partner answers before the other has', () => {
    // A and B answer; the therapist replies; B (invited first) answers: a last-two-messages rule
    // would fire here (last two partner messages A, B), this one waits for A.
    const authors = ['partnerA', 'partnerB', 'therapist', 'partnerB'] as const;
    expect(firingsOf(authors)).toEqual([1]);
    expect(firingsOf([...authors, 'partnerB', 'partnerA'])).toEqual([1, 5]);
  });

  it('fires once per window however many messages each partner sends', () => {
    expect(
      firingsOf([
        'partnerA',
        'partnerA',
        'partnerB',
        'therapist',
        'partnerB',
        'partnerA',
        'partnerB',
        'therapist',
      ]),
    ).toEqual([2, 5]);
  });

  it('counts a line written while the answer is due towards the exchange it answers', () => {
    // A and B fire; B adds a line before the therapist's answer appears; after it, A writes:
    // B's extra line came before the answer, so the next firing waits for B.
    const authors = ['partnerA', 'partnerB', 'partnerB', 'therapist', 'partnerA'] as const;
    expect(firingsOf(authors)).toEqual([1]);
    expect(firingsOf([...authors, 'partnerB'])).toEqual([1, 5]);
    // Both write again before the answer: still one firing for the exchange.
    expect(firingsOf(['partnerA', 'partnerB', 'partnerA', 'partnerB', 'therapist'])).toEqual([1]);
  });
});
