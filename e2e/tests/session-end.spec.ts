import { expect, test } from '../support/fixtures';

import { expectNoSeriousAxeViolations } from '../support/axe';
import { composer, createCouple, say } from '../support/session-couple';
import { joinBoth, startSession, therapistMessages } from '../support/session-therapist';

// Ending a session ends it for both (issue 14): a confirmation that says so, a notice in the
// other partner's open chat naming who ended it, and the summary it wrote for both to read.

test('Avery ends the session through the confirmation; Sam is told who ended it; both read the summary', async ({
  browser,
  personOptions,
}, testInfo) => {
  // Two people sign in, talk one round with the therapist and end the session.
  test.setTimeout(120_000);
  const couple = await createCouple(browser, personOptions);
  const { a, b, avery, sam } = couple;
  const shot = (page: typeof a, name: string) =>
    page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });

  try {
    const sessionId = await startSession(a);
    await joinBoth(a, b, sessionId, { a: avery.name, b: sam.name });

    // One round of the conversation: both speak, the therapist answers both.
    await say(a, 'I want us to talk things through before either of us decides.');
    await say(b, 'I want to notice sooner when Avery is worn out.');
    await expect(therapistMessages(a)).toHaveCount(2, { timeout: 20_000 });
    await expect(composer(a)).toBeEnabled({ timeout: 20_000 });

    // 'End' asks first, and says it ends the session for both.
    const end = a.getByRole('button', { name: 'End', exact: true });
    await end.click();
    const dialog = a.getByRole('alertdialog', { name: 'End this session for both of you?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(
      `${sam.name} will see that you ended it. You can read the summary afterwards.`,
    );
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await shot(a, 'a-end-confirmation');

    // Escape changes nothing.
    await a.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(end).toBeFocused();
    await expect(composer(b)).toBeEnabled();

    await end.click();
    await dialog.getByRole('button', { name: 'End session' }).click();

    // Avery lands on the summary the ending wrote.
    await expect(a).toHaveURL(new RegExp(`/triadic-session/${sessionId}/summary$`));
    await expect(a.getByRole('heading', { level: 1, name: 'Session 1 summary' })).toBeVisible();
    await expect(a.getByText(/You ended the session\./)).toBeVisible();
    await expect(a.getByRole('region', { name: 'Your practice for this week' })).toBeVisible();
    await expect(a.getByRole('region', { name: 'What you practised' })).toContainText(
      /\d+ of \d+ steps/,
    );
    await expect(a.getByRole('region', { name: 'Your goals, in your own words' })).toBeVisible();

    // Sam's open chat says who ended it, at once, and takes no more messages.
    const notice = b.getByTestId('session-ended-notice');
    await expect(notice).toContainText(`${avery.name} ended the session.`);
    await expect(composer(b)).toHaveCount(0);
    await expect(b.getByRole('button', { name: 'End', exact: true })).toHaveCount(0);
    await shot(b, 'b-ended-notice');
    await expectNoSeriousAxeViolations(b, 'ended session chat');

    // Sam opens the same summary from the notice.
    await notice.getByRole('link', { name: 'View Summary' }).click();
    await expect(b).toHaveURL(new RegExp(`/triadic-session/${sessionId}/summary$`));
    await expect(b.getByRole('heading', { level: 1, name: 'Session 1 summary' })).toBeVisible();
    await expect(b.getByText(new RegExp(`${avery.name} ended the session\\.`))).toBeVisible();
    const practiceA = await a
      .getByRole('region', { name: 'Your practice for this week' })
      .textContent();
    await expect(b.getByRole('region', { name: 'Your practice for this week' })).toHaveText(
      practiceA!,
    );

    await shot(a, 'a-summary');
    await shot(b, 'b-summary');
    await expectNoSeriousAxeViolations(a, 'session summary');

    // 'View Summary' on the dashboard's completed card leads there too.
    await b.goto('/dashboard');
    await b.getByRole('button', { name: 'View Summary' }).click();
    await expect(b).toHaveURL(new RegExp(`/triadic-session/${sessionId}/summary$`));
  } finally {
    await couple.close();
  }
});
