import { sql } from 'drizzle-orm';
import { PROFILE_ERRORS } from '@kindred/shared/profile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type TestApp, startTestApp } from './helpers/app';
import { TestBrowser } from './helpers/browser';
import { TEST_DB_KIND } from './helpers/database';
import { createCouple, createUser } from './helpers/factories';

// NUL cannot be stored (PostgreSQL text and jsonb refuse it) and used to surface as a 500; names
// are shown to the partner, so characters that reorder or hide text (U+202E turns "Eve‮gnp.exe"
// into "Eveexe.png") have no place in them.

const BIDI_AND_INVISIBLE =
  '\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069\u200B\u200E\uFEFF';
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const HIDDEN = /[\u0000-\u001F\u007F-\u009F\u200B\u200E\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/;

describe(`bad characters in input (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { THERAPIST_REPLY_DELAY_MS: '60000' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 400 for NUL in a profile name, and stores nothing', async () => {
    const user = await createUser(t);
    await user.call('PUT', '/api/preferences', { profile: { name: 'Alex', avatar: null } });
    const answer = await user.call('PUT', '/api/preferences', {
      profile: { name: 'Al\u0000ex', avatar: null },
    });
    expect(answer).toMatchObject({
      status: 400,
      body: {
        error: `Invalid request: profile.name: ${PROFILE_ERRORS.nameControl}`,
        code: 'request.invalid',
      },
    });
    expect((await user.call('GET', '/api/preferences')).body.profile).toEqual({
      name: 'Alex',
      avatar: null,
    });
  });

  it('answers 400 for NUL in inside jokes', async () => {
    const user = await createUser(t);
    for (const joke of [
      { phrase: 'pineapple\u0000', meaning: 'let us take a break' },
      { phrase: 'pineapple', meaning: 'let us\u0000 take a break' },
    ]) {
      const answer = await user.call('PUT', '/api/preferences', { inside_jokes: [joke] });
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatch(
        /^Invalid request: inside_jokes\.0\.(phrase|meaning): A (phrase|meaning) contains characters that cannot be stored$/,
      );
    }
    expect((await user.call('GET', '/api/preferences')).body.inside_jokes).toEqual([]);
  });

  it('answers 400 for NUL or a broken character in a journal entry', async () => {
    const user = await createUser(t);
    for (const entry of ['Dear diary\u0000', 'half a character \ud83d here']) {
      const answer = await user.call('PUT', '/api/training/journal-1', {
        progress: 10,
        data: { entries: [entry] },
      });
      expect(answer).toMatchObject({
        status: 400,
        body: {
          error:
            'Invalid request: data.entries.0: A journal entry contains characters that cannot be stored',
          code: 'request.invalid',
        },
      });
    }
    const { body: progress } = await user.call('GET', '/api/training');
    expect(progress.find((p: { id: string }) => p.id === 'journal-1')?.data ?? null).toBeNull();
  });

  it("answers 400 for NUL in a message's client id", async () => {
    const { owner, relationshipId } = await createCouple(t);
    const { body: session } = await owner.call('POST', '/api/sessions', {
      relationship_id: relationshipId,
    });
    const answer = await owner.call('POST', '/api/messages', {
      therapy_session_id: session.id,
      content: 'hello',
      client_id: 'abc\u0000',
    });
    expect(answer.status).toBe(400);
  });

  it('refuses bidi controls and invisible characters in a name typed for the partner to see', async () => {
    const { owner, partner } = await createCouple(t);
    // Typed in the profile: refused with a clear error, nothing stored (nothing changed silently).
    const spoofed = await owner.call('PUT', '/api/preferences', {
      profile: { name: `Eve${BIDI_AND_INVISIBLE}gnp.exe`, avatar: null },
    });
    expect(spoofed).toMatchObject({
      status: 400,
      body: {
        error: `Invalid request: profile.name: ${PROFILE_ERRORS.nameControl}`,
        code: 'request.invalid',
      },
    });
    expect((await partner.call('GET', '/api/relationships')).body.partner.name).not.toMatch(HIDDEN);
    // Emoji sequences keep their joiners.
    await owner.call('PUT', '/api/preferences', { profile: { name: 'Alex 👩‍❤️‍👨', avatar: null } });
    expect((await partner.call('GET', '/api/relationships')).body.partner.name).toBe('Alex 👩‍❤️‍👨');
  });

  it("keeps them out of the sign-in provider's name too", async () => {
    // The built-in provider passes the name on as typed, as any provider's claims might be.
    const owner = await createUser(t, { name: 'Mallory\u202Etxt.exe\u2066' });
    expect((await owner.call('GET', '/api/me')).body.name).toBe('Mallorytxt.exe');
    const { body: invitation } = await owner.call('POST', '/api/relationships');
    const partner = await createUser(t);
    const lookup = await partner.call('GET', `/api/relationships/invite/${invitation.invite_code}`);
    expect(lookup.body.inviter_name).toBe('Mallorytxt.exe');
    // A name stored before names were cleaned is shown clean as well.
    await t.database.db.execute(
      sql`UPDATE users SET name = ${'Old\u202Ename'} WHERE id = ${owner.id}`,
    );
    const again = await partner.call('GET', `/api/relationships/invite/${invitation.invite_code}`);
    expect(again.body.inviter_name).toBe('Oldname');
    expect(again.body.inviter_name).not.toMatch(HIDDEN);
  });

  it("answers the sign-in form's NUL with the form and a message, not a 500", async () => {
    const browser = new TestBrowser(t.baseUrl);
    const start = await browser.follow('/auth/login');
    const page = await start.response.text();
    const action = /<form method="post" action="([^"]+)"/
      .exec(page)![1]!
      .replace(/&#(\d+);/g, (_, c) => String.fromCharCode(Number(c)));
    const form = await browser.request(action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: 'nul@example.com', name: 'Nu\u0000l' }).toString(),
    });
    expect(form.status).toBe(400);
    expect(await form.text()).toContain('Name contains characters that cannot be stored');
  });

  it('returns to a non-ASCII path after sign-in, encoded, instead of failing', async () => {
    const browser = new TestBrowser(t.baseUrl);
    const { form } = await browser.submitSignInForm(
      'umlaut@example.com',
      'Ümit',
      '/sessions/日本?x=ü#é',
    );
    // Step by step, to read the callback's own Location header as it was sent.
    let location = form.headers.get('location');
    for (let hops = 0; hops < 10 && location && !location.startsWith('/sessions/'); hops++) {
      const response = await browser.request(location);
      expect(response.status).toBeLessThan(400);
      location = response.headers.get('location');
    }
    expect(location).toBe('/sessions/%E6%97%A5%E6%9C%AC?x=%C3%BC#%C3%A9');
    expect((await browser.request('/api/me')).status).toBe(200);
  });
});
