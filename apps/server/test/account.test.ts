import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { authSessions } from '@/db/schema/auth-sessions';
import { messages } from '@/db/schema/messages';
import { relationships } from '@/db/schema/relationships';
import { therapySessions } from '@/db/schema/therapy-sessions';
import { users } from '@/db/schema/users';

import { type TestApp, startTestApp } from './helpers/app';
import { TEST_DB_KIND } from './helpers/database';
import { createCouple, createSessionWithMessages, createUser } from './helpers/factories';

describe(`account and preferences (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('returns defaults before anything is chosen', async () => {
    const a = await createUser(t);
    const { status, body } = await a.call('GET', '/api/preferences');
    expect(status).toBe(200);
    expect(body).toEqual({
      profile: null,
      therapist_style: {
        personaId: 'dr-emma',
        empathy: 7,
        directness: 5,
        messageLength: 6,
        usesEmojis: true,
        formalLanguage: false,
        language: 'english',
      },
      notifications: {
        session: { email: true, push: true, inApp: true },
        checkin: { email: false, push: true, inApp: true },
        training: { email: true, push: false, inApp: true },
        partner: { email: true, push: true, inApp: true },
      },
      contact_email: null,
      inside_jokes: [],
      country: null,
    });
  });

  it('saves the country whose crisis lines to show, and refuses one it has none for', async () => {
    const user = await createUser(t);
    const saved = await user.call('PUT', '/api/preferences', { country: 'ES' });
    expect(saved).toMatchObject({ status: 200, body: { country: 'ES' } });
    expect((await user.call('GET', '/api/preferences')).body.country).toBe('ES');
    const unknown = await user.call('PUT', '/api/preferences', { country: 'XX' });
    expect(unknown.status).toBe(400);
    const cleared = await user.call('PUT', '/api/preferences', { country: null });
    expect(cleared.body.country).toBeNull();
  });

  it('saves the profile and a validated contact e-mail', async () => {
    const a = await createUser(t);
    const saved = await a.call('PUT', '/api/preferences', {
      profile: { name: '  Robin  ', avatar: 'avatar-2' },
      contact_email: 'robin@example.org',
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      profile: { name: 'Robin', avatar: 'avatar-2' },
      contact_email: 'robin@example.org',
    });
    const bad = await a.call('PUT', '/api/preferences', { contact_email: 'not-an-email' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toContain('Enter a valid e-mail address');
    const unknown = await a.call('PUT', '/api/preferences', { is_admin: true });
    expect(unknown.status).toBe(400);
    const wrongType = await a.call('PUT', '/api/preferences', {
      profile: { name: 42, avatar: null },
    });
    expect(wrongType.status).toBe(400);
    // Nothing of the refused requests was stored.
    expect((await a.call('GET', '/api/preferences')).body.contact_email).toBe('robin@example.org');
  });

  it("makes a style chosen inside a couple the couple's style", async () => {
    const { owner, partner } = await createCouple(t);
    const style = {
      personaId: 'dr-james',
      empathy: 6,
      directness: 9,
      messageLength: 4,
      usesEmojis: false,
      formalLanguage: true,
      language: 'french',
    };
    expect((await owner.call('PUT', '/api/preferences', { therapist_style: style })).status).toBe(
      200,
    );
    expect((await partner.call('GET', '/api/preferences')).body.therapist_style).toEqual(style);
    expect((await partner.call('GET', '/api/relationships')).body.therapist_style).toEqual(style);
    const outOfRange = await owner.call('PUT', '/api/preferences', {
      therapist_style: { ...style, empathy: 11 },
    });
    expect(outOfRange.status).toBe(400);
  });

  it("shows the partner's profile name once they set it", async () => {
    const { owner, partner } = await createCouple(t);
    await partner.call('PUT', '/api/preferences', { profile: { name: 'Bee', avatar: 'avatar-5' } });
    const view = await owner.call('GET', '/api/relationships');
    expect(view.body).toMatchObject({
      partner_name: 'Bee',
      partner_avatar: 'avatar-5',
      partner: { name: 'Bee', avatar: 'avatar-5' },
    });
  });

  it('exports everything stored about the user as a JSON attachment', async () => {
    const { owner, relationshipId } = await createCouple(t);
    await owner.call('PUT', '/api/preferences', { contact_email: 'alex@example.org' });
    await createSessionWithMessages(t, relationshipId);
    const response = await owner.browser.request('/api/account/export');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="kindred-export-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = (await response.json()) as any;
    expect(data.user).toMatchObject({ id: owner.id, email: owner.email });
    expect(data.preferences.contact_email).toBe('alex@example.org');
    expect(data.relationship).toMatchObject({ id: relationshipId, role: 'owner' });
    expect(data.therapy_sessions).toHaveLength(1);
    expect(data.therapy_sessions[0].messages.map((m: any) => m.content)).toContain(
      'I feel unheard lately.',
    );
  });

  it("deleting the owner's account removes the couple, its sessions and messages, and signs out", async () => {
    const { owner, partner, relationshipId } = await createCouple(t);
    const session = await createSessionWithMessages(t, relationshipId);
    const response = await owner.call('DELETE', '/api/account');
    expect(response.status).toBe(204);
    expect((await owner.call('GET', '/api/me')).status).toBe(401);
    const db = t.database.db;
    expect(await db.select().from(users).where(eq(users.id, owner.id))).toEqual([]);
    expect(await db.select().from(authSessions).where(eq(authSessions.userId, owner.id))).toEqual(
      [],
    );
    expect(
      await db.select().from(relationships).where(eq(relationships.id, relationshipId)),
    ).toEqual([]);
    expect(
      await db.select().from(messages).where(eq(messages.therapySessionId, session.id)),
    ).toEqual([]);
    expect((await partner.call('GET', '/api/relationships')).status).toBe(404);
  });

  it("deleting the partner's account clears the partner fields and their conversations", async () => {
    const { owner, partner, relationshipId } = await createCouple(t);
    await createSessionWithMessages(t, relationshipId);
    expect((await partner.call('DELETE', '/api/account')).status).toBe(204);
    const db = t.database.db;
    const [row] = await db.select().from(relationships).where(eq(relationships.id, relationshipId));
    expect(row).toMatchObject({ partnerId: null, partnerName: null, partnerAvatar: null });
    expect(
      await db
        .select()
        .from(therapySessions)
        .where(eq(therapySessions.relationshipId, relationshipId)),
    ).toEqual([]);
    expect((await owner.call('GET', '/api/relationships')).body.partner).toBeNull();
    expect(await db.select().from(users).where(eq(users.id, partner.id))).toEqual([]);
  });
});
