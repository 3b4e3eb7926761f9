import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import {
  jsonBody,
  openInvitation,
  relationship,
  session,
} from '@/features/relationships/testing/couple-fixtures';
import { type FakeRoute, signedInUser, stubFetch } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';

const signedIn = { status: 200, body: signedInUser };

/** A socket that never connects: opening a session page must not reach for a real server. */
class SilentSocket {
  readyState = 0;
  onopen = null;
  onmessage = null;
  onclose = null;
  onerror = null;
  send() {}
  close() {}
}

/** What the server measured for a couple that has talked (GET /api/relationships/current/health). */
const measured = {
  has_data: true,
  weekly_checkins: { days: 3, of: 7 },
  communication: { percent: 75, mutual: 3, exchanges: 4 },
};
const nothingYet = { has_data: false, weekly_checkins: { days: 0, of: 7 }, communication: null };

function setup(routes: Record<string, FakeRoute>) {
  const fetchMock = stubFetch({
    '/api/me': signedIn,
    '/api/relationships/current/health': { status: 200, body: measured },
    ...routes,
  });
  return { ...renderApp('/dashboard'), fetchMock };
}

/** The text next to a Relationship Health bar, and the bar's own value. */
function measure(label: string) {
  const bar = screen.getByRole('progressbar', { name: label });
  const row = bar.parentElement!;
  return { shown: row.querySelector('.tabular-nums')!.textContent, bar };
}

