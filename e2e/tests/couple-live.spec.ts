import { expect, test } from '../support/fixtures';

import { createCouple } from '../support/session-couple';

// The couple's screens stay true without reloading: a session one partner starts shows up on the
// other's dashboard at once (a `couple` frame on /api/live), and both end up in the same session.

test("a partner's new session appears on the other's dashboard live, and both meet in it", async ({
  browser,
  personOptions,
}) => {
  const couple = await createCouple(browser, personOptions);
  const { a, b } = couple;

  try {
    // Sam waits on the dashboard, its live link open (the server has said 'ready').
    const samLive = new Promise<void>((resolve) => {
      b.on('websocket', (ws) => {
        if (!ws.url().endsWith('/api/live')) return;
        ws.on('framereceived', (frame) => {
          if (String(frame.payload).includes('"ready"')) resolve();
        });
      });
    });
    await b.goto('/dashboard');
    await samLive;
    await expect(b.getByRole('heading', { name: 'No Sessions Yet' })).toBeVisible();

    // Avery starts one from their own dashboard.
    await a.goto('/dashboard');
    await a.getByRole('button', { name: 'New Session' }).click();
    await expect(a).toHaveURL(/\/triadic-session\/[0-9a-f-]{36}$/);
    const sessionUrl = a.url();

    // Sam's dashboard shows it within a few seconds, with nothing reloaded.
    const join = b.getByRole('button', { name: 'Join Session' });
    await expect(join).toBeVisible({ timeout: 5_000 });
    await expect(b.getByRole('heading', { name: 'No Sessions Yet' })).toBeHidden();
    await join.click();
    await expect(b).toHaveURL(sessionUrl);
    await expect(b.getByRole('heading', { name: 'Session with Avery' })).toBeVisible();

    // "New Session" while one is ongoing joins it too, rather than opening a second one.
    await b.goto('/dashboard');
    await b.getByRole('button', { name: 'New Session' }).click();
    await expect(b).toHaveURL(sessionUrl);
  } finally {
    await couple.close();
  }
});
