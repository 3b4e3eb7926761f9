import { expect, test } from '@playwright/test';

import { completeDevSignIn, newPerson, signIn } from '../support/auth';

test.describe('first visit and sign-in', () => {
  test('a visitor goes from the landing page to onboarding and stays signed in on reload', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: /main/i })).toHaveCount(0);
    await page.getByRole('link', { name: 'Start Free - No Credit Card' }).first().click();

    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Sign in to continue to your therapy sessions')).toBeVisible();
    await page.getByRole('button', { name: 'Continue with Dev Sign-in' }).click();

    await expect(page).toHaveURL(/\/idp\/interaction\//);
    await completeDevSignIn(page, newPerson('avery'));

    await expect(page).toHaveURL(/\/onboarding$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // No code or state is left in the address bar.
    expect(page.url()).not.toMatch(/[?&](code|state)=/);

    await page.reload();
    await expect(page).toHaveURL(/\/onboarding$/);
    await expect(page.getByText('Loading your session...')).toHaveCount(0);
  });

  test('a signed-out visit to the dashboard ends on the login page', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Continue with Dev Sign-in' })).toBeVisible();
  });

  test('a signed-in visitor sees Go to Dashboard on the landing page and is sent on from /login', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Go to Dashboard' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start Free - No Credit Card' })).toHaveCount(0);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('signing out returns to the landing page and protects the app again', async ({ page }) => {
    await signIn(page);
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Sign out' }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/this/does/not/exist');
  await expect(page.getByText('404')).toBeVisible();
  await expect(page.getByText("Oops! The page you're looking for doesn't exist.")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
  await page
    .getByRole('link', { name: 'Return to Home' })
    .or(page.getByRole('button', { name: 'Return to Home' }))
    .click();
  await expect(page).toHaveURL(/\/$/);
});

test('the navigation moves between the four sections', async ({ page }) => {
  await signIn(page);
  await page.goto('/dashboard');
  const nav = page.getByRole('navigation', { name: /main/i });
  await expect(nav).toBeVisible();
  const sections: [string, RegExp, string][] = [
    ['Chat', /\/triadic-session$/, 'Therapy Sessions'],
    ['Training', /\/self-training$/, 'Self-Training Hub'],
    ['Settings', /\/settings$/, 'Settings'],
    ['Home', /\/dashboard$/, 'Your Dashboard'],
  ];
  for (const [label, url, heading] of sections) {
    await nav.getByRole('link', { name: label }).click();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(nav.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
  }
});
