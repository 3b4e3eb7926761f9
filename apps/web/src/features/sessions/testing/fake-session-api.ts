import { vi } from 'vitest';

import { DEFAULT_NOTIFICATION_PREFERENCES } from '@kindred/shared/notifications';
import type { Preferences } from '@kindred/shared/preferences';
import type { Relationship } from '@kindred/shared/relationships';
import { PARTNER_RESUME_AFTER_MS } from '@kindred/shared/safety';
import {
  type Message,
  type SafetyFlag,
  SESSION_ERRORS,
  type SessionDetail,
  type SessionSummary,
  type TherapySession,
} from '@kindred/shared/sessions';
import { DEFAULT_THERAPIST_STYLE } from '@kindred/shared/therapist-style';

export const SESSION_ID = '5e55a0a1-0000-4000-8000-000000000001';
export const RELATIONSHIP_ID = 'a0a0a0a0-0000-4000-8000-000000000001';
export const ME = { id: 'user-1', name: 'Avery', avatar: null };
export const PARTNER = { id: 'user-2', name: 'Sam', avatar: null };

/** The couple as GET /api/relationships/current answers it: I own it, the partner has joined. */
export function couple(overrides: Partial<Relationship> = {}): Relationship {
  return {
    id: RELATIONSHIP_ID,
    user_id: ME.id,
    partner_id: PARTNER.id,
    partner_name: PARTNER.name,
    partner_avatar: PARTNER.avatar,
    invite_code: null,
    created_at: '2025-01-01T09:00:00.000Z',
    updated_at: '2025-01-01T10:00:00.000Z',
    role: 'owner',
    partner: PARTNER,
    therapist_style: null,
    ...overrides,
  };
}

type Answer = { status: number; body?: unknown };
type SendBehaviour = 'store' | 'fail' | 'ended' | 'hold';

/** What the fake server writes when the session ends (issue 14). */
export const SUMMARY: SessionSummary = {
  title: 'Assessment and goal setting',
  goals: [
    { author: 'partnerA', name: 'Avery', text: 'I want us to talk before we decide things.' },
    { author: 'partnerB', name: 'Sam', text: 'I want to notice when Avery is tired.' },
    { author: 'partnerA', name: 'Avery', text: 'Sunday evenings to plan the week together.' },
  ],
  practised: ['Welcome and ground rules', 'What brings you here', 'Your goals'],
  practice: 'Each evening this week, tell each other one thing you appreciated that day.',
  steps_reached: 3,
  steps_total: 5,
};

export type RecordedCall = { method: string; path: string; search: string; body: unknown };

let sequence = 0;
/** A stored message; timestamps count up from 10:00 so the order is clear. */
export function storedMessage(overrides: Partial<Message> & Pick<Message, 'author' | 'content'>) {
  sequence += 1;
  return {
    id: `m-${sequence}`,
    therapy_session_id: SESSION_ID,
    timestamp: new Date(Date.UTC(2025, 0, 6, 10, 0, sequence)).toISOString(),
    read: false,
    client_id: null,
    visibility: 'shared',
    safety: null,
    ...overrides,
  } satisfies Message;
}

/**
 * The session API as the chat uses it, in memory: one session of Avery (partnerA) and Sam
 * (partnerB). Sends can be made to fail, to meet an ended session, or to wait until released.
 * A send the screen flags is held (private, with its verdict) and pauses the session, as the
 * server does; the writer can share or keep it, and resume from `resume_from`.
 */
