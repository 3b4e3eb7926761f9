import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { RELATIONSHIP_ERRORS } from '@kindred/shared/relationships';

import {
  jsonBody,
  notFound,
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

function setup(routes: Record<string, FakeRoute>) {
  const fetchMock = stubFetch({ '/api/me': signedIn, ...routes });
  return { ...renderApp('/dashboard'), fetchMock };
}

/** The text next to a Relationship Health bar, and the bar's own value. */
function measure(label: string) {
  const bar = screen.getByRole('progressbar', { name: label });
  const row = bar.parentElement!;
  return { shown: within(row).getByText(/\d/).textContent, bar };
}

describe('/dashboard', () => {
  beforeEach(() => {
    vi.stubGlobal('WebSocket', SilentSocket);
  });

  it("says 'Loading your dashboard...' until the couple and its sessions are known", async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    const { fetchMock } = setup({
      '/api/relationships': { status: 200, body: relationship() },
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
      '/api/relationships': { status: 200, body: relationship() },
      '/api/sessions': { status: 200, body: [live, later, done2, done1] },
    });

    expect(await screen.findByText('Sam')).toBeVisible();
    expect(screen.getByText('Connected since')).toBeVisible();
    expect(screen.getByText('03/02/2025')).toBeVisible();
    expect(screen.queryByText("You haven't connected with a partner yet.")).not.toBeInTheDocument();

    expect(measure('Communication Score').shown).toBe('85%');
    expect(measure('Weekly Check-ins').shown).toBe('5/7');
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
    expect(cards[2]!.getByRole('button', { name: 'View Summary' })).toBeDisabled();
    expect(cards[3]!.getByRole('button', { name: 'View Summary' })).toBeDisabled();
    expect(cards[0]!.getByText(/2025/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'New Session' })).toBeEnabled();

    await user.click(cards[1]!.getByRole('button', { name: 'View Details' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/triadic-session/${later.id}`),
    );
  });

  it('invites to connect when there is no partner yet', async () => {
    const { user, router } = setup({
      '/api/relationships': { status: 200, body: openInvitation() },
      '/api/sessions': { status: 200, body: [] },
    });

    expect(await screen.findByText("You haven't connected with a partner yet.")).toBeVisible();
    expect(screen.getByText('No Sessions Yet')).toBeVisible();
    expect(measure('Session Completion').shown).toBe('0%');
    expect(screen.queryByRole('button', { name: 'New Session' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start First Session' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Invite Partner' })).toHaveAttribute(
      'href',
      '/settings',
    );

    await user.click(screen.getByRole('button', { name: 'Invite Partner' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
  });

  it('stays quiet about a missing couple (404)', async () => {
    const { fetchMock } = setup({
      '/api/relationships': notFound(RELATIONSHIP_ERRORS.noRelationship),
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
      '/api/relationships': () => {
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
      '/api/relationships': { status: 200, body: relationship() },
      '/api/sessions': { status: 500, body: { error: 'Internal Server Error' } },
    });
    expect(
      await screen.findByText('Failed to load dashboard. Please try refreshing the page.'),
    ).toBeVisible();
  });

  it('starts the first session and opens it', async () => {
    const created = session({ session_number: 1 });
    const { user, router, fetchMock } = setup({
      '/api/relationships': { status: 200, body: relationship() },
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
      '/api/relationships': { status: 200, body: relationship() },
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
