import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { PENDING_INVITE_STORAGE_KEY } from '@kindred/shared/constants';

import { navigateToUrl } from '@/lib/browser';
import { signedInUser, signedOut, stubFetch } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';

vi.mock('@/lib/browser', () => ({ navigateToUrl: vi.fn() }));

const acmeConfig = { status: 200, body: { providerName: 'Acme ID', builtInSignIn: false } };

describe('/login', () => {
  beforeEach(() => {
    vi.mocked(navigateToUrl).mockClear();
  });

  it('offers the configured provider and the usual subtitle', async () => {
    stubFetch({ '/api/me': signedOut, '/api/config': acmeConfig });
    renderApp('/login');

    expect(await screen.findByRole('button', { name: 'Continue with Acme ID' })).toBeEnabled();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Kindred' })).toBeVisible();
    expect(screen.getByText('Sign in to continue to your therapy sessions')).toBeVisible();
    expect(screen.queryByText('Sign in to accept your invitation')).not.toBeInTheDocument();
    expect(screen.queryByText(/development sign-in/i)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to homepage' })).toHaveAttribute('href', '/');
    expect(screen.getByText(/Terms of Service/)).toBeVisible();
  });

  it('speaks of the invitation when one is pending', async () => {
    window.localStorage.setItem(PENDING_INVITE_STORAGE_KEY, 'k3x9q2ab');
    stubFetch({ '/api/me': signedOut, '/api/config': acmeConfig });
    renderApp('/login');

    expect(await screen.findByText('Sign in to accept your invitation')).toBeVisible();
    expect(
      screen.queryByText('Sign in to continue to your therapy sessions'),
    ).not.toBeInTheDocument();
    expect(screen.getByText(/redirected to accept the invitation/)).toBeVisible();
  });

  it("reads 'Connecting...' and goes to the server's sign-in on click", async () => {
    stubFetch({ '/api/me': signedOut, '/api/config': acmeConfig });
    const { user } = renderApp('/login');

    await user.click(await screen.findByRole('button', { name: 'Continue with Acme ID' }));

    expect(screen.getByRole('button', { name: 'Connecting...' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Continue with Acme ID' })).not.toBeInTheDocument();
    expect(navigateToUrl).toHaveBeenCalledWith('/auth/login?returnTo=%2Fregister');
  });

  it('says when the development sign-in is in use', async () => {
    stubFetch({
      '/api/me': signedOut,
      '/api/config': { status: 200, body: { providerName: 'Dev Sign-in', builtInSignIn: true } },
    });
    renderApp('/login');

    expect(await screen.findByRole('button', { name: 'Continue with Dev Sign-in' })).toBeVisible();
    expect(screen.getByText(/development sign-in is in use/i)).toBeVisible();
  });

  it('reports a failed sign-in once and cleans the address bar', async () => {
    stubFetch({ '/api/me': signedOut, '/api/config': acmeConfig });
    const { router } = renderApp('/login?error=signin');

    expect(await screen.findByText('Failed to sign in with Acme ID')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Continue with Acme ID' })).toBeEnabled();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a signed-in user on to the dashboard', async () => {
    stubFetch({ '/api/me': { status: 200, body: signedInUser } });
    const { router } = renderApp('/login');

    expect(await screen.findByRole('heading', { level: 1, name: 'Your Dashboard' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
