import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { therapySessions } from '@/db/schema/therapy-sessions';

import { type TestApp, startTestApp } from './helpers/app';
import { TEST_DB_KIND } from './helpers/database';
import { createCouple, createSessionWithMessages, createUser } from './helpers/factories';

describe(`in-app notices after a partner deletes their account (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('has none to begin with', async () => {
    const a = await createUser(t);
    const response = await a.call('GET', '/api/notifications');
    expect(response.status).toBe(200);
    expect(response.body).toEqual([]);
  });

  it('tells the owner that the partner left and that their shared sessions were deleted', async () => {
    const { owner, partner, relationshipId } = await createCouple(t);
    await partner.call('PUT', '/api/preferences', { profile: { name: 'Bee', avatar: 'avatar-2' } });
    const first = await createSessionWithMessages(t, relationshipId, 1);
    await t.database.db
      .update(therapySessions)
      .set({ status: 'completed', endedAt: new Date() })
      .where(eq(therapySessions.id, first.id));
    await createSessionWithMessages(t, relationshipId, 2);
    expect((await partner.call('DELETE', '/api/account')).status).toBe(204);

    const { status, body } = await owner.call('GET', '/api/notifications');
    expect(status).toBe(200);
    expect(body).toEqual([
      {
        id: expect.any(String),
        kind: 'partner_deleted_account',
        created_at: expect.any(String),
        data: { partner_name: 'Bee', sessions_deleted: 2, couple_deleted: false },
      },
    ]);
    // And it is true: the sessions are gone for the owner too.
    const sessions = await owner.call('GET', `/api/sessions?relationshipId=${relationshipId}`);
    expect(sessions.body).toEqual([]);
  });

  it('tells the invited partner that the owner left and their couple went with it', async () => {
    const { owner, partner, relationshipId } = await createCouple(t);
    await createSessionWithMessages(t, relationshipId);
    expect((await owner.call('DELETE', '/api/account')).status).toBe(204);

    const { body } = await partner.call('GET', '/api/notifications');
    expect(body).toHaveLength(1);
    expect(body[0]).toMatchObject({
      kind: 'partner_deleted_account',
      data: { partner_name: 'Alex', sessions_deleted: 1, couple_deleted: true },
    });
    expect((await partner.call('GET', '/api/relationships/current')).body).toBeNull();
  });

  it('leaves nobody a notice when there was no partner', async () => {
    const loner = await createUser(t);
    await loner.call('POST', '/api/relationships');
    expect((await loner.call('DELETE', '/api/account')).status).toBe(204);
    const other = await createUser(t);
    expect((await other.call('GET', '/api/notifications')).body).toEqual([]);
  });

  it("marks a notice read for its reader only, and hides others' notices", async () => {
    const { owner, partner } = await createCouple(t);
    await partner.call('DELETE', '/api/account');
    const [notice] = (await owner.call('GET', '/api/notifications')).body;

    const stranger = await createUser(t);
    // The same answer for someone else's notice and for an id that cannot exist.
    const notFound = {
      status: 404,
      body: { error: 'Notification not found', code: 'notification.notFound' },
    };
    expect(await stranger.call('POST', `/api/notifications/${notice.id}/read`)).toMatchObject(
      notFound,
    );
    expect((await owner.call('GET', '/api/notifications')).body).toHaveLength(1);
    expect(await stranger.call('POST', '/api/notifications/not-an-id/read')).toMatchObject(
      notFound,
    );

    expect((await owner.call('POST', `/api/notifications/${notice.id}/read`)).status).toBe(204);
    expect((await owner.call('GET', '/api/notifications')).body).toEqual([]);

    // Read, it is still the owner's data: the export has it.
    const exported = (await (await owner.browser.request('/api/account/export')).json()) as {
      notices: { id: string; read_at: string | null }[];
    };
    expect(exported.notices).toEqual([
      expect.objectContaining({ id: notice.id, kind: 'partner_deleted_account' }),
    ]);
    expect(exported.notices[0]!.read_at).not.toBeNull();
  });
});
