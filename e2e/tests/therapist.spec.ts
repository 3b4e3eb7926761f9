import { expect, test } from '../support/fixtures';

import { composer, createCouple, say } from '../support/session-couple';
import {
  joinBoth,
  recordTherapistActivity,
  RESPONDING_TEXT,
  startSession,
  therapistColumn,
  therapistMessages,
  TYPING_TEXT,
} from '../support/session-therapist';

// The AI therapist in the session chat, with two partners in two browsers (issue 5).

const CRISIS_TITLE = "You don't have to carry this alone";
const NEUTRAL_PAGE = 'https://www.google.com/search?q=weather';

test('once both partners have spoken, the therapist answers both, exactly once', async ({
  browser,
  personOptions,
}, testInfo) => {
  const phone = testInfo.project.name === 'phone';
  const couple = await createCouple(browser, personOptions);
  const { a, b, avery, sam } = couple;
  try {
    const sessionId = await startSession(a);
    await joinBoth(a, b, sessionId, { a: avery.name, b: sam.name });
    // The welcome message is there for both.
    await expect(therapistMessages(a)).toHaveCount(1);
    await expect(therapistMessages(b)).toHaveCount(1);

    // One partner alone does not wake the therapist.
    await say(a, 'I feel like we never have time for each other anymore.');
    await expect(
      b
        .getByRole('region', { name: `${avery.name}'s messages` })
        .getByText('I feel like we never have time for each other anymore.'),
    ).toBeAttached();
    await b.waitForTimeout(1500);
    await expect(therapistMessages(a)).toHaveCount(1);
    await expect(composer(a)).toBeEnabled();

    // Sam answers: the pair is complete and, after the reply delay, the therapist answers.
    const watchB = await recordTherapistActivity(b);
    const watchA = await recordTherapistActivity(a);
    await say(b, 'I miss you too. Work has been swallowing my evenings.');

    await expect
      .poll(async () => (await watchB.seen()).typing, { message: 'typing indicator shown to Sam' })
      .toBe(true);
    const seenB = await watchB.seen();
    expect(seenB.responding, "'AI responding...' in Sam's input bar").toBe(true);
    expect(seenB.inputBlocked, "Sam's input is blocked while the AI answers").toBe(true);

    // One reply, for both, that speaks to each partner by name.
    await expect(therapistMessages(b)).toHaveCount(2);
    await expect(therapistMessages(a)).toHaveCount(2);
    const replyB = therapistMessages(b).nth(1);
    await expect(replyB).toContainText(avery.name);
    await expect(replyB).toContainText(sam.name);
    // The same words on both screens.
    const replyContent = (await replyB.locator('div').first().textContent()) ?? '';
    expect(replyContent.length).toBeGreaterThan(20);
    await expect(therapistMessages(a).nth(1).locator('div').first()).toHaveText(replyContent);
    expect((await watchA.seen()).typing, 'Avery also saw the therapist at work').toBe(true);

    // The draft and the indicators are gone, and input is free again.
    for (const page of [a, b]) {
      await expect(therapistColumn(page).getByText(TYPING_TEXT)).toHaveCount(0);
      await expect(therapistColumn(page).getByTestId('therapist-draft')).toHaveCount(0);
      await expect(page.getByText(RESPONDING_TEXT)).toHaveCount(0);
      await expect(composer(page)).toBeEnabled();
    }

    // Exactly one, also after a moment to settle.
    await b.waitForTimeout(2000);
    await expect(therapistMessages(a)).toHaveCount(2);
    await expect(therapistMessages(b)).toHaveCount(2);

    if (phone) {
      // On a phone the reply waits in the therapist's pane, marked as new.
      const panes = b.getByRole('group', { name: 'Conversation panes' });
      const tab = panes.getByRole('button', { name: /Therapist/ });
      await expect(tab).toContainText('(new)');
      await tab.click();
      await expect(therapistColumn(b)).toBeInViewport({ ratio: 0.9 });
      await expect(replyB).toBeInViewport();
    } else {
      await expect(replyB).toBeVisible();
    }

    // The conversation goes on.
    await say(b, 'Thank you, that helps.');
  } finally {
    await couple.close();
  }
});

