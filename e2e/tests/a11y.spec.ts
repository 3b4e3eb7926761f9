import type { Page } from '@playwright/test';

import { expect, test } from '../support/fixtures';
import { signIn } from '../support/auth';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { createCouple } from '../support/session-couple';
import { startSession } from '../support/session-therapist';

// axe on every main page, at the desktop and the phone size (each project runs this file):
// no serious or critical violation anywhere. Each page is checked once its content is shown.

async function visit(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  // Entrance transitions finish before colours are measured.
  await page.waitForTimeout(300);
}

test('signed out: the landing page and the login page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(300);
  await expectNoSeriousAxeViolations(page, 'landing');

  await visit(page, '/login', /./);
  await expectNoSeriousAxeViolations(page, 'login');
});

test('signed in on their own: onboarding and the personal pages', async ({ page }) => {
  await signIn(page);
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(300);
  await expectNoSeriousAxeViolations(page, 'onboarding');

  await visit(page, '/personalization', 'Agent Personalization');
  await expect(page.getByRole('slider', { name: 'Empathy Level' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'personalization');

  await visit(page, '/integrations', 'Integrations');
  await expect(page.getByRole('button', { name: 'Show the steps' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'integrations');

  await visit(page, '/self-training', /Self-Training/);
  await expect(page.getByTestId('training-card-course-1')).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'self-training');
});

test('a couple: dashboard, session chat and settings', async ({ browser, personOptions }) => {
  test.setTimeout(60_000);
  const couple = await createCouple(browser, personOptions);
  const { a, sam } = couple;
  try {
    const sessionId = await startSession(a);

    await visit(a, '/dashboard', /./);
    await expect(a.getByText('Session 1').first()).toBeVisible();
    await expectNoSeriousAxeViolations(a, 'dashboard');

    await a.goto(`/triadic-session/${sessionId}`);
    await expect(a.getByRole('heading', { name: `Session with ${sam.name}` })).toBeVisible();
    await expect(a.getByRole('textbox', { name: 'Message' })).toBeEnabled();
    await expectNoSeriousAxeViolations(a, 'session chat');

    await visit(a, '/settings', 'Settings');
    const section = a.getByRole('region', { name: 'Notification Preferences' });
    await section.getByRole('button', { name: /^Therapy Sessions/ }).click();
    await expect(section.getByRole('switch', { name: 'In-app (Therapy Sessions)' })).toBeVisible();
    await expect(a.getByText(sam.name).first()).toBeVisible();
    await expectNoSeriousAxeViolations(a, 'settings');
  } finally {
    await couple.close();
  }
});
