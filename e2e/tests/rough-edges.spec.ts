import type { Page } from '@playwright/test';

import { completeDevSignIn, newPerson, signIn } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { toast } from '../support/personal-helpers';
import { composer, createCouple } from '../support/session-couple';
import { startSession } from '../support/session-therapist';

// Rough edges a new user hit (issue 15, items 10–13), at 390 px (phone) and 1280 px (desktop).

// Several sign-ins and page loads each: room for a slow, shared machine (nothing here is timed).
test.describe.configure({ timeout: 120_000 });

/** Console errors and failed answers (4xx/5xx) on `page` from now on. */
function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
  });
  return errors;
}

test('a new user sees no console error on the main pages', async ({ page }) => {
  await signIn(page);
  const errors = collectErrors(page);
  for (const [path, heading] of [
    ['/dashboard', 'Your Dashboard'],
    ['/triadic-session', 'Therapy Sessions'],
    ['/self-training', /Self-Training/],
    ['/settings', 'Settings'],
    ['/personalization', 'Agent Personalization'],
    ['/integrations', 'Integrations'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // Every query of the page has answered.
    await expect(page.getByRole('status').filter({ hasText: /Loading|Measuring/ })).toHaveCount(0);
  }
  // Whatever was still answering has answered.
  await page.goto('/dashboard');
  await expect(page.getByText(/^No data yet —/)).toBeVisible();
  expect(errors).toEqual([]);
});

test('a new user: no made-up health numbers, one Invite Partner that lands on the partner section, one Sign out', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/dashboard');
  await expect(page.getByText(/^No data yet —/)).toBeVisible();
  await expect(page.getByText('85%')).toHaveCount(0);
  await expect(page.getByText('5/7')).toHaveCount(0);

  const invite = page
    .getByRole('link', { name: 'Invite Partner' })
    .or(page.getByRole('button', { name: 'Invite Partner' }));
  await expect(invite).toHaveCount(1);
  await invite.click();
  await expect(page).toHaveURL(/\/settings#partner$/);
  const section = page.getByRole('region', { name: 'Partner Connection' });
  await expect(section).toBeFocused();
  await expect(section).toBeInViewport();
  await expect(section.getByRole('button', { name: 'Invite Partner' })).toBeInViewport();

  // One Sign out on screen, whatever the width.
  await expect(
    page.getByRole('button', { name: 'Sign out' }).filter({ visible: true }),
  ).toHaveCount(1);
});

test('after signing out, Back shows no signed-in page: it leads to sign-in', async ({ page }) => {
  await signIn(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Dashboard' })).toBeVisible();
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Sign out' }).filter({ visible: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('link', { name: 'Start Free - No Credit Card' }).first(),
  ).toBeVisible();

  // The dashboard document comes back (from the back-forward cache where the browser keeps it).
  await page.goBack();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: /^Continue with / })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(
    page.getByText('Unable to load relationship data. Some features may not work.'),
  ).toHaveCount(0);
});

test('the development sign-in page fits the screen: no sideways scrolling', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: /^Continue with / }).click();
  await expect(page.getByText('Development sign-in').first()).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
  await completeDevSignIn(page, newPerson('fit'));
  await page.waitForURL((url) => !url.pathname.startsWith('/idp'));
});

test('a half-typed message survives a reload, and is gone once sent', async ({
  browser,
  personOptions,
}) => {
  const couple = await createCouple(browser, personOptions);
  try {
    const { a } = couple;
    const sessionId = await startSession(a);
    await a.goto(`/triadic-session/${sessionId}`);
    await composer(a).fill('I wanted to say something about Sunday');
    await a.reload();
    await expect(composer(a)).toHaveValue('I wanted to say something about Sunday');
    await composer(a).press('Enter');
    await expect(composer(a)).toHaveValue('');
    await a.reload();
    await expect(composer(a)).toBeEnabled();
    await expect(composer(a)).toHaveValue('');
  } finally {
    await couple.close();
  }
});

test('deleting an account says what goes for both, and the partner who stays is told in the app', async ({
  browser,
  personOptions,
}) => {
  const couple = await createCouple(browser, personOptions);
  try {
    const { a, b, avery } = couple;
    await startSession(a);

    await b.goto('/settings');
    await b.getByRole('button', { name: 'Delete Account' }).click();
    const dialog = b.getByRole('alertdialog', { name: 'Delete your account?' });
    await expect(dialog.getByText(/every therapy session you shared is deleted/)).toBeVisible();
    await expect(dialog.getByText(/simply disconnected/)).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Export Your Data' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete Account' }).click();
    await expect(toast(b, 'Your account has been deleted successfully')).toBeVisible();

    // Avery, on the dashboard, learns it there and then, and again after a reload until read.
    await a.goto('/dashboard');
    await expect(toast(a, 'Sam deleted their account')).toBeVisible();
    await expect(
      toast(a, 'Sam deleted their account').getByText(
        /Your shared session and its messages were deleted with it, for both of you/,
      ),
    ).toBeVisible();
    await toast(a, 'Sam deleted their account').getByRole('button', { name: 'OK' }).click();
    await a.reload();
    await expect(a.getByRole('heading', { level: 1, name: 'Your Dashboard' })).toBeVisible();
    await expect(toast(a, 'Sam deleted their account')).toHaveCount(0);
    expect(avery.name).toBe('Avery');
  } finally {
    await couple.close();
  }
});
