import { expect, test } from '../support/fixtures';

import { newPerson, signIn } from '../support/auth';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { composer, createCouple, say, swipe } from '../support/session-couple';

// The live three-party session chat, with two partners in two browsers (issue 4).

test('two partners talk live in a session, and ending it closes it for both', async ({
  browser,
  personOptions,
}, testInfo) => {
  // Two sign-ins, a conversation, two accessibility checks and the ending's confirmation.
  test.setTimeout(90_000);
  const phone = testInfo.project.name === 'phone';
  const couple = await createCouple(browser, personOptions);
  const { a, b } = couple;

  try {
    // Avery starts the couple's first session from the Chat page.
    await a.goto('/triadic-session');
    await expect(a.getByRole('heading', { level: 1, name: 'Therapy Sessions' })).toBeVisible();
    await expect(a.getByRole('heading', { name: 'No Sessions Yet' })).toBeVisible();
    await a.getByRole('button', { name: 'Start First Session' }).click();
    await expect(a).toHaveURL(/\/triadic-session\/[0-9a-f-]{36}$/);
    await expect(a.getByRole('heading', { name: 'Session with Sam' })).toBeVisible();
    await expect(a.getByRole('combobox', { name: 'Session number' })).toBeDisabled();
    await expect(a.getByRole('combobox', { name: 'Session number' })).toHaveValue('1');
    await expect(a.getByText('30:00')).toBeVisible();
    const aTherapist = a.getByRole('region', { name: 'Therapist messages' });
    await expect(
      aTherapist.getByText("Welcome to Session 1 of the program. Let's begin."),
    ).toBeAttached();

    // Sam joins it from the list, where the ongoing session is highlighted.
    await b.goto('/triadic-session');
    await b.getByRole('link', { name: 'Join Session' }).click();
    await expect(b).toHaveURL(a.url());
    await expect(b.getByRole('heading', { name: 'Session with Avery' })).toBeVisible();

    // Each sees that the other is here.
    await expect(
      a.getByRole('region', { name: "Sam's messages" }).getByText('Online'),
    ).toBeAttached();
    await expect(
      b.getByRole('region', { name: "Avery's messages" }).getByText('Online'),
    ).toBeAttached();

    // Avery speaks: it appears in Avery's own column at once, and live in Sam's partner column.
    await say(a, 'I have felt unheard lately, and I want us to talk about it.');
    await expect(
      a
        .getByRole('region', { name: 'Your messages' })
        .getByText('I have felt unheard lately, and I want us to talk about it.'),
    ).toBeAttached();
    const samSeesAvery = b
      .getByRole('region', { name: "Avery's messages" })
      .getByText('I have felt unheard lately, and I want us to talk about it.');
    await expect(samSeesAvery).toBeAttached();

    if (phone) {
      // On a phone the partner's pane is one swipe away, beside Sam's own pane.
      const partnerPane = b.getByRole('region', { name: "Avery's messages" });
      await expect(partnerPane).not.toBeInViewport();
      const box = (await b.getByTestId('message-panes').boundingBox())!;
      // Two swipes to the left: own pane → therapist → partner.
      const swipeLeft = () =>
        swipe(b, {
          fromX: Math.round(box.x + box.width * 0.85),
          y: Math.round(box.y + box.height / 2),
          distance: -Math.round(box.width * 0.7),
        });
      await swipeLeft();
      await expect(b.getByRole('region', { name: 'Therapist messages' })).toBeInViewport({
        ratio: 0.9,
      });
      await swipeLeft();
      await expect(partnerPane).toBeInViewport({ ratio: 0.9 });
      await expect(samSeesAvery).toBeInViewport();
      const panes = b.getByRole('group', { name: 'Conversation panes' });
      await expect(panes.getByRole('button', { name: 'Avery' })).toHaveAttribute(
        'aria-current',
        'true',
      );
      // And the switcher jumps back to the therapist.
      await panes.getByRole('button', { name: 'Therapist' }).click();
      await expect(b.getByRole('region', { name: 'Therapist messages' })).toBeInViewport({
        ratio: 0.9,
      });
    } else {
      await expect(samSeesAvery).toBeVisible();
      // Three columns side by side.
      const columns = ['Your messages', 'Therapist messages', "Avery's messages"];
      const boxes = await Promise.all(
        columns.map((name) => b.getByRole('region', { name }).boundingBox()),
      );
      expect(boxes[0]!.x).toBeLessThan(boxes[1]!.x);
      expect(boxes[1]!.x).toBeLessThan(boxes[2]!.x);
      expect(Math.abs(boxes[0]!.y - boxes[2]!.y)).toBeLessThan(2);
    }

    // Sam answers; Avery sees it live in the partner column.
    await say(b, 'I did not realise. I want to understand what that has been like for you.');
    const averySeesSam = a
      .getByRole('region', { name: "Sam's messages" })
      .getByText('I did not realise. I want to understand what that has been like for you.');
    await expect(averySeesSam).toBeAttached();
    if (phone) {
      await a
        .getByRole('group', { name: 'Conversation panes' })
        .getByRole('button', { name: 'Sam' })
        .click();
      await expect(averySeesSam).toBeInViewport();
    } else {
      await expect(averySeesSam).toBeVisible();
    }

    // The composer sits above the phone's bottom navigation, never behind it.
    const composerBox = (await composer(a).boundingBox())!;
    const nav = a.getByRole('navigation', { name: 'Main' });
    const navBox = (await nav.boundingBox())!;
    if (phone) expect(composerBox.y + composerBox.height).toBeLessThanOrEqual(navBox.y);
    else expect(composerBox.y).toBeGreaterThanOrEqual(navBox.y + navBox.height);

    await expectNoSeriousAxeViolations(a, 'session chat');

    // Avery ends the session (after a confirmation: session-end.spec.ts).
    await a.getByRole('button', { name: 'End', exact: true }).click();
    await a.getByRole('button', { name: 'End session' }).click();
    await expect(a.getByText('Session Ended', { exact: true })).toBeVisible();
    await expect(
      a.getByText('Your therapy session has been successfully completed.'),
    ).toBeVisible();
    await expect(a).toHaveURL(/\/summary$/);

    // Sam's view turns read-only without a reload.
    await expect(b.getByText('Avery ended the session.')).toBeVisible();
    await expect(composer(b)).toHaveCount(0);
    await expect(b.getByRole('button', { name: 'End', exact: true })).toHaveCount(0);
    await expect(b.getByText('Completed', { exact: true })).toBeVisible();

    // The list shows it completed.
    await b.goto('/triadic-session');
    await expect(b.getByRole('link', { name: 'View Summary' })).toBeVisible();
    await expect(b.getByRole('link', { name: 'Join Session' })).toHaveCount(0);
    await expectNoSeriousAxeViolations(b, 'session chat');
  } finally {
    await couple.close();
  }
});

