import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { PAUSE_NOTICE, type SafetyVerdict } from '@kindred/shared/safety';
import { safetyStrings } from '@kindred/shared/safety-strings';
import type { TherapySession } from '@kindred/shared/sessions';

import { queryKeys } from '@/entities/query-keys';
import { createFakeLive, type FakeLive } from '@/testing/fake-live';
import {
  createFakeSessionApi,
  RELATIONSHIP_ID,
  SESSION_ID,
  storedMessage,
} from '@/features/sessions/testing/fake-session-api';
import { renderWithLive } from '@/features/sessions/testing/render-session';
import { QUICK_EXIT_URL } from '@/lib/quick-exit';

const PATH = `/triadic-session/${SESSION_ID}`;
const CARD = 'This stays between you and Kindred';

const welcome = () =>
  storedMessage({
    author: 'therapist',
    content: "Welcome to Session 3 of the program. Let's begin.",
  });
const verdict = (overrides: Partial<SafetyVerdict> = {}): SafetyVerdict => ({
  category: 'self_harm',
  severity: 'medium',
  language: 'en',
  ...overrides,
});

const mine = () => screen.getByRole('region', { name: 'Your messages' });
const therapist = () => screen.getByRole('region', { name: 'Therapist messages' });
const partner = () => screen.getByRole('region', { name: "Sam's messages" });
const field = () => screen.getByRole('textbox', { name: 'Message' });
const card = () => within(mine()).getByRole('region', { name: CARD });

let live: FakeLive;
let replace: ReturnType<typeof vi.fn>;

