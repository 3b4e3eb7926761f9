import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';

import { DEFAULT_NOTIFICATION_PREFERENCES } from '@kindred/shared/notifications';

import {
  jsonBody,
  openInvitation,
  preferences,
  relationship,
} from '@/features/relationships/testing/couple-fixtures';
import { type FakeRoute, signedInUser, stubFetch } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';

vi.mock('qr-code-styling', () => ({
  default: class FakeQrCode {
    constructor(private readonly options: { data: string }) {}
    append(container: HTMLElement) {
      const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
      svg.dataset.qr = this.options.data;
      container.append(svg);
    }
  },
}));

const signedIn = { status: 200, body: signedInUser };

function setup(routes: Record<string, FakeRoute>) {
  const fetchMock = stubFetch({
    '/api/me': signedIn,
    'GET /api/preferences': { status: 200, body: preferences() },
    ...routes,
  });
  const view = renderApp('/settings');
  const calls = (method: string, path: string) =>
    fetchMock.mock.calls.filter(
      ([url, init]) => url === path && (init?.method ?? 'GET').toUpperCase() === method,
    );
  return { ...view, fetchMock, calls };
}

/** A click on the dimmed backdrop around a dialog. */
async function clickOutside(user: ReturnType<typeof setup>['user']) {
  const overlay = document.querySelector('[data-slot="alert-dialog-overlay"]');
  expect(overlay).not.toBeNull();
  await user.click(overlay!);
}

