import type { Page } from '@playwright/test';

import { expect, test } from '../support/fixtures';

import { expectNoSeriousAxeViolations } from '../support/axe';
import { toast } from '../support/couple-helpers';
import { createCouple, say } from '../support/session-couple';
import { therapistColumn } from '../support/session-therapist';

// Faces in the chat (issue 14, item 5): the couple's AI therapist persona, named and pictured;
// each partner's own avatar; the persona changed later in Personalization and a name changed in
// Settings → Profile, both reaching the other partner's open chat without a reload.

/** The picture beside a column's heading: a persona portrait, an avatar, or initials. */
const pictureOf = (page: Page, column: string) =>
  page.getByRole('region', { name: column }).locator('header').locator('svg, [data-initials]');

/** Saves a profile through the API from inside the page (the app's origin, as a browser would). */
async function saveProfile(page: Page, profile: { name: string; avatar: string }) {
  const status = await page.evaluate(
    (body) =>
      fetch('/api/preferences', {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ profile: body }),
      }).then((r) => r.status),
    profile,
  );
  expect(status).toBe(200);
}

/** Resolves once the page's live link has said 'ready' (it follows the couple from then on). */
function liveReady(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (ws) => {
      if (!ws.url().endsWith('/api/live')) return;
      ws.on('framereceived', (frame) => {
        if (String(frame.payload).includes('"ready"')) resolve();
      });
    });
  });
}

test("the chat shows the couple's persona and both partners' avatars, and follows changes live", async ({
  browser,
  personOptions,
}, testInfo) => {
  // Two people, three pages each, a therapist reply: longer than one page's test.
  test.setTimeout(120_000);
  const couple = await createCouple(browser, personOptions);
  const { a, b } = couple;
  const width = testInfo.project.name === 'phone' ? 390 : 1280;

  try {
    await saveProfile(a, { name: 'Avery', avatar: 'avatar-2' });
    await saveProfile(b, { name: 'Sam', avatar: 'avatar-6' });

    // Avery starts the session; Sam joins it.
    const aLive = liveReady(a);
    await a.goto('/dashboard');
    await a.getByRole('button', { name: 'New Session' }).click();
    await expect(a).toHaveURL(/\/triadic-session\/[0-9a-f-]{36}$/);
    const sessionUrl = a.url();
    await b.goto(sessionUrl);
    await expect(b.getByRole('heading', { name: 'Session with Avery' })).toBeVisible();

    // The therapist is the couple's persona (Dr. Emma until they choose), named and pictured.
    for (const page of [a, b]) {
      const therapist = therapistColumn(page);
      await expect(therapist.getByRole('heading', { name: 'Dr. Emma' })).toBeAttached();
      await expect(therapist.getByText('AI therapist')).toBeAttached();
      await expect(pictureOf(page, 'Therapist messages')).toHaveAttribute(
        'data-persona',
        'dr-emma',
      );
    }
    // Each partner's column shows that partner's own avatar, in both browsers.
    await expect(pictureOf(a, 'Your messages')).toHaveAttribute('data-avatar', 'avatar-2');
    await expect(pictureOf(a, "Sam's messages")).toHaveAttribute('data-avatar', 'avatar-6');
    await expect(pictureOf(b, 'Your messages')).toHaveAttribute('data-avatar', 'avatar-6');
    await expect(pictureOf(b, "Avery's messages")).toHaveAttribute('data-avatar', 'avatar-2');

    // Sam changes the therapist in Personalization while Avery's chat stays open.
    await aLive;
    await b.goto('/personalization');
    const personas = b.getByRole('region', { name: 'Your Therapist' });
    await expect(personas.getByRole('radio', { name: 'Dr. Emma' })).toBeChecked();
    await personas
      .locator('label')
      .filter({ has: b.getByRole('radio', { name: 'Dr. James' }) })
      .click();
    await expect(personas.getByRole('radio', { name: 'Dr. James' })).toBeChecked();
    await expect(b.getByRole('slider', { name: 'Directness' })).toHaveValue('9');
    await b.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(b, 'Therapist style updated successfully!')).toBeVisible();
    await personas.screenshot({ path: testInfo.outputPath(`personalization-${width}.png`) });
    await expectNoSeriousAxeViolations(b, 'personalization, therapist choice');

    // Avery's open chat now shows Dr. James, without a reload.
    const aTherapist = therapistColumn(a);
    await expect(aTherapist.getByRole('heading', { name: 'Dr. James' })).toBeAttached();
    await expect(pictureOf(a, 'Therapist messages')).toHaveAttribute('data-persona', 'dr-james');

    // Sam changes their name and picture in Settings → Profile.
    await b.goto('/settings');
    const profile = b.getByRole('region', { name: 'Profile' });
    const nameField = profile.getByRole('textbox', { name: 'Your Name' });
    await expect(nameField).toHaveValue('Sam');
    await profile
      .locator('label')
      .filter({ has: b.getByRole('radio', { name: 'Winking face' }) })
      .click();
    await nameField.fill('Samira');
    await profile.getByRole('button', { name: 'Save Profile' }).click();
    await expect(toast(b, 'Profile updated')).toBeVisible();
    await profile.screenshot({ path: testInfo.outputPath(`settings-profile-${width}.png`) });
    await expectNoSeriousAxeViolations(b, 'settings, profile');

    // Avery's open chat shows the new name and picture.
    await expect(a.getByRole('heading', { name: 'Session with Samira' })).toBeVisible();
    await expect(pictureOf(a, "Samira's messages")).toHaveAttribute('data-avatar', 'avatar-4');
    await expect(
      a.getByRole('region', { name: "Samira's messages" }).getByRole('heading', { name: 'Samira' }),
    ).toBeAttached();

    // Back in the chat, Sam sees the same therapist and their own new picture; the therapist
    // speaks as the persona they chose.
    await b.goto(sessionUrl);
    await expect(therapistColumn(b).getByRole('heading', { name: 'Dr. James' })).toBeAttached();
    await expect(pictureOf(b, 'Your messages')).toHaveAttribute('data-avatar', 'avatar-4');
    await say(a, 'We keep arguing about chores, and I feel alone with them.');
    await say(b, 'I feel like nothing I do is ever enough.');
    for (const page of [a, b]) {
      await expect(
        therapistColumn(page)
          .getByRole('log')
          .getByText(/I'm Dr\. James, your AI facilitator/),
      ).toBeAttached({ timeout: 15_000 });
    }

    await expectNoSeriousAxeViolations(a, 'session chat with persona and avatars');
    for (const [who, page] of [
      ['avery', a],
      ['sam', b],
    ] as const) {
      await page.screenshot({ path: testInfo.outputPath(`chat-${who}-${width}.png`) });
    }
    // On a phone the therapist's pane is one tap away: picture it too.
    if (testInfo.project.name === 'phone') {
      await a
        .getByRole('group', { name: 'Conversation panes' })
        .getByRole('button', { name: 'Therapist' })
        .click();
      await expect(aTherapist).toBeInViewport({ ratio: 0.9 });
      await a.screenshot({ path: testInfo.outputPath(`chat-avery-therapist-${width}.png`) });
    }
  } finally {
    await couple.close();
  }
});
