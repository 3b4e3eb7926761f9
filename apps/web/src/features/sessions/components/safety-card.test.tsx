import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { QUICK_EXIT_URL, type SafetyCategory } from '../strings';

import { QUICK_EXIT_ESC_WINDOW_MS, SafetyCard } from './safety-card';

let replace: ReturnType<typeof vi.fn>;

beforeEach(() => {
  replace = vi.fn();
  // jsdom's location cannot be navigated or spied on; the card only ever calls replace().
  vi.stubGlobal('location', { ...window.location, replace });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const card = () => screen.getByTestId('safety-card');
const links = () =>
  within(card())
    .getAllByRole('link')
    .map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')]);

describe('SafetyCard', () => {
  it.each<[SafetyCategory, string, RegExp]>([
    [
      'self_harm',
      "You don't have to carry this alone",
      /thinking about suicide or hurting yourself/,
    ],
    ['violence', 'Your safety matters', /someone could get hurt/],
    ['abuse', 'You deserve to feel safe', /isn't your fault/],
  ])('speaks to %s warmly and lists every crisis resource', (category, title, intro) => {
    render(<SafetyCard category={category} onClose={() => {}} />);

    const region = screen.getByRole('region', { name: title });
    expect(region).toHaveAccessibleDescription(intro);
    expect(within(region).getByRole('heading', { name: title })).toBeVisible();
    expect(within(region).getByText('Only you can see this')).toBeVisible();

    // Every resource is there whatever the category, with links a phone can dial or text.
    expect(within(region).getByText('988 Suicide & Crisis Lifeline')).toBeVisible();
    expect(within(region).getByText('Crisis Text Line')).toBeVisible();
    expect(within(region).getByText('Text HOME to 741741.')).toBeVisible();
    expect(within(region).getByText('National Domestic Violence Hotline')).toBeVisible();
    expect(within(region).getByText(/1-800-799-7233/, { selector: 'p' })).toBeVisible();
    expect(
      within(region).getByText('Call your local emergency number (911 in the US).'),
    ).toBeVisible();
    expect(links()).toEqual(
      expect.arrayContaining([
        ['Call 988', 'tel:988'],
        ['Text 988', 'sms:988'],
        ['Text HOME to 741741', 'sms:741741?&body=HOME'],
        ['Call 1-800-799-7233', 'tel:+18007997233'],
        ['Call 911', 'tel:911'],
      ]),
    );
    expect(links()).toHaveLength(5);
    // Each link says what it does, and its name begins with what the button shows.
    expect(within(region).getByRole('link', { name: 'Call 988' })).toHaveTextContent(/^Call$/);
    expect(within(region).getByRole('link', { name: 'Text 988' })).toHaveTextContent(/^Text$/);

    // It is honest about what the therapist is, and says how to leave fast.
    expect(
      within(region).getByText(
        /Kindred's therapist is an AI, not a person\. It can't help in an emergency/,
      ),
    ).toBeVisible();
    expect(within(region).getByText('Esc')).toBeVisible();
    expect(within(region).getByRole('button', { name: 'Quick exit' })).toHaveAccessibleDescription(
      /press Esc twice/,
    );
  });

  it('puts the most fitting line first for the category', () => {
    const first = (category: SafetyCategory) => {
      const view = render(<SafetyCard category={category} onClose={() => {}} />);
      const name = within(view.container)
        .getAllByRole('listitem')[0]!
        .querySelector('p')!.textContent;
      view.unmount();
      return name;
    };
    expect(first('self_harm')).toBe('988 Suicide & Crisis Lifeline');
    expect(first('violence')).toBe('In immediate danger?');
    expect(first('abuse')).toBe('National Domestic Violence Hotline');
  });

  it('Quick exit replaces the page with a neutral one', async () => {
    const user = userEvent.setup();
    render(<SafetyCard category="self_harm" onClose={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Quick exit' }));
    expect(replace).toHaveBeenCalledExactlyOnceWith(QUICK_EXIT_URL);
    expect(QUICK_EXIT_URL).toBe('https://www.google.com/search?q=weather');
  });

  it('leaves on Esc pressed twice in quick succession, not on a single Esc', () => {
    vi.useFakeTimers();
    render(<SafetyCard category="abuse" onClose={() => {}} />);

    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(replace).not.toHaveBeenCalled();
    vi.advanceTimersByTime(QUICK_EXIT_ESC_WINDOW_MS + 100);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(replace).not.toHaveBeenCalled();

    vi.advanceTimersByTime(300);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(replace).toHaveBeenCalledExactlyOnceWith(QUICK_EXIT_URL);
  });

  it('stops listening for the shortcut once closed', () => {
    const view = render(<SafetyCard category="violence" onClose={() => {}} />);
    view.unmount();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(replace).not.toHaveBeenCalled();
  });

  it('Close asks to hide it, and nothing else dismisses it', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<SafetyCard category="self_harm" onClose={onClose} />);
    await user.keyboard('{Escape}');
    await user.click(document.body);
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Close crisis resources' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