beforeEach(() => {
  live = createFakeLive();
  replace = vi.fn();
  // jsdom's location cannot be navigated or spied on; the quick exit only ever calls replace().
  vi.stubGlobal('location', { ...window.location, replace });
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
  // The subscription's catch-up has read the session again: what the fake says from now on is
  // news to the chat.
  await waitFor(() =>
    expect(
      api.calls.filter((c) => c.method === 'GET' && c.path === `/api/sessions/${SESSION_ID}`),
    ).toHaveLength(2),
  );
  return { ...view, api };
}

/** Opens the chat and sends a message the screen flags. */
async function sendHeld(
  flag: SafetyVerdict = verdict(),
  text = 'I do not want to be here.',
  cardName = CARD,
) {
  const api = createFakeSessionApi({ messages: [welcome()] });
  api.state.screen = (content) => (content === text ? flag : null);
  const view = await openChat(api);
  await view.user.type(field(), `${text}{Enter}`);
  await within(mine()).findByRole('region', { name: cardName });
  return view;
}

/** The folded card's line saying what was chosen. */
const chosen = (text: string) =>
  within(mine()).findByText(text, { selector: '[data-state=folded] p' });

describe('a held message: the private card', () => {
  it('holds the message for its writer, beside it, with help lines for their country', async () => {
    await sendHeld();

    // The message is marked as the writer's alone, and the card sits in the writer's column.
    const message = within(mine()).getByText('I do not want to be here.').closest('li')!;
    expect(message).toHaveAttribute('data-visibility', 'private');
    expect(within(message).getByText('Only you can see this')).toBeVisible();
    expect(within(partner()).queryByText('I do not want to be here.')).not.toBeInTheDocument();
    expect(within(therapist()).queryByRole('region', { name: CARD })).not.toBeInTheDocument();
    expect(within(partner()).queryByRole('region', { name: CARD })).not.toBeInTheDocument();

    const region = card();
    expect(within(region).getByText(/going through something very painful/)).toBeVisible();
    expect(within(region).getByText(/Sam has not seen it/)).toBeVisible();
    // The US lines, the crisis line first for self-harm, with links a phone can use.
    const lines = within(region).getAllByRole('listitem');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toHaveTextContent('988 Suicide & Crisis Lifeline');
    expect(within(region).getByRole('link', { name: 'Call 988' })).toHaveAttribute(
      'href',
      'tel:988',
    );
    expect(within(region).getByRole('link', { name: 'Text HOME to 741741' })).toHaveAttribute(
      'href',
      'sms:741741?&body=HOME',
    );
    expect(
      within(region).getByRole('link', { name: 'Website: 988 Suicide & Crisis Lifeline' }),
    ).toHaveAttribute('href', 'https://988lifeline.org');
    expect(within(region).getByText('Emergency: 911')).toBeVisible();
    expect(within(region).getByRole('link', { name: 'Call 911' })).toHaveAttribute(
      'href',
      'tel:911',
    );
    expect(
      within(region).getByText('Kindred is a coach, not a clinician or an emergency service.'),
    ).toBeVisible();
    expect(within(region).getByRole('button', { name: 'Share with Sam' })).toBeVisible();
    expect(
      within(region).getByRole('button', { name: 'Keep between me and Kindred' }),
    ).toBeVisible();
    // Screen readers hear that it arrived.
    expect(screen.getByText(/This stays between you and Kindred\. What you wrote/)).toHaveAttribute(
      'role',
      'status',
    );
    // The session is paused for both, neutrally.
    expect(await screen.findByText(PAUSE_NOTICE, { selector: 'span' })).toBeVisible();
    expect(field()).toBeDisabled();
  });

  it('leads with the emergency number when the danger is high, and fits the lines to the category', async () => {
    await sendHeld(verdict({ category: 'partner_violence', severity: 'high' }));
    const region = card();
    expect(region).toHaveAttribute('data-severity', 'high');
    expect(
      within(region).getByText('If you or anyone is in danger right now, call 911.'),
    ).toBeVisible();
    expect(within(region).getAllByRole('listitem')[0]).toHaveTextContent(
      'National Domestic Violence Hotline',
    );
  });

  it('speaks the language the disclosure was written in', async () => {
    await sendHeld(
      verdict({ language: 'es' }),
      'Ya no quiero vivir.',
      'Esto queda entre tú y Kindred',
    );
    const region = within(mine()).getByRole('region', { name: 'Esto queda entre tú y Kindred' });
    expect(region).toHaveAttribute('lang', 'es');
    expect(within(region).getByRole('button', { name: 'Compartir con Sam' })).toBeVisible();
    // On the message and on the card.
    expect(within(mine()).getAllByText('Solo tú puedes ver esto')).toHaveLength(2);
  });

  it("lists the lines of the user's chosen country", async () => {
    const api = createFakeSessionApi({ messages: [welcome()] });
    api.state.preferences = { ...api.state.preferences, country: 'GB' };
    api.state.screen = () => verdict();
    const { user } = await openChat(api);
    await user.type(field(), 'I want to end it.{Enter}');
    const region = await within(mine()).findByRole('region', { name: CARD });
    await waitFor(() =>
      expect(within(region).getAllByRole('listitem')[0]).toHaveTextContent('Samaritans'),
    );
    expect(within(region).getByRole('link', { name: 'Call 116 123' })).toHaveAttribute(
      'href',
      'tel:116123',
    );
    expect(within(region).getByText('Emergency: 999')).toBeVisible();
  });

  it('shares the message with the partner, then folds to what was chosen', async () => {
    const { user, api } = await sendHeld();
    await user.click(within(card()).getByRole('button', { name: 'Share with Sam' }));

    expect(await chosen('Shared with Sam')).toBeVisible();
    expect(api.visibilityCalls()).toEqual([
      expect.objectContaining({ method: 'POST', body: { visibility: 'shared' } }),
    ]);
    expect(within(mine()).queryByRole('region', { name: CARD })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(within(mine()).getByText('I do not want to be here.').closest('li')).toHaveAttribute(
        'data-visibility',
        'shared',
      ),
    );
    expect(within(mine()).queryByText('Only you can see this')).not.toBeInTheDocument();
    const toggle = within(mine()).getByRole('button', { name: 'Show support options' });
    expect(toggle).toHaveFocus();

    // It can be opened again; there is nothing left to choose.
    await user.click(toggle);
    const again = card();
    expect(within(again).getByText('Shared with Sam', { selector: 'p:not([role])' })).toBeVisible();
    expect(within(again).queryByRole('button', { name: 'Share with Sam' })).not.toBeInTheDocument();
    await user.click(within(again).getByRole('button', { name: 'Hide support options' }));
    expect(within(mine()).queryByRole('region', { name: CARD })).not.toBeInTheDocument();
  });

  it('keeps it between the writer and Kindred, and can still share it later', async () => {
    const { user, api } = await sendHeld();
    await user.click(within(card()).getByRole('button', { name: 'Keep between me and Kindred' }));

    expect(await chosen('Kept between you and Kindred')).toBeVisible();
    expect(api.visibilityCalls()[0]).toMatchObject({ body: { visibility: 'kept' } });
    expect(within(mine()).getByText('Only you can see this')).toBeVisible();

    await user.click(within(mine()).getByRole('button', { name: 'Show support options' }));
    await user.click(within(card()).getByRole('button', { name: 'Share with Sam' }));
    expect(await chosen('Shared with Sam')).toBeVisible();
    expect(api.visibilityCalls()[1]).toMatchObject({ body: { visibility: 'shared' } });
  });

  it('goes back to the question, with a toast, when the choice cannot be saved', async () => {
    const { user, api } = await sendHeld();
    api.state.visibilityAnswer = { status: 500, body: { error: 'Database unavailable' } };
    await user.click(within(card()).getByRole('button', { name: 'Share with Sam' }));

    expect(await screen.findByText("Couldn't share your message")).toBeVisible();
    expect(await within(mine()).findByRole('button', { name: 'Share with Sam' })).toBeVisible();
    expect(within(mine()).getByText('I do not want to be here.').closest('li')).toHaveAttribute(
      'data-visibility',
      'private',
    );
  });

  it('shows the card again for a held message in the history, folded once chosen', async () => {
    const held = storedMessage({
      author: 'partnerA',
      content: 'Held earlier',
      visibility: 'private',
      safety: verdict(),
    });
    const kept = storedMessage({
      author: 'partnerA',
      content: 'Kept earlier',
      visibility: 'kept',
      safety: verdict({ category: 'coercive_control' }),
    });
    await openChat(createFakeSessionApi({ messages: [welcome(), held, kept] }));
    expect(within(mine()).getAllByRole('region', { name: CARD })).toHaveLength(1);
    expect(await chosen('Kept between you and Kindred')).toBeVisible();
    // Both messages are marked, and the open card says it too.
    expect(within(mine()).getAllByText('Only you can see this')).toHaveLength(3);
  });

  it('replaces a message by id when a frame repeats it with a new visibility', async () => {
    const { api } = await sendHeld();
    const stored = api.state.messages.at(-1)!;
    // Another tab of the writer shared it: the frame carries no verdict.
    await live.push({
      type: 'message',
      sessionId: SESSION_ID,
      message: { ...stored, visibility: 'shared', safety: null },
    });
    expect(within(mine()).getAllByText('I do not want to be here.')).toHaveLength(1);
    expect(await chosen('Shared with Sam')).toBeVisible();
  });

  it('is not shown for a send that is not flagged', async () => {
    const api = createFakeSessionApi({ messages: [welcome()] });
    const { user } = await openChat(api);
    await user.type(field(), 'This commute is killing me.{Enter}');
    await waitFor(() => expect(within(mine()).queryByText('Sending…')).not.toBeInTheDocument());
    expect(screen.queryByTestId('held-card')).not.toBeInTheDocument();
    expect(screen.queryByText('Only you can see this')).not.toBeInTheDocument();
    expect(screen.queryByText(PAUSE_NOTICE)).not.toBeInTheDocument();
  });

  it('Quick exit signs out in the background, forgets the cache and leaves with replace', async () => {
    const { user, api, queryClient } = await sendHeld();
    sessionStorage.setItem('kindred:anything', 'x');
    localStorage.setItem('kindred:session-draft', 'what I was writing');
    localStorage.setItem('kindred:other', 'stays');

    await user.click(within(card()).getByRole('button', { name: 'Quick exit' }));

    expect(replace).toHaveBeenCalledExactlyOnceWith(QUICK_EXIT_URL);
    expect(api.fetchMock).toHaveBeenCalledWith(
      '/auth/logout',
      expect.objectContaining({ method: 'POST', keepalive: true, credentials: 'same-origin' }),
    );
    expect(queryClient.getQueryData(queryKeys.sessions.messages(SESSION_ID))).toBeUndefined();
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.getItem('kindred:session-draft')).toBeNull();
    expect(localStorage.getItem('kindred:other')).toBe('stays');
  });

  it('Esc twice is the quick exit while the card is open, and only then', async () => {
    const api = createFakeSessionApi({ messages: [welcome()] });
    const { user } = await openChat(api);
    await user.keyboard('{Escape}{Escape}');
    expect(replace).not.toHaveBeenCalled();

    api.state.screen = () => verdict({ category: 'partner_violence' });
    await user.type(field(), 'I am scared of what he will do.{Enter}');
    await within(mine()).findByRole('region', { name: CARD });
    await user.keyboard('{Escape}{Escape}');
    expect(replace).toHaveBeenCalledExactlyOnceWith(QUICK_EXIT_URL);
  });
});

