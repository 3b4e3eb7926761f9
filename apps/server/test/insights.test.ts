import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { messages } from '@/db/schema/messages';
import { therapySessions } from '@/db/schema/therapy-sessions';

import { type TestApp, startTestApp } from './helpers/app';
import { TEST_DB_KIND } from './helpers/database';
import { createCouple, createUser } from './helpers/factories';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe(`relationship health from real activity (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const empty = {
    has_data: false,
    weekly_checkins: { days: 0, of: 7 },
    communication: null,
  };

  /** One session whose lines were written at the given times (newest last). */
  async function chat(
    relationshipId: string,
    lines: { author: 'partnerA' | 'partnerB' | 'therapist'; at: Date; visibility?: 'private' }[],
  ) {
    const [session] = await t.database.db
      .insert(therapySessions)
      .values({ relationshipId, sessionNumber: 1 })
      .returning();
    await t.database.db.insert(messages).values(
      lines.map((line, i) => ({
        therapySessionId: session!.id,
        author: line.author,
        content: `line ${i}`,
        timestamp: line.at,
        ...(line.visibility
          ? { visibility: line.visibility, safetyCategory: 'partner_violence' as const }
          : {}),
      })),
    );
  }

  it('has no data for a new user, nor for a couple that has not talked yet', async () => {
    const loner = await createUser(t);
    const response = await loner.call('GET', '/api/relationships/current/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual(empty);

    const { owner } = await createCouple(t);
    expect((await owner.call('GET', '/api/relationships/current/health')).body).toEqual(empty);
  });

  it('counts the days either partner wrote or practised, and the exchanges both took part in', async () => {
    const { owner, partner, relationshipId } = await createCouple(t);
    // Noon three days ago (UTC), and the last few seconds (today, but for a test run in the
    // first seconds after midnight).
    const midnight = new Date().setUTCHours(0, 0, 0, 0);
    const threeDaysAgo = (minutes: number) =>
      new Date(midnight - 3 * DAY + 12 * HOUR + minutes * 60_000);
    const secondsAgo = (seconds: number) => new Date(Date.now() - seconds * 1000);
    await chat(relationshipId, [
      { author: 'therapist', at: new Date(Date.now() - 40 * DAY) }, // older than both windows
      { author: 'partnerA', at: new Date(Date.now() - 40 * DAY) },
      { author: 'therapist', at: threeDaysAgo(0) }, // welcome
      { author: 'partnerA', at: threeDaysAgo(1) },
      { author: 'partnerB', at: threeDaysAgo(2) },
      { author: 'therapist', at: threeDaysAgo(3) }, // exchange 1: both
      { author: 'partnerA', at: secondsAgo(3) },
      { author: 'therapist', at: secondsAgo(2) }, // exchange 2: only A ('Ask now')
      { author: 'partnerB', at: secondsAgo(1), visibility: 'private' }, // held: not counted
    ]);
    // The partner completes a practice today; an unfinished one is no check-in.
    expect((await partner.call('PUT', '/api/training/quiz-1', { progress: 100 })).status).toBe(200);
    expect((await partner.call('PUT', '/api/training/course-1', { progress: 40 })).status).toBe(
      200,
    );

    for (const who of [owner, partner]) {
      const { status, body } = await who.call('GET', '/api/relationships/current/health?tz=UTC');
      expect(status).toBe(200);
      expect(body.has_data).toBe(true);
      expect(body.communication).toEqual({ percent: 50, mutual: 1, exchanges: 2 });
      // 3 days ago (the first exchange) and today (the second, and the practice).
      expect(body.weekly_checkins).toEqual({ days: 2, of: 7 });
    }
  });

  it('refuses an unknown time zone', async () => {
    const { owner } = await createCouple(t);
    const response = await owner.call('GET', '/api/relationships/current/health?tz=Mars%2FOlympus');
    expect(response).toMatchObject({
      status: 400,
      body: { error: 'Invalid request: tz: unknown time zone', code: 'health.unknownTimeZone' },
    });
  });
});
