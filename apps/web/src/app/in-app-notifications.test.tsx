import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';

import { DEFAULT_NOTIFICATION_PREFERENCES } from '@kindred/shared/notifications';

import {
  partnerUser,
  preferences,
  relationship,
  session,
} from '@/features/relationships/testing/couple-fixtures';
import { createFakeLive, type FakeLive } from '@/testing/fake-live';
import { renderWithLive } from '@/features/sessions/testing/render-session';
import { signedInUser, stubFetch } from '@/testing/fake-api';

const ongoing = session({ session_number: 3 });
const completed = session({ session_number: 2, status: 'completed' });

let live: FakeLive;
afterEach(() => {
  live.dispose();
  // sonner keeps its toasts in a module-wide store and replays the active ones to the next
  // Toaster: one test's notice must not show up in the next.
  toast.dismiss();
});

function setup(
  path: string,
  notifications = DEFAULT_NOTIFICATION_PREFERENCES,
  sessions = [ongoing, completed],
  routes: Parameters<typeof stubFetch>[0] = {},
) {
  const fetchMock = stubFetch({
    '/api/me': { status: 200, body: signedInUser },
    'GET /api/notifications': { status: 200, body: [] },
    ...routes,
    'GET /api/preferences': { status: 200, body: preferences({ notifications }) },
    'GET /api/relationships/current': { status: 200, body: relationship() },
    'GET /api/sessions': { status: 200, body: sessions },
  });
  live = createFakeLive();
  return { ...renderWithLive(path, live), fetchMock };
}

/** Waits until the app opens the live link, then lets it through as the server would. */
async function followed() {
  // The link opens as soon as the app follows the couple, maybe before the session list is known.
  await waitFor(() => expect(live.sockets).toHaveLength(1));
  live.connect();
  await waitFor(() =>
    expect(live.current().sent).toContainEqual({
      type: 'subscribe',
      sessionId: ongoing.id,
      presence: false,
    }),
  );
  await live.push({ type: 'subscribed', sessionId: ongoing.id });
}

const therapistReply = {
  type: 'message' as const,
  sessionId: ongoing.id,
  message: {
    id: 'reply-1',
    therapy_session_id: ongoing.id,
    content: 'Thank you both for sharing.',
    author: 'therapist' as const,
    timestamp: '2025-03-05T18:40:00.000Z',
    read: false,
    client_id: null,
    visibility: 'shared' as const,
    safety: null,
  },
};

describe('in-app notifications', () => {
  it('follows only the ongoing session, without showing the user present in it', async () => {
    setup('/integrations');
    await followed();
    const subscribed = live.current().sent.filter((f) => f.type === 'subscribe');
    expect(subscribed).toEqual([{ type: 'subscribe', sessionId: ongoing.id, presence: false }]);
  });

  it('tells when the partner joins, and leads to the chat', async () => {
    const { router } = setup('/integrations');
    await followed();
    // The room as it was on arrival is not news.
    await live.push({ type: 'presence', sessionId: ongoing.id, online: [partnerUser.id] });
    await live.push({ type: 'presence', sessionId: ongoing.id, online: [] });
    expect(screen.queryByText(/joined Session/)).not.toBeInTheDocument();

    await live.push({ type: 'presence', sessionId: ongoing.id, online: [partnerUser.id] });
    expect(await screen.findByText('Sam joined Session 3')).toBeVisible();
    // A plain click: jsdom lacks the pointer capture the toast's swipe handling uses.
    fireEvent.click(screen.getByRole('button', { name: 'Open chat' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/triadic-session/${ongoing.id}`),
    );
  });

  it('tells when the therapist replies elsewhere in the app', async () => {
    setup('/integrations');
    await followed();
    await live.push(therapistReply);
    expect(await screen.findByText('Your therapist replied in Session 3')).toBeVisible();
    expect(screen.getByText('Open the session to read the reply.')).toBeVisible();
  });

  it('stays quiet about what a switched-off type covers', async () => {
    setup('/integrations', {
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      partner: { email: true, push: true, inApp: false },
    });
    await followed();
    await live.push({ type: 'presence', sessionId: ongoing.id, online: [] });
    await live.push({ type: 'presence', sessionId: ongoing.id, online: [partnerUser.id] });
    // Own presence (another tab) is never news either.
    await live.push({
      type: 'presence',
      sessionId: ongoing.id,
      online: [partnerUser.id, signedInUser.id],
    });
    await live.push(therapistReply);
    expect(await screen.findByText('Your therapist replied in Session 3')).toBeVisible();
    expect(screen.queryByText(/joined Session/)).not.toBeInTheDocument();
  });

  it('follows nothing when both in-app switches are off', async () => {
    setup('/integrations', {
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      partner: { email: true, push: true, inApp: false },
      session: { email: true, push: true, inApp: false },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Integrations' })).toBeVisible();
    // The tab's link is open (it follows the couple), but no session is followed on it.
    await waitFor(() => expect(live.sockets).toHaveLength(1));
    live.connect();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(live.current().sent.filter((frame) => frame.type === 'subscribe')).toEqual([]);
  });

  describe('notices of what happened to the couple', () => {
    const notice = (id: string, coupleDeleted: boolean, sessions: number) => ({
      id,
      kind: 'partner_deleted_account',
      created_at: '2025-03-06T09:00:00.000Z',
      data: { partner_name: 'Sam', sessions_deleted: sessions, couple_deleted: coupleDeleted },
    });

    it('says that the partner deleted their account and what went with it, until it is read', async () => {
      let unread = [notice('n-1', false, 2)];
      const { fetchMock } = setup('/integrations', DEFAULT_NOTIFICATION_PREFERENCES, [], {
        'GET /api/notifications': () => ({ status: 200, body: unread }),
        'POST /api/notifications/n-1/read': () => {
          unread = [];
          return { status: 204 };
        },
      });

      expect(await screen.findByText('Sam deleted their account')).toBeVisible();
      expect(
        screen.getByText(
          'Your 2 shared sessions and their messages were deleted with it, for both of you. Your account and couple stay; you can invite a partner again from Settings.',
        ),
      ).toBeVisible();
      fireEvent.click(screen.getByRole('button', { name: 'OK' }));
      await waitFor(() =>
        expect(
          fetchMock.mock.calls.some(
            ([url, init]) => url === '/api/notifications/n-1/read' && init?.method === 'POST',
          ),
        ).toBe(true),
      );
      await waitFor(() => expect(screen.queryByText('Sam deleted their account')).toBeNull());
    });

    it('shows the notice as soon as the partner leaves, live', async () => {
      let unread: ReturnType<typeof notice>[] = [];
      setup('/integrations', DEFAULT_NOTIFICATION_PREFERENCES, [], {
        'GET /api/notifications': () => ({ status: 200, body: unread }),
      });
      expect(await screen.findByRole('heading', { level: 1, name: 'Integrations' })).toBeVisible();
      await waitFor(() => expect(live.sockets).toHaveLength(1));
      live.connect();

      unread = [notice('n-2', true, 1)];
      await live.push({
        type: 'couple',
        event: 'partner_left',
        relationshipId: relationship().id,
        by: partnerUser.id,
      });
      expect(await screen.findByText('Sam deleted their account')).toBeVisible();
      expect(
        screen.getByText(
          'Your shared session and its messages were deleted with it, for both of you. Your couple was theirs, so it is gone too; your own account stays, and you can invite a partner from Settings.',
        ),
      ).toBeVisible();
    });
  });
});
