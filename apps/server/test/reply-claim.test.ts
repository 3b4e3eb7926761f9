import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { claimReply, finishReply, insertReplyOnce } from '@/modules/therapist/therapist.repository';

import { type TestApp, startTestApp } from './helpers/app';
import { TEST_DB_KIND } from './helpers/database';
import { createCoupleInSession, storeMessage } from './helpers/factories';

// The claim is one statement (reply_slot_free, drizzle/0009): exactly one claimant wins a
// firing, and one session's replies are written one after another.
describe(`claiming a therapist reply (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { THERAPIST_REPLY_DELAY_MS: '60000' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function firing(sessionId: string, userId: string, n: number) {
    const { row } = await storeMessage(t.database.db, {
      sessionId,
      author: 'partnerA',
      authorUserId: userId,
      content: `message ${n}`,
    });
    await insertReplyOnce(t.database.db, {
      triggerMessageId: row.id,
      sessionId,
      windowKey: `test-${n}`,
      kind: 'turn',
      // Not due for an hour: the app's own therapist leaves them to the test.
      dueAt: new Date(Date.now() + 3_600_000),
    });
    return row.id;
  }

  it('gives a firing to one claimant of several racing', async () => {
    const { owner, sessionId } = await createCoupleInSession(t);
    const trigger = await firing(sessionId, owner.id, 1);
    const claims = await Promise.all(
      Array.from({ length: 4 }, () => claimReply(t.database.db, trigger, 90)),
    );
    const won = claims.filter((c) => typeof c === 'object');
    expect(won).toHaveLength(1);
    expect(won[0]).toMatchObject({ triggerMessageId: trigger, status: 'running', attempts: 1 });
    expect(claims.filter((c) => c === undefined)).toHaveLength(3);
  });

  it('answers busy while another reply of the session is written, and takes it once that ends', async () => {
    const { owner, sessionId } = await createCoupleInSession(t);
    const first = await firing(sessionId, owner.id, 1);
    const second = await firing(sessionId, owner.id, 2);
    expect(await claimReply(t.database.db, first, 90)).toMatchObject({ status: 'running' });
    expect(await claimReply(t.database.db, second, 90)).toBe('busy');
    // A reply already running under a live lease is nobody else's to take.
    expect(await claimReply(t.database.db, first, 90)).toBeUndefined();
    await finishReply(t.database.db, first, 'done');
    expect(await claimReply(t.database.db, second, 90)).toMatchObject({
      triggerMessageId: second,
      status: 'running',
    });
    // An expired lease (its instance died) may be taken over.
    await finishReply(t.database.db, second, 'done');
    const third = await firing(sessionId, owner.id, 3);
    expect(await claimReply(t.database.db, third, -1)).toMatchObject({ attempts: 1 });
    expect(await claimReply(t.database.db, third, 90)).toMatchObject({ attempts: 2 });
  });
});
