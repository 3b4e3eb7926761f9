import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { DEFAULT_THERAPIST_STYLE } from '@kindred/shared/therapist-style';

import {
  jsonBody,
  openInvitation,
  preferences,
  relationship,
} from '@/features/relationships/testing/couple-fixtures';
import { type FakeRoute, signedInUser, stubFetch } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';

// jsdom cannot draw; the stand-in records what the QR code would encode.
vi.mock('qr-code-styling', () => ({
  default: class FakeQrCode {
    constructor(private readonly options: { data: string; width: number }) {}
    append(container: HTMLElement) {
      const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
      svg.dataset.qr = this.options.data;
      svg.dataset.width = String(this.options.width);
      container.append(svg);
    }
  },
}));

const signedIn = { status: 200, body: signedInUser };
const link = (code: string) => `${window.location.origin}/accept-invite/${code}`;

function setup(routes: Record<string, FakeRoute> = {}) {
  const fetchMock = stubFetch({
    '/api/me': signedIn,
    'GET /api/preferences': { status: 200, body: preferences() },
    'PUT /api/preferences': (init) => ({
      status: 200,
      body: preferences(jsonBody(init) as object),
    }),
    'GET /api/relationships/current': { status: 200, body: null },
    'POST /api/relationships': { status: 201, body: openInvitation('abc12345') },
    ...routes,
  });
  const view = renderApp('/onboarding');
  const calls = (method: string, path: string) =>
    fetchMock.mock.calls.filter(
      ([url, init]) => url === path && (init?.method ?? 'GET').toUpperCase() === method,
    );
  return { ...view, fetchMock, calls };
}

async function toStep2(user: ReturnType<typeof setup>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Next' }));
  return screen.findByRole('heading', { level: 2, name: 'Invite Your Partner' });
}

