import { describe, expect, it } from 'vitest';

import type { Message } from '@kindred/shared/sessions';

import {
  catchUpFrom,
  type ChatMessage,
  isLocalMessage,
  lastStoredTimestamp,
  localMessage,
  markLocalMessage,
  mergeMessages,
  messageLength,
  newClientId,
} from './messages';

const at = (second: number) => new Date(Date.UTC(2025, 0, 6, 10, 0, second)).toISOString();
const stored = (id: string, second: number, extra: Partial<Message> = {}): Message => ({
  id,
  therapy_session_id: 's1',
  content: `message ${id}`,
  author: 'partnerB',
  timestamp: at(second),
  read: false,
  client_id: null,
  visibility: 'shared',
  safety: null,
  ...extra,
});
const local = (clientId: string, content = 'draft') =>
  localMessage({ therapy_session_id: 's1', content, client_id: clientId, author: 'partnerA' });

describe('mergeMessages', () => {
  it('adds new messages in timestamp order and keeps local copies last', () => {
    const pending = local('c1');
    const merged = mergeMessages([stored('b', 2), pending], [stored('a', 1), stored('c', 3)]);
    expect(merged.map((m) => m.id)).toEqual(['a', 'b', 'c', pending.id]);
  });

  it('does not duplicate a message it already holds, and returns the same list then', () => {
    const current: ChatMessage[] = [stored('a', 1), stored('b', 2)];
    expect(mergeMessages(current, [stored('a', 1)])).toBe(current);
    expect(mergeMessages(current, [])).toBe(current);
  });

  it('replaces the local copy that has the same client_id', () => {
    const pending = local('c1', 'hello');
    const merged = mergeMessages(
      [stored('a', 1), pending],
      [stored('x', 5, { author: 'partnerA', content: 'hello', client_id: 'c1' })],
    );
    expect(merged.map((m) => m.id)).toEqual(['a', 'x']);
    expect(merged.some(isLocalMessage)).toBe(false);
  });

  it('takes the stored version when a message changed', () => {
    const merged = mergeMessages([stored('a', 1)], [stored('a', 1, { read: true })]);
    expect(merged[0]!.read).toBe(true);
  });

  it('replaces a held message by id when its visibility changes, never duplicating it', () => {
    const verdict = { category: 'self_harm', severity: 'high', language: 'en' } as const;
    const held = stored('h', 2, { author: 'partnerA', visibility: 'private', safety: verdict });
    const current: ChatMessage[] = [stored('a', 1), held];

    const kept = mergeMessages(current, [{ ...held, visibility: 'kept' }]);
    expect(kept.map((m) => m.id)).toEqual(['a', 'h']);
    expect(kept[1]).toMatchObject({ visibility: 'kept', safety: verdict });

    // A copy without the verdict (a live frame) keeps the one the writer was told.
    const shared = mergeMessages(kept, [{ ...held, visibility: 'shared', safety: null }]);
    expect(shared.map((m) => m.id)).toEqual(['a', 'h']);
    expect(shared[1]).toMatchObject({ visibility: 'shared', safety: verdict });
    expect(mergeMessages(shared, [{ ...held, visibility: 'shared', safety: null }])).toBe(shared);
  });
});

describe('markLocalMessage', () => {
  it('marks a local copy failed and back to sending, leaving stored messages alone', () => {
    const pending = local('c1');
    const failed = markLocalMessage([stored('a', 1), pending], 'c1', {
      delivery: 'failed',
      error: 'Not sent',
      retryable: true,
    });
    expect(failed[1]).toMatchObject({ delivery: 'failed', error: 'Not sent', retryable: true });
    const again = markLocalMessage(failed, 'c1', { delivery: 'sending' });
    expect(again[1]!.delivery).toBe('sending');
    expect(again[1]).not.toHaveProperty('error');
    const untouched = [stored('a', 1, { client_id: 'c9' })];
    expect(markLocalMessage(untouched, 'c9', { delivery: 'failed' })).toBe(untouched);
  });
});

describe('catch-up helpers', () => {
  it('starts five seconds before the newest stored message', () => {
    const list: ChatMessage[] = [stored('a', 1), stored('b', 30), local('c1')];
    expect(lastStoredTimestamp(list)).toBe(at(30));
    expect(catchUpFrom(at(30))).toBe(at(25));
    expect(lastStoredTimestamp([local('c2')])).toBeNull();
  });
});

describe('messageLength and newClientId', () => {
  it('counts code points of the trimmed text, as the server does', () => {
    expect(messageLength('  hi  ')).toBe(2);
    expect(messageLength('🙌🙌')).toBe(2);
  });

  it('makes a v4 UUID even without crypto.randomUUID', () => {
    expect(newClientId()).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(newClientId()).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});
