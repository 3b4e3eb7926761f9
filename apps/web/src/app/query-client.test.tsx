import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { preferences, relationship } from '@/features/relationships/testing/couple-fixtures';
import { signedInUser, signedOut, stubFetch } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';

const config = { status: 200, body: { providerName: 'Acme ID', builtInSignIn: false } };

describe('a lost sign-in (401), handled once by the query client', () => {
  it('says what a save could not do, once, and leads to /login', async () => {
    let signedInStill = true;
    const fetchMock = stubFetch({
      'GET /api/me': () => (signedInStill ? { status: 200, body: signedInUser } : signedOut),
      'GET /api/config': config,
      'GET /api/preferences': { status: 200, body: preferences() },
      'GET /api/relationships/current': { status: 200, body: relationship() },
      // Signed out elsewhere meanwhile: the save finds it out.
      'PUT /api/preferences': () => {
        signedInStill = false;
        return signedOut;
      },
    });
    const { user, router } = renderApp('/settings');

    const section = within(await screen.findByRole('region', { name: 'Notification Preferences' }));
    await user.click(await section.findByRole('button', { name: /^Therapy Sessions/ }));
    await user.click(section.getByRole('switch', { name: 'Push (Therapy Sessions)' }));

    // The notifications feature's own words, and not its generic failure on top.
    expect(await screen.findByText('You need to be logged in')).toBeVisible();
    expect(screen.queryByText("Your notification settings couldn't be saved")).toBeNull();
    // The query client asked again who is signed in, and the answer leads to sign-in.
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const meCalls = fetchMock.mock.calls.filter(([url]) => url === '/api/me');
    expect(meCalls.length).toBeGreaterThanOrEqual(2);
  });

  it('says why an invitation cannot be checked when its look-up answers 401', async () => {
    let signedInStill = true;
    stubFetch({
      'GET /api/me': () => (signedInStill ? { status: 200, body: signedInUser } : signedOut),
      'GET /api/config': config,
      'GET /api/relationships/invite/abc12345': () => {
        signedInStill = false;
        return signedOut;
      },
    });
    const { router } = renderApp('/accept-invite/abc12345');

    // Raised as the page turns into its signed-out flow, which has its own toast.
    expect(
      await screen.findByText('You need to be logged in to accept this invitation'),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
