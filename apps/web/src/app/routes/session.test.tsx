import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { MESSAGE_MAX_LENGTH, SESSION_TIMER_LABEL } from '@kindred/shared/constants';

import { THERAPIST_TIMEOUT_MS } from '@/features/sessions/hooks/use-session-live';
import { createFakeLive, type FakeLive } from '@/testing/fake-live';
import {
  createFakeSessionApi,
  ME,
  PARTNER,
  SESSION_ID,
  storedMessage,
} from '@/features/sessions/testing/fake-session-api';
import { renderWithLive } from '@/features/sessions/testing/render-session';
import { draftKey } from '@/lib/drafts';

const PATH = `/triadic-session/${SESSION_ID}`;

const welcome = () =>
  storedMessage({
    author: 'therapist',
    content: "Welcome to Session 3 of the program. Let's begin.",
  });

const mine = () => screen.getByRole('region', { name: 'Your messages' });
const therapist = () => screen.getByRole('region', { name: 'Therapist messages' });
const partner = () => screen.getByRole('region', { name: "Sam's messages" });
const field = () => screen.getByRole('textbox', { name: 'Message' });
const sendButton = () => screen.getByRole('button', { name: 'Post message' });

let live: FakeLive;

beforeEach(() => {
  live = createFakeLive();
});
afterEach(() => {
  live.dispose();
  vi.useRealTimers();
});

async function openChat(api = createFakeSessionApi({ messages: [welcome()] })) {
  const view = renderWithLive(PATH, live);
  await screen.findByRole('heading', { name: 'Session with Sam' });
  await waitFor(() => expect(live.sockets).toHaveLength(1));
  live.connect();
  return { ...view, api };
}

