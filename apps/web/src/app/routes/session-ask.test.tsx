import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ASK_NOW_AFTER_MS, type Message, SESSION_ERRORS } from '@kindred/shared/sessions';

import { createFakeLive, type FakeLive } from '@/testing/fake-live';
import {
  createFakeSessionApi,
  SESSION_ID,
  storedMessage,
} from '@/features/sessions/testing/fake-session-api';
import { renderWithLive } from '@/features/sessions/testing/render-session';

// 'Ask {therapist} now' (issue 14: turn-taking): offered to a partner who has written since the
// therapist's last reply while the other has not, ASK_NOW_AFTER_MS after their last message.

const PATH = `/triadic-session/${SESSION_ID}`;

let live: FakeLive;
beforeEach(() => {
  live = createFakeLive();
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  live.dispose();
  vi.useRealTimers();
});

const askButton = (name = 'Ask Dr. Emma now') => screen.queryByRole('button', { name });
const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

/** The chat with `messages` (the reader is Avery, partnerA), at `now`. */
async function openChat(messages: Message[], now: number) {
  vi.setSystemTime(now);
  const api = createFakeSessionApi({ messages });
  const view = renderWithLive(PATH, live, {
    userOptions: { advanceTimers: (ms) => vi.advanceTimersByTime(ms) },
  });
  await screen.findByRole('heading', { name: 'Session with Sam' });
  await waitFor(() => expect(live.sockets).toHaveLength(1));
  live.connect();
  return { ...view, api };
}

// Stored messages are stamped in the order they are made: the welcome first.
const welcome = () => storedMessage({ author: 'therapist', content: 'Welcome. Let us begin.' });
const mine = (content = 'I have felt unheard lately.') =>
  storedMessage({ author: 'partnerA', content });
const since = (message: Message, ms: number) => Date.parse(message.timestamp) + ms;

// Several steps each, through the whole app: more time than the default on a busy machine.
const STEPS = { timeout: 20_000 };

describe("'Ask {therapist} now'", STEPS, () => {
  it('appears once my partner has been silent ASK_NOW_AFTER_MS since my message, and asks', async () => {
    const hello = welcome();
    const said = mine();
    const { api, user } = await openChat([hello, said], since(said, ASK_NOW_AFTER_MS - 40_000));
    expect(askButton()).toBeNull();

    // (The clock also runs on its own: the margins leave room for a slow machine.)
    await advance(20_000);
    expect(askButton()).toBeNull();
    await advance(21_000);
    const ask = await screen.findByRole('button', { name: 'Ask Dr. Emma now' });
    expect(screen.getByText("Sam hasn't written since your message.")).toBeVisible();

    await user.click(ask);
    await waitFor(() => expect(api.asks()).toHaveLength(1));
    expect(api.asks()[0]!.path).toBe(`/api/sessions/${SESSION_ID}/ask`);
    // Asked: it goes, and the therapist's typing follows from the live link.
    await waitFor(() => expect(askButton()).toBeNull());
    await live.push({ type: 'therapist', sessionId: SESSION_ID, state: 'typing' });
    expect(screen.getByText('AI responding...')).toBeVisible();
    expect(askButton()).toBeNull();

    await live.push({
      type: 'message',
      sessionId: SESSION_ID,
      message: storedMessage({ author: 'therapist', content: 'Avery, tell me more.' }),
    });
    await live.push({ type: 'therapist', sessionId: SESSION_ID, state: 'idle' });
    await advance(ASK_NOW_AFTER_MS * 2);
    expect(askButton()).toBeNull();
  });

  it("names the couple's chosen therapist", async () => {
    const hello = welcome();
    const said = mine();
    vi.setSystemTime(since(said, ASK_NOW_AFTER_MS + 1000));
    const api = createFakeSessionApi({ messages: [hello, said] });
    api.state.preferences = {
      ...api.state.preferences,
      therapist_style: { ...api.state.preferences.therapist_style, personaId: 'dr-james' },
    };
    renderWithLive(PATH, live);
    expect(await screen.findByRole('button', { name: 'Ask Dr. James now' })).toBeVisible();
  });

  it('starts counting again from my newest message', async () => {
    const hello = welcome();
    const first = mine('First thought.');
    const { api } = await openChat([hello, first], since(first, ASK_NOW_AFTER_MS + 1000));
    expect(await screen.findByRole('button', { name: 'Ask Dr. Emma now' })).toBeVisible();

    const second = storedMessage({
      author: 'partnerA',
      content: 'And another.',
      timestamp: new Date(Date.now()).toISOString(),
    });
    api.state.messages.push(second);
    await live.push({ type: 'message', sessionId: SESSION_ID, message: second });
    expect(askButton()).toBeNull();
    await advance(ASK_NOW_AFTER_MS - 30_000);
    expect(askButton()).toBeNull();
    await advance(31_000);
    expect(await screen.findByRole('button', { name: 'Ask Dr. Emma now' })).toBeVisible();
  });

  it('is not offered once my partner has written', async () => {
    const hello = welcome();
    const said = mine();
    const partner = storedMessage({ author: 'partnerB', content: 'I am here too.' });
    await openChat([hello, said, partner], since(said, ASK_NOW_AFTER_MS * 3));
    await advance(ASK_NOW_AFTER_MS);
    expect(askButton()).toBeNull();
  });

  it('is not offered when only my partner is waiting', async () => {
    const hello = welcome();
    const partner = storedMessage({ author: 'partnerB', content: 'Over to you.' });
    await openChat([hello, partner], since(partner, ASK_NOW_AFTER_MS * 3));
    await advance(1000);
    expect(askButton()).toBeNull();
  });

  it('hides while the therapist is answering and while the session is paused', async () => {
    const hello = welcome();
    const said = mine();
    await openChat([hello, said], since(said, ASK_NOW_AFTER_MS + 1000));
    expect(await screen.findByRole('button', { name: 'Ask Dr. Emma now' })).toBeVisible();

    await live.push({ type: 'therapist', sessionId: SESSION_ID, state: 'typing' });
    expect(askButton()).toBeNull();
    await live.push({ type: 'therapist', sessionId: SESSION_ID, state: 'error' });
    // The reply failed: asking again is possible.
    expect(await screen.findByRole('button', { name: 'Ask Dr. Emma now' })).toBeVisible();

    const now = new Date().toISOString();
    await live.push({
      type: 'session',
      sessionId: SESSION_ID,
      status: 'ongoing',
      ended_at: null,
      paused: { since: now, resume_from: now },
    });
    expect(askButton()).toBeNull();
  });

  it("tells the server's refusal as a toast", async () => {
    const hello = welcome();
    const said = mine();
    const { api, user } = await openChat([hello, said], since(said, ASK_NOW_AFTER_MS + 1000));
    api.state.askAnswer = { status: 409, body: { error: SESSION_ERRORS.nothingToAnswer } };
    await user.click(await screen.findByRole('button', { name: 'Ask Dr. Emma now' }));

    expect(await screen.findByText(SESSION_ERRORS.nothingToAnswer)).toBeVisible();
    expect(screen.getByText("Couldn't ask Dr. Emma")).toBeVisible();
    expect(screen.getByRole('button', { name: 'Ask Dr. Emma now' })).toBeEnabled();
  });
});
