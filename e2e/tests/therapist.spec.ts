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

// Crisis disclosures, the pause and Get help: safety.spec.ts.

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
