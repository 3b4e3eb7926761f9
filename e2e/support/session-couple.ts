import { type Browser, type BrowserContextOptions, expect, type Page } from '@playwright/test';

import { newPerson, signIn } from './auth';

/**
 * Two partners, each in a browser context of their own, linked as a couple through the API from
 * inside their pages (so the requests carry the app's Origin, as the server requires).
 */
export async function createCouple(browser: Browser, contextOptions: BrowserContextOptions) {
  const avery = newPerson('avery');
  const sam = newPerson('sam');
  const contextA = await browser.newContext(contextOptions);
  const contextB = await browser.newContext(contextOptions);
  const a = await contextA.newPage();
  const b = await contextB.newPage();

  await signIn(a, avery);
  const invitation = await a.evaluate(() =>
    fetch('/api/relationships', { method: 'POST' }).then(
      (r) => r.json() as Promise<{ invite_code: string }>,
    ),
  );
  expect(invitation.invite_code).toMatch(/^[0-9a-z]{8}$/);

  await signIn(b, sam);
  const accepted = await b.evaluate(
    (code) =>
      fetch('/api/relationships/accept', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ invite_code: code }),
      }).then((r) => r.status),
    invitation.invite_code,
  );
  expect(accepted).toBe(200);

  return {
    a,
    b,
    avery,
    sam,
    async close() {
      await contextA.close();
      await contextB.close();
    },
  };
}

/** The composer of the chat on `page`. */
export function composer(page: Page) {
  return page.getByRole('textbox', { name: 'Message' });
}

/** Types a message and sends it with Enter, as a person would. */
export async function say(page: Page, text: string) {
  const field = composer(page);
  await expect(field).toBeEnabled();
  await field.fill(text);
  await field.press('Enter');
  await expect(field).toHaveValue('');
}

/** Swipes horizontally across `page` with a finger: real touch events through Chromium's input. */
export async function swipe(
  page: Page,
  { fromX, y, distance }: { fromX: number; y: number; distance: number },
) {
  const cdp = await page.context().newCDPSession(page);
  const steps = 12;
  await cdp.send('Input.dispatchTouchEvent', {
    type: 'touchStart',
    touchPoints: [{ x: fromX, y }],
  });
  for (let i = 1; i <= steps; i++) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: fromX + (distance * i) / steps, y }],
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}
