import { expect, test } from '../support/fixtures';

import { signIn } from '../support/auth';
import { toast } from '../support/personal-helpers';
import { createCouple, say } from '../support/session-couple';
import { startSession, therapistMessages } from '../support/session-therapist';

// Notification preferences in /settings and the in-app notices they govern (issue 6).

test('notification switches are saved, confirmed and kept after a reload', async ({ page }) => {
  await signIn(page);
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Notification Preferences' });
  const checkins = section.getByRole('button', { name: /^Daily Check-ins/ });
  await expect(checkins).toHaveAttribute('aria-expanded', 'false');
  await checkins.click();

  // The defaults: check-ins by e-mail off, the rest on.
  const email = section.getByRole('switch', { name: 'Email (Daily Check-ins)' });
  await expect(email).not.toBeChecked();
  await expect(section.getByRole('switch', { name: 'Push (Daily Check-ins)' })).toBeChecked();
  await expect(section.getByRole('switch', { name: 'In-app (Daily Check-ins)' })).toBeChecked();
  // Honest about channels that deliver nothing yet.
  await expect(
    section.getByText('Saved for later: push notifications arrive with the mobile app.'),
  ).toBeVisible();

  await email.click();
  await expect(email).toBeChecked();
  await expect(toast(page, 'Notification settings updated')).toBeVisible();

  await page.reload();
  await section.getByRole('button', { name: /^Daily Check-ins/ }).click();
  await expect(section.getByRole('switch', { name: 'Email (Daily Check-ins)' })).toBeChecked();
  const stored = await page.evaluate(() =>
    fetch('/api/preferences').then(
      (r) => r.json() as Promise<{ notifications: { checkin: { email: boolean } } }>,
    ),
  );
  expect(stored.notifications.checkin.email).toBe(true);
});

test('elsewhere in the app, a partner joining and the therapist replying are announced', async ({
  browser,
  personOptions,
}) => {
  test.setTimeout(60_000);
  const couple = await createCouple(browser, personOptions);
  const { a, b, sam } = couple;
  try {
    const sessionId = await startSession(a);
    const chat = `/triadic-session/${sessionId}`;
    await a.goto(chat);
    await say(a, 'I want us to argue less about chores.');

    // Avery moves on to the settings; Sam opens the session.
    await a
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Settings' })
      .click();
    await expect(a.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    // Leaving the chat: Sam must not see Avery as online in it.
    await b.goto(chat);
    await expect(toast(a, `${sam.name} joined Session 1`)).toBeVisible();
    await expect(
      b.getByRole('region', { name: `${couple.avery.name}'s messages` }).getByText('Offline'),
    ).toBeAttached();

    // Sam answers; the therapist replies while Avery is still in the settings.
    await say(b, 'Me too. I feel like I do most of it.');
    const replied = toast(a, 'Your therapist replied in Session 1');
    await expect(replied).toBeVisible({ timeout: 20_000 });
    await replied.getByRole('button', { name: 'Open chat' }).click();
    await expect(a).toHaveURL(new RegExp(`${chat}$`));
    await expect(therapistMessages(a)).toHaveCount(2);

    // Sam, on the chat page all along, got no notice of Avery coming back.
    await expect(
      b.getByRole('region', { name: `${couple.avery.name}'s messages` }).getByText('Online'),
    ).toBeAttached();
    await expect(
      b.locator('[data-sonner-toast]').filter({ hasText: /joined Session/ }),
    ).toHaveCount(0);
  } finally {
    await couple.close();
  }
});
