import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { safetyStrings } from '@kindred/shared/safety-strings';
import { DEFAULT_THERAPIST_STYLE } from '@kindred/shared/therapist-style';

import { jsonBody, preferences } from '@/features/relationships/testing/couple-fixtures';
import { QUICK_EXIT_URL } from '@/lib/quick-exit';
import { type FakeRoute, signedInUser, stubFetch } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';

let replace: ReturnType<typeof vi.fn>;

beforeEach(() => {
  replace = vi.fn();
  vi.stubGlobal('location', { ...window.location, replace });
});

function setup(routes: Record<string, FakeRoute> = {}) {
  const fetchMock = stubFetch({
    '/api/me': { status: 200, body: signedInUser },
    'GET /api/relationships/current': { status: 200, body: null },
    'GET /api/preferences': { status: 200, body: preferences() },
    'POST /auth/logout': { status: 204 },
    ...routes,
  });
  const view = renderApp('/integrations');
  return { ...view, fetchMock };
}

async function openFromNav(user: ReturnType<typeof setup>['user']) {
  const nav = await screen.findByRole('navigation', { name: 'Main' });
  const button = within(nav).getByRole('button', { name: 'Get help' });
  expect(button).toHaveAttribute('aria-haspopup', 'dialog');
  await user.click(button);
  return button;
}

describe('Get help in the navigation', () => {
  it('opens the private panel with the lines of the browser’s country, and closes back to it', async () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-AU');
    const { user } = setup();
    const button = await openFromNav(user);

    const dialog = await screen.findByRole('dialog', { name: 'Where to get help' });
    const select = within(dialog).getByRole('combobox', { name: 'Showing help for' });
    await waitFor(() => expect(select).toHaveValue('AU'));
    expect(within(dialog).getByText('Lifeline')).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'Call 13 11 14' })).toHaveAttribute(
      'href',
      'tel:131114',
    );
    expect(within(dialog).getByText('Emergency: 000')).toBeVisible();
    expect(
      within(dialog).getByText('Kindred is a coach, not a clinician or an emergency service.'),
    ).toBeVisible();
    // The panel takes the focus, not Quick exit.
    expect(within(dialog).getByRole('button', { name: 'Quick exit' })).not.toHaveFocus();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it('saves another country and shows its lines at once', async () => {
    let stored = preferences({ country: 'US' });
    const { user, fetchMock } = setup({
      'GET /api/preferences': () => ({ status: 200, body: stored }),
      'PUT /api/preferences': (init) => {
        stored = preferences({ ...stored, ...(jsonBody(init) as object) });
        return { status: 200, body: stored };
      },
    });
    await openFromNav(user);
    const dialog = await screen.findByRole('dialog', { name: 'Where to get help' });
    const select = within(dialog).getByRole('combobox', { name: 'Showing help for' });
    await waitFor(() => expect(select).toHaveValue('US'));

    await user.selectOptions(select, 'Mexico');
    expect(within(dialog).getByText('Línea de la Vida')).toBeVisible();
    expect(within(dialog).getByRole('list', { name: 'Showing help for Mexico' })).toBeVisible();
    const puts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');
    expect(jsonBody(puts[0]?.[1])).toEqual({ country: 'MX' });
  });

  it("speaks the couple's therapist language", async () => {
    const { user } = setup({
      'GET /api/preferences': {
        status: 200,
        body: preferences({
          country: 'DE',
          therapist_style: { ...DEFAULT_THERAPIST_STYLE, language: 'german' },
        }),
      },
    });
    await openFromNav(user);
    const de = safetyStrings('de');
    const dialog = await screen.findByRole('dialog', { name: de.getHelpTitle });
    expect(dialog).toHaveAttribute('lang', 'de');
    expect(within(dialog).getByRole('combobox', { name: de.countryLabel })).toHaveValue('DE');
    expect(within(dialog).getByRole('button', { name: de.quickExit })).toBeVisible();
    expect(within(dialog).getByRole('option', { name: 'Deutschland' })).toBeInTheDocument();
  });

  it('Quick exit signs out in the background and leaves for a neutral page', async () => {
    const { user, fetchMock } = setup();
    await openFromNav(user);
    const dialog = await screen.findByRole('dialog', { name: 'Where to get help' });
    await user.click(within(dialog).getByRole('button', { name: 'Quick exit' }));
    expect(replace).toHaveBeenCalledExactlyOnceWith(QUICK_EXIT_URL);
    expect(fetchMock).toHaveBeenCalledWith(
      '/auth/logout',
      expect.objectContaining({ method: 'POST', keepalive: true, credentials: 'same-origin' }),
    );
  });
});
