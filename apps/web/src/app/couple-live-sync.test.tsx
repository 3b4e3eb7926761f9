import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { CoupleFrame } from '@kindred/shared/realtime';
import type { Relationship } from '@kindred/shared/relationships';
import type { TherapySession } from '@kindred/shared/sessions';

import { queryKeys } from '@/entities/query-keys';
import {
  openInvitation,
  partnerUser,
  preferences,
  relationship,
  session,
} from '@/features/relationships/testing/couple-fixtures';
import { signedInUser, stubFetch } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';

import { applyCoupleFrame } from './couple-live-sync';

const couple = relationship();
const frame = (event: CoupleFrame['event'], extra: Partial<CoupleFrame> = {}): CoupleFrame => ({
  type: 'couple',
  event,
  relationshipId: couple.id,
  by: partnerUser.id,
  ...extra,
});

/** The app at `path` with answers the test may change, its live link open. */
async function setup(path: string, answers: { relationship: Relationship; sessions: unknown[] }) {
  const fetchMock = stubFetch({
    '/api/me': { status: 200, body: signedInUser },
    'GET /api/preferences': { status: 200, body: preferences() },
    'GET /api/relationships/current': () => ({ status: 200, body: answers.relationship }),
    'GET /api/sessions': () => ({ status: 200, body: answers.sessions }),
  });
  const view = renderApp(path);
  await waitFor(() => expect(view.live.sockets).toHaveLength(1));
  view.live.connect();
  return { ...view, fetchMock };
}

describe('couple events on the live link', () => {
  it("shows the partner's new session on the dashboard at once, ready to join", async () => {
    const answers = { relationship: couple, sessions: [] as TherapySession[] };
    const { live, router, user } = await setup('/dashboard', answers);
    expect(await screen.findByText('No Sessions Yet')).toBeVisible();

    const started = session({ session_number: 1 });
    answers.sessions = [started];
    await live.push(frame('session_started', { sessionId: started.id }));

    await user.click(await screen.findByRole('button', { name: 'Join Session' }));
    expect(screen.queryByText('No Sessions Yet')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/triadic-session/${started.id}`),
    );
  });

  it('shows the partner as soon as they accept the invitation', async () => {
    const answers = { relationship: openInvitation(), sessions: [] as TherapySession[] };
    const { live } = await setup('/dashboard', answers);
    expect(await screen.findByText('No Sessions Yet')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'New Session' })).not.toBeInTheDocument();

    answers.relationship = couple;
    await live.push(frame('partner_joined'));
    // With a partner, the couple can start: the dashboard offers it without a reload.
    expect(await screen.findByRole('button', { name: 'New Session' })).toBeVisible();
  });

  it('reloads what the tab shows after the link was down (it may have missed news)', async () => {
    const answers = { relationship: couple, sessions: [] as TherapySession[] };
    const { live } = await setup('/dashboard', answers);
    expect(await screen.findByText('No Sessions Yet')).toBeVisible();

    answers.sessions = [session({ session_number: 1 })];
    live.drop();
    await waitFor(() => expect(live.sockets).toHaveLength(2));
    live.connect();
    expect(await screen.findByRole('button', { name: 'Join Session' })).toBeVisible();
  });
});

describe('applyCoupleFrame', () => {
  const sessionId = '00000000-0000-4000-8000-00000000abcd';
  const keys = {
    relationship: queryKeys.relationship.current(),
    sessionList: queryKeys.sessions.list(couple.id),
    health: queryKeys.relationshipHealth(),
    detail: queryKeys.sessions.detail(sessionId),
    messages: queryKeys.sessions.messages(sessionId),
    preferences: queryKeys.preferences(),
    training: ['training'],
  } as const;
  type Name = keyof typeof keys;

  /** Which of the cached queries a frame marks stale. */
  function staleAfter(event: CoupleFrame['event']): Name[] {
    const queryClient = new QueryClient();
    for (const key of Object.values(keys)) queryClient.setQueryData(key, {});
    applyCoupleFrame(queryClient, frame(event, { sessionId }));
    return (Object.keys(keys) as Name[]).filter(
      (name) => queryClient.getQueryState(keys[name])?.isInvalidated,
    );
  }

  it('reloads everything about the couple when a partner joins or leaves', () => {
    const everything: Name[] = [
      'relationship',
      'sessionList',
      'health',
      'detail',
      'messages',
      'preferences',
    ];
    expect(staleAfter('partner_joined')).toEqual(everything);
    expect(staleAfter('partner_left')).toEqual(everything);
  });

  it('reloads the session lists when a session starts, and the session too when it ends', () => {
    expect(staleAfter('session_started')).toEqual(['sessionList', 'health']);
    expect(staleAfter('session_ended')).toEqual(['sessionList', 'health', 'detail']);
  });

  it('reloads the couple, the open sessions (their persona) and the preferences when the shared style changes', () => {
    expect(staleAfter('style_changed')).toEqual(['relationship', 'detail', 'preferences']);
  });

  it("reloads whatever shows a partner's name and picture when their profile changes", () => {
    expect(staleAfter('profile_changed')).toEqual([
      'relationship',
      'sessionList',
      'health',
      'detail',
      'preferences',
    ]);
  });
});
