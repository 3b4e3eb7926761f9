import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { PROFILE_ERRORS } from '@kindred/shared/profile';
import { DEFAULT_THERAPIST_STYLE, styleForPersona } from '@kindred/shared/therapist-style';

import { messages } from '@/db/schema/messages';
import { relationships } from '@/db/schema/relationships';

import { type TestApp, startTestApp } from './helpers/app';
import { TEST_DB_KIND } from './helpers/database';
import { createCoupleInSession, createUser } from './helpers/factories';
import { LiveClient } from './helpers/live';
import { waitFor } from './helpers/wait';

// The couple's therapist persona and each partner's profile, as the chat shows them: one persona
// for the couple (whoever chose it last), names and pictures that can change after onboarding,
// and every change announced to the other partner.

describe(`persona and profile in the chat (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { THERAPIST_REPLY_DELAY_MS: '50' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it("names the couple's persona in the session, the same for both, after either changes it", async () => {
    const { owner, partner, sessionId } = await createCoupleInSession(t);
    for (const person of [owner, partner]) {
      const { body } = await person.call('GET', `/api/sessions/${sessionId}`);
      expect(body.therapist).toEqual({ persona_id: 'dr-emma', name: 'Dr. Emma' });
    }

    // The invited partner chooses Dr. James: it is the couple's therapist, for both.
    const chosen = await partner.call('PUT', '/api/preferences', {
      therapist_style: styleForPersona('dr-james'),
    });
    expect(chosen.status).toBe(200);
    for (const person of [owner, partner]) {
      const { body } = await person.call('GET', `/api/sessions/${sessionId}`);
      expect(body.therapist).toEqual({ persona_id: 'dr-james', name: 'Dr. James' });
    }

    // Then the owner chooses Dr. Olivia: the last choice is the couple's.
    await owner.call('PUT', '/api/preferences', {
      therapist_style: styleForPersona('dr-olivia'),
    });
    for (const person of [owner, partner]) {
      const { body } = await person.call('GET', `/api/sessions/${sessionId}`);
      expect(body.therapist).toEqual({ persona_id: 'dr-olivia', name: 'Dr. Olivia' });
    }
    // The messages stored before the change are all still there.
    const { body: list } = await partner.call('GET', `/api/sessions/${sessionId}/messages`);
    expect(list.map((m: { author: string }) => m.author)).toEqual(['therapist']);
  });

  it('lets the therapist introduce itself by the persona the couple chose', async () => {
    const { owner, partner, sessionId } = await createCoupleInSession(t);
    await owner.call('PUT', '/api/preferences', {
      therapist_style: styleForPersona('dr-olivia'),
    });
    await owner.call('POST', '/api/messages', {
      therapy_session_id: sessionId,
      content: 'We keep arguing about chores.',
    });
    await partner.call('POST', '/api/messages', {
      therapy_session_id: sessionId,
      content: 'I feel like I do everything.',
    });
    const replies = await waitFor(
      () => t.database.db.select().from(messages).where(eq(messages.therapySessionId, sessionId)),
      (rows) => rows.some((m) => m.author === 'therapist' && m.replyToMessageId),
    );
    const reply = replies.find((m) => m.author === 'therapist' && m.replyToMessageId)!;
    expect(reply.content).toContain("I'm Dr. Olivia, your AI facilitator");
    expect(reply.content).not.toContain('Dr. Emma');
  });

  it('makes a persona chosen before the couple existed the couple’s', async () => {
    // The inviter chose Dr. James before inviting anyone.
    const owner = await createUser(t, { name: 'Alex' });
    await owner.call('PUT', '/api/preferences', { therapist_style: styleForPersona('dr-james') });
    const { body: created } = await owner.call('POST', '/api/relationships');
    expect(created.therapist_style).toMatchObject({ personaId: 'dr-james' });

    // An invitee's earlier choice does not override the couple's.
    const partner = await createUser(t, { name: 'Blake' });
    await partner.call('PUT', '/api/preferences', {
      therapist_style: styleForPersona('dr-olivia'),
    });
    const accepted = await partner.call('POST', '/api/relationships/accept', {
      invite_code: created.invite_code,
    });
    expect(accepted.body.therapist_style).toMatchObject({ personaId: 'dr-james' });

    // A couple without a style takes the invitee's own earlier choice.
    const inviter = await createUser(t);
    const { body: open } = await inviter.call('POST', '/api/relationships');
    expect(open.therapist_style).toBeNull();
    const invitee = await createUser(t);
    await invitee.call('PUT', '/api/preferences', {
      therapist_style: styleForPersona('dr-olivia'),
    });
    const joined = await invitee.call('POST', '/api/relationships/accept', {
      invite_code: open.invite_code,
    });
    expect(joined.body.therapist_style).toMatchObject({ personaId: 'dr-olivia' });
    const [stored] = await t.database.db
      .select()
      .from(relationships)
      .where(eq(relationships.id, open.id as string));
    expect(stored!.therapistStyle).toMatchObject({ personaId: 'dr-olivia' });
    expect((await inviter.call('GET', '/api/preferences')).body.therapist_style).toMatchObject({
      personaId: 'dr-olivia',
    });
  });

  it("shows a partner's new name and picture in the session, and tells the other at once", async () => {
    const { owner, partner, relationshipId, sessionId } = await createCoupleInSession(t);
    const a = await LiveClient.connect(t.baseUrl, owner);
    const b = await LiveClient.connect(t.baseUrl, partner);

    const saved = await partner.call('PUT', '/api/preferences', {
      profile: { name: '  Bee  ', avatar: 'avatar-5' },
    });
    expect(saved).toMatchObject({
      status: 200,
      body: { profile: { name: 'Bee', avatar: 'avatar-5' } },
    });
    for (const socket of [a, b]) {
      expect(
        await socket.next((f) => f.type === 'couple' && f.event === 'profile_changed'),
      ).toEqual({ type: 'couple', event: 'profile_changed', relationshipId, by: partner.id });
    }
    const forOwner = await owner.call('GET', `/api/sessions/${sessionId}`);
    expect(forOwner.body.partner).toMatchObject({
      id: partner.id,
      name: 'Bee',
      avatar: 'avatar-5',
    });
    const forPartner = await partner.call('GET', `/api/sessions/${sessionId}`);
    expect(forPartner.body.me).toMatchObject({ name: 'Bee', avatar: 'avatar-5' });

    // Changing something else announces nothing of the kind.
    await partner.call('PUT', '/api/preferences', { country: 'FR' });
    await owner.call('PUT', '/api/preferences', {
      therapist_style: { ...DEFAULT_THERAPIST_STYLE, empathy: 4 },
    });
    await a.next((f) => f.type === 'couple' && f.event === 'style_changed');
    expect(
      a.frames.filter((f) => f.type === 'couple' && f.event === 'profile_changed'),
    ).toHaveLength(1);
    a.close();
    b.close();
  });

  it('refuses names that are empty, too long or hold control characters, and stores none', async () => {
    const user = await createUser(t);
    const good = await user.call('PUT', '/api/preferences', {
      profile: { name: 'Robin 👩‍❤️‍👨', avatar: 'avatar-3' },
    });
    expect(good).toMatchObject({ status: 200, body: { profile: { name: 'Robin 👩‍❤️‍👨' } } });

    const refused: [string, string][] = [
      ['   ', PROFILE_ERRORS.nameRequired],
      ['x'.repeat(61), PROFILE_ERRORS.nameTooLong],
      ['Ro\nbin', PROFILE_ERRORS.nameControl],
      ['Ro\u0000bin', PROFILE_ERRORS.nameControl],
      ['Ro\u0085bin', PROFILE_ERRORS.nameControl],
      ['\u202Enibor', PROFILE_ERRORS.nameControl],
      ['Robin\u2066', PROFILE_ERRORS.nameControl],
    ];
    for (const [name, error] of refused) {
      const response = await user.call('PUT', '/api/preferences', {
        profile: { name, avatar: 'avatar-2' },
      });
      expect(response.status, JSON.stringify(name)).toBe(400);
      expect(response.body.error).toContain(error);
    }
    const unknownAvatar = await user.call('PUT', '/api/preferences', {
      profile: { name: 'Robin', avatar: 'https://example.org/me.png' },
    });
    expect(unknownAvatar.status).toBe(400);
    expect((await user.call('GET', '/api/preferences')).body.profile).toEqual({
      name: 'Robin 👩‍❤️‍👨',
      avatar: 'avatar-3',
    });
  });
});
