import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { AUTH_INIT_TIMEOUT_MS, PENDING_INVITE_STORAGE_KEY } from '@kindred/shared/constants';

import { preferences, relationship } from '@/features/relationships/testing/couple-fixtures';
import { draftKey } from '@/lib/drafts';
import { signedInUser, signedOut, stubFetch } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';

const signedIn = { status: 200, body: signedInUser };
const acmeConfig = { status: 200, body: { providerName: 'Acme ID', builtInSignIn: false } };

describe('app shell', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows 'Loading your session...' until the sign-in state is known", async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    const fetchMock = stubFetch({ '/api/me': () => new Promise((resolve) => (answer = resolve)) });
    renderApp('/dashboard');

    expect(await screen.findByText('Loading your session...')).toBeVisible();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.getByText('Loading your session...')).toBeVisible();
    await act(async () => answer(signedIn));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Dashboard' })).toBeVisible();
    expect(screen.queryByText('Loading your session...')).not.toBeInTheDocument();
  });

  it('renders as signed out when /api/me takes longer than the safety time-out', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = stubFetch({
      '/api/me': () => new Promise(() => {}),
      '/api/config': acmeConfig,
    });
    const { router } = renderApp('/settings');

    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/me', expect.anything()));
    expect(screen.getByText('Loading your session...')).toBeVisible();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(AUTH_INIT_TIMEOUT_MS);
    });
    expect(await screen.findByRole('button', { name: 'Continue with Acme ID' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
  });

  it.each([
    ['/dashboard', 'Your Dashboard'],
    ['/triadic-session', 'Therapy Sessions'],
    ['/triadic-session/s-42', 'Therapy Session'],
    ['/integrations', 'Integrations'],
    ['/personalization', 'Agent Personalization'],
    ['/self-training', 'Self-Training Hub'],
    ['/settings', 'Settings'],
    ['/onboarding', 'Welcome to Kindred'],
    ['/accept-invite/k3x9q2ab', 'Accept Invitation'],
  ])('%s shows its heading and title to a signed-in user', async (path, heading) => {
    stubFetch({ '/api/me': signedIn });
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(document.title).toBe(`${heading} · Kindred`);
  });

  it('sends a signed-out visitor from a protected page to /login', async () => {
    stubFetch({ '/api/me': signedOut, '/api/config': acmeConfig });
    const { router } = renderApp('/self-training');
    expect(await screen.findByText('Sign in to continue to your therapy sessions')).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('moves between the four sections with the navigation bar', async () => {
    stubFetch({ '/api/me': signedIn });
    const { user, router } = renderApp('/dashboard');

    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    const sections: [string, string, string][] = [
      ['Chat', '/triadic-session', 'Therapy Sessions'],
      ['Training', '/self-training', 'Self-Training Hub'],
      ['Settings', '/settings', 'Settings'],
      ['Home', '/dashboard', 'Your Dashboard'],
    ];
    for (const [label, path, heading] of sections) {
      await user.click(within(nav).getByRole('link', { name: label }));
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(router.state.location.pathname).toBe(path);
      expect(within(nav).getByRole('link', { name: label })).toHaveAttribute(
        'aria-current',
        'page',
      );
    }
  });

  it('signs out from Settings: ends the session, forgets the user and goes home', async () => {
    let session = true;
    const logout = vi.fn(() => {
      session = false;
      return { status: 204 };
    });
    stubFetch({
      'GET /api/me': () => (session ? signedIn : signedOut),
      'POST /auth/logout': logout,
    });
    const { user, router } = renderApp('/settings');

    const main = await screen.findByRole('main');
    await user.click(within(main).getByRole('button', { name: 'Sign out' }));

    expect(await screen.findByRole('link', { name: 'Start Free - No Credit Card' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
    expect(logout).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('after signing out, Back to a protected page leads to sign-in, and drafts are gone', async () => {
    let session = true;
    stubFetch({
      'GET /api/me': () => (session ? signedIn : signedOut),
      'GET /api/relationships/current': { status: 200, body: null },
      'GET /api/notifications': { status: 200, body: [] },
      'GET /api/preferences': { status: 200, body: preferences() },
      'GET /api/config': acmeConfig,
      'POST /auth/logout': () => {
        session = false;
        return { status: 204 };
      },
    });
    localStorage.setItem(draftKey(signedInUser.id, 'session-1'), 'I wanted to say');
    const { user, router } = renderApp('/settings', { history: ['/dashboard'] });

    const main = await screen.findByRole('main');
    await user.click(within(main).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('link', { name: 'Start Free - No Credit Card' })).toBeVisible();
    expect(localStorage.getItem(draftKey(signedInUser.id, 'session-1'))).toBeNull();

    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('re-checks the sign-in when the page comes back from the back-forward cache', async () => {
    let session = true;
    stubFetch({
      'GET /api/me': () => (session ? signedIn : signedOut),
      'GET /api/relationships/current': { status: 200, body: null },
      'GET /api/sessions': { status: 200, body: [] },
      'GET /api/notifications': { status: 200, body: [] },
      'GET /api/preferences': { status: 200, body: preferences() },
      'GET /api/config': acmeConfig,
    });
    const { router } = renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Dashboard' })).toBeVisible();

    // Signed out in the meantime (e.g. on the page that came after, or in another tab).
    session = false;
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.queryByRole('heading', { name: 'Your Dashboard' })).not.toBeInTheDocument();
  });

  it('leaves a page whose data answers 401 (the session ended) for sign-in', async () => {
    stubFetch({
      'GET /api/me': (() => {
        let calls = 0;
        return () => (++calls === 1 ? signedIn : signedOut);
      })(),
      'GET /api/relationships/current': signedOut,
      'GET /api/notifications': signedOut,
      'GET /api/preferences': signedOut,
      'GET /api/config': acmeConfig,
    });
    const { router } = renderApp('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(
      screen.queryByText('Unable to load relationship data. Some features may not work.'),
    ).not.toBeInTheDocument();
  });
});

describe('/register', () => {
  it.each([
    {
      when: 'an existing relationship',
      relationship: { status: 200, body: relationship() },
      path: '/dashboard',
      heading: 'Your Dashboard',
    },
    {
      when: 'no relationship yet (null)',
      relationship: { status: 200, body: null },
      path: '/onboarding',
      heading: 'Welcome to Kindred',
    },
    {
      when: 'a server error',
      relationship: { status: 500, body: { error: 'Boom' } },
      path: '/onboarding',
      heading: 'Welcome to Kindred',
    },
  ])('with $when goes to $path', async ({ relationship, path, heading }) => {
    stubFetch({ '/api/me': signedIn, '/api/relationships/current': relationship });
    const { router } = renderApp('/register');
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(router.state.location.pathname).toBe(path);
  });

  it('without a session goes to /login', async () => {
    stubFetch({ '/api/me': signedOut, '/api/config': acmeConfig });
    const { router } = renderApp('/register');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Kindred' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
  });
});

describe('invitation links', () => {
  it('keeps the code of a signed-out visitor and asks them to log in', async () => {
    stubFetch({ '/api/me': signedOut, '/api/config': acmeConfig });
    const { router } = renderApp('/accept-invite/k3x9q2ab');

    expect(
      await screen.findByText('Please log in or create an account to accept this invitation'),
    ).toBeVisible();
    expect(await screen.findByText('Sign in to accept your invitation')).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
    expect(window.localStorage.getItem(PENDING_INVITE_STORAGE_KEY)).toBe('k3x9q2ab');
  });

  it('takes a signed-in user with a pending code to the invitation and forgets the code', async () => {
    window.localStorage.setItem(PENDING_INVITE_STORAGE_KEY, 'k3x9q2ab');
    stubFetch({
      '/api/me': signedIn,
      '/api/relationships/current': { status: 200, body: null },
    });
    const { router } = renderApp('/register');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Accept Invitation' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/accept-invite/k3x9q2ab');
    // The root clears the code in an effect after the invitation page renders (root.tsx).
    await waitFor(() => expect(window.localStorage.getItem(PENDING_INVITE_STORAGE_KEY)).toBeNull());
  });

  it("says 'Invalid invitation link' when there is no code", async () => {
    stubFetch({ '/api/me': signedOut });
    const { user, router } = renderApp('/accept-invite');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Invitation Error' }),
    ).toBeVisible();
    expect(screen.getByText('Invalid invitation link')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Go Home' }));
    expect(await screen.findByRole('link', { name: 'Start Free - No Credit Card' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
  });
});
