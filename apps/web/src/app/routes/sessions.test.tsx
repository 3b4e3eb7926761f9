import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { createFakeLive, type FakeLive } from '@/testing/fake-live';
import {
  couple,
  createFakeSessionApi,
  RELATIONSHIP_ID,
} from '@/features/sessions/testing/fake-session-api';
import { renderWithLive } from '@/features/sessions/testing/render-session';

const session = (n: number, status: 'ongoing' | 'completed') => ({
  id: `5e55a0a1-0000-4000-8000-00000000000${n}`,
  relationship_id: RELATIONSHIP_ID,
  session_number: n,
  status,
  started_at: `2025-01-0${n}T10:00:00.000Z`,
  ended_at: status === 'completed' ? `2025-01-0${n}T10:30:00.000Z` : null,
  paused: null,
  ended_by: null,
  summary: null,
});

let live: FakeLive;
beforeEach(() => {
  live = createFakeLive();
});
afterEach(() => live.dispose());

describe('/triadic-session', () => {
  it('lists the sessions with the ongoing one first, to join', async () => {
    createFakeSessionApi({
      sessions: [session(3, 'completed'), session(2, 'ongoing'), session(1, 'completed')],
    });
    renderWithLive('/triadic-session', live);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Therapy Sessions' }),
    ).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Your sessions' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Session 2',
      'Session 3',
      'Session 1',
    ]);
    const join = within(items[0]!).getByRole('link', { name: 'Join Session' });
    expect(join).toHaveAttribute('href', `/triadic-session/${session(2, 'ongoing').id}`);
    expect(within(items[0]!).getByText('Ongoing')).toBeVisible();
    expect(within(items[1]!).getByRole('link', { name: 'View Summary' })).toHaveAttribute(
      'href',
      `/triadic-session/${session(3, 'completed').id}/summary`,
    );
    expect(screen.getByRole('button', { name: 'New Session' })).toBeEnabled();
  });

  it('starts the first session and opens it', async () => {
    const api = createFakeSessionApi({ sessions: [] });
    const { user, router } = renderWithLive('/triadic-session', live);

    expect(await screen.findByRole('heading', { name: 'No Sessions Yet' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Start First Session' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        '/triadic-session/5e55a0a1-0000-4000-8000-0000000000ff',
      ),
    );
    expect(api.calls).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        path: '/api/sessions',
        body: { relationship_id: RELATIONSHIP_ID },
      }),
    );
  });

  it('sends someone without a partner to invite one', async () => {
    createFakeSessionApi({
      couple: {
        status: 200,
        body: couple({ partner_id: null, partner_name: null, partner_avatar: null, partner: null }),
      },
    });
    renderWithLive('/triadic-session', live);
    expect(await screen.findByText("You haven't connected with a partner yet.")).toBeVisible();
    expect(screen.getByRole('link', { name: 'Invite Partner' })).toHaveAttribute(
      'href',
      '/settings',
    );
    expect(screen.queryByRole('button', { name: 'New Session' })).not.toBeInTheDocument();
  });

  it('treats no relationship at all (404) as no partner yet', async () => {
    createFakeSessionApi({ couple: { status: 200, body: null } });
    renderWithLive('/triadic-session', live);
    expect(await screen.findByRole('link', { name: 'Invite Partner' })).toBeVisible();
  });

  it("says 'Failed to load relationship data.' when the couple cannot be read", async () => {
    createFakeSessionApi({ couple: { status: 500, body: { error: 'boom' } } });
    renderWithLive('/triadic-session', live);
    expect(await screen.findByText('Failed to load relationship data.')).toBeVisible();
    expect(screen.getByText("We couldn't load your sessions.")).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