describe('session chat', () => {
  it("shows 'Loading your therapy session...' and then the header and three columns", async () => {
    createFakeSessionApi({
      messages: [
        welcome(),
        storedMessage({ author: 'partnerA', content: 'I feel unheard lately.' }),
        storedMessage({ author: 'partnerB', content: 'I did not know that.' }),
      ],
    });
    renderWithLive(PATH, live);

    expect(await screen.findByText('Loading your therapy session...')).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Session with Sam' })).toBeVisible();

    const select = screen.getByRole('combobox', { name: 'Session number' });
    expect(select).toBeDisabled();
    expect(within(select).getByRole('option', { name: 'Session 3' })).toBeInTheDocument();
    expect(screen.getByText(SESSION_TIMER_LABEL)).toBeVisible();
    expect(screen.getByRole('button', { name: 'End' })).toBeEnabled();
    expect(screen.getByText(/not a licensed clinician/)).toBeVisible();

    // Each column shows only its author's messages, with times.
    expect(within(mine()).getByText('I feel unheard lately.')).toBeVisible();
    expect(within(mine()).queryByText('I did not know that.')).not.toBeInTheDocument();
    expect(within(partner()).getByText('I did not know that.')).toBeVisible();
    expect(within(therapist()).getByText(/Welcome to Session 3/)).toBeVisible();
    expect(within(partner()).getByRole('log')).toHaveAttribute('aria-live', 'polite');
    expect(within(mine()).getAllByRole('listitem')[0]!.querySelector('time')).not.toBeNull();

    expect(field()).toHaveAttribute('placeholder', 'Type your message...');
    expect(sendButton()).toBeDisabled();
    // Subscribes to the session on the live link.
    await waitFor(() => expect(live.sockets).toHaveLength(1));
    live.connect();
    expect(live.current().sent).toContainEqual({ type: 'subscribe', sessionId: SESSION_ID });
  });

  it("shows 'Session Error' for a session that is missing or not the caller's", async () => {
    const api = createFakeSessionApi();
    api.state.detailAnswer = { status: 404, body: { error: 'Session not found' } };
    const { user, router } = renderWithLive(PATH, live);

    expect(await screen.findByRole('heading', { name: 'Session Error' })).toBeVisible();
    expect(
      screen.getByText(
        "We couldn't load this therapy session. It may have been deleted or you might not have permission to access it.",
      ),
    ).toBeVisible();
    // It never follows a session it may not see (the link itself is open: it follows the couple).
    await waitFor(() => expect(live.sockets).toHaveLength(1));
    live.connect();
    expect(live.current().sent.filter((frame) => frame.type === 'subscribe')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Return to Dashboard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('shows a sent message at once, then reconciles it with the stored one', async () => {
    const { api, user } = await openChat();
    api.state.send = 'hold';

    await user.type(field(), '   Can we talk about Sunday?  {Enter}');

    const pending = await within(mine()).findByText('Can we talk about Sunday?');
    expect(within(mine()).getByText('Sending…')).toBeVisible();
    expect(pending.closest('li')).toHaveAttribute('data-delivery', 'sending');
    expect(field()).toHaveValue('');

    const [send] = api.sends();
    const body = send!.body as Record<string, unknown>;
    expect(body).toEqual({
      therapy_session_id: SESSION_ID,
      content: 'Can we talk about Sunday?',
      client_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(body).not.toHaveProperty('author');

    await act(async () => api.release());
    await waitFor(() => expect(within(mine()).queryByText('Sending…')).not.toBeInTheDocument());
    const stored = within(mine()).getByText('Can we talk about Sunday?').closest('li');
    expect(stored).toHaveAttribute('data-delivery', 'stored');
    expect(stored!.querySelector('time')).not.toBeNull();

    // The live echo of the same message does not add a second copy.
    await live.push({
      type: 'message',
      sessionId: SESSION_ID,
      message: api.state.messages.at(-1)!,
    });
    expect(within(mine()).getAllByText('Can we talk about Sunday?')).toHaveLength(1);
  });

  it('replaces the optimistic copy when the live echo arrives before the answer', async () => {
    const { api, user } = await openChat();
    api.state.send = 'hold';
    await user.type(field(), 'Echo first{Enter}');
    await within(mine()).findByText('Sending…');

    const clientId = (api.sends()[0]!.body as { client_id: string }).client_id;
    const echoed = storedMessage({
      author: 'partnerA',
      content: 'Echo first',
      client_id: clientId,
    });
    api.state.messages.push(echoed);
    await live.push({ type: 'message', sessionId: SESSION_ID, message: echoed });

    expect(within(mine()).queryByText('Sending…')).not.toBeInTheDocument();
    expect(within(mine()).getAllByText('Echo first')).toHaveLength(1);
    await act(async () => api.release());
    await waitFor(() => expect(api.state.held).toHaveLength(0));
    expect(within(mine()).getAllByText('Echo first')).toHaveLength(1);
  });

  it('keeps a failed message with Retry, and retries with the same client_id', async () => {
    const { api, user } = await openChat();
    api.state.send = 'fail';

    await user.type(field(), 'Please do not lose this{Enter}');
    expect(await within(mine()).findByText('Not sent')).toBeVisible();
    expect(within(mine()).getByText('Please do not lose this')).toBeVisible();

    api.state.send = 'store';
    await user.click(within(mine()).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(mine()).queryByText('Not sent')).not.toBeInTheDocument());
    expect(within(mine()).queryByText('Sending…')).not.toBeInTheDocument();
    expect(within(mine()).getAllByText('Please do not lose this')).toHaveLength(1);

    const [first, second] = api.sends();
    expect((second!.body as { client_id: string }).client_id).toBe(
      (first!.body as { client_id: string }).client_id,
    );
    expect(api.state.messages.filter((m) => m.content === 'Please do not lose this')).toHaveLength(
      1,
    );
  });

  it('sends on Enter, adds a line on Shift+Enter and never sends blank text', async () => {
    const { api, user } = await openChat();

    await user.type(field(), '   ');
    expect(sendButton()).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(api.sends()).toHaveLength(0);

    await user.clear(field());
    await user.type(field(), 'First line{Shift>}{Enter}{/Shift}Second line');
    expect(field()).toHaveValue('First line\nSecond line');
    expect(api.sends()).toHaveLength(0);
    expect(sendButton()).toBeEnabled();

    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.sends()).toHaveLength(1));
    expect((api.sends()[0]!.body as { content: string }).content).toBe('First line\nSecond line');

    await user.type(field(), 'By button');
    await user.click(sendButton());
    await waitFor(() => expect(api.sends()).toHaveLength(2));
  });

  it('keeps a half-typed message across a reload, per user and session, until it is sent', async () => {
    const first = await openChat();
    await first.user.type(field(), 'I wanted to say');
    const key = draftKey(ME.id, SESSION_ID);
    expect(localStorage.getItem(key)).toBe('I wanted to say');

    // A reload: the chat is rendered anew from nothing but what the browser kept.
    first.unmount();
    live.dispose();
    live = createFakeLive();
    const again = await openChat();
    expect(field()).toHaveValue('I wanted to say');
    // Another session of the same user starts empty.
    expect(localStorage.getItem(draftKey(ME.id, 'another-session'))).toBeNull();

    await again.user.type(field(), ' sorry');
    await again.user.keyboard('{Enter}');
    await waitFor(() => expect(again.api.sends()).toHaveLength(1));
    expect(field()).toHaveValue('');
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('warns near the character limit and refuses text over it', async () => {
    const { api, user } = await openChat();
    await user.click(field());
    await user.paste('x'.repeat(MESSAGE_MAX_LENGTH - 100));
    expect(screen.getByText('100 characters left')).toBeVisible();
    await user.paste('y'.repeat(101));
    expect(
      screen.getByText(`Message is too long (at most ${MESSAGE_MAX_LENGTH} characters)`),
    ).toBeVisible();
    expect(sendButton()).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(api.sends()).toHaveLength(0);
  });

  it("shows the partner's messages live, once each", async () => {
    await openChat();
    const message = storedMessage({ author: 'partnerB', content: 'I am here now.' });
    await live.push({ type: 'message', sessionId: SESSION_ID, message });
    await live.push({ type: 'message', sessionId: SESSION_ID, message });
    expect(within(partner()).getAllByText('I am here now.')).toHaveLength(1);
    // Not the reader's own column.
    expect(within(mine()).queryByText('I am here now.')).not.toBeInTheDocument();
  });

  it('shows whether the partner is online from presence', async () => {
    await openChat();
    expect(within(partner()).getByText('Offline')).toBeVisible();
    await live.push({ type: 'presence', sessionId: SESSION_ID, online: ['user-1', PARTNER.id] });
    expect(within(partner()).getByText('Online')).toBeVisible();
    await live.push({ type: 'presence', sessionId: SESSION_ID, online: ['user-1'] });
    expect(within(partner()).getByText('Offline')).toBeVisible();
  });

  it('blocks input while the therapist answers, streams the reply, and unblocks on idle', async () => {
    const { user } = await openChat();
    await user.type(field(), 'Half a thought');

    await live.push({ type: 'therapist', sessionId: SESSION_ID, state: 'typing' });
    expect(
      within(therapist()).getByText("Give me a sec... I'm gathering my thoughts 🙌"),
    ).toBeVisible();
    expect(screen.getByText('AI responding...')).toBeVisible();
    expect(field()).toBeDisabled();
    expect(field()).toHaveValue('Half a thought');
    expect(sendButton()).toBeDisabled();

    await live.push({
      type: 'therapist.delta',
      sessionId: SESSION_ID,
      replyId: 'r1',
      text: 'Thank you ',
    });
    await live.push({
      type: 'therapist.delta',
      sessionId: SESSION_ID,
      replyId: 'r1',
      text: 'both.',
    });
    expect(within(therapist()).getByTestId('therapist-draft')).toHaveTextContent('Thank you both.');

    const reply = storedMessage({ author: 'therapist', content: 'Thank you both. Sam, go on.' });
    await live.push({ type: 'message', sessionId: SESSION_ID, message: reply });
    expect(within(therapist()).queryByTestId('therapist-draft')).not.toBeInTheDocument();
    expect(within(therapist()).getByText('Thank you both. Sam, go on.')).toBeVisible();

    await live.push({ type: 'therapist', sessionId: SESSION_ID, state: 'idle' });
    expect(screen.queryByText('AI responding...')).not.toBeInTheDocument();
    expect(
      within(therapist()).queryByText("Give me a sec... I'm gathering my thoughts 🙌"),
    ).not.toBeInTheDocument();
    expect(field()).toBeEnabled();
    expect(sendButton()).toBeEnabled();
  });

  it("unblocks and says so when the therapist's reply fails", async () => {
    await openChat();
    await live.push({ type: 'therapist', sessionId: SESSION_ID, state: 'typing' });
    expect(field()).toBeDisabled();
    await live.push({ type: 'therapist', sessionId: SESSION_ID, state: 'error' });
    expect(
      await screen.findByText('Failed to generate therapist response. Please try again.'),
    ).toBeVisible();
    expect(screen.getByText('Error')).toBeVisible();
    expect(field()).toBeEnabled();
  });

  it('unblocks after the safety time-out when the therapist goes quiet', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await openChat();
    await live.push({ type: 'therapist', sessionId: SESSION_ID, state: 'typing' });
    expect(field()).toBeDisabled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(THERAPIST_TIMEOUT_MS - 1000);
    });
    expect(field()).toBeDisabled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(field()).toBeEnabled();
    expect(screen.queryByText('AI responding...')).not.toBeInTheDocument();
  });

  it('turns read-only when a send meets an ended session, keeping the text', async () => {
    const { api, user } = await openChat();
    api.state.send = 'ended';
    await user.type(field(), 'One last thing{Enter}');

    expect(await screen.findByText('This session has ended.')).toBeVisible();
    expect(screen.getByText('The conversation is kept here to read.')).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
    expect(within(mine()).getByText('One last thing')).toBeVisible();
    expect(within(mine()).getByText('Not sent: This session has ended')).toBeVisible();
    expect(within(mine()).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('turns read-only when the partner ends the session', async () => {
    await openChat();
    await live.push({
      type: 'session',
      sessionId: SESSION_ID,
      status: 'completed',
      ended_at: '2025-01-06T11:00:00.000Z',
      paused: null,
    });
    expect(screen.getByText('The conversation is kept here to read.')).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'End' })).not.toBeInTheDocument();
    expect(screen.getByText('Completed')).toBeVisible();
    // A finished session needs no live link any more.
    expect(live.current().sent).toContainEqual({ type: 'unsubscribe', sessionId: SESSION_ID });
  });

  it('shows a banner while reconnecting and catches up from shortly before the last message', async () => {
    const first = welcome();
    const last = storedMessage({ author: 'partnerB', content: 'Before the drop' });
    const api = createFakeSessionApi({ messages: [first, last] });
    await openChat(api);
    expect(screen.queryByText('Reconnecting…')).not.toBeInTheDocument();

    live.drop();
    expect(screen.getByText('Reconnecting…')).toBeVisible();

    // Sam wrote while the link was down.
    api.state.messages.push(storedMessage({ author: 'partnerB', content: 'Missed while away' }));
    await waitFor(() => expect(live.sockets).toHaveLength(2));
    live.connect();

    expect(await within(partner()).findByText('Missed while away')).toBeVisible();
    expect(screen.queryByText('Reconnecting…')).not.toBeInTheDocument();
    expect(live.current().sent).toContainEqual({ type: 'subscribe', sessionId: SESSION_ID });
    const expectedAfter = new Date(Date.parse(last.timestamp) - 5000).toISOString();
    expect(api.calls).toContainEqual(
      expect.objectContaining({
        method: 'GET',
        path: `/api/sessions/${SESSION_ID}/messages`,
        search: `?after=${encodeURIComponent(expectedAfter)}`,
      }),
    );
    expect(within(partner()).getAllByText('Before the drop')).toHaveLength(1);
  });

  it("catches up when the server asks for a 'resync'", async () => {
    const api = createFakeSessionApi({ messages: [welcome()] });
    await openChat(api);
    api.state.messages.push(storedMessage({ author: 'partnerB', content: 'Sent during a blip' }));
    await live.push({ type: 'error', error: 'resync', sessionId: SESSION_ID });
    expect(await within(partner()).findByText('Sent during a blip')).toBeVisible();
  });

  it('ignores frames that are not valid', async () => {
    await openChat();
    await live.push('{"type":"message","sessionId":"x"');
    await live.push(JSON.stringify({ type: 'message', sessionId: SESSION_ID, message: { id: 1 } }));
    expect(screen.getByRole('heading', { name: 'Session with Sam' })).toBeVisible();
    expect(within(partner()).getByText("Sam's words will appear here.")).toBeVisible();
  });

  it('offers pane buttons for phones that name each pane', async () => {
    const { user } = await openChat();
    const panes = screen.getByRole('group', { name: 'Conversation panes' });
    const buttons = within(panes).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['You', 'Therapist', 'Sam']);
    expect(buttons[0]).toHaveAttribute('aria-current', 'true');

    // Something new in a pane out of sight is marked.
    await live.push({
      type: 'message',
      sessionId: SESSION_ID,
      message: storedMessage({ author: 'partnerB', content: 'Over here' }),
    });
    expect(within(buttons[2]!).getByText('(new)')).toBeInTheDocument();
    await user.click(buttons[2]!);
    expect(buttons[2]).toHaveAttribute('aria-current', 'true');
    expect(within(buttons[2]!).queryByText('(new)')).not.toBeInTheDocument();
  });
});
