import { expect, type Page } from '@playwright/test';

/** Starts a session for the couple of the signed-in person on `page`, through the API. */
export async function startSession(page: Page): Promise<string> {
  const session = await page.evaluate(async () => {
    const couple = (await (await fetch('/api/relationships')).json()) as { id: string };
    const response = await fetch('/api/sessions', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ relationship_id: couple.id }),
    });
    return (await response.json()) as { id: string };
  });
  expect(session.id).toMatch(/^[0-9a-f-]{36}$/);
  return session.id;
}

/** Opens the session on both pages and waits until each sees the other online (live). */
export async function joinBoth(
  a: Page,
  b: Page,
  sessionId: string,
  names: { a: string; b: string },
) {
  await a.goto(`/triadic-session/${sessionId}`);
  await b.goto(`/triadic-session/${sessionId}`);
  await expect(a.getByRole('heading', { name: `Session with ${names.b}` })).toBeVisible();
  await expect(b.getByRole('heading', { name: `Session with ${names.a}` })).toBeVisible();
  await expect(
    a.getByRole('region', { name: `${names.b}'s messages` }).getByText('Online'),
  ).toBeAttached();
  await expect(
    b.getByRole('region', { name: `${names.a}'s messages` }).getByText('Online'),
  ).toBeAttached();
}

export const therapistColumn = (page: Page) =>
  page.getByRole('region', { name: 'Therapist messages' });

/** The stored messages in the therapist's column (the streamed draft is not one). */
export const therapistMessages = (page: Page) =>
  therapistColumn(page).getByRole('log').getByRole('listitem');

export const TYPING_TEXT = "Give me a sec... I'm gathering my thoughts 🙌";
export const RESPONDING_TEXT = 'AI responding...';

type Seen = { typing: boolean; responding: boolean; inputBlocked: boolean; draft: boolean };

/**
 * Records, from now on, whether the therapist's activity was ever on screen: the typing
 * indicator in the therapist column, 'AI responding...' in the input bar with the field disabled,
 * and streamed text. A short activity can come and go between two of Playwright's polls; the
 * page's own observer sees every change.
 */
export async function recordTherapistActivity(page: Page) {
  await page.evaluate(
    ({ typing, responding }) => {
      const seen = { typing: false, responding: false, inputBlocked: false, draft: false };
      (window as unknown as { __therapistSeen: typeof seen }).__therapistSeen = seen;
      const check = () => {
        const column = document.querySelector('section[aria-label="Therapist messages"]');
        if (column?.textContent?.includes(typing)) seen.typing = true;
        if (column?.querySelector('[data-testid="therapist-draft"]')) seen.draft = true;
        const form = document.querySelector('form[aria-label="Message"]');
        const field = form?.querySelector('textarea');
        if (form?.textContent?.includes(responding)) {
          seen.responding = true;
          if (field?.disabled) seen.inputBlocked = true;
        }
      };
      new MutationObserver(check).observe(document.body, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
      });
    },
    { typing: TYPING_TEXT, responding: RESPONDING_TEXT },
  );
  return {
    seen: () =>
      page.evaluate(() => (window as unknown as { __therapistSeen: Seen }).__therapistSeen),
  };
}
