import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { SESSION_ERRORS as E } from '@kindred/shared/sessions';

import { messages } from '@/db/schema/messages';
import { therapySessions } from '@/db/schema/therapy-sessions';

import { type TestApp, startTestApp } from './helpers/app';
import { TEST_DB_KIND } from './helpers/database';
import { createCoupleInSession, type SignedIn } from './helpers/factories';
import { FakeOpenAI } from './helpers/fake-openai';
import { LiveClient } from './helpers/live';
import { waitFor } from './helpers/wait';

const DISCLOSURE = 'He grabbed me by the throat last night and said next time he will finish it.';

const send = (who: SignedIn, sessionId: string, content: string, client_id?: string) =>
  who.call('POST', '/api/messages', {
    therapy_session_id: sessionId,
    content,
    ...(client_id ? { client_id } : {}),
  });

describe(`held disclosures and the pause (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  const sockets: LiveClient[] = [];
  beforeAll(async () => {
    t = await startTestApp({ env: { THERAPIST_REPLY_DELAY_MS: '30' } });
  });
  afterEach(() => {
    for (const s of sockets.splice(0)) s.close();
  });
  afterAll(async () => {
    await t.close();
  });

  it('holds a partner-violence disclosure: the writer alone sees it, live, in history and export', async () => {
    const { owner, partner, sessionId } = await createCoupleInSession(t);
    const a = await LiveClient.connect(t.baseUrl, owner);
    const b = await LiveClient.connect(t.baseUrl, partner);
    sockets.push(a, b);
    await a.subscribe(sessionId);
    await b.subscribe(sessionId);

    const held = await send(owner, sessionId, DISCLOSURE, 'c-held-1');
    expect(held.status).toBe(201);
    expect(held.body).toMatchObject({
      visibility: 'private',
      safety: { category: 'partner_violence', language: 'en' },
    });

    // The writer gets their own message live, and both get the neutral pause.
    await a.next((f) => f.type === 'message' && f.message.id === held.body.id);
    const pausedForA = await a.next((f) => f.type === 'session' && f.paused);
    const pausedForB = await b.next((f) => f.type === 'session' && f.paused);
    expect(new Date(pausedForA.paused.resume_from).getTime()).toBeLessThanOrEqual(Date.now());
    expect(new Date(pausedForB.paused.resume_from).getTime()).toBeGreaterThan(
      Date.now() + 23 * 3600_000,
    );
    expect(Object.keys(pausedForB).sort()).toEqual(Object.keys(pausedForA).sort());

    // Nothing of it ever reaches the partner.
    await new Promise((r) => setTimeout(r, 200));
    const everythingB = JSON.stringify(b.frames);
    expect(everythingB).not.toContain(held.body.id);
    expect(everythingB).not.toContain('throat');
    expect(everythingB).not.toMatch(/partner_violence|safety"?:\{/);

    const historyB = await partner.call('GET', `/api/sessions/${sessionId}/messages`);
    expect(historyB.body.map((m: any) => m.id)).not.toContain(held.body.id);
    const historyA = await owner.call('GET', `/api/sessions/${sessionId}/messages`);
    expect(historyA.body.find((m: any) => m.id === held.body.id)).toMatchObject({
      visibility: 'private',
      safety: { category: 'partner_violence' },
    });
    const exportB = await partner.call('GET', '/api/account/export');
    expect(JSON.stringify(exportB.body)).not.toContain('throat');
    const exportA = await owner.call('GET', '/api/account/export');
    expect(JSON.stringify(exportA.body)).toContain('throat');

    // Re-sending the same client id returns the stored verdict to its writer only.
    const retried = await send(owner, sessionId, DISCLOSURE, 'c-held-1');
    expect(retried.status).toBe(200);
    expect(retried.body.id).toBe(held.body.id);
    // The partner re-sending that client id learns nothing of it (the session is paused).
    const probe = await send(partner, sessionId, 'anything', 'c-held-1');
    expect(probe).toMatchObject({ status: 409, body: { error: E.paused, code: 'session.paused' } });
    expect(JSON.stringify(probe.body)).not.toContain('throat');
  });

  it("keeps idempotency keys per writer: the other partner's key yields their own message", async () => {
    const { owner, partner, sessionId } = await createCoupleInSession(t);
    const mine = await send(owner, sessionId, 'First thing from me.', 'shared-key');
    const theirs = await send(partner, sessionId, 'And from me.', 'shared-key');
    expect(theirs.status).toBe(201);
    expect(theirs.body.id).not.toBe(mine.body.id);
    expect(theirs.body).toMatchObject({ author: 'partnerB', content: 'And from me.' });
  });

  it('pauses for both: no sends, no therapist reply, and the writer resumes first', async () => {
    const { owner, partner, sessionId } = await createCoupleInSession(t);
    await send(partner, sessionId, 'We argued about money again.');
    const held = await send(owner, sessionId, DISCLOSURE);
    expect(held.body.visibility).toBe('private');

    for (const who of [owner, partner]) {
      const detail = await who.call('GET', `/api/sessions/${sessionId}`);
      expect(detail.body.paused).toEqual({
        since: expect.any(String),
        resume_from: expect.any(String),
      });
      const blocked = await send(who, sessionId, 'Hello?');
      expect(blocked).toMatchObject({
        status: 409,
        body: { error: E.paused, code: 'session.paused' },
      });
    }
    // The held message completed no pair: the therapist stays silent.
    await new Promise((r) => setTimeout(r, 300));
    const rows = await t.database.db
      .select()
      .from(messages)
      .where(eq(messages.therapySessionId, sessionId));
    expect(rows.filter((m) => m.author === 'therapist')).toHaveLength(1); // the welcome
    // What the partner is told of the pause names nobody and no reason.
    const forPartner = await partner.call('GET', `/api/sessions/${sessionId}`);
    expect(JSON.stringify(forPartner.body.paused)).not.toMatch(
      new RegExp(`${owner.id}|partnerA|violence|safety`),
    );

    const tooEarly = await partner.call('POST', `/api/sessions/${sessionId}/resume`);
    expect(tooEarly).toMatchObject({
      status: 409,
      body: { error: E.resumeLater, code: 'session.resumeLater' },
    });
    const resumed = await owner.call('POST', `/api/sessions/${sessionId}/resume`);
    expect(resumed).toMatchObject({ status: 200, body: { paused: null, status: 'ongoing' } });
    expect((await send(partner, sessionId, 'Okay, I am back.')).status).toBe(201);
  });

  it('lets the partner resume once a day has passed', async () => {
    const { owner, partner, sessionId } = await createCoupleInSession(t);
    await send(owner, sessionId, 'I want to kill myself tonight, I have the pills ready.');
    await t.database.db
      .update(therapySessions)
      .set({ pausedAt: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(therapySessions.id, sessionId));
    const resumed = await partner.call('POST', `/api/sessions/${sessionId}/resume`);
    expect(resumed).toMatchObject({ status: 200, body: { paused: null } });
  });

  it('shares a held message only when its writer chooses to', async () => {
    const { owner, partner, sessionId } = await createCoupleInSession(t);
    const b = await LiveClient.connect(t.baseUrl, partner);
    sockets.push(b);
    await b.subscribe(sessionId);
    const held = await send(
      owner,
      sessionId,
      'Sometimes I think everyone would be better off without me.',
    );
    expect(held.body).toMatchObject({ visibility: 'private', safety: { category: 'self_harm' } });

    const byPartner = await partner.call('POST', `/api/messages/${held.body.id}/visibility`, {
      visibility: 'shared',
    });
    expect(byPartner.status).toBe(404);
    const kept = await owner.call('POST', `/api/messages/${held.body.id}/visibility`, {
      visibility: 'kept',
    });
    expect(kept.body).toMatchObject({ visibility: 'kept', safety: { category: 'self_harm' } });
    expect(JSON.stringify(b.frames)).not.toContain(held.body.id);

    const shared = await owner.call('POST', `/api/messages/${held.body.id}/visibility`, {
      visibility: 'shared',
    });
    expect(shared.body).toMatchObject({ visibility: 'shared', safety: null });
    const frame = await b.next((f) => f.type === 'message' && f.message.id === held.body.id);
    expect(frame.message).toMatchObject({ visibility: 'shared', safety: null });
    const historyB = await partner.call('GET', `/api/sessions/${sessionId}/messages`);
    expect(historyB.body.find((m: any) => m.id === held.body.id)).toMatchObject({ safety: null });

    const again = await owner.call('POST', `/api/messages/${held.body.id}/visibility`, {
      visibility: 'kept',
    });
    expect(again.status).toBe(404);
    const bad = await owner.call('POST', `/api/messages/${held.body.id}/visibility`, {
      visibility: 'private',
    });
    expect(bad.status).toBe(400);
  });

  it('catches a plan split over two messages and holds the one that completes it', async () => {
    const { owner, partner, sessionId } = await createCoupleInSession(t);
    const first = await send(partner, sessionId, 'I have the pills in my bag.');
    expect(first.body.visibility).toBe('shared');
    const second = await send(partner, sessionId, 'Tonight.');
    expect(second.body).toMatchObject({ visibility: 'private', safety: { category: 'self_harm' } });
    const historyA = await owner.call('GET', `/api/sessions/${sessionId}/messages`);
    expect(historyA.body.map((m: any) => m.id)).not.toContain(second.body.id);
  });
});

describe(`the LLM safety layer (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  let llm: FakeOpenAI;
  beforeAll(async () => {
    llm = await new FakeOpenAI().start();
    t = await startTestApp({
      env: {
        THERAPIST_REPLY_DELAY_MS: '30',
        LLM_BASE_URL: llm.baseUrl,
        LLM_MODEL: 'fake',
        LLM_SAFETY_TIMEOUT_MS: '300',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await llm.stop();
  });

  it('holds what the classifier flags and the rules did not, with the text fenced as data', async () => {
    const { owner, sessionId } = await createCoupleInSession(t);
    llm.respondToClassifier({
      kind: 'json',
      content: JSON.stringify({
        risk: true,
        category: 'coercive_control',
        severity: 'medium',
        language: 'en',
      }),
    });
    const sent = await send(owner, sessionId, 'Things at home have felt different lately.');
    expect(sent.body).toMatchObject({
      visibility: 'private',
      safety: { category: 'coercive_control', severity: 'medium' },
    });
    const request = llm.classifications.at(-1);
    expect(request.response_format.json_schema.strict).toBe(true);
    expect(request.messages[0].role).toBe('system');
    expect(request.messages[0].content).not.toContain('felt different');
    expect(request.messages[1]).toMatchObject({ role: 'user' });
    expect(request.messages[1].content).toMatch(
      /^<messages>\n[\s\S]*felt different[\s\S]*<\/messages>$/,
    );
  });

  it('fails safe: a classifier that hangs or errs leaves the rules to decide, and the send goes through', async () => {
    const { owner, sessionId } = await createCoupleInSession(t);
    llm.respondToClassifier({ kind: 'hang' }, { kind: 'status', status: 500 });
    const slow = await send(owner, sessionId, 'We had a nice walk today.');
    expect(slow.body).toMatchObject({ visibility: 'shared', safety: null });
    const erred = await send(owner, sessionId, 'And dinner was good.');
    expect(erred.body).toMatchObject({ visibility: 'shared', safety: null });
    // The rules still hold what they recognise without asking the classifier.
    const before = llm.classifications.length;
    const ruled = await send(owner, sessionId, DISCLOSURE);
    expect(ruled.body.visibility).toBe('private');
    expect(llm.classifications.length).toBe(before);
  });

  it('keeps held messages out of what the therapist is sent', async () => {
    const { owner, partner, sessionId } = await createCoupleInSession(t);
    await send(owner, sessionId, 'We keep arguing about chores.');
    await send(partner, sessionId, 'I feel like I do everything.');
    await waitFor(
      async () => llm.requests.length,
      (n) => n >= 1,
    );
    const prompt = JSON.stringify(llm.requests.at(-1)!.body.messages);
    expect(prompt).toContain('Safety (always applies)');
    expect(llm.requests.every((r) => !JSON.stringify(r.body).includes('throat'))).toBe(true);
  });
});