describe('/settings', () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:kindred-export');
    URL.revokeObjectURL = vi.fn();
  });

  it('shows the partner and removes them after a confirmation an outside click cannot dismiss', async () => {
    let removed = false;
    const { user, calls } = setup({
      'GET /api/relationships/current': () => ({
        status: 200,
        body: removed
          ? relationship({ partner_id: null, partner_name: null, partner: null })
          : relationship(),
      }),
      'DELETE /api/relationships/partner': () => {
        removed = true;
        return { status: 204 };
      },
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Account Management' })).toBeVisible();
    const partner = within(await screen.findByRole('region', { name: 'Partner Connection' }));
    expect(await partner.findByText('Sam')).toBeVisible();
    expect(partner.getByText('03/02/2025')).toBeVisible();
    expect(
      within(screen.getByRole('main')).getByRole('button', { name: 'Sign out' }),
    ).toBeVisible();

    await user.click(partner.getByRole('button', { name: 'Remove Partner' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove your partner?' });
    expect(within(dialog).getByText(/deleted for both of you/)).toBeVisible();

    await clickOutside(user);
    expect(screen.getByRole('alertdialog', { name: 'Remove your partner?' })).toBeVisible();
    expect(calls('DELETE', '/api/relationships/partner')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Remove Partner' }));
    expect(await screen.findByText('Partner removed successfully')).toBeVisible();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls('DELETE', '/api/relationships/partner')).toHaveLength(1);
    expect(await partner.findByText("You haven't connected with a partner yet.")).toBeVisible();
    expect(partner.getByRole('button', { name: 'Invite Partner' })).toBeVisible();
  });

  it('keeps the partner when the confirmation is cancelled, and reports a failed removal', async () => {
    const { user } = setup({
      'GET /api/relationships/current': { status: 200, body: relationship() },
      'DELETE /api/relationships/partner': {
        status: 500,
        body: { error: 'Internal Server Error' },
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Remove Partner' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Partner' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Remove Partner' }));
    expect(await screen.findByText('Failed to remove partner')).toBeVisible();
    expect(screen.getByText('Sam')).toBeVisible();
  });

  it('invites a partner from a dialog with the QR code, the link and a way to share it', async () => {
    const { user, calls } = setup({
      'GET /api/relationships/current': { status: 200, body: null },
      'POST /api/relationships': { status: 201, body: openInvitation('abc12345') },
    });

    await user.click(await screen.findByRole('button', { name: 'Invite Partner' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Invite Your Partner' }));
    expect(dialog.getByText(/Send this link to your partner/)).toBeVisible();
    const link = `${window.location.origin}/accept-invite/abc12345`;
    expect(await dialog.findByLabelText('Invitation link')).toHaveValue(link);
    expect(dialog.getByRole('img', { name: 'QR code of your invitation link' })).toBeVisible();
    expect(dialog.getByRole('button', { name: 'Share Invitation' })).toBeEnabled();
    expect(calls('POST', '/api/relationships')).toHaveLength(1);

    await user.click(dialog.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Invitation link copied to clipboard!')).toBeVisible();
  });

  it('updates the contact e-mail after checking it', async () => {
    const { user, calls } = setup({
      'GET /api/relationships/current': { status: 200, body: relationship() },
      'PUT /api/preferences': (init) => ({
        status: 200,
        body: preferences(jsonBody(init) as object),
      }),
    });

    const field = await screen.findByLabelText('Contact e-mail');
    expect(field).toHaveValue(signedInUser.email);
    await user.clear(field);
    await user.type(field, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Enter a valid e-mail address')).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(calls('PUT', '/api/preferences')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, 'us@example.test');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Email update initiated')).toBeVisible();
    expect(jsonBody(calls('PUT', '/api/preferences')[0]?.[1])).toEqual({
      contact_email: 'us@example.test',
    });
  });

  it('downloads the export as a file', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = setup({
      'GET /api/relationships/current': { status: 200, body: relationship() },
      'GET /api/account/export': { status: 200, body: { user: { email: signedInUser.email } } },
    });

    await user.click(await screen.findByRole('button', { name: 'Export Your Data' }));

    expect(await screen.findByText('Data export initiated')).toBeVisible();
    // What really happens: a download, not an e-mail.
    expect(
      screen.getByText(
        'kindred-export.json is being saved to your downloads. Nothing is sent by e-mail.',
      ),
    ).toBeVisible();
    expect(screen.queryByText(/receive an email/)).not.toBeInTheDocument();
    expect(click).toHaveBeenCalledTimes(1);
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.download).toMatch(/\.json$/);
    expect(anchor.href).toBe('blob:kindred-export');
    const blob = vi.mocked(URL.createObjectURL).mock.calls[0]![0] as Blob;
    expect(JSON.parse(await blob.text())).toEqual({ user: { email: signedInUser.email } });
  });

  it('deletes the account after a confirmation an outside click cannot dismiss, then goes home', async () => {
    let deleted = false;
    const { user, router, calls } = setup({
      '/api/me': () => (deleted ? { status: 401, body: { error: 'Not signed in' } } : signedIn),
      'GET /api/relationships/current': { status: 200, body: relationship() },
      'DELETE /api/account': () => {
        deleted = true;
        return { status: 204 };
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Delete Account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    // The owner is told the truth: the couple and every shared session go, for Sam too.
    expect(
      within(dialog).getByText(
        /Your couple with Sam is deleted too, with every therapy session you shared and all their messages: Sam loses them as well/,
      ),
    ).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Export Your Data' })).toBeVisible();
    await clickOutside(user);
    expect(screen.getByRole('alertdialog', { name: 'Delete your account?' })).toBeVisible();
    expect(calls('DELETE', '/api/account')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Delete Account' }));
    expect(await screen.findByText('Your account has been deleted successfully')).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(
      (await screen.findAllByRole('link', { name: 'Start Free - No Credit Card' }))[0],
    ).toBeVisible();
  });

  it('tells an invited partner that leaving deletes the shared sessions for the owner too, and offers the export first', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user, calls } = setup({
      'GET /api/relationships/current': {
        status: 200,
        body: relationship({
          role: 'partner',
          user_id: 'user-9',
          partner_id: signedInUser.id,
          partner: { id: 'user-9', name: 'Jordan', avatar: 'avatar-5' },
        }),
      },
      'GET /api/account/export': { status: 200, body: { user: { email: signedInUser.email } } },
    });

    await user.click(await screen.findByRole('button', { name: 'Delete Account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    expect(within(dialog).queryByText(/simply disconnected/)).not.toBeInTheDocument();
    expect(
      within(dialog).getByText(
        /You leave Jordan's couple, and every therapy session you shared is deleted with all its messages, for Jordan too/,
      ),
    ).toBeVisible();
    expect(within(dialog).getByText(/Jordan will see a notice in Kindred/)).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Export Your Data' }));
    // (Not the toast: an earlier test's may still be on screen.)
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    // Exporting is not deleting: the dialog stays open, nothing deleted.
    expect(screen.getByRole('alertdialog', { name: 'Delete your account?' })).toBeVisible();
    expect(calls('DELETE', '/api/account')).toHaveLength(0);
  });

  it("lands on the partner section for /settings#partner (the dashboard's Invite Partner): scrolled to and focused", async () => {
    const scrolled: Element[] = [];
    // jsdom has no scrolling: record what the page asks to scroll to.
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    onTestFinished(() => {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    });
    stubFetch({
      '/api/me': signedIn,
      'GET /api/preferences': { status: 200, body: preferences() },
      'GET /api/relationships/current': { status: 200, body: null },
    });
    renderApp('/settings#partner');

    const section = await screen.findByRole('region', { name: 'Partner Connection' });
    await waitFor(() => expect(section).toHaveFocus());
    expect(scrolled).toContain(section);
    expect(within(section).getByRole('button', { name: 'Invite Partner' })).toBeVisible();
  });

  it('reports a failed deletion and stays', async () => {
    const { user, router } = setup({
      'GET /api/relationships/current': { status: 200, body: relationship() },
      'DELETE /api/account': { status: 500, body: { error: 'Internal Server Error' } },
    });

    await user.click(await screen.findByRole('button', { name: 'Delete Account' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete Account' }));

    expect(
      await screen.findByText('An unexpected error occurred while deleting your account'),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/settings');
  });
});

describe('/settings → Notification Preferences', () => {
  it('shows the defaults per type and saves a flipped switch, which a reload keeps', async () => {
    let stored = preferences();
    const { user, calls } = setup({
      'GET /api/relationships/current': { status: 200, body: relationship() },
      'GET /api/preferences': () => ({ status: 200, body: stored }),
      'PUT /api/preferences': (init) => {
        stored = preferences(jsonBody(init) as object);
        return { status: 200, body: stored };
      },
    });

    const section = within(await screen.findByRole('region', { name: 'Notification Preferences' }));
    const trigger = (name: RegExp) => section.getByRole('button', { name });
    // One item per type, each saying what is on; closed until asked.
    expect(
      await section.findByRole('heading', { level: 3, name: /Therapy Sessions/ }),
    ).toBeVisible();
    expect(trigger(/^Daily Check-ins/)).toHaveAccessibleName(/^Daily Check-ins\W+Push · In-app$/);
    expect(trigger(/^Self-Training Reminders/)).toHaveAccessibleName(
      /^Self-Training Reminders\W+Email · In-app$/,
    );
    expect(trigger(/^Partner Activities/)).toHaveAttribute('aria-expanded', 'false');

    await user.click(trigger(/^Daily Check-ins/));
    expect(section.getByRole('switch', { name: 'Email (Daily Check-ins)' })).not.toBeChecked();
    expect(section.getByRole('switch', { name: 'Push (Daily Check-ins)' })).toBeChecked();
    expect(section.getByRole('switch', { name: 'In-app (Daily Check-ins)' })).toBeChecked();
    // Honest about what is not delivered yet.
    expect(
      section.getAllByText('Saved for later: Kindred does not send e-mail yet.')[0],
    ).toBeVisible();
    expect(
      section.getAllByText('Saved for later: push notifications arrive with the mobile app.')[0],
    ).toBeVisible();

    await user.click(trigger(/^Partner Activities/));
    const partnerInApp = section.getByRole('switch', { name: 'In-app (Partner Activities)' });
    expect(partnerInApp).toHaveAccessibleDescription(
      'A notice when your partner joins your ongoing session.',
    );
    await user.click(partnerInApp);
    expect(partnerInApp).not.toBeChecked();
    expect(await screen.findByText('Notification settings updated')).toBeVisible();
    expect(jsonBody(calls('PUT', '/api/preferences')[0]?.[1])).toEqual({
      notifications: {
        ...DEFAULT_NOTIFICATION_PREFERENCES,
        partner: { email: true, push: true, inApp: false },
      },
    });
    expect(trigger(/^Partner Activities/)).toHaveAccessibleName(
      /^Partner Activities\W+Email · Push$/,
    );

    // What the server now holds is what a fresh visit shows.
    cleanup();
    setup({
      'GET /api/relationships/current': { status: 200, body: relationship() },
      'GET /api/preferences': () => ({ status: 200, body: stored }),
    });
    const again = within(await screen.findByRole('region', { name: 'Notification Preferences' }));
    await user.click(await again.findByRole('button', { name: /^Partner Activities/ }));
    expect(again.getByRole('switch', { name: 'In-app (Partner Activities)' })).not.toBeChecked();
  });

  it('puts the switch back and says so when the save fails', async () => {
    const { user } = setup({
      'GET /api/relationships/current': { status: 200, body: relationship() },
      'PUT /api/preferences': { status: 500, body: { error: 'Database unavailable' } },
    });
    const section = within(await screen.findByRole('region', { name: 'Notification Preferences' }));
    await user.click(await section.findByRole('button', { name: /^Therapy Sessions/ }));
    const push = section.getByRole('switch', { name: 'Push (Therapy Sessions)' });
    await user.click(push);
    expect(await screen.findByText("Your notification settings couldn't be saved")).toBeVisible();
    await waitFor(() => expect(push).toBeChecked());
    expect(screen.queryByText('Notification settings updated')).not.toBeInTheDocument();
  });

  it('leads to the therapist style and the integrations', async () => {
    const { user, router } = setup({
      'GET /api/relationships/current': { status: 200, body: relationship() },
    });
    const style = within(await screen.findByRole('region', { name: 'Therapist Style' }));
    expect(style.getByRole('link', { name: 'Personalize your therapist' })).toHaveAttribute(
      'href',
      '/personalization',
    );
    const integrations = within(screen.getByRole('region', { name: 'Integrations' }));
    await user.click(integrations.getByRole('link', { name: 'Manage integrations' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/integrations'));
  });

  it('chooses the country of the help lines, from the browser until one is picked', async () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-IE');
    let stored = preferences();
    const { user, calls } = setup({
      'GET /api/relationships/current': { status: 200, body: relationship() },
      'GET /api/preferences': () => ({ status: 200, body: stored }),
      'PUT /api/preferences': (init) => {
        stored = preferences({ ...stored, ...(jsonBody(init) as object) });
        return { status: 200, body: stored };
      },
    });
    const section = within(await screen.findByRole('region', { name: 'Help in your country' }));
    const select = section.getByRole('combobox', { name: 'Country' });
    await waitFor(() => expect(select).toHaveValue('IE'));
    expect(select).toHaveAccessibleDescription(/browser/);

    await user.selectOptions(select, 'Germany');
    await waitFor(() =>
      expect(jsonBody(calls('PUT', '/api/preferences')[0]?.[1])).toEqual({ country: 'DE' }),
    );
    expect(select).toHaveValue('DE');
    await waitFor(() => expect(select).not.toHaveAccessibleDescription(/browser/));
  });

  it('puts the country back and says so when it cannot be saved', async () => {
    const { user } = setup({
      'GET /api/relationships/current': { status: 200, body: relationship() },
      'GET /api/preferences': { status: 200, body: preferences({ country: 'GB' }) },
      'PUT /api/preferences': { status: 400, body: { error: 'Unrecognized key: "country"' } },
    });
    const section = within(await screen.findByRole('region', { name: 'Help in your country' }));
    const select = section.getByRole('combobox', { name: 'Country' });
    await waitFor(() => expect(select).toHaveValue('GB'));
    await user.selectOptions(select, 'France');
    expect(await screen.findByText('Couldn’t save your country')).toBeVisible();
    await waitFor(() => expect(select).toHaveValue('GB'));
  });
});
