import { writeFileSync } from 'node:fs';

import { expect, test } from '@playwright/test';

import { signIn } from '../support/auth';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { toast } from '../support/personal-helpers';

// Issue 6: /personalization, /integrations and /self-training, each persisted for real.

test.describe('/personalization', () => {
  test('a saved style survives a reload, and Undo restores the defaults', async ({ page }) => {
    await signIn(page);
    await page.goto('/personalization');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Agent Personalization' }),
    ).toBeVisible();

    const empathy = page.getByRole('slider', { name: 'Empathy Level' });
    const directness = page.getByRole('slider', { name: 'Directness' });
    const save = page.getByRole('button', { name: 'Save Changes' });
    await expect(empathy).toHaveValue('7');
    await expect(save).toBeDisabled();

    await empathy.fill('9');
    // Sliders work from the keyboard.
    await directness.focus();
    await page.keyboard.press('ArrowRight');
    await expect(directness).toHaveValue('6');
    await page.getByRole('switch', { name: 'Formal Language' }).click();
    await page.getByRole('combobox', { name: 'Language' }).selectOption('spanish');
    // The preview speaks the chosen language, formally (ustedes).
    await expect(page.getByTestId('style-preview')).toContainText(
      'Puedo sentir de verdad lo mucho que esto les importa a ustedes dos',
    );
    await expect(save).toBeEnabled();
    await save.click();

    await expect(toast(page, 'Therapist style updated successfully!')).toContainText(
      'Changes will be applied to future conversations.',
    );
    await expect(save).toBeDisabled();

    await page.reload();
    await expect(empathy).toHaveValue('9');
    await expect(directness).toHaveValue('6');
    await expect(page.getByRole('switch', { name: 'Formal Language' })).toBeChecked();
    await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('spanish');
    await expect(save).toBeDisabled();

    // Undo, from a fresh save's toast, puts the defaults back and stores them.
    await page.getByRole('slider', { name: 'Message Length' }).fill('2');
    await save.click();
    await toast(page, 'Therapist style updated successfully!')
      .getByRole('button', { name: 'Undo' })
      .click();
    await expect(toast(page, 'Changes reverted')).toBeVisible();
    await expect(empathy).toHaveValue('7');
    await page.reload();
    await expect(empathy).toHaveValue('7');
    await expect(page.getByRole('slider', { name: 'Message Length' })).toHaveValue('6');
    await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('english');
  });

  test('an uploaded inside-joke CSV is listed and kept; a bad file is explained', async ({
    page,
  }, testInfo) => {
    await signIn(page);
    await page.goto('/personalization');
    await expect(page.getByText('No inside jokes yet')).toBeVisible();

    const good = testInfo.outputPath('our-jokes.csv');
    writeFileSync(
      good,
      'phrase,meaning\nsock puppet,"I\'m sorry, can we start over?"\nlighthouse,I need you to look at me\n',
    );
    const fileInput = page.getByLabel('Inside-joke file (CSV or JSON)');
    await fileInput.setInputFiles(good);
    const list = page.getByRole('list', { name: 'Your inside jokes' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list).toContainText('sock puppet');
    await expect(list).toContainText("I'm sorry, can we start over?");

    await page.reload();
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list).toContainText('lighthouse');

    const bad = testInfo.outputPath('broken.json');
    writeFileSync(bad, '[{"phrase": "only a phrase"}]');
    await fileInput.setInputFiles(bad);
    await expect(page.getByRole('alert')).toContainText("That file couldn't be used");
    await expect(list.getByRole('listitem')).toHaveCount(2);

    await page.getByRole('button', { name: 'Remove "sock puppet"' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await page.reload();
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list).not.toContainText('sock puppet');
  });
});

