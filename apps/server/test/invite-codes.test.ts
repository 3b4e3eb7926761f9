import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { INVITE_CODE_PATTERN } from '@kindred/shared/constants';
import { RELATIONSHIP_ERRORS as E } from '@kindred/shared/relationships';

import { type TestApp, startTestApp } from './helpers/app';
import { TEST_DB_KIND } from './helpers/database';
import { createUser, type SignedIn } from './helpers/factories';

// An invitation code opens one couple, once: it changes when the partner joins and again when they
// leave, and a look-up never tells an unknown code from a used or an own one, nor names anyone's id.

describe(`invitation codes (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      env: { RATE_LIMIT_INVITES_PER_USER: '1000', RATE_LIMIT_INVITES_PER_IP: '10000' },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const NOT_FOUND = {
    status: 404,
    body: { error: E.invalidOrExpired, code: 'relationship.invalidOrExpired' },
  };
  const lookUp = (who: SignedIn, code: string) =>
    who.call('GET', `/api/relationships/invite/${code}`).then(({ status, body }) => ({
      status,
      body,
    }));
  const codeOf = async (owner: SignedIn) =>
    (await owner.call('GET', '/api/relationships')).body.invite_code as string;

  it('shows an open invitation by its inviter only, never by ids', async () => {
    const owner = await createUser(t, { name: 'Alex' });
    const { body } = await owner.call('POST', '/api/relationships');
    const stranger = await createUser(t);
    expect(await lookUp(stranger, body.invite_code)).toEqual({
      status: 200,
      body: { inviter_name: 'Alex', inviter_avatar: null },
    });
  });

  it("answers the owner's own code exactly as an unknown one", async () => {
    const owner = await createUser(t);
    const { body } = await owner.call('POST', '/api/relationships');
    expect(await lookUp(owner, body.invite_code)).toEqual(NOT_FOUND);
    expect(await lookUp(owner, 'zzzzzzzz')).toEqual(NOT_FOUND);
  });

  it('rotates the code when the partner joins: the used code is as unknown as any', async () => {
    const owner = await createUser(t);
    const partner = await createUser(t);
    const late = await createUser(t);
    const { body: invitation } = await owner.call('POST', '/api/relationships');
    const used = invitation.invite_code as string;
    expect(await lookUp(late, used)).toMatchObject({ status: 200 });

    const accepted = await partner.call('POST', '/api/relationships/accept', { invite_code: used });
    expect(accepted.status).toBe(200);

    const fresh = await codeOf(owner);
    expect(fresh).toMatch(INVITE_CODE_PATTERN);
    expect(fresh).not.toBe(used);
    for (const code of [used, fresh]) {
      expect(await lookUp(late, code)).toEqual(NOT_FOUND);
      expect(await lookUp(partner, code)).toEqual(NOT_FOUND);
    }
    const taken = await late.call('POST', '/api/relationships/accept', { invite_code: used });
    expect(taken).toMatchObject(NOT_FOUND);
    // The one who joined cannot be told from anyone else either.
    const again = await partner.call('POST', '/api/relationships/accept', { invite_code: used });
    expect(again).toMatchObject(NOT_FOUND);
    expect((await partner.call('GET', '/api/relationships')).body.id).toBe(invitation.id);
  });

  it('rotates the code when the partner leaves: no code that was ever shared works again', async () => {
    const owner = await createUser(t, { name: 'Sam' });
    const partner = await createUser(t);
    const late = await createUser(t);
    const { body: invitation } = await owner.call('POST', '/api/relationships');
    await partner.call('POST', '/api/relationships/accept', {
      invite_code: invitation.invite_code,
    });
    const whileConnected = await codeOf(owner);

    expect((await partner.call('DELETE', '/api/relationships/partner')).status).toBe(204);
    const afterLeaving = await codeOf(owner);
    expect(afterLeaving).toMatch(INVITE_CODE_PATTERN);
    expect([invitation.invite_code, whileConnected]).not.toContain(afterLeaving);
    for (const code of [invitation.invite_code, whileConnected])
      expect(await lookUp(late, code)).toEqual(NOT_FOUND);
    const rejoin = await partner.call('POST', '/api/relationships/accept', {
      invite_code: invitation.invite_code,
    });
    expect(rejoin).toMatchObject(NOT_FOUND);

    // The new code is the owner's invitation now.
    expect(await lookUp(late, afterLeaving)).toEqual({
      status: 200,
      body: { inviter_name: 'Sam', inviter_avatar: null },
    });
  });

  it('rotates the code when the partner deletes their account', async () => {
    const owner = await createUser(t);
    const partner = await createUser(t);
    const { body: invitation } = await owner.call('POST', '/api/relationships');
    await partner.call('POST', '/api/relationships/accept', {
      invite_code: invitation.invite_code,
    });
    const whileConnected = await codeOf(owner);
    expect((await partner.call('DELETE', '/api/account')).status).toBe(204);
    const afterLeaving = await codeOf(owner);
    expect(afterLeaving).toMatch(INVITE_CODE_PATTERN);
    expect([invitation.invite_code, whileConnected]).not.toContain(afterLeaving);
    const late = await createUser(t);
    expect(await lookUp(late, whileConnected)).toEqual(NOT_FOUND);
    expect((await lookUp(late, afterLeaving)).status).toBe(200);
  });
});
