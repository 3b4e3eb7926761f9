import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { signedInUser, signedOut, stubFetch } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';

describe('landing page', () => {
  it('invites a visitor without a session to start free or log in', async () => {
    stubFetch({ '/api/me': signedOut });
    renderApp('/');

    const start = await screen.findByRole('link', { name: 'Start Free - No Credit Card' });
    expect(start).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Already have an account? Log in' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(screen.getByRole('link', { name: 'Start Free Today' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('link', { name: 'Go to Dashboard' })).not.toBeInTheDocument();
  });

  it("offers 'Go to Dashboard' in both places to a signed-in visitor", async () => {
    stubFetch({ '/api/me': { status: 200, body: signedInUser } });
    renderApp('/');

    const links = await screen.findAllByRole('link', { name: 'Go to Dashboard' });
    expect(links).toHaveLength(2);
    for (const link of links) expect(link).toHaveAttribute('href', '/dashboard');
    expect(
      screen.queryByRole('link', { name: 'Start Free - No Credit Card' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Start Free Today' })).not.toBeInTheDocument();
    // The landing page has no app navigation, even when signed in.
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('shows the promise, the features, the steps and the stories', async () => {
    stubFetch({ '/api/me': signedOut });
    renderApp('/');

    expect(
      await screen.findByRole('heading', { level: 1, name: /transform your relationship/i }),
    ).toBeVisible();
    for (const feature of [
      'AI-Guided Conversations',
      'Deeper Understanding',
      'Relationship Growth',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name: feature })).toBeVisible();
    }
    const howItWorks = screen.getByRole('region', { name: 'How it works' });
    const steps = within(howItWorks).getAllByRole('listitem');
    expect(steps).toHaveLength(3);
    expect(steps[0]).toHaveTextContent(/create your account and invite your partner/i);
    expect(steps[1]).toHaveTextContent(/guided conversations.*AI therapist.*own pace/i);
    expect(steps[2]).toHaveTextContent(/personalised insights/i);
    const stories = screen.getByRole('region', { name: 'Couples growing together' });
    expect(within(stories).getAllByRole('figure')).toHaveLength(2);
    // Plain words that the therapist is an AI and not for emergencies, near the top and at the end.
    expect(screen.getAllByText(/an AI, not a licensed clinician/)).toHaveLength(2);
    expect(screen.getAllByText(/not for emergencies/).length).toBeGreaterThanOrEqual(1);
  });
});
