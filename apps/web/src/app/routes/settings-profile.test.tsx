import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { Preferences } from '@kindred/shared/preferences';
import { PROFILE_ERRORS, profileSchema } from '@kindred/shared/profile';

import { notFound, preferences } from '@/features/relationships/testing/couple-fixtures';
import { signedInUser, stubFetch } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';

// Settings → Profile: the name and avatar chosen in onboarding, changed later.

const bodyOf = (init: RequestInit | undefined) =>
  JSON.parse(String(init?.body)) as Record<string, unknown>;

/** A fake server that validates and keeps the profile as the real one does. */
function setup(initial: Preferences = preferences()) {
  let stored = initial;
  const fetchMock = stubFetch({
    '/api/me': { status: 200, body: signedInUser },
    'GET /api/preferences': () => ({ status: 200, body: stored }),
    'PUT /api/preferences': (init) => {
      const parsed = profileSchema.safeParse(bodyOf(init).profile);
      if (!parsed.success) return { status: 400, body: { error: parsed.error.issues[0]!.message } };
      stored = { ...stored, profile: parsed.data };
      return { status: 200, body: stored };
    },
    'GET /api/relationships': notFound('No relationship found'),
  });
  const puts = () =>
    fetchMock.mock.calls
      .filter(([url, init]) => url === '/api/preferences' && init?.method === 'PUT')
      .map(([, init]) => bodyOf(init));
  return { ...renderApp('/settings'), puts, stored: () => stored };
}

const section = () => screen.getByRole('region', { name: 'Profile' });
const nameField = () => within(section()).getByRole('textbox', { name: 'Your Name' });
const saveButton = () => within(section()).getByRole('button', { name: 'Save Profile' });

describe('Settings → Profile', () => {
  it('shows the saved name and avatar, and saves a new one, trimmed', async () => {
    const { user, puts, stored } = setup(
      preferences({ profile: { name: 'Avery', avatar: 'avatar-2' } }),
    );
    expect(await screen.findByRole('region', { name: 'Profile' })).toBeVisible();
    await waitFor(() => expect(nameField()).toHaveValue('Avery'));
    expect(within(section()).getByRole('radio', { name: 'Smiling face' })).toBeChecked();

    await user.click(within(section()).getByRole('radio', { name: 'Face with sunglasses' }));
    await user.clear(nameField());
    await user.type(nameField(), '  Ava  ');
    await user.click(saveButton());

    expect(await screen.findByText('Profile updated')).toBeVisible();
    expect(puts()).toEqual([{ profile: { name: 'Ava', avatar: 'avatar-6' } }]);
    expect(stored().profile).toEqual({ name: 'Ava', avatar: 'avatar-6' });
    expect(nameField()).toHaveValue('Ava');
  });

  it('offers the sign-in name before there is a profile, and refuses an empty or control-character name', async () => {
    const { user, puts } = setup();
    await screen.findByRole('region', { name: 'Profile' });
    await waitFor(() => expect(nameField()).toHaveValue(signedInUser.name));
    expect(within(section()).getByRole('radio', { name: 'Placeholder silhouette' })).toBeChecked();

    await user.clear(nameField());
    await user.type(nameField(), '   ');
    await user.click(saveButton());
    expect(await within(section()).findByRole('alert')).toHaveTextContent(
      PROFILE_ERRORS.nameRequired,
    );
    expect(nameField()).toHaveAttribute('aria-invalid', 'true');

    await user.clear(nameField());
    await user.type(nameField(), 'Ava');
    // A bidirectional override pasted in: it would reverse what the partner reads.
    await user.paste('\u202Eevil');
    await user.click(saveButton());
    expect(await within(section()).findByRole('alert')).toHaveTextContent(
      PROFILE_ERRORS.nameControl,
    );
    expect(puts()).toEqual([]);

    // Fixing it clears the error and saves.
    await user.clear(nameField());
    await user.type(nameField(), 'Ava');
    expect(within(section()).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(saveButton());
    expect(await screen.findByText('Profile updated')).toBeVisible();
    expect(puts()).toEqual([{ profile: { name: 'Ava', avatar: 'avatar-1' } }]);
  });

  it('says when nothing changed and sends nothing', async () => {
    const { user, puts } = setup(preferences({ profile: { name: 'Avery', avatar: 'avatar-4' } }));
    await screen.findByRole('region', { name: 'Profile' });
    await waitFor(() => expect(nameField()).toHaveValue('Avery'));
    await user.click(saveButton());
    expect(await screen.findByText('Nothing to save: your profile is unchanged.')).toBeVisible();
    expect(puts()).toEqual([]);
  });
});
