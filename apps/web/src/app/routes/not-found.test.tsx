import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { signedInUser, signedOut, stubFetch } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';

describe('not-found page', () => {
  it('shows 404, logs the missing path and leads home', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch({ '/api/me': signedOut });
    const { user, router } = renderApp('/this/does/not/exist');

    expect(await screen.findByRole('heading', { level: 1, name: '404' })).toBeVisible();
    expect(screen.getByText("Oops! The page you're looking for doesn't exist.")).toBeVisible();
    expect(consoleError).toHaveBeenCalledWith(
      expect.stringContaining('404'),
      '/this/does/not/exist',
    );

    await user.click(screen.getByRole('button', { name: 'Return to Home' }));
    expect(await screen.findByRole('link', { name: 'Start Free - No Credit Card' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
  });

  it("'Go Back' returns to the previous page", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch({
      '/api/me': signedOut,
      '/api/config': { status: 200, body: { providerName: 'Acme ID', builtInSignIn: false } },
    });
    const { user, router } = renderApp('/missing', { history: ['/login'] });

    await user.click(await screen.findByRole('button', { name: 'Go Back' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Kindred' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('hides the navigation even for a signed-in user', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch({ '/api/me': { status: 200, body: signedInUser } });
    renderApp('/nowhere');

    expect(await screen.findByRole('heading', { level: 1, name: '404' })).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });
});
