import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { PENDING_INVITE_STORAGE_KEY } from '@kindred/shared/constants';
import { RELATIONSHIP_ERRORS } from '@kindred/shared/relationships';

import {
  invitation,
  jsonBody,
  notFound,
  relationship,
} from '@/features/relationships/testing/couple-fixtures';
import { signedInUser, signedOut, stubFetch } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';

const signedIn = { status: 200, body: signedInUser };
const CODE = 'k3x9q2ab';
const lookup = `/api/relationships/invite/${CODE}`;

async function expectInvitationError(message: string) {
  expect(await screen.findByRole('heading', { level: 1, name: 'Invitation Error' })).toBeVisible();
  expect(screen.getByText(message)).toBeVisible();
  expect(screen.getByRole('button', { name: 'Go Home' })).toBeEnabled();
  expect(screen.queryByRole('button', { name: 'Accept Invitation' })).not.toBeInTheDocument();
}

describe('/accept-invite/:code', () => {
  it("says 'Checking invitation...' until the invitation is known, then offers to accept", async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    stubFetch({
      '/api/me': signedIn,
      [lookup]: () => new Promise((resolve) => (answer = resolve)),
    });
    renderApp(`/accept-invite/${CODE}`);

    expect(await screen.findByText('Checking invitation...')).toBeVisible();
    answer({ status: 200, body: invitation() });

    expect(
      await screen.findByText('Jordan has invited you to join them on Kindred.'),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Accept Invitation' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Accept Invitation' })).toBeEnabled();
    expect(screen.queryByText('Checking invitation...')).not.toBeInTheDocument();
  });

  it("accepts: 'Accepting...' while busy, then the toast and the dashboard", async () => {
    let release: () => void = () => {};
    const fetchMock = stubFetch({
      '/api/me': signedIn,
      [lookup]: { status: 200, body: invitation() },
      'POST /api/relationships/accept': async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return { status: 200, body: relationship({ role: 'partner' }) };
      },
      'GET /api/relationships/current': {
        status: 200,
        body: relationship({
          role: 'partner',
          user_id: 'user-9',
          partner_id: signedInUser.id,
          partner: { id: 'user-9', name: 'Jordan', avatar: 'avatar-5' },
        }),
      },
      '/api/sessions': { status: 200, body: [] },
    });
    const { user, router } = renderApp(`/accept-invite/${CODE}`);

    await user.click(await screen.findByRole('button', { name: 'Accept Invitation' }));
    expect(await screen.findByRole('button', { name: 'Accepting...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeDisabled();
    release();

    expect(await screen.findByText('Invitation accepted successfully!')).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByText('Jordan')).toBeVisible();
    const accept = fetchMock.mock.calls.find(
      ([url, init]) => url === '/api/relationships/accept' && init?.method === 'POST',
    );
    expect(jsonBody(accept?.[1])).toEqual({ invite_code: CODE });
  });

  it('declining goes home without accepting', async () => {
    const fetchMock = stubFetch({
      '/api/me': signedIn,
      [lookup]: { status: 200, body: invitation() },
    });
    const { user, router } = renderApp(`/accept-invite/${CODE}`);

    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('an unknown or expired code is invalid', async () => {
    stubFetch({
      '/api/me': signedIn,
      [lookup]: notFound(RELATIONSHIP_ERRORS.invalidOrExpired),
    });
    renderApp(`/accept-invite/${CODE}`);
    await expectInvitationError('This invitation is invalid or has expired');
  });

  it("shows the server's refusal of an acceptance in the server's words", async () => {
    for (const refusal of [
      { status: 400, body: { error: RELATIONSHIP_ERRORS.ownInvitation } },
      // Taken meanwhile: the code changed when the partner joined, so it is simply gone.
      notFound(RELATIONSHIP_ERRORS.invalidOrExpired),
    ]) {
      stubFetch({
        '/api/me': signedIn,
        [lookup]: { status: 200, body: invitation() },
        'POST /api/relationships/accept': refusal,
      });
      const { user, unmount } = renderApp(`/accept-invite/${CODE}`);
      await user.click(await screen.findByRole('button', { name: 'Accept Invitation' }));
      await expectInvitationError(refusal.body.error);
      unmount();
    }
  });

  it('shows why the server refused the acceptance (already in a couple)', async () => {
    stubFetch({
      '/api/me': signedIn,
      [lookup]: { status: 200, body: invitation() },
      'POST /api/relationships/accept': {
        status: 409,
        body: { error: RELATIONSHIP_ERRORS.alreadyConnected },
      },
    });
    const { user, router } = renderApp(`/accept-invite/${CODE}`);

    await user.click(await screen.findByRole('button', { name: 'Accept Invitation' }));
    await expectInvitationError(RELATIONSHIP_ERRORS.alreadyConnected);
    expect(router.state.location.pathname).toBe(`/accept-invite/${CODE}`);
  });

  it('reports an unexpected failure of the check and offers to try again', async () => {
    let calls = 0;
    stubFetch({
      '/api/me': signedIn,
      [lookup]: () => {
        calls += 1;
        return calls === 1
          ? { status: 500, body: { error: 'Internal Server Error' } }
          : { status: 200, body: invitation() };
      },
    });
    const { user } = renderApp(`/accept-invite/${CODE}`);

    expect(
      await screen.findAllByText('An error occurred while checking the invitation'),
    ).not.toHaveLength(0);
    expect(screen.getByRole('heading', { level: 1, name: 'Invitation Error' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Accept Invitation' })).toBeEnabled();
  });

  it('keeps the code of a signed-out visitor, tells them and sends them to sign in', async () => {
    stubFetch({
      '/api/me': signedOut,
      '/api/config': { status: 200, body: { providerName: 'Acme ID', builtInSignIn: false } },
    });
    const { router } = renderApp(`/accept-invite/${CODE}`);

    expect(
      await screen.findByText('Please log in or create an account to accept this invitation'),
    ).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText('Sign in to accept your invitation')).toBeVisible();
    expect(window.localStorage.getItem(PENDING_INVITE_STORAGE_KEY)).toBe(CODE);
  });
});
