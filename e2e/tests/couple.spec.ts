import { readFileSync } from 'node:fs';

import { expect, test } from '@playwright/test';

import { completeDevSignIn, newPerson } from '../support/auth';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { newPersonPage, toast } from '../support/couple-helpers';

// Two people become a couple and one of them leaves (issue 3), with the dashboard and starting
// a session (issue 4): each person in a browser context of their own.

test('A invites B by link, B accepts, both see each other; B removes the partner; A deletes the account', async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const avery = newPerson('avery');
  const sam = newPerson('sam');
  const a = await newPersonPage(browser, testInfo.project.use);
  const b = await newPersonPage(browser, testInfo.project.use);

  try {
    // A signs up from the landing page and lands in onboarding.
    await a.goto('/');
    await a.getByRole('link', { name: 'Start Free - No Credit Card' }).first().click();
    await expect(a).toHaveURL(/\/login$/);
    await a.getByRole('button', { name: 'Continue with Dev Sign-in' }).click();
    await completeDevSignIn(a, avery);
    await expect(a).toHaveURL(/\/onboarding$/);

    // Step 1: profile.
    await expect(a.getByRole('heading', { level: 2, name: 'Create Your Profile' })).toBeVisible();
    await expect(a.getByRole('button', { name: 'Back' })).toBeDisabled();
    const name = a.getByLabel('Your Name');
    await expect(name).toHaveValue('Avery');
    await expectNoSeriousAxeViolations(a, 'onboarding, profile');
    await a
      .locator('label')
      .filter({ has: a.getByRole('radio', { name: 'Smiling face' }) })
      .click();
    await expect(a.getByRole('radio', { name: 'Smiling face' })).toBeChecked();
    await name.fill('Avery Lee');
    await a.getByRole('button', { name: 'Next' }).click();

    // Step 2: the invitation, created on entry.
    await expect(a.getByRole('heading', { level: 2, name: 'Invite Your Partner' })).toBeVisible();
    const linkField = a.getByRole('textbox', { name: 'Invitation link' });
    await expect(linkField).toHaveValue(/\/accept-invite\/[0-9a-z]{8}$/);
    await expect(linkField).not.toBeEditable();
    const link = await linkField.inputValue();
    expect(new URL(link).origin).toBe(new URL(a.url()).origin);
    const qr = a.getByRole('img', { name: 'QR code of your invitation link' });
    await expect(qr.locator('svg')).toBeVisible();
    await expect(qr.locator('svg image')).toHaveAttribute('href', /^data:image\/svg\+xml/);
    await expect(a.getByRole('button', { name: 'Share Invitation' })).toBeVisible();
    await expect(a.getByRole('button', { name: 'Generate New Link' })).toBeVisible();
    await expectNoSeriousAxeViolations(a, 'onboarding, invitation');
    await a.getByRole('button', { name: 'Next' }).click();

    // Step 3: the therapist; Finish leads to the dashboard.
    await expect(
      a.getByRole('heading', { level: 2, name: 'Choose Your AI Therapist' }),
    ).toBeVisible();
    await expect(a.getByRole('radio')).toHaveCount(3);
    await a
      .locator('label')
      .filter({ has: a.getByRole('radio', { name: 'Dr. Olivia' }) })
      .click();
    await expect(a.getByRole('radio', { name: 'Dr. Olivia' })).toBeChecked();
    await expectNoSeriousAxeViolations(a, 'onboarding, therapist');
    await a.getByRole('button', { name: 'Finish' }).click();
    await expect(a).toHaveURL(/\/dashboard$/);
    await expect(a.getByText("You haven't connected with a partner yet.")).toBeVisible();

    // B opens the link signed out: asked to sign in, then brought back to the invitation.
    await b.goto(link);
    await expect(
      toast(b, 'Please log in or create an account to accept this invitation'),
    ).toBeVisible();
    await expect(b).toHaveURL(/\/login$/);
    await expect(b.getByText('Sign in to accept your invitation')).toBeVisible();
    await b.getByRole('button', { name: 'Continue with Dev Sign-in' }).click();
    await completeDevSignIn(b, sam);
    await expect(b).toHaveURL(new URL(link).pathname);
    await expect(b.getByText('Avery Lee has invited you to join them on Kindred.')).toBeVisible();
    await expect(b.getByRole('button', { name: 'Decline' })).toBeVisible();
    await expectNoSeriousAxeViolations(b, 'accept invitation');
    await b.getByRole('button', { name: 'Accept Invitation' }).click();
    await expect(toast(b, 'Invitation accepted successfully!')).toBeVisible();
    await expect(b).toHaveURL(/\/dashboard$/);
    await expect(b.getByText('Avery Lee', { exact: true })).toBeVisible();
    await expect(b.getByText('Connected since')).toBeVisible();

    // A's dashboard shows B, and A starts a session from it.
    await a.reload();
    await expect(a.getByText('Sam', { exact: true })).toBeVisible();
    await expect(a.getByText('Connected since')).toBeVisible();
    await expect(a.getByText(/^\d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
    await expect(a.getByText('No Sessions Yet')).toBeVisible();
    await expectNoSeriousAxeViolations(a, 'dashboard');
    await a.getByRole('button', { name: 'New Session' }).click();
    await expect(a).toHaveURL(/\/triadic-session\/[0-9a-f-]{36}$/);

    // A's export holds A's data.
    await a.goto('/settings');
    await expect(a.getByRole('heading', { level: 2, name: 'Account Management' })).toBeVisible();
    const download = a.waitForEvent('download');
    await a.getByRole('button', { name: 'Export Your Data' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^kindred-export-.*\.json$/);
    const exported = readFileSync(await file.path(), 'utf8');
    expect(exported).toContain(avery.email);
    expect(exported).toContain('Avery Lee');
    await expect(toast(a, 'Data export initiated')).toBeVisible();

    // B removes the partner after confirming.
    await b.goto('/settings');
    const partner = b.getByRole('region', { name: 'Partner Connection' });
    await expect(partner.getByText('Avery Lee', { exact: true })).toBeVisible();
    await expectNoSeriousAxeViolations(b, 'settings');
    await partner.getByRole('button', { name: 'Remove Partner' }).click();
    const confirmRemoval = b.getByRole('alertdialog', { name: 'Remove your partner?' });
    await expect(confirmRemoval).toBeVisible();
    await expectNoSeriousAxeViolations(b, 'remove partner confirmation');
    await confirmRemoval.getByRole('button', { name: 'Remove Partner' }).click();
    await expect(toast(b, 'Partner removed successfully')).toBeVisible();
    await expect(partner.getByText("You haven't connected with a partner yet.")).toBeVisible();

    // A deletes the account and is signed out.
    await a.reload();
    await a.getByRole('button', { name: 'Delete Account' }).click();
    const confirmDeletion = a.getByRole('alertdialog', { name: 'Delete your account?' });
    await expect(confirmDeletion).toBeVisible();
    await confirmDeletion.getByRole('button', { name: 'Delete Account' }).click();
    await expect(toast(a, 'Your account has been deleted successfully')).toBeVisible();
    await expect(a).toHaveURL(/\/$/);
    await a.goto('/dashboard');
    await expect(a).toHaveURL(/\/login$/);
  } finally {
    await a.context().close();
    await b.context().close();
  }
});
