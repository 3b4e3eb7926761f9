import type { Page } from '@playwright/test';

import { expect, test } from '../support/fixtures';
import { composer, createCouple, say } from '../support/session-couple';
import { joinBoth, startSession, therapistMessages } from '../support/session-therapist';

// Private by default (issue 12): a disclosure is held for its writer, the session pauses for
// both with a neutral notice, and either partner can always get help privately.

const PAUSE_NOTICE = 'Kindred has paused this session. You can come back to it later.';
const NEUTRAL_HOST = 'https://www.google.com/';
const DISCLOSURE = 'He shoved me into the wardrobe on Sunday and I am scared of what he does next.';

/** Every text frame the page's WebSockets receive. */
function recordFrames(page: Page): string[] {
  const frames: string[] = [];
  page.on('websocket', (ws) => {
    ws.on('framereceived', (frame) => {
      if (typeof frame.payload === 'string') frames.push(frame.payload);
    });
  });
  return frames;
}

async function routeNeutralPage(page: Page) {
  await page.context().route(`${NEUTRAL_HOST}**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Weather</title><p>Weather</p>',
    }),
  );
}

test('a partner-violence disclosure stays with its writer; both see the neutral pause; both can get help', async ({
  browser,
  personOptions,
}) => {
  const couple = await createCouple(browser, { ...personOptions, locale: 'en-GB' });
  const { a, b, avery, sam } = couple;
  try {
    const framesB = recordFrames(b);
    const sessionId = await startSession(a);
    await joinBoth(a, b, sessionId, { a: avery.name, b: sam.name });

    await say(a, DISCLOSURE);

    // Avery sees the message, marked as theirs alone, and the private card for the UK.
    const mine = a.getByRole('region', { name: 'Your messages' });
    await expect(mine.getByText(DISCLOSURE)).toBeVisible();
    await expect(mine.getByText('Only you can see this').first()).toBeVisible();
    const card = a.getByTestId('held-card');
    await expect(card).toBeVisible();
    await expect(card).toContainText('0808 2000 247');
    await expect(card.getByRole('button', { name: `Share with ${sam.name}` })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Keep between me and Kindred' })).toBeVisible();

    // Both see the same neutral pause, and neither can write.
    for (const page of [a, b]) {
      await expect(page.getByText(PAUSE_NOTICE).first()).toBeVisible();
      await expect(composer(page)).toBeDisabled();
    }

    // Nothing of the disclosure reaches Sam: not on screen, not live, not in history or export.
    await b.waitForTimeout(1000);
    await expect(b.getByText(DISCLOSURE)).toHaveCount(0);
    await expect(b.getByTestId('held-card')).toHaveCount(0);
    expect(framesB.join('\n')).not.toContain('wardrobe');
    const leaked = await b.evaluate(async (id) => {
      const history = await fetch(`/api/sessions/${id}/messages`).then((r) => r.text());
      const exported = await fetch('/api/account/export').then((r) => r.text());
      return history.includes('wardrobe') || exported.includes('wardrobe');
    }, sessionId);
    expect(leaked).toBe(false);
    // No therapist reply points at it either.
    await expect(therapistMessages(b)).toHaveCount(1);

    // Sam's private Get help works, with Quick exit.
    await b.getByRole('button', { name: 'Get help' }).first().click();
    const help = b.getByRole('dialog');
    await expect(help).toBeVisible();
    await expect(help).toContainText('116 123');
    await routeNeutralPage(b);
    await help.getByRole('button', { name: 'Quick exit' }).click();
    await expect(b).toHaveURL(new RegExp(`^${NEUTRAL_HOST}`));
    await b.goBack().catch(() => undefined);
    expect(b.url()).not.toContain(`/triadic-session/${sessionId}`);

    // Avery keeps it private, then resumes: the conversation can go on.
    await card.getByRole('button', { name: 'Keep between me and Kindred' }).click();
    await expect(a.getByText('Kept between you and Kindred').first()).toBeVisible();
    await a.getByRole('button', { name: 'Resume session' }).click();
    await expect(a.getByText(PAUSE_NOTICE)).toHaveCount(0);
    await expect(composer(a)).toBeEnabled();
  } finally {
    await couple.close();
  }
});

test('a message screened in Spanish shows Spanish resources for Spain', async ({
  browser,
  personOptions,
}) => {
  const couple = await createCouple(browser, { ...personOptions, locale: 'es-ES' });
  const { a, b, avery, sam } = couple;
  try {
    const sessionId = await startSession(a);
    await joinBoth(a, b, sessionId, { a: avery.name, b: sam.name });
    await say(a, 'No quiero seguir viviendo, ya no puedo más.');
    const card = a.getByTestId('held-card');
    await expect(card).toBeVisible();
    await expect(card).toContainText('024');
    await expect(card.getByRole('button', { name: 'Compartir con Sam' })).toBeVisible();
    await expect(b.getByText(PAUSE_NOTICE).first()).toBeVisible();
  } finally {
    await couple.close();
  }
});
