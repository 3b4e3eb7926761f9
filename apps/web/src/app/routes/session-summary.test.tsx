import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { createFakeLive, type FakeLive } from '@/testing/fake-live';
import {
  createFakeSessionApi,
  ME,
  PARTNER,
  SESSION_ID,
  SUMMARY,
} from '@/features/sessions/testing/fake-session-api';
import { renderWithLive } from '@/features/sessions/testing/render-session';

// 'View Summary' (issue 14): what a completed session wrote.

const PATH = `/triadic-session/${SESSION_ID}/summary`;
const ENDED = { status: 'completed' as const, ended_at: '2025-01-06T11:00:00.000Z' };

let live: FakeLive;
beforeEach(() => {
  live = createFakeLive();
});
afterEach(() => live.dispose());

const section = (name: string) => screen.getByRole('region', { name });

describe('/triadic-session/:id/summary', () => {
  it("shows each partner's goals in their own words, what was practised and the week's practice", async () => {
    createFakeSessionApi({ detail: { ...ENDED, ended_by: PARTNER.id, summary: SUMMARY } });
    renderWithLive(PATH, live);

    expect(await screen.findByText('Loading the summary...')).toBeVisible();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Session 3 summary' }),
    ).toBeVisible();
    expect(
      screen.getByText(/^Assessment and goal setting · Ended .+ · Sam ended the session\.$/),
    ).toBeVisible();

    // Goals, grouped by person, the reader's first, each in their own words.
    const goals = section('Your goals, in your own words');
    const people = within(goals).getAllByRole('heading', { level: 3 });
    expect(people.map((h) => h.textContent)).toEqual(['Avery (you)', 'Sam']);
    const avery = people[0]!.parentElement!;
    expect(
      within(avery)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'I want us to talk before we decide things.',
      'Sunday evenings to plan the week together.',
    ]);
    expect(
      within(people[1]!.parentElement!).getByText('I want to notice when Avery is tired.'),
    ).toBeVisible();

    const practised = section('What you practised');
    expect(
      within(practised)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(SUMMARY.practised);
    expect(within(practised).getByText('3 of 5 steps')).toBeVisible();
    expect(
      within(section('Your practice for this week')).getByText(SUMMARY.practice),
    ).toBeVisible();

    expect(screen.getByRole('link', { name: 'Read the conversation' })).toHaveAttribute(
      'href',
      `/triadic-session/${SESSION_ID}`,
    );
    expect(screen.getByRole('link', { name: 'See all sessions' })).toHaveAttribute(
      'href',
      '/triadic-session',
    );
  });

  it("puts the reader's own goals first, whichever partner they are", async () => {
    createFakeSessionApi({
      detail: {
        ...ENDED,
        role: 'partnerB',
        me: PARTNER,
        partner: ME,
        ended_by: PARTNER.id,
        summary: SUMMARY,
      },
    });
    renderWithLive(PATH, live);
    const goals = await screen.findByRole('region', { name: 'Your goals, in your own words' });
    expect(
      within(goals)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Sam (you)', 'Avery']);
    expect(screen.getByText(/You ended the session\./)).toBeVisible();
  });

  it('says so when nothing was put into words or practised yet', async () => {
    createFakeSessionApi({
      detail: {
        ...ENDED,
        summary: { ...SUMMARY, goals: [], practised: [], steps_reached: 0 },
      },
    });
    renderWithLive(PATH, live);
    expect(await screen.findByText('No goals were put into words in this session.')).toBeVisible();
    expect(
      screen.getByText('The session ended before the first step of the program.'),
    ).toBeVisible();
    expect(screen.getByText('0 of 5 steps')).toBeVisible();
  });

  it('says honestly that a session ended before summaries existed has none', async () => {
    createFakeSessionApi({ detail: { ...ENDED, summary: null } });
    renderWithLive(PATH, live);
    expect(
      await screen.findByRole('heading', { name: 'No summary for this session' }),
    ).toBeVisible();
    expect(screen.getByText(/ended before Kindred wrote summaries/)).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Your goals, in your own words' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Read the conversation' })).toBeVisible();
  });

  it('points back to a session that is still going on', async () => {
    createFakeSessionApi();
    renderWithLive(PATH, live);
    expect(
      await screen.findByRole('heading', { name: 'This session is still going on' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Join Session' })).toHaveAttribute(
      'href',
      `/triadic-session/${SESSION_ID}`,
    );
  });

  it('says so when the summary cannot be loaded, and tries again', async () => {
    const api = createFakeSessionApi({ detail: { ...ENDED, summary: SUMMARY } });
    api.state.detailAnswer = { status: 503, body: { error: 'Service unavailable' } };
    const { user } = renderWithLive(PATH, live);

    expect(await screen.findByText("We couldn't load this summary.")).toBeVisible();
    expect(screen.getByRole('alert')).toBeVisible();
    api.state.detailAnswer = null;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Session 3 summary' }),
    ).toBeVisible();
    expect(screen.queryByText("We couldn't load this summary.")).not.toBeInTheDocument();
  });

  it('offers the way back to the dashboard when it cannot be loaded', async () => {
    const api = createFakeSessionApi();
    api.state.detailAnswer = { status: 404, body: { error: 'Session not found' } };
    const { user, router } = renderWithLive(PATH, live);
    await user.click(await screen.findByRole('button', { name: 'Return to Dashboard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});