describe('/dashboard', () => {
  beforeEach(() => {
    vi.stubGlobal('WebSocket', SilentSocket);
  });

  it("says 'Loading your dashboard...' until the couple and its sessions are known", async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    const { fetchMock } = setup({
      '/api/relationships/current': { status: 200, body: relationship() },
      '/api/sessions': () => new Promise((resolve) => (answer = resolve)),
    });

    expect(await screen.findByText('Loading your dashboard...')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Your Dashboard' })).toBeVisible();
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/sessions'))).toBe(
        true,
      ),
    );
    expect(screen.getByText('Loading your dashboard...')).toBeVisible();
    answer({ status: 200, body: [] });
    expect(await screen.findByText('Sam')).toBeVisible();
    expect(screen.queryByText('Loading your dashboard...')).not.toBeInTheDocument();
  });

  it('shows the partner, the health measures and each session with its button', async () => {
    const done1 = session({ session_number: 1, status: 'completed' });
    const done2 = session({ session_number: 2, status: 'completed' });
    const later = session({ session_number: 3, status: 'scheduled' });
    const live = session({ session_number: 4, status: 'ongoing' });
    const { user, router } = setup({
      '/api/relationships/current': { status: 200, body: relationship() },
      '/api/sessions': { status: 200, body: [live, later, done2, done1] },
    });

    expect(await screen.findByText('Sam')).toBeVisible();
    expect(screen.getByText('Connected since')).toBeVisible();
    expect(screen.getByText('03/02/2025')).toBeVisible();
    expect(screen.queryByText("You haven't connected with a partner yet.")).not.toBeInTheDocument();

    // Measured by the server from the couple's activity, each with how it is computed.
    expect(await screen.findByRole('progressbar', { name: 'Communication Score' })).toBeVisible();
    expect(measure('Communication Score').shown).toBe('75%');
    expect(measure('Communication Score').bar).toHaveAccessibleDescription(
      'Exchanges of the last 30 days in which you both wrote before your therapist replied: 3 of 4.',
    );
    expect(measure('Weekly Check-ins').shown).toBe('3/7');
    expect(measure('Weekly Check-ins').bar).toHaveAccessibleDescription(
      'Days of the last 7 on which either of you wrote in a session or finished a practice.',
    );
    const completion = measure('Session Completion');
    expect(completion.shown).toBe('50%');
    expect(completion.bar).toHaveAttribute('aria-valuenow', '50');

    const cards = within(screen.getByRole('list', { name: 'Your therapy sessions' }))
      .getAllByRole('listitem')
      .map((item) => within(item));
    expect(cards).toHaveLength(4);
    expect(cards[0]!.getByRole('heading', { name: 'Session 4' })).toBeVisible();
    expect(cards[0]!.getByText('Ongoing')).toBeVisible();
    expect(cards[0]!.getByRole('button', { name: 'Join Session' })).toBeEnabled();
    expect(cards[1]!.getByText('Scheduled')).toBeVisible();
    expect(cards[1]!.getByRole('button', { name: 'View Details' })).toBeEnabled();
    expect(cards[2]!.getByText('Completed')).toBeVisible();
    expect(cards[2]!.getByRole('button', { name: 'View Summary' })).toBeEnabled();
    expect(cards[3]!.getByRole('button', { name: 'View Summary' })).toBeEnabled();
    expect(cards[0]!.getByText(/2025/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'New Session' })).toBeEnabled();

    await user.click(cards[1]!.getByRole('button', { name: 'View Details' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/triadic-session/${later.id}`),
    );
  });

  it("opens a completed session's summary from 'View Summary'", async () => {
    const done = session({ session_number: 1, status: 'completed' });
    const { user, router } = setup({
      '/api/relationships/current': { status: 200, body: relationship() },
      '/api/sessions': { status: 200, body: [done] },
    });
    await user.click(await screen.findByRole('button', { name: 'View Summary' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/triadic-session/${done.id}/summary`),
    );
  });

  it('invites to connect when there is no partner yet', async () => {
    const { user, router } = setup({
      '/api/relationships/current': { status: 200, body: openInvitation() },
      '/api/relationships/current/health': { status: 200, body: nothingYet },
      '/api/sessions': { status: 200, body: [] },
    });

    expect(await screen.findByText("You haven't connected with a partner yet.")).toBeVisible();
    expect(screen.getByText('No Sessions Yet')).toBeVisible();
    expect(measure('Session Completion').shown).toBe('0%');
    // Nothing made up for a new user: no score, no check-ins, but why.
    expect(await screen.findByTestId('health-empty')).toHaveTextContent(
      'No data yet — Communication Score and Weekly Check-ins start once your partner has joined',
    );
    expect(screen.queryByRole('progressbar', { name: 'Communication Score' })).toBeNull();
    expect(screen.queryByRole('progressbar', { name: 'Weekly Check-ins' })).toBeNull();
    expect(screen.queryByText('85%')).toBeNull();
    expect(screen.queryByText('5/7')).toBeNull();
    expect(screen.queryByRole('button', { name: 'New Session' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start First Session' })).not.toBeInTheDocument();
    // One way to invite (the partner card's), straight to the partner section of Settings.
    expect(screen.getAllByRole('link', { name: 'Invite Partner' })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Invite Partner' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Invite Partner' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
    expect(router.state.location.hash).toBe('#partner');
  });

  it('stays quiet about a missing couple (no couple yet)', async () => {
    const { fetchMock } = setup({
      '/api/relationships/current': { status: 200, body: null },
    });

    expect(await screen.findByText("You haven't connected with a partner yet.")).toBeVisible();
    expect(screen.getByText('No Sessions Yet')).toBeVisible();
    expect(
      screen.queryByText('Unable to load relationship data. Some features may not work.'),
    ).not.toBeInTheDocument();
    // No couple, so no sessions to ask for.
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/sessions'))).toBe(
      false,
    );
  });

  it('warns in a banner when the couple could not be loaded', async () => {
    let calls = 0;
    const { user } = setup({
      '/api/relationships/current': () => {
        calls += 1;
        return calls === 1
          ? { status: 500, body: { error: 'Internal Server Error' } }
          : { status: 200, body: relationship() };
      },
      '/api/sessions': { status: 200, body: [] },
    });

    expect(
      await screen.findByText('Unable to load relationship data. Some features may not work.'),
    ).toBeVisible();
    expect(screen.getByText('No Sessions Yet')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Sam')).toBeVisible();
    expect(
      screen.queryByText('Unable to load relationship data. Some features may not work.'),
    ).not.toBeInTheDocument();
  });

  it('says so when the dashboard could not be loaded', async () => {
    setup({
      '/api/relationships/current': { status: 200, body: relationship() },
      '/api/sessions': { status: 500, body: { error: 'Internal Server Error' } },
    });
    expect(
      await screen.findByText('Failed to load dashboard. Please try refreshing the page.'),
    ).toBeVisible();
  });

  it('starts the first session and opens it', async () => {
    const created = session({ session_number: 1 });
    const { user, router, fetchMock } = setup({
      '/api/relationships/current': { status: 200, body: relationship() },
      'GET /api/sessions': { status: 200, body: [] },
      'POST /api/sessions': { status: 201, body: created },
    });

    expect(await screen.findByText('No Sessions Yet')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Start First Session' }));

    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/triadic-session/${created.id}`),
    );
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(jsonBody(post?.[1])).toEqual({ relationship_id: relationship().id });
  });

  it('reports a session that could not be started', async () => {
    const { user, router } = setup({
      '/api/relationships/current': { status: 200, body: relationship() },
      'GET /api/sessions': { status: 200, body: [session({ status: 'completed' })] },
      'POST /api/sessions': { status: 500, body: { error: 'Internal Server Error' } },
    });

    await user.click(await screen.findByRole('button', { name: 'New Session' }));

    expect(await screen.findByText('Failed to start a new therapy session.')).toBeVisible();
    expect(screen.getByText('Error')).toBeVisible();
    expect(screen.getByRole('button', { name: 'New Session' })).toBeEnabled();
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
