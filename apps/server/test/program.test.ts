import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { sessionSummarySchema } from '@kindred/shared/sessions';

import { messages } from '@/db/schema/messages';
import { therapySessions } from '@/db/schema/therapy-sessions';

import { type TestApp, startTestApp } from './helpers/app';
import { TEST_DB_KIND } from './helpers/database';
import { createCouple, createCoupleInSession } from './helpers/factories';
import { waitFor } from './helpers/wait';

// Turn-taking, the program as state, Ask now, and the summary written at the end (issue 14).
describe(`the program: turn-taking, steps, summary (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { THERAPIST_REPLY_DELAY_MS: '30' } });
  });
  afterAll(async () => {
    await t.close();
  });

  async function coupleInSession() {
    const couple = await createCoupleInSession(t);
    const { sessionId } = couple;
    const replies = async () =>
      (
        await t.database.db
          .select()
          .from(messages)
          .where(eq(messages.therapySessionId, sessionId))
          .orderBy(messages.timestamp, messages.seq)
      ).filter((m) => m.author === 'therapist' && m.replyToMessageId);
    const step = async () =>
      (
        await t.database.db
          .select({ step: therapySessions.programStep })
          .from(therapySessions)
          .where(eq(therapySessions.id, sessionId))
      )[0]!.step;
    const say = (who: 'a' | 'b', content: string) =>
      (who === 'a' ? couple.owner : couple.partner).call('POST', '/api/messages', {
        therapy_session_id: sessionId,
        content,
      });
    /** Sends the lines in order and waits for the therapist's reply count to reach `expected`. */
    const exchange = async (lines: ['a' | 'b', string][], expected: number) => {
      for (const [who, content] of lines) await say(who, content);
      return waitFor(replies, (rows) => rows.length >= expected);
    };
    return { ...couple, sessionId, replies, step, say, exchange };
  }

  const settle = () => new Promise((r) => setTimeout(r, 400));

  it('answers once per exchange when the invited partner answers before the other', async () => {
    const c = await coupleInSession();
    await c.exchange(
      [
        ['a', 'Hi, we are here to talk.'],
        ['b', 'Hello, glad to start.'],
      ],
      1,
    );
    expect(await c.step()).toBe(1);
    // A last-two-messages rule would fire again on B's answer (the last two partner lines: A, B).
    await c.say('b', 'I hope we fight less about small things.');
    await c.say('b', 'And that we laugh more, like we used to.');
    await settle();
    expect(await c.replies()).toHaveLength(1);
    expect(await c.step()).toBe(1);

    await c.exchange([['a', 'I hope we spend Sundays together again.']], 2);
    await settle();
    expect(await c.replies()).toHaveLength(2);
    expect(await c.step()).toBe(2);
  });

  it('lets a partner ask the therapist now: it answers them, invites the other, asks nothing new', async () => {
    const c = await coupleInSession();
    await c.exchange(
      [
        ['a', 'Hello.'],
        ['b', 'Hi.'],
      ],
      1,
    );
    expect((await c.owner.call('POST', `/api/sessions/${c.sessionId}/ask`)).body).toEqual({
      error: 'There is nothing new for the therapist to answer yet',
      code: 'session.nothingToAnswer',
    });

    await c.say('a', 'I hope we can talk about money without shouting.');
    const asked = await c.owner.call('POST', `/api/sessions/${c.sessionId}/ask`);
    expect(asked.status).toBe(202);
    const rows = await waitFor(c.replies, (r) => r.length === 2);
    expect(rows[1]!.content).toContain(c.partner.name);
    expect(await c.step()).toBe(1);
    // Asking again for the same message answers nothing new.
    expect((await c.owner.call('POST', `/api/sessions/${c.sessionId}/ask`)).status).toBe(409);

    // B answers; then A: the window after the asked reply has both again, and the program moves on.
    await c.exchange(
      [
        ['b', 'I hope we plan things together.'],
        ['a', 'Me too.'],
      ],
      3,
    );
    expect(await c.step()).toBe(2);
  });

  it('ends with a summary of the goals in their own words, for both, and session 2 remembers them', async () => {
    const c = await coupleInSession();
    const steps: [string, string][] = [
      ['Hello!', 'Hi there.'],
      ['We want to stop arguing.', 'We want more time together.'],
      ['We are good at travelling together.', 'We cook well together.'],
      ['Money is the recurring fight.', 'Chores are the recurring fight.'],
      ['I go quiet in a conflict.', 'I get loud in a conflict.'],
    ];
    for (const [i, [a, b]] of steps.entries())
      await c.exchange(
        [
          ['a', a],
          ['b', b],
        ],
        i + 1,
      );
    expect(await c.step()).toBe(5); // the goals question (step 5 of 6) has been asked
    await c.exchange(
      [
        ['a', 'My goal is to take a walk with you every Sunday. You never listen anyway?'],
        ['b', 'My goal: put my phone away at dinner.'],
      ],
      6,
    );

    const ended = await c.partner.call('POST', `/api/sessions/${c.sessionId}/end`);
    expect(ended.status).toBe(200);
    expect(ended.body.ended_by).toBe(c.partner.id);
    const summary = sessionSummarySchema.parse(ended.body.summary);
    expect(summary.goals).toEqual([
      {
        author: 'partnerA',
        name: c.owner.name,
        text: 'My goal is to take a walk with you every Sunday.',
      },
      { author: 'partnerB', name: c.partner.name, text: 'My goal: put my phone away at dinner.' },
    ]);
    expect(summary.steps_reached).toBe(6);
    expect(summary.steps_total).toBe(6);
    expect(summary.practised).toHaveLength(6);
    // The owner reads the same summary; ending again changes nothing.
    const seen = await c.owner.call('GET', `/api/sessions/${c.sessionId}`);
    expect(seen.body.summary).toEqual(ended.body.summary);
    const again = await c.owner.call('POST', `/api/sessions/${c.sessionId}/end`);
    expect(again.body.ended_by).toBe(c.partner.id);

    // Session 2: the first reply brings back the session-1 goals.
    const { body: next } = await c.owner.call('POST', '/api/sessions', {
      relationship_id: c.relationshipId,
    });
    await c.owner.call('POST', '/api/messages', {
      therapy_session_id: next.id,
      content: 'Hi again.',
    });
    await c.partner.call('POST', '/api/messages', {
      therapy_session_id: next.id,
      content: 'Hello.',
    });
    const [reply] = await waitFor(
      async () =>
        (
          await t.database.db.select().from(messages).where(eq(messages.therapySessionId, next.id))
        ).filter((m) => m.author === 'therapist' && m.replyToMessageId),
      (rows) => rows.length === 1,
    );
    expect(reply!.content).toContain('take a walk with you every Sunday');
  });

  it('welcomes a Spanish-speaking couple in Spanish', async () => {
    const couple = await createCouple(t);
    const style = {
      personaId: 'dr-emma',
      empathy: 8,
      directness: 7,
      messageLength: 6,
      usesEmojis: false,
      formalLanguage: false,
      language: 'spanish',
    };
    expect(
      (await couple.owner.call('PUT', '/api/preferences', { therapist_style: style })).status,
    ).toBe(200);
    const { body } = await couple.owner.call('POST', '/api/sessions', {
      relationship_id: couple.relationshipId,
    });
    const [welcome] = await t.database.db
      .select()
      .from(messages)
      .where(eq(messages.therapySessionId, body.id));
    expect(welcome!.content).toBe('Bienvenidos a la sesión 1 del programa. Empecemos.');
  });
});
