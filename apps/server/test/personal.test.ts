import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type TestApp, startTestApp } from './helpers/app';
import { TEST_DB_KIND } from './helpers/database';
import { createUser } from './helpers/factories';

describe(`training, waitlist and inside jokes (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("lists the five items with the caller's progress and saves it per user", async () => {
    const a = await createUser(t);
    const b = await createUser(t);
    const initial = await a.call('GET', '/api/training');
    expect(initial.body.map((i: any) => i.id)).toEqual([
      'course-1',
      'course-2',
      'quiz-1',
      'journal-1',
      'exercise-1',
    ]);
    expect(initial.body.every((i: any) => i.progress === 0 && !i.completed)).toBe(true);

    const saved = await a.call('PUT', '/api/training/journal-1', {
      progress: 100,
      data: { entries: ['She made me tea when I was tired.'] },
    });
    expect(saved.body).toMatchObject({
      id: 'journal-1',
      progress: 100,
      completed: true,
      data: { entries: ['She made me tea when I was tired.'] },
    });
    await a.call('PUT', '/api/training/course-1', { progress: 40, data: { step: 2 } });
    const after = await a.call('GET', '/api/training');
    expect(after.body.find((i: any) => i.id === 'course-1')).toMatchObject({
      progress: 40,
      completed: false,
      data: { step: 2 },
    });
    // Private to the user.
    expect((await b.call('GET', '/api/training')).body.every((i: any) => i.progress === 0)).toBe(
      true,
    );

    expect(await a.call('PUT', '/api/training/course-9', { progress: 10 })).toMatchObject({
      status: 404,
      body: { error: 'Training item not found', code: 'training.notFound' },
    });
    expect((await a.call('PUT', '/api/training/course-1', { progress: 101 })).status).toBe(400);
    expect(
      (await a.call('PUT', '/api/training/course-1', { progress: 10, extra: true })).status,
    ).toBe(400);
  });

  it('stores Notify Me sign-ups with a valid e-mail', async () => {
    const a = await createUser(t);
    const ok = await a.call('POST', '/api/integrations/waitlist', {
      app: 'signal',
      email: 'me@example.org',
    });
    expect(ok).toMatchObject({ status: 201, body: { app: 'signal', email: 'me@example.org' } });
    expect(
      (await a.call('POST', '/api/integrations/waitlist', { app: 'signal', email: 'nope' })).status,
    ).toBe(400);
    expect(
      (
        await a.call('POST', '/api/integrations/waitlist', {
          app: 'telegram',
          email: 'me@example.org',
        })
      ).status,
    ).toBe(400);
    const exported = await a.browser.request('/api/account/export');
    const data = (await exported.json()) as any;
    expect(data.integration_waitlist).toEqual([
      expect.objectContaining({ app: 'signal', email: 'me@example.org' }),
    ]);
  });

  it('keeps the inside-joke dictionary', async () => {
    const a = await createUser(t);
    const jokes = [{ phrase: 'pineapple', meaning: 'let us pause and breathe' }];
    expect(
      (await a.call('PUT', '/api/preferences', { inside_jokes: jokes })).body.inside_jokes,
    ).toEqual(jokes);
    expect((await a.call('GET', '/api/preferences')).body.inside_jokes).toEqual(jokes);
    const tooLong = await a.call('PUT', '/api/preferences', {
      inside_jokes: [{ phrase: 'x'.repeat(81), meaning: 'y' }],
    });
    expect(tooLong.status).toBe(400);
  });
});