describe('a paused session', () => {
  const pausedAt = new Date('2025-01-06T10:00:00.000Z');

  it('shows the partner the neutral notice, and when they can resume', async () => {
    const api = createFakeSessionApi({ messages: [welcome()] });
    api.pauseForPartner(new Date());
    await openChat(api);

    const banner = screen.getByRole('region', { name: 'Session paused' });
    expect(within(banner).getByText(PAUSE_NOTICE)).toBeVisible();
    const resume = within(banner).getByRole('button', { name: 'Resume session' });
    expect(resume).toBeDisabled();
    expect(resume).toHaveAccessibleDescription(/^You can resume this session from .+\.$/);
    // Nothing says who or why.
    expect(banner).not.toHaveTextContent(/Sam|Avery|safety/i);
    expect(field()).toBeDisabled();
    expect(field()).toHaveAccessibleDescription(PAUSE_NOTICE);
    expect(screen.getByRole('button', { name: 'Post message' })).toBeDisabled();
  });

  it('lets the partner resume once the day has passed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: pausedAt });
    const api = createFakeSessionApi({ messages: [welcome()] });
    api.pauseForPartner(pausedAt);
    const { user } = await openChat(api);
    const resume = () => screen.getByRole('button', { name: 'Resume session' });
    expect(resume()).toBeDisabled();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(24 * 60 * 60 * 1000 + 100);
    });
    expect(resume()).toBeEnabled();
    await user.click(resume());
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Session paused' })).not.toBeInTheDocument(),
    );
    expect(api.resumes()).toHaveLength(1);
    expect(field()).toBeEnabled();
  });

  it('lets the writer resume at once', async () => {
    const { user, api } = await sendHeld();
    const resume = await screen.findByRole('button', { name: 'Resume session' });
    await waitFor(() => expect(resume).toBeEnabled());
    await user.click(resume);
    await waitFor(() => expect(screen.queryByText(PAUSE_NOTICE)).not.toBeInTheDocument());
    expect(api.resumes()).toHaveLength(1);
    expect(field()).toBeEnabled();
  });

  it('says so when resuming is refused', async () => {
    const api = createFakeSessionApi({ messages: [welcome()] });
    const now = new Date().toISOString();
    api.state.detail = { ...api.state.detail, paused: { since: now, resume_from: now } };
    const { user } = await openChat(api);
    // The server disagrees (its clock, or the other partner's pause).
    api.pauseForPartner(new Date());
    await user.click(screen.getByRole('button', { name: 'Resume session' }));
    expect(await screen.findByText("Couldn't resume the session")).toBeVisible();
    expect(screen.getByText('You can resume this session later')).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Resume session' })).toBeDisabled();
  });

  it('follows pauses and resumes from the live link, in the chat and the cached lists', async () => {
    const { queryClient, api } = await openChat();
    const listed: TherapySession = {
      id: SESSION_ID,
      relationship_id: RELATIONSHIP_ID,
      session_number: 3,
      status: 'ongoing',
      started_at: '2025-01-06T09:59:00.000Z',
      ended_at: null,
      paused: null,
      ended_by: null,
      summary: null,
    };
    queryClient.setQueryData(queryKeys.sessions.list(RELATIONSHIP_ID), [listed]);
    const paused = {
      since: new Date().toISOString(),
      resume_from: new Date(Date.now() + 60_000).toISOString(),
    };

    api.state.detail = { ...api.state.detail, paused };
    await live.push({
      type: 'session',
      sessionId: SESSION_ID,
      status: 'ongoing',
      ended_at: null,
      paused,
    });
    expect(screen.getByText(PAUSE_NOTICE, { selector: 'span' })).toBeVisible();
    expect(field()).toBeDisabled();
    expect(queryClient.getQueryData(queryKeys.sessions.list(RELATIONSHIP_ID))).toEqual([
      { ...listed, paused },
    ]);

    api.state.detail = { ...api.state.detail, paused: null };
    await live.push({
      type: 'session',
      sessionId: SESSION_ID,
      status: 'ongoing',
      ended_at: null,
      paused: null,
    });
    expect(screen.queryByText(PAUSE_NOTICE)).not.toBeInTheDocument();
    expect(field()).toBeEnabled();
  });

  it('keeps a message sent into a paused session, without ending the session', async () => {
    const { user, api } = await openChat();
    api.pauseForPartner(new Date());
    await user.type(field(), 'Are you there?{Enter}');
    expect(await within(mine()).findByText('Not sent: This session is paused')).toBeVisible();
    expect(await screen.findByText(PAUSE_NOTICE, { selector: 'span' })).toBeVisible();
    expect(screen.queryByText(/This session has ended/)).not.toBeInTheDocument();
  });

  it('speaks the couple’s language', async () => {
    const api = createFakeSessionApi({ messages: [welcome()] });
    api.state.preferences = {
      ...api.state.preferences,
      therapist_style: { ...api.state.preferences.therapist_style, language: 'french' },
    };
    api.pauseForPartner(new Date());
    await openChat(api);
    const notice = safetyStrings('fr').paused;
    expect(await screen.findByText(notice, { selector: 'span' })).toBeVisible();
    expect(screen.getByRole('button', { name: safetyStrings('fr').resume })).toBeDisabled();
  });
});

describe('Get help in the session header', () => {
  it('opens the private panel for the user’s country', async () => {
    const { user, api } = await openChat();
    const header = screen.getByRole('heading', { name: 'Session with Sam' }).closest('header')!;
    await user.click(within(header).getByRole('button', { name: 'Get help' }));

    const dialog = await screen.findByRole('dialog', { name: 'Where to get help' });
    expect(dialog).toHaveAccessibleDescription(
      'This is private. Your partner is not told that you opened it.',
    );
    expect(within(dialog).getByRole('combobox', { name: 'Showing help for' })).toHaveValue('US');
    expect(within(dialog).getByText('988 Suicide & Crisis Lifeline')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Quick exit' })).toBeVisible();
    // Nothing about it reaches the server but the preferences it reads.
    expect(api.calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });
});