describe('/onboarding', () => {
  it('starts at the profile step with Back disabled and the name from sign-in', async () => {
    setup();

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Create Your Profile' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Kindred' })).toBeVisible();
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    expect(screen.getByLabelText('Your Name')).toHaveValue('Avery');

    const avatars = within(screen.getByRole('group', { name: 'Choose your avatar' }));
    expect(avatars.getAllByRole('radio')).toHaveLength(6);
    expect(avatars.getByRole('radio', { name: 'Placeholder silhouette' })).toBeChecked();
  });

  it('saves the profile on Next and moves to the invitation', async () => {
    const { user, calls } = setup();

    await user.click(await screen.findByRole('radio', { name: 'Laughing face' }));
    const name = screen.getByLabelText('Your Name');
    await user.clear(name);
    await user.type(name, '  Avery Lee ');
    await toStep2(user);

    const [put] = calls('PUT', '/api/preferences');
    expect(jsonBody(put?.[1])).toEqual({ profile: { name: 'Avery Lee', avatar: 'avatar-3' } });
    expect(screen.getByRole('button', { name: 'Back' })).toBeEnabled();

    // Back keeps what was entered.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('Your Name')).toHaveValue('Avery Lee');
    expect(screen.getByRole('radio', { name: 'Laughing face' })).toBeChecked();
  });

  it('prefers the saved profile over the sign-in name', async () => {
    setup({
      'GET /api/preferences': {
        status: 200,
        body: preferences({ profile: { name: 'Ave', avatar: 'avatar-6' } }),
      },
    });
    expect(await screen.findByLabelText('Your Name')).toHaveValue('Ave');
    expect(screen.getByRole('radio', { name: 'Face with sunglasses' })).toBeChecked();
  });

  it('asks for a name instead of saving an empty one', async () => {
    const { user, calls } = setup();

    await user.clear(await screen.findByLabelText('Your Name'));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('Enter your name')).toBeVisible();
    expect(screen.getByLabelText('Your Name')).toHaveAttribute('aria-invalid', 'true');
    expect(calls('PUT', '/api/preferences')).toHaveLength(0);
    expect(screen.getByRole('heading', { level: 2, name: 'Create Your Profile' })).toBeVisible();
  });

  it('shows a failed save and keeps the input', async () => {
    const { user } = setup({
      'PUT /api/preferences': { status: 500, body: { error: 'Something broke' } },
    });

    const name = await screen.findByLabelText('Your Name');
    await user.type(name, ' Lee');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('Something broke')).toBeVisible();
    expect(screen.getByLabelText('Your Name')).toHaveValue('Avery Lee');
    expect(screen.getByRole('heading', { level: 2, name: 'Create Your Profile' })).toBeVisible();
  });

  it('creates the invitation on entering step 2 and shares it', async () => {
    const { user, calls } = setup();
    await toStep2(user);

    const input = await screen.findByLabelText('Invitation link');
    await waitFor(() => expect(input).toHaveValue(link('abc12345')));
    expect(input).toHaveAttribute('readonly');
    expect(calls('POST', '/api/relationships')).toHaveLength(1);
    const qr = screen.getByRole('img', { name: 'QR code of your invitation link' });
    await waitFor(() => expect(qr.querySelector('svg')?.dataset.qr).toBe(link('abc12345')));
    expect(qr.querySelector('svg')?.dataset.width).toBe('180');
    expect(screen.getByText(/invite your partner later from Settings/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Invitation link copied to clipboard!')).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe(link('abc12345'));

    // No Web Share API in this browser: the link is copied instead.
    await navigator.clipboard.writeText('');
    await user.click(screen.getByRole('button', { name: 'Share Invitation' }));
    await waitFor(async () => expect(await navigator.clipboard.readText()).toBe(link('abc12345')));
  });

  it('shares through the Web Share API where there is one', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { share }));
    const { user } = setup();
    await toStep2(user);

    await user.click(await screen.findByRole('button', { name: 'Share Invitation' }));
    expect(await screen.findByText('Invitation shared successfully!')).toBeVisible();
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: link('abc12345') }));
  });

  it('generates a new link on request', async () => {
    let created = 0;
    const { user, calls } = setup({
      'POST /api/relationships': () => {
        created += 1;
        return { status: 201, body: openInvitation(created === 1 ? 'abc12345' : 'zzz99999') };
      },
    });
    await toStep2(user);
    await waitFor(() =>
      expect(screen.getByLabelText('Invitation link')).toHaveValue(link('abc12345')),
    );

    await user.click(screen.getByRole('button', { name: 'Generate New Link' }));
    expect(await screen.findByText('New invitation link generated!')).toBeVisible();
    expect(screen.getByLabelText('Invitation link')).toHaveValue(link('zzz99999'));
    expect(calls('POST', '/api/relationships')).toHaveLength(2);
  });

  it('shows the new link when the code changed elsewhere (a partner joined and left)', async () => {
    let current = openInvitation('abc12345');
    const { user, live } = setup({
      'GET /api/relationships/current': () => ({ status: 200, body: current }),
      'POST /api/relationships': () => {
        current = { ...openInvitation('zzz99999'), updated_at: '2025-03-03T09:00:00.000Z' };
        return { status: 201, body: current };
      },
    });
    await toStep2(user);
    expect(await screen.findByLabelText('Invitation link')).toHaveValue(link('abc12345'));
    await user.click(screen.getByRole('button', { name: 'Generate New Link' }));
    // An earlier test's toast may still be on screen: at least this one is.
    expect((await screen.findAllByText('New invitation link generated!')).length).toBeGreaterThan(
      0,
    );
    expect(screen.getByLabelText('Invitation link')).toHaveValue(link('zzz99999'));

    // Someone joined with that link and left again: the server gave the couple another code.
    current = { ...openInvitation('new77777'), updated_at: '2025-03-04T09:00:00.000Z' };
    live.connect();
    await live.push({
      type: 'couple',
      event: 'partner_left',
      relationshipId: current.id,
      by: 'user-2',
    });
    await waitFor(() =>
      expect(screen.getByLabelText('Invitation link')).toHaveValue(link('new77777')),
    );
  });

  it('reuses an invitation that exists', async () => {
    const { user, calls } = setup({
      'GET /api/relationships/current': { status: 200, body: openInvitation('keep1234') },
    });
    await toStep2(user);

    expect(await screen.findByLabelText('Invitation link')).toHaveValue(link('keep1234'));
    expect(calls('POST', '/api/relationships')).toHaveLength(0);
  });

  it('tells an invited partner who they are connected with instead of showing a link', async () => {
    const { user, calls } = setup({
      'GET /api/relationships/current': {
        status: 200,
        body: relationship({
          role: 'partner',
          partner: { id: 'user-9', name: 'Jordan', avatar: 'avatar-5' },
        }),
      },
    });
    await toStep2(user);

    expect(await screen.findByText("You're connected with Jordan")).toBeVisible();
    expect(screen.queryByLabelText('Invitation link')).not.toBeInTheDocument();
    expect(calls('POST', '/api/relationships')).toHaveLength(0);
  });

  it('says when the invitation could not be created, and retries', async () => {
    let attempts = 0;
    const { user } = setup({
      'POST /api/relationships': () => {
        attempts += 1;
        return attempts === 1
          ? { status: 500, body: { error: 'Internal Server Error' } }
          : { status: 201, body: openInvitation('abc12345') };
      },
    });
    await toStep2(user);

    expect(
      await screen.findAllByText('Failed to create invitation. Please try again.'),
    ).not.toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Invitation link')).toHaveValue(link('abc12345'));
  });

  it('lets the user choose a therapist and finishes on the dashboard', async () => {
    const { user, calls, router } = setup({
      '/api/sessions': { status: 200, body: [] },
    });
    await toStep2(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Choose Your AI Therapist' }),
    ).toBeVisible();
    const personas = within(screen.getByRole('group', { name: 'AI therapist' }));
    expect(personas.getAllByRole('radio')).toHaveLength(3);
    expect(personas.getByRole('radio', { name: 'Dr. Emma' })).toBeChecked();
    expect(screen.getByRole('progressbar', { name: 'Dr. James: Directness' })).toHaveAttribute(
      'aria-valuenow',
      '90',
    );
    expect(screen.getByText(/not licensed clinicians/)).toBeVisible();
    expect(screen.getByText(/change your therapist .* later/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();

    // A radio group: the arrow keys move the choice.
    personas.getByRole('radio', { name: 'Dr. Emma' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(personas.getByRole('radio', { name: 'Dr. James' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));

    const puts = calls('PUT', '/api/preferences');
    expect(jsonBody(puts.at(-1)?.[1])).toEqual({
      therapist_style: {
        ...DEFAULT_THERAPIST_STYLE,
        personaId: 'dr-james',
        empathy: 6,
        directness: 9,
      },
    });
  });
});