test.describe('/integrations', () => {
  test('Telegram: the name is checked as Telegram does, and nothing is claimed that did not happen', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/integrations');
    await expect(page.getByText('Privacy First')).toBeVisible();
    await expect(page.getByRole('tab', { name: /Signal/ })).toBeDisabled();
    await expect(page.getByRole('tab', { name: /Messenger/ })).toBeDisabled();

    await page.getByRole('button', { name: 'Show the steps' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please enter a bot name.');

    // "my bot!" is not silently turned into @my_bot: it is refused, as typed, with the reason.
    const field = page.getByRole('textbox', { name: 'Bot Name' });
    await field.fill('my bot!');
    await page.getByRole('button', { name: 'Show the steps' }).click();
    await expect(page.getByRole('alert')).toContainText("can't contain spaces");
    await expect(field).toHaveValue('my bot!');

    await field.fill('our_checkin_bot');
    await page.getByRole('button', { name: 'Show the steps' }).click();
    await expect(page.getByText('Nothing was created')).toBeVisible();
    await expect(page.getByText(/What Kindred did: nothing/)).toBeVisible();
    await expect(page.getByText('Open Telegram and start a New Group.')).toBeVisible();
    await expect(page.getByText('Group Created Successfully')).toHaveCount(0);
    await expect(page.locator('a[href*="t.me"]')).toHaveCount(0);
  });

  test('WhatsApp: a local QR code that refreshes; Notify Me stores the address', async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await signIn(page);
    await page.goto('/integrations');
    const origin = new URL(page.url()).origin;

    // Keyboard: the tabs follow the arrow keys.
    await page.getByRole('tab', { name: 'Telegram' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'WhatsApp' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByText('QR refreshes every 20 seconds')).toBeVisible();
    const qr = page.getByRole('img', { name: 'WhatsApp link QR code' });
    await expect(qr.locator('svg')).toBeVisible();
    const box = await qr.boundingBox();
    expect(Math.round(box!.width)).toBe(200);
    expect(Math.round(box!.height)).toBe(200);
    const first = await qr.getAttribute('data-qr-value');
    expect(first).toMatch(/^kindred-whatsapp-link:[\w-]+:\d{13}$/);
    await page.waitForTimeout(5);
    await page.getByRole('button', { name: 'Refresh QR Code' }).click();
    await expect(qr).not.toHaveAttribute('data-qr-value', first!);

    const signal = page.getByRole('region', { name: 'Signal Coming Soon' });
    await signal.getByRole('textbox', { name: 'Email address' }).fill('not an address');
    await signal.getByRole('button', { name: 'Notify Me' }).click();
    await expect(signal.getByRole('alert')).toHaveText('Enter a valid e-mail address');
    await signal.getByRole('textbox', { name: 'Email address' }).fill('waiting@example.test');
    await signal.getByRole('button', { name: 'Notify Me' }).click();
    await expect(toast(page, "We'll let you know at waiting@example.test")).toBeVisible();
    await expect(signal).toContainText("You're on the Signal list as waiting@example.test.");

    // Nothing was fetched from anywhere else (no QR image service).
    const elsewhere = requested.filter(
      (url) => !url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:'),
    );
    expect(elsewhere).toEqual([]);
  });
});

test.describe('/self-training', () => {
  test('a journal entry is saved, resumed and, once complete, offered for review', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/self-training');
    const journal = page.getByTestId('training-card-journal-1');
    await expect(journal.getByRole('button', { name: 'Start' })).toBeVisible();
    await expect(page.getByText('Continue Learning')).toHaveCount(0);

    await journal.getByRole('button', { name: 'Start' }).click();
    const dialog = page.getByRole('dialog', { name: 'Gratitude Journal' });
    const prompts = dialog.getByRole('textbox');
    await expect(prompts).toHaveCount(3);
    await prompts.nth(0).fill('They made me tea before my early meeting.');
    await dialog.getByRole('button', { name: 'Save Entry' }).click();
    await expect(toast(page, 'Journal entry saved')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    await page.reload();
    await expect(journal.getByRole('button', { name: 'Continue' })).toBeVisible();
    await expect(journal).toContainText('33% complete');
    const banner = page.getByRole('region', { name: 'Continue Learning' });
    await expect(banner).toContainText('Gratitude Journal');
    await banner.getByRole('button', { name: 'Resume' }).click();
    await expect(prompts.nth(0)).toHaveValue('They made me tea before my early meeting.');
    await prompts.nth(1).fill('On our walk on Sunday, with no phones.');
    await prompts.nth(2).fill('Tell them tonight at dinner.');
    await dialog.getByRole('button', { name: 'Save Entry' }).click();
    await expect(toast(page, 'Journal entry saved')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();

    await page.reload();
    await expect(journal.getByRole('button', { name: 'Review' })).toBeVisible();
    await expect(journal).toContainText('Completed');
    await expect(page.getByText('Continue Learning')).toHaveCount(0);
  });

  test('filters from the keyboard and a quiz answer with feedback', async ({ page }) => {
    await signIn(page);
    await page.goto('/self-training');
    await page.getByRole('tab', { name: 'All' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Courses' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByTestId(/^training-card-/)).toHaveCount(2);
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Quizzes' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByTestId(/^training-card-/)).toHaveCount(1);

    await page.getByTestId('training-card-quiz-1').getByRole('button', { name: 'Start' }).click();
    const dialog = page.getByRole('dialog', { name: 'Love Languages Quiz' });
    await dialog.getByRole('button', { name: 'A long hug' }).click();
    await expect(dialog.getByRole('status')).toContainText('No right answer');
    await dialog.getByRole('button', { name: 'Next question' }).click();
    await dialog
      .getByRole('button', {
        name: '"I feel overwhelmed at bedtime. Could you take baths tonight?"',
      })
      .click();
    await expect(dialog.getByRole('status')).toContainText('Correct!');
    await page.keyboard.press('Escape');

    await page.reload();
    await page.getByRole('tab', { name: 'All' }).click();
    await expect(page.getByTestId('training-card-quiz-1')).toContainText('40% complete');
  });
});

test('the three pages have no serious or critical accessibility problems', async ({ page }) => {
  await signIn(page);

  await page.goto('/personalization');
  await expect(page.getByRole('slider', { name: 'Empathy Level' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, '/personalization');

  await page.goto('/integrations');
  await expect(page.getByRole('button', { name: 'Show the steps' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, '/integrations (Telegram)');
  await page.getByRole('tab', { name: 'WhatsApp' }).click();
  await expect(
    page.getByRole('img', { name: 'WhatsApp link QR code' }).locator('svg'),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page, '/integrations (WhatsApp)');

  await page.goto('/self-training');
  await expect(page.getByTestId('training-card-course-1')).toBeVisible();
  await expectNoSeriousAxeViolations(page, '/self-training');
  await page.getByTestId('training-card-course-1').getByRole('button', { name: 'Start' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Foundations of Healthy Communication' }),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page, '/self-training (course dialog)');
});
