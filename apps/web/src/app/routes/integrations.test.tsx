import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { signedInUser, stubFetch } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';

// jsdom cannot draw; the stand-in records what the QR code would encode and its size.
vi.mock('qr-code-styling', () => ({
  default: class FakeQrCode {
    constructor(private readonly options: { data: string; width: number; height: number }) {}
    append(container: HTMLElement) {
      const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
      svg.dataset.qr = this.options.data;
      svg.dataset.size = `${this.options.width}x${this.options.height}`;
      container.append(svg);
    }
  },
}));

function setup() {
  const fetchMock = stubFetch({
    '/api/me': { status: 200, body: signedInUser },
    'POST /api/integrations/waitlist': (init) => {
      const body = JSON.parse(String(init?.body)) as { app: string; email: string };
      return { status: 201, body };
    },
  });
  const waitlistCalls = () =>
    fetchMock.mock.calls
      .filter(([url]) => url === '/api/integrations/waitlist')
      .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
  return { ...renderApp('/integrations'), fetchMock, waitlistCalls };
}

const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

afterEach(() => {
  vi.useRealTimers();
});

describe('/integrations', () => {
  it('shows the privacy note and four tabs, two of them coming soon', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Integrations' })).toBeVisible();
    const note = screen.getByRole('note', { name: 'Privacy First' });
    expect(note).toHaveTextContent('Privacy First');
    expect(note).toHaveTextContent(/never sent to a messaging app/);

    const tabs = within(screen.getByRole('tablist', { name: 'Messaging apps' })).getAllByRole(
      'tab',
    );
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Telegram',
      'WhatsApp',
      'SignalComing Soon',
      'MessengerComing Soon',
    ]);
    expect(screen.getByRole('tab', { name: 'Telegram' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'WhatsApp' })).toBeEnabled();
    expect(screen.getByRole('tab', { name: /Signal/ })).toBeDisabled();
    expect(screen.getByRole('tab', { name: /Messenger/ })).toBeDisabled();

    // What the disabled tabs stand for is still reachable: the Coming Soon section below.
    for (const app of ['Signal', 'Messenger']) {
      const card = screen.getByRole('region', { name: `${app} Coming Soon` });
      expect(within(card).getByRole('textbox', { name: 'Email address' })).toBeEnabled();
      expect(within(card).getByRole('button', { name: 'Notify Me' })).toBeEnabled();
    }
  });

  it('requires a bot name after trimming', async () => {
    const { user } = setup();
    const submit = await screen.findByRole('button', { name: 'Show the steps' });
    await user.click(submit);
    const field = screen.getByRole('textbox', { name: 'Bot Name' });
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a bot name.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/^Please enter a bot name\./);
    expect(field).toHaveFocus();

    await user.type(field, '   ');
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a bot name.');
    expect(screen.queryByText('Nothing was created')).not.toBeInTheDocument();
  });

  it('refuses a name Telegram would refuse, as typed, and says why', async () => {
    const { user } = setup();
    const field = await screen.findByRole('textbox', { name: 'Bot Name' });
    const submit = screen.getByRole('button', { name: 'Show the steps' });
    for (const [typed, why] of [
      ['my bot!', /can't contain spaces, “!”/],
      ['@our_bot', /Leave out the @/],
      ['1st_bot', /starts with a letter/],
      ['abot', /at least 5 characters/],
      ['our_helper', /end in 'bot'/],
    ] as const) {
      await user.clear(field);
      await user.type(field, typed);
      await user.click(submit);
      expect(screen.getByRole('alert')).toHaveTextContent(why);
      // Never rewritten behind the user's back.
      expect(field).toHaveValue(typed);
      expect(screen.queryByText('Nothing was created')).not.toBeInTheDocument();
    }
  });

  it('claims no success: says Kindred did nothing, what to do in Telegram, and links no bot', async () => {
    const { user } = setup();
    const field = await screen.findByRole('textbox', { name: 'Bot Name' });
    await user.type(field, 'our_checkin_bot');
    await user.click(screen.getByRole('button', { name: 'Show the steps' }));

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Nothing was created');
    expect(status).toHaveTextContent(
      'What Kindred did: nothing. It has no Telegram bot and no access to Telegram, so it created no group or bot, did not contact @our_checkin_bot, and did not store the name.',
    );
    expect(
      screen.getByRole('heading', { name: 'What you can do yourselves in Telegram' }),
    ).toBeVisible();
    expect(screen.getByText('Open Telegram and start a New Group.')).toBeVisible();
    expect(screen.queryByText('Group Created Successfully')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Telegram/ })).not.toBeInTheDocument();
    expect(document.querySelector('a[href*="t.me"]')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Use another bot name' }));
    expect(screen.getByRole('textbox', { name: 'Bot Name' })).toHaveValue('');
  });

  it('gives no "link a device" steps for WhatsApp, and says what the code holds', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('tab', { name: 'WhatsApp' }));
    expect(await screen.findByText(/scanning the code connects nothing/)).toBeVisible();
    expect(screen.queryByText(/Go to Settings → Linked devices/)).not.toBeInTheDocument();
    expect(screen.getByText(/a random number made in this browser and the time/)).toBeVisible();
    expect(screen.getByText(/Don't scan it from WhatsApp's Linked devices screen/)).toBeVisible();
  });

  it('draws a 200×200 QR code locally and renews it every 20 seconds and on demand', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2025-06-01T10:00:00Z'));
    setup();
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'WhatsApp' }));
    fireEvent.click(screen.getByRole('tab', { name: 'WhatsApp' }));

    expect(await screen.findByText('QR refreshes every 20 seconds')).toBeVisible();
    const qr = screen.getByRole('img', { name: 'WhatsApp link QR code' });
    const encoded = async () => {
      await waitFor(() => expect(qr.querySelector('svg')).not.toBeNull());
      return qr.querySelector('svg')!.dataset.qr!;
    };
    const first = await encoded();
    expect(first).toMatch(/^kindred-whatsapp-link:[\w-]+:\d{13}$/);
    expect(qr.querySelector('svg')!.dataset.size).toBe('200x200');
    const stamp = (value: string) => Number(value.split(':').pop());

    await advance(19_000);
    expect(await encoded()).toBe(first);
    await advance(1_000);
    const second = await encoded();
    expect(second).not.toBe(first);
    expect(stamp(second) - stamp(first)).toBeGreaterThanOrEqual(20_000);

    await advance(20_000);
    const third = await encoded();
    expect(stamp(third)).toBeGreaterThan(stamp(second));

    await advance(5_000);
    fireEvent.click(screen.getByRole('button', { name: 'Refresh QR Code' }));
    const fourth = await encoded();
    expect(stamp(fourth)).toBeGreaterThan(stamp(third));

    // A manual refresh restarts the 20 seconds.
    await advance(19_000);
    expect(await encoded()).toBe(fourth);
  });

  it("'Notify Me' checks the address, then stores it on the app's waitlist", async () => {
    const { user, waitlistCalls } = setup();
    const signal = await screen.findByRole('region', { name: 'Signal Coming Soon' });

    const email = within(signal).getByRole('textbox', { name: 'Email address' });
    await user.type(email, 'not-an-address');
    await user.click(within(signal).getByRole('button', { name: 'Notify Me' }));
    expect(within(signal).getByRole('alert')).toHaveTextContent('Enter a valid e-mail address');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(waitlistCalls()).toEqual([]);

    await user.clear(email);
    await user.type(email, '  avery@example.test ');
    await user.click(within(signal).getByRole('button', { name: 'Notify Me' }));
    expect(await screen.findByText("We'll let you know at avery@example.test")).toBeVisible();
    expect(waitlistCalls()).toEqual([{ app: 'signal', email: 'avery@example.test' }]);
    expect(
      within(signal).getByText("You're on the Signal list as avery@example.test."),
    ).toBeVisible();

    const messenger = screen.getByRole('region', { name: 'Messenger Coming Soon' });
    await user.type(
      within(messenger).getByRole('textbox', { name: 'Email address' }),
      'jordan@example.test',
    );
    await user.click(within(messenger).getByRole('button', { name: 'Notify Me' }));
    await waitFor(() =>
      expect(waitlistCalls()).toEqual([
        { app: 'signal', email: 'avery@example.test' },
        { app: 'messenger', email: 'jordan@example.test' },
      ]),
    );
  });

  it("shows the server's message when the address is refused", async () => {
    const { user } = setup();
    stubFetch({
      '/api/me': { status: 200, body: signedInUser },
      'POST /api/integrations/waitlist': {
        status: 400,
        body: { error: 'Enter a valid e-mail address' },
      },
    });
    const messenger = await screen.findByRole('region', { name: 'Messenger Coming Soon' });
    await user.type(
      within(messenger).getByRole('textbox', { name: 'Email address' }),
      'x@example.test',
    );
    await user.click(within(messenger).getByRole('button', { name: 'Notify Me' }));
    expect(await within(messenger).findByRole('alert')).toHaveTextContent(
      'Enter a valid e-mail address',
    );
    expect(await screen.findByText("We couldn't save your e-mail")).toBeVisible();
  });
});
