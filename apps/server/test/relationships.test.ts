import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { RELATIONSHIP_ERRORS as E } from '@kindred/shared/relationships';

import { messages } from '@/db/schema/messages';
import { relationships } from '@/db/schema/relationships';
import { therapySessions } from '@/db/schema/therapy-sessions';

import { type TestApp, startTestApp } from './helpers/app';
import { TEST_DB_KIND } from './helpers/database';
import { createCouple, createSessionWithMessages, createUser } from './helpers/factories';

describe(`couples: invitations, acceptance, removal (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('has no relationship until one is created (404, silent for the dashboard)', async () => {
    const a = await createUser(t);
    const response = await a.call('GET', '/api/relationships');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: E.noRelationship, code: 'relationship.noRelationship' });
  });

  it('answers "no couple yet" as 200 null on /api/relationships/current, then the couple', async () => {
    const a = await createUser(t);
    const none = await a.call('GET', '/api/relationships/current');
    expect(none.status).toBe(200);
    expect(none.body).toBeNull();

    const created = await a.call('POST', '/api/relationships');
    const current = await a.call('GET', '/api/relationships/current');
    expect(current.status).toBe(200);
    expect(current.body).toEqual((await a.call('GET', '/api/relationships')).body);
    expect(current.body).toMatchObject({ id: created.body.id, role: 'owner' });
  });

  it('creates an invitation with an 8-character base-36 code and rotates it on request', async () => {
    const a = await createUser(t, { name: 'Alex' });
    const created = await a.call('POST', '/api/relationships');
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      user_id: a.id,
      partner_id: null,
      role: 'owner',
      partner: null,
    });
    expect(created.body.invite_code).toMatch(/^[0-9a-z]{8}$/);

    const rotated = await a.call('POST', '/api/relationships');
    expect(rotated.body.id).toBe(created.body.id);
    expect(rotated.body.invite_code).not.toBe(created.body.invite_code);
    // The old link no longer works.
    const b = await createUser(t);
    const old = await b.call('GET', `/api/relationships/invite/${created.body.invite_code}`);
    expect(old.status).toBe(404);
    expect(old.body).toEqual({ error: E.invalidOrExpired, code: 'relationship.invalidOrExpired' });
  });

  it('shows who invites, and refuses malformed or unknown codes', async () => {
    const a = await createUser(t, { name: 'Alex Inviter' });
    await a.call('PUT', '/api/preferences', { profile: { name: 'Alex A.', avatar: 'avatar-3' } });
    const { body } = await a.call('POST', '/api/relationships');
    const b = await createUser(t);
    const lookup = await b.call('GET', `/api/relationships/invite/${body.invite_code}`);
    expect(lookup.status).toBe(200);
    expect(lookup.body).toEqual({ inviter_name: 'Alex A.', inviter_avatar: 'avatar-3' });
    for (const code of ['zzzzzzzz', 'short', 'UPPER!!!', '%27%20or%201%3D1']) {
      const response = await b.call('GET', `/api/relationships/invite/${code}`);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({
        error: E.invalidOrExpired,
        code: 'relationship.invalidOrExpired',
      });
    }
  });

  it('connects the partner on acceptance, seen from both sides', async () => {
    const { owner, partner, relationshipId } = await createCouple(t);
    const fromOwner = await owner.call('GET', '/api/relationships');
    expect(fromOwner.body).toMatchObject({
      id: relationshipId,
      role: 'owner',
      partner_id: partner.id,
      partner_name: 'Blake',
      partner: { id: partner.id, name: 'Blake' },
    });
    const fromPartner = await partner.call('GET', '/api/relationships');
    expect(fromPartner.body).toMatchObject({
      id: relationshipId,
      role: 'partner',
      invite_code: null,
      partner: { id: owner.id, name: 'Alex' },
    });
  });

  it('refuses an own, empty, used or unknown code with an error code and message', async () => {
    const inviter = await createUser(t);
    const { body: open } = await inviter.call('POST', '/api/relationships');
    const own = await inviter.call('POST', '/api/relationships/accept', {
      invite_code: open.invite_code,
    });
    expect(own).toMatchObject({
      status: 400,
      body: { error: E.ownInvitation, code: 'relationship.ownInvitation' },
    });

    // A used code changed when the partner joined: it is as unknown as any other (issue 15).
    const { partner, inviteCode } = await createCouple(t);
    const late = await createUser(t);
    const taken = await late.call('POST', '/api/relationships/accept', { invite_code: inviteCode });
    expect(taken).toMatchObject({
      status: 404,
      body: { error: E.invalidOrExpired, code: 'relationship.invalidOrExpired' },
    });

    const empty = await late.call('POST', '/api/relationships/accept', { invite_code: '' });
    expect(empty).toMatchObject({
      status: 400,
      body: { error: E.invalidLink, code: 'relationship.invalidLink' },
    });

    const unknown = await late.call('POST', '/api/relationships/accept', {
      invite_code: 'abcdefgh',
    });
    expect(unknown).toMatchObject({
      status: 404,
      body: { error: E.invalidOrExpired, code: 'relationship.invalidOrExpired' },
    });

    // The partner who accepted it gets the same answer, and stays in the couple.
    const again = await partner.call('POST', '/api/relationships/accept', {
      invite_code: inviteCode,
    });
    expect(again).toMatchObject({
      status: 404,
      body: { error: E.invalidOrExpired, code: 'relationship.invalidOrExpired' },
    });
    expect((await partner.call('GET', '/api/relationships')).body.role).toBe('partner');
  });

  it('refuses a person who already has a couple instead of silently switching', async () => {
    const { partner } = await createCouple(t);
    const other = await createUser(t);
    const { body } = await other.call('POST', '/api/relationships');
    const response = await partner.call('POST', '/api/relationships/accept', {
      invite_code: body.invite_code,
    });
    expect(response).toMatchObject({
      status: 409,
      body: { error: E.alreadyConnected, code: 'relationship.alreadyConnected' },
    });
    // …and a connected partner cannot start another invitation either.
    expect((await partner.call('POST', '/api/relationships')).status).toBe(409);
  });

  it('lets someone with only an unaccepted invitation of their own accept another', async () => {
    const c = await createUser(t);
    const mine = await c.call('POST', '/api/relationships');
    const d = await createUser(t);
    const theirs = await d.call('POST', '/api/relationships');
    const response = await c.call('POST', '/api/relationships/accept', {
      invite_code: theirs.body.invite_code,
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: theirs.body.id, role: 'partner' });
    const [gone] = await t.database.db
      .select()
      .from(relationships)
      .where(eq(relationships.id, mine.body.id));
    expect(gone).toBeUndefined();
  });

  it('lets exactly one of two simultaneous acceptances win', async () => {
    const a = await createUser(t);
    const { body } = await a.call('POST', '/api/relationships');
    const [b, c] = await Promise.all([createUser(t), createUser(t)]);
    const results = await Promise.all([
      b.call('POST', '/api/relationships/accept', { invite_code: body.invite_code }),
      c.call('POST', '/api/relationships/accept', { invite_code: body.invite_code }),
    ]);
    // The winner's acceptance changed the code: the other finds it gone.
    expect(results.map((r) => r.status).sort()).toEqual([200, 404]);
  });

  it('removal by the owner clears the partner and the code and deletes sessions and messages', async () => {
    const { owner, partner, relationshipId } = await createCouple(t);
    const session = await createSessionWithMessages(t, relationshipId);
    const response = await owner.call('DELETE', '/api/relationships/partner');
    expect(response.status).toBe(204);
    const [row] = await t.database.db
      .select()
      .from(relationships)
      .where(eq(relationships.id, relationshipId));
    expect(row).toMatchObject({
      partnerId: null,
      partnerName: null,
      partnerAvatar: null,
      inviteCode: null,
    });
    expect(
      await t.database.db.select().from(therapySessions).where(eq(therapySessions.id, session.id)),
    ).toEqual([]);
    expect(
      await t.database.db.select().from(messages).where(eq(messages.therapySessionId, session.id)),
    ).toEqual([]);
    expect((await partner.call('GET', '/api/relationships')).status).toBe(404);
  });

  it('removal by the partner gives the owner a new invitation code', async () => {
    const { owner, partner, relationshipId, inviteCode } = await createCouple(t);
    await createSessionWithMessages(t, relationshipId);
    expect((await partner.call('DELETE', '/api/relationships/partner')).status).toBe(204);
    const view = await owner.call('GET', '/api/relationships');
    expect(view.body).toMatchObject({ partner_id: null, partner: null });
    expect(view.body.invite_code).toMatch(/^[0-9a-z]{8}$/);
    expect(view.body.invite_code).not.toBe(inviteCode);
    expect(
      await t.database.db
        .select()
        .from(therapySessions)
        .where(eq(therapySessions.relationshipId, relationshipId)),
    ).toEqual([]);
  });

  it('says what is wrong when there is nothing to remove', async () => {
    const loner = await createUser(t);
    expect(await loner.call('DELETE', '/api/relationships/partner')).toMatchObject({
      status: 404,
      body: { error: E.noRelationshipToRemove, code: 'relationship.noRelationshipToRemove' },
    });
    await loner.call('POST', '/api/relationships');
    expect(await loner.call('DELETE', '/api/relationships/partner')).toMatchObject({
      status: 409,
      body: { error: E.noPartnerToRemove, code: 'relationship.noPartnerToRemove' },
    });
  });

  it('limits invitation look-ups per user with Retry-After', async () => {
    const guesser = await createUser(t);
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 22; i++) {
      const response = await guesser.call(
        'GET',
        `/api/relationships/invite/${String(i).padStart(8, '0')}`,
      );
      statuses.push(response.status);
      if (response.status === 429) retryAfter = response.headers.get('retry-after');
    }
    expect(statuses.filter((s) => s === 404)).toHaveLength(20);
    expect(statuses.at(-1)).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });
});