test('a partner who was offline catches up on what was said meanwhile', async ({
  browser,
  personOptions,
}) => {
  const couple = await createCouple(browser, personOptions);
  const { a, b } = couple;
  try {
    const session = await a.evaluate(async () => {
      const couple = (await (await fetch('/api/relationships')).json()) as { id: string };
      const response = await fetch('/api/sessions', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ relationship_id: couple.id }),
      });
      return (await response.json()) as { id: string };
    });
    await a.goto(`/triadic-session/${session.id}`);
    await b.goto(`/triadic-session/${session.id}`);
    await expect(b.getByRole('heading', { name: 'Session with Avery' })).toBeVisible();
    await expect(
      b.getByRole('region', { name: "Avery's messages" }).getByText('Online'),
    ).toBeAttached();

    await b.context().setOffline(true);
    await expect(b.getByText('Reconnecting…')).toBeVisible();

    await say(a, 'Written while Sam was offline.');
    await b.context().setOffline(false);
    await expect(b.getByText('Reconnecting…')).toHaveCount(0);
    await expect(
      b
        .getByRole('region', { name: "Avery's messages" })
        .getByText('Written while Sam was offline.'),
    ).toBeAttached();
  } finally {
    await couple.close();
  }
});

test("someone else's session shows 'Session Error'", async ({ page }) => {
  await signIn(page, newPerson('stranger'));
  await page.goto('/triadic-session/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Session Error' })).toBeVisible();
  await expect(
    page.getByText(
      "We couldn't load this therapy session. It may have been deleted or you might not have permission to access it.",
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Return to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