export function createFakeSessionApi(
  options: {
    detail?: Partial<SessionDetail>;
    messages?: Message[];
    sessions?: TherapySession[];
    couple?: Answer;
  } = {},
) {
  const state = {
    detail: {
      id: SESSION_ID,
      relationship_id: RELATIONSHIP_ID,
      session_number: 3,
      status: 'ongoing',
      started_at: '2025-01-06T09:59:00.000Z',
      ended_at: null,
      role: 'partnerA',
      me: ME,
      partner: PARTNER,
      therapist: { persona_id: 'dr-emma', name: 'Dr. Emma' },
      paused: null,
      ended_by: null,
      summary: null,
      ...options.detail,
    } as SessionDetail,
    detailAnswer: null as Answer | null,
    messages: [...(options.messages ?? [])],
    sessions: options.sessions ?? [],
    couple: options.couple ?? { status: 200, body: couple() },
    send: 'store' as SendBehaviour,
    end: { status: 200 } as Answer,
    /** What ending writes. */
    summaryOnEnd: SUMMARY as SessionSummary | null,
    /** Answers of POST /api/sessions/:id/ask: null accepts (202). */
    askAnswer: null as Answer | null,
    held: [] as (() => void)[],
    /** The safety screen's verdict on a sent text, returned to the writer only. */
    screen: (_content: string): SafetyFlag => null,
    /** Answers of POST /api/messages/:id/visibility: null stores the choice. */
    visibilityAnswer: null as Answer | null,
    preferences: {
      profile: null,
      therapist_style: DEFAULT_THERAPIST_STYLE,
      notifications: DEFAULT_NOTIFICATION_PREFERENCES,
      contact_email: null,
      inside_jokes: [],
      country: 'US',
    } as Preferences,
  };
  const calls: RecordedCall[] = [];

  const answer = (a: Answer) =>
    new Response(a.body === undefined ? null : JSON.stringify(a.body), {
      status: a.status,
      headers: { 'content-type': 'application/json' },
    });

  const store = (body: { content: string; client_id: string }): Answer => {
    const existing = state.messages.find((m) => m.client_id === body.client_id);
    if (existing)
      return { status: 200, body: { ...existing, safety: state.screen(existing.content) } };
    const verdict = state.screen(body.content.trim());
    const message = storedMessage({
      author: state.detail.role,
      content: body.content.trim(),
      client_id: body.client_id,
      ...(verdict ? { visibility: 'private' as const, safety: verdict } : {}),
    });
    state.messages.push(message);
    if (verdict) {
      // Paused for both; the writer may resume at once.
      const now = new Date().toISOString();
      state.detail = { ...state.detail, paused: { since: now, resume_from: now } };
    }
    return { status: 201, body: { ...message, safety: verdict } };
  };

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, path: url.pathname, search: url.search, body });
    const route = `${method} ${url.pathname}`;

    if (route === 'GET /api/me')
      return answer({ status: 200, body: { ...ME, email: 'avery@example.test', picture: null } });
    if (route === `GET /api/sessions/${SESSION_ID}`)
      return answer(state.detailAnswer ?? { status: 200, body: state.detail });
    if (route === `GET /api/sessions/${SESSION_ID}/messages`) {
      const after = url.searchParams.get('after');
      const list = after ? state.messages.filter((m) => m.timestamp >= after) : state.messages;
      return answer({ status: 200, body: list });
    }
    if (route === 'POST /api/messages') {
      const send = body as { content: string; client_id: string };
      if (state.detail.paused && state.send !== 'fail')
        return answer({ status: 409, body: { error: SESSION_ERRORS.paused } });
      switch (state.send) {
        case 'fail':
          return answer({ status: 503, body: { error: 'Service unavailable' } });
        case 'ended':
          state.detail = {
            ...state.detail,
            status: 'completed',
            ended_at: new Date().toISOString(),
          };
          return answer({ status: 409, body: { error: 'This session has ended' } });
        case 'hold':
          await new Promise<void>((resolve) => state.held.push(resolve));
          return answer(store(send));
        default:
          return answer(store(send));
      }
    }
    if (route === `POST /api/sessions/${SESSION_ID}/end`) {
      if (state.end.status !== 200) return answer(state.end);
      state.detail = {
        ...state.detail,
        status: 'completed',
        ended_at: new Date().toISOString(),
        ended_by: ME.id,
        summary: state.summaryOnEnd,
      };
      const { role: _r, me: _m, partner: _p, therapist: _t, ...session } = state.detail;
      return answer({ status: 200, body: session });
    }
    if (route === `POST /api/sessions/${SESSION_ID}/ask`)
      return answer(state.askAnswer ?? { status: 202, body: { ok: true } });
    const visibility = /^POST \/api\/messages\/([^/]+)\/visibility$/.exec(route);
    if (visibility) {
      if (state.visibilityAnswer) return answer(state.visibilityAnswer);
      const id = decodeURIComponent(visibility[1]!);
      const index = state.messages.findIndex((m) => m.id === id);
      if (index === -1) return answer({ status: 404, body: { error: 'Message not found' } });
      const choice = (body as { visibility: 'shared' | 'kept' }).visibility;
      const updated: Message = {
        ...state.messages[index]!,
        visibility: choice,
        safety: choice === 'shared' ? null : state.messages[index]!.safety,
      };
      state.messages[index] = updated;
      return answer({ status: 200, body: updated });
    }
    if (route === `POST /api/sessions/${SESSION_ID}/resume`) {
      const paused = state.detail.paused;
      if (!paused) return answer({ status: 409, body: { error: SESSION_ERRORS.notPaused } });
      if (Date.now() < Date.parse(paused.resume_from))
        return answer({ status: 409, body: { error: SESSION_ERRORS.resumeLater } });
      state.detail = { ...state.detail, paused: null };
      const { role: _r, me: _m, partner: _p, therapist: _t, ...session } = state.detail;
      return answer({ status: 200, body: session });
    }
    if (route === 'GET /api/preferences') return answer({ status: 200, body: state.preferences });
    if (route === 'PUT /api/preferences') {
      state.preferences = { ...state.preferences, ...(body as Partial<Preferences>) };
      return answer({ status: 200, body: state.preferences });
    }
    if (route === 'GET /api/relationships/current') return answer(state.couple);
    if (route === 'GET /api/sessions') return answer({ status: 200, body: state.sessions });
    if (route === 'POST /api/sessions') {
      const created: TherapySession = {
        id: '5e55a0a1-0000-4000-8000-0000000000ff',
        relationship_id: RELATIONSHIP_ID,
        session_number: state.sessions.length + 1,
        status: 'ongoing',
        started_at: new Date().toISOString(),
        ended_at: null,
        paused: null,
        ended_by: null,
        summary: null,
      };
      return answer({ status: 201, body: created });
    }
    return answer({ status: 404, body: { error: `No fake for ${route}` } });
  });
  vi.stubGlobal('fetch', fetchMock);

  return {
    state,
    calls,
    fetchMock,
    /** Lets every held send through. */
    release() {
      const held = state.held.splice(0);
      for (const resolve of held) resolve();
    },
    sends: () => calls.filter((c) => c.method === 'POST' && c.path === '/api/messages'),
    visibilityCalls: () => calls.filter((c) => c.path.endsWith('/visibility')),
    resumes: () => calls.filter((c) => c.path.endsWith('/resume')),
    asks: () => calls.filter((c) => c.method === 'POST' && c.path.endsWith('/ask')),
    /** The partner's view of a pause started by the writer: they may resume a day later. */
    pauseForPartner(since = new Date()) {
      state.detail = {
        ...state.detail,
        paused: {
          since: since.toISOString(),
          resume_from: new Date(since.getTime() + PARTNER_RESUME_AFTER_MS).toISOString(),
        },
      };
      return state.detail.paused!;
    },
  };
}
