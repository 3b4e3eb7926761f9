import { describe, expect, it } from 'vitest';

import { ASK_NOW_AFTER_MS, type Message } from '@kindred/shared/sessions';

import { localMessage } from './messages';
import { askNowAvailableAt } from './turn';

const at = (second: number) => new Date(Date.UTC(2025, 0, 6, 10, 0, second)).toISOString();
let sequence = 0;
const said = (author: Message['author'], second: number, extra: Partial<Message> = {}) => {
  sequence += 1;
  return {
    id: `m${sequence}`,
    therapy_session_id: 's1',
    content: `said at ${second}`,
    author,
    timestamp: at(second),
    read: false,
    client_id: null,
    visibility: 'shared',
    safety: null,
    ...extra,
  } satisfies Message;
};
const due = (second: number) => Date.parse(at(second)) + ASK_NOW_AFTER_MS;

describe('askNowAvailableAt', () => {
  it('is ASK_NOW_AFTER_MS after my last message when I have written since the reply and my partner has not', () => {
    const messages = [said('therapist', 1), said('partnerA', 5), said('partnerA', 9)];
    expect(askNowAvailableAt(messages, 'partnerA')).toBe(due(9));
  });

  it('is null when my partner has written since the reply too (the therapist answers anyway)', () => {
    const messages = [said('therapist', 1), said('partnerB', 3), said('partnerA', 5)];
    expect(askNowAvailableAt(messages, 'partnerA')).toBeNull();
    expect(askNowAvailableAt(messages, 'partnerB')).toBeNull();
  });

  it('is null when I have not written since the reply', () => {
    expect(askNowAvailableAt([said('therapist', 1)], 'partnerA')).toBeNull();
    expect(askNowAvailableAt([said('partnerA', 1), said('therapist', 2)], 'partnerA')).toBeNull();
    // My partner waiting on me is theirs to ask, not mine.
    expect(askNowAvailableAt([said('therapist', 1), said('partnerB', 2)], 'partnerA')).toBeNull();
    expect(askNowAvailableAt([], 'partnerA')).toBeNull();
  });

  it('counts from the start when the therapist has not spoken yet', () => {
    expect(askNowAvailableAt([said('partnerB', 4)], 'partnerB')).toBe(due(4));
  });

  it('counts only what reaches the therapist: not my unsent copies, not held or kept messages', () => {
    const base = [said('therapist', 1), said('partnerA', 5)];
    const sending = localMessage({
      therapy_session_id: 's1',
      content: 'on its way',
      client_id: 'c1',
      author: 'partnerA',
    });
    expect(askNowAvailableAt([...base, sending], 'partnerA')).toBe(due(5));
    expect(
      askNowAvailableAt([...base, said('partnerA', 8, { visibility: 'kept' })], 'partnerA'),
    ).toBe(due(5));
    expect(
      askNowAvailableAt(
        [said('therapist', 1), said('partnerA', 8, { visibility: 'private' })],
        'partnerA',
      ),
    ).toBeNull();
  });
});