test('a crisis message shows crisis resources to its writer only, and the reply follows the safety protocol', async ({
  browser,
  personOptions,
}, testInfo) => {
  const phone = testInfo.project.name === 'phone';
  const couple = await createCouple(browser, personOptions);
  const { a, b, avery, sam } = couple;
  try {
    const sessionId = await startSession(a);
    await joinBoth(a, b, sessionId, { a: avery.name, b: sam.name });

    await say(a, 'Honestly I want to kill myself some days.');

    // Avery, the writer, gets the private card, in view on a phone as on a desktop.
    const card = a.getByRole('region', { name: CRISIS_TITLE });
    await expect(card).toBeVisible();
    await expect(card).toBeInViewport({ ratio: 0.4 });
    await expect(card.getByText('Only you can see this')).toBeVisible();
    await expect(card.getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
    await expect(card.getByRole('link', { name: 'Text 988' })).toHaveAttribute('href', 'sms:988');
    await expect(card.getByRole('link', { name: 'Text HOME to 741741' })).toBeVisible();
    await expect(card.getByRole('link', { name: 'Call 1-800-799-7233' })).toBeVisible();
    await expect(card.getByText('Call your local emergency number (911 in the US).')).toBeVisible();
    await expect(card.getByText(/therapist is an AI/)).toBeVisible();
    await expect(card.getByRole('button', { name: 'Quick exit' })).toBeVisible();
    // In Avery's own column.
    await expect(
      a.getByRole('region', { name: 'Your messages' }).getByTestId('safety-card'),
    ).toHaveCount(1);

    // Sam, the partner, sees the message but nothing of the card.
    const samSees = b
      .getByRole('region', { name: `${avery.name}'s messages` })
      .getByText('Honestly I want to kill myself some days.');
    await expect(samSees).toBeAttached();
    await b.waitForTimeout(1000);
    await expect(b.getByTestId('safety-card')).toHaveCount(0);
    await expect(b.getByRole('heading', { name: CRISIS_TITLE })).toHaveCount(0);
    await expect(b.getByText(/988/)).toHaveCount(0);

    // Sam answers; the therapist's reply follows the safety protocol, for both.
    await say(b, "I'm really worried about you. I'm right here.");
    await expect(therapistMessages(b)).toHaveCount(2);
    await expect(therapistMessages(a)).toHaveCount(2);
    await expect(therapistMessages(b).nth(1)).toContainText('988');
    await expect(therapistMessages(a).nth(1)).toContainText('988');
    // Still no card for Sam, whose message was not a crisis; Avery's stays until closed.
    await expect(b.getByTestId('safety-card')).toHaveCount(0);
    await expect(card).toBeAttached();
    await expect(composer(a)).toBeEnabled();

    // Close hides it; a new flagged message brings it back.
    await card.getByRole('button', { name: 'Close crisis resources' }).click();
    await expect(a.getByTestId('safety-card')).toHaveCount(0);
    await expect(composer(a)).toBeFocused();
    await say(a, 'I still think about ending it all.');
    await expect(card).toBeVisible();
    await expect(card).toBeInViewport({ ratio: 0.4 });

    // Quick exit: straight to a neutral page, and Back does not return to the chat.
    await a.context().route('https://www.google.com/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>Weather</title><p>Weather</p>',
      }),
    );
    if (phone) {
      await card.getByRole('button', { name: 'Quick exit' }).tap();
    } else {
      // The shortcut the card documents: Esc twice.
      await a.keyboard.press('Escape');
      await a.keyboard.press('Escape');
    }
    await expect(a).toHaveURL(NEUTRAL_PAGE);
    await a.goBack();
    expect(a.url()).not.toContain(`/triadic-session/${sessionId}`);
  } finally {
    await couple.close();
  }
});
