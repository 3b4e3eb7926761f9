import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { createFakeLive, type FakeLive } from '@/testing/fake-live';
import {
  createFakeSessionApi,
  PARTNER,
  RELATIONSHIP_ID,
  SESSION_ID,
  storedMessage,
  SUMMARY,
} from '@/features/sessions/testing/fake-session-api';
import { renderWithLive } from '@/features/sessions/testing/render-session';

// Ending a session ends it for both (issue 14): a confirmation first, the summary after, and a
// notice naming who ended it in the other partner's open chat.

const PATH = `/triadic-session/${SESSION_ID}`;
const SUMMARY_PATH = `${PATH}/summary`;

let live: FakeLive;
beforeEach(() => {
  live = createFakeLive();
});
afterEach(() => live.dispose());

async function openChat(api = createFakeSessionApi({ messages: [welcome()] })) {
  const view = renderWithLive(PATH, live);
  await screen.findByRole('heading', { name: 'Session with Sam' });
  await waitFor(() => expect(live.sockets).toHaveLength(1));
  live.connect();
  return { ...view, api };
}

function welcome() {
  return storedMessage({
    author: 'therapist',
    content: "Welcome to Session 3 of the program. Let's begin.",
  });
}

const endButton = () => screen.getByRole('button', { name: 'End' });
const ends = (api: ReturnType<typeof createFakeSessionApi>) =>
  api.calls.filter((call) => call.method === 'POST' && call.path.endsWith('/end'));

// Several steps each, through the whole app: more time than the default on a busy machine.
const STEPS = { timeout: 20_000 };

describe('ending a session', STEPS, () => {
  it('asks first, in a labelled dialog that keeps the focus and that Escape cancels', async () => {
    const { api, user } = await openChat();
    await user.click(endButton());

    const dialog = await screen.findByRole('alertdialog', {
      name: 'End this session for both of you?',
    });
    expect(dialog).toHaveAccessibleDescription(
      'Sam will see that you ended it. You can read the summary afterwards.',
    );
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    const confirm = within(dialog).getByRole('button', { name: 'End session' });
    await waitFor(() => expect(cancel).toHaveFocus());
    // The focus goes round inside the dialog, never to the page behind it.
    await user.tab();
    expect(confirm).toHaveFocus();
    await user.tab();
    expect(cancel).toHaveFocus();
    await user.tab({ shift: true });
    expect(confirm).toHaveFocus();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(endButton()).toHaveFocus();
    expect(ends(api)).toHaveLength(0);
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeEnabled();
  });

  it('ends nothing on Cancel', async () => {
    const { api, user } = await openChat();
    await user.click(endButton());
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(ends(api)).toHaveLength(0);
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeEnabled();
  });

  it("ends it for both on 'End session' and shows the summary it wrote", async () => {
    const { api, user, router } = await openChat();
    await user.click(endButton());
    await user.click(await screen.findByRole('button', { name: 'End session' }));

    expect(await screen.findByText('Session Ended')).toBeVisible();
    expect(screen.getByText('Your therapy session has been successfully completed.')).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe(SUMMARY_PATH));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Session 3 summary' }),
    ).toBeVisible();
    expect(screen.getByText(/You ended the session\./)).toBeVisible();
    expect(screen.getByText(SUMMARY.practice)).toBeVisible();
    expect(ends(api)).toHaveLength(1);
  });

  it("says 'Failed to end the therapy session.' and stays in the session", async () => {
    const { api, user, router } = await openChat();
    api.state.end = { status: 500, body: { error: 'boom' } };
    await user.click(endButton());
    await user.click(await screen.findByRole('button', { name: 'End session' }));

    expect(await screen.findByText('Failed to end the therapy session.')).toBeVisible();
    expect(screen.getByText('Error')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe(PATH);
    expect(endButton()).toBeEnabled();
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeEnabled();
  });
});

describe("the partner's notice", STEPS, () => {
  it('names the partner who ended it, live, with the way to the summary', async () => {
    const { api, user, router } = await openChat();
    expect(screen.queryByTestId('session-ended-notice')).not.toBeInTheDocument();

    // Sam ends it: the server stores who, and tells this chat.
    api.state.detail = {
      ...api.state.detail,
      status: 'completed',
      ended_at: '2025-01-06T11:00:00.000Z',
      ended_by: PARTNER.id,
      summary: SUMMARY,
    };
    await live.push({
      type: 'session',
      sessionId: SESSION_ID,
      status: 'completed',
      ended_at: '2025-01-06T11:00:00.000Z',
      paused: null,
    });

    const notice = await screen.findByTestId('session-ended-notice');
    expect(notice).toHaveAttribute('role', 'status');
    expect(await within(notice).findByText('Sam ended the session.')).toBeVisible();
    expect(within(notice).getByText('The conversation is kept here to read.')).toBeVisible();
    // Nothing can be written any more.
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'End' })).not.toBeInTheDocument();

    await user.click(within(notice).getByRole('link', { name: 'View Summary' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(SUMMARY_PATH));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Session 3 summary' }),
    ).toBeVisible();
    expect(screen.getByText(/Sam ended the session\./)).toBeVisible();
  });

  it("follows the couple's 'session_ended' event too", async () => {
    const { api } = await openChat();
    api.state.detail = {
      ...api.state.detail,
      status: 'completed',
      ended_at: '2025-01-06T11:00:00.000Z',
      ended_by: PARTNER.id,
      summary: SUMMARY,
    };
    await live.push({
      type: 'couple',
      event: 'session_ended',
      relationshipId: RELATIONSHIP_ID,
      sessionId: SESSION_ID,
      by: PARTNER.id,
    });

    const notice = await screen.findByTestId('session-ended-notice');
    expect(await within(notice).findByText('Sam ended the session.')).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
  });

  it('says so without a name when it is not known who ended it', async () => {
    createFakeSessionApi({
      detail: { status: 'completed', ended_at: '2025-01-06T11:00:00.000Z', ended_by: null },
      messages: [welcome()],
    });
    renderWithLive(PATH, live);
    const notice = await screen.findByTestId('session-ended-notice');
    expect(within(notice).getByText('This session has ended.')).toBeVisible();
    expect(within(notice).getByRole('link', { name: 'View Summary' })).toHaveAttribute(
      'href',
      SUMMARY_PATH,
    );
  });
});
