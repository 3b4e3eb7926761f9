import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type TestApp, startTestApp } from './helpers/app';
import { TEST_DB_KIND } from './helpers/database';
import { createCouple, createUser, type SignedIn } from './helpers/factories';

type Who = 'signed out' | 'stranger' | 'owner' | 'partner';

/**
 * Every endpoint × {signed out, stranger, owner, partner}: therapy conversations are intimate, so
 * no endpoint may answer someone it should not.
 */
const matrix: {
  name: string;
  request: (ctx: {
    inviteCode: string;
    relationshipId: string;
    sessionId: string;
    heldMessageId: string;
  }) => {
    method: string;
    path: string;
    body?: unknown;
  };
  expected: Record<Who, number>;
  /** The owner first writes a disclosure that is held (and pauses the session). */
  withHeldMessage?: true;
}[] = [
  {
    name: 'GET /api/me',
    request: () => ({ method: 'GET', path: '/api/me' }),
    expected: { 'signed out': 401, stranger: 200, owner: 200, partner: 200 },
  },
  {
    name: 'GET /api/relationships',
    request: () => ({ method: 'GET', path: '/api/relationships' }),
    expected: { 'signed out': 401, stranger: 404, owner: 200, partner: 200 },
  },
  {
    name: 'GET /api/relationships/current',
    request: () => ({ method: 'GET', path: '/api/relationships/current' }),
    expected: { 'signed out': 401, stranger: 200, owner: 200, partner: 200 },
  },
  {
    name: 'GET /api/relationships/current/health',
    request: () => ({ method: 'GET', path: '/api/relationships/current/health' }),
    expected: { 'signed out': 401, stranger: 200, owner: 200, partner: 200 },
  },
  {
    name: 'POST /api/relationships',
    request: () => ({ method: 'POST', path: '/api/relationships' }),
    expected: { 'signed out': 401, stranger: 201, owner: 409, partner: 409 },
  },
  {
    name: 'GET /api/relationships/invite/:code',
    request: ({ inviteCode }) => ({
      method: 'GET',
      path: `/api/relationships/invite/${inviteCode}`,
    }),
    // The couple's code was used: it changed when the partner joined, and is unknown to everyone.
    expected: { 'signed out': 401, stranger: 404, owner: 404, partner: 404 },
  },
  {
    name: 'POST /api/relationships/accept',
    request: ({ inviteCode }) => ({
      method: 'POST',
      path: '/api/relationships/accept',
      body: { invite_code: inviteCode },
    }),
    expected: { 'signed out': 401, stranger: 404, owner: 404, partner: 404 },
  },
  {
    name: 'DELETE /api/relationships/partner',
    request: () => ({ method: 'DELETE', path: '/api/relationships/partner' }),
    expected: { 'signed out': 401, stranger: 404, owner: 204, partner: 204 },
  },
  {
    name: 'GET /api/preferences',
    request: () => ({ method: 'GET', path: '/api/preferences' }),
    expected: { 'signed out': 401, stranger: 200, owner: 200, partner: 200 },
  },
  {
    name: 'PUT /api/preferences',
    request: () => ({
      method: 'PUT',
      path: '/api/preferences',
      body: { contact_email: 'x@example.org' },
    }),
    expected: { 'signed out': 401, stranger: 200, owner: 200, partner: 200 },
  },
  {
    name: 'GET /api/notifications',
    request: () => ({ method: 'GET', path: '/api/notifications' }),
    expected: { 'signed out': 401, stranger: 200, owner: 200, partner: 200 },
  },
  {
    name: 'GET /api/account/export',
    request: () => ({ method: 'GET', path: '/api/account/export' }),
    expected: { 'signed out': 401, stranger: 200, owner: 200, partner: 200 },
  },
  {
    name: 'DELETE /api/account',
    request: () => ({ method: 'DELETE', path: '/api/account' }),
    expected: { 'signed out': 401, stranger: 204, owner: 204, partner: 204 },
  },
  {
    name: 'GET /api/sessions',
    request: ({ relationshipId }) => ({
      method: 'GET',
      path: `/api/sessions?relationshipId=${relationshipId}`,
    }),
    expected: { 'signed out': 401, stranger: 404, owner: 200, partner: 200 },
  },
  {
    name: 'POST /api/sessions',
    request: ({ relationshipId }) => ({
      method: 'POST',
      path: '/api/sessions',
      body: { relationship_id: relationshipId },
    }),
    // The couple's session is already ongoing (set up below): starting joins it.
    expected: { 'signed out': 401, stranger: 404, owner: 200, partner: 200 },
  },
  {
    name: 'GET /api/sessions/:id',
    request: ({ sessionId }) => ({ method: 'GET', path: `/api/sessions/${sessionId}` }),
    expected: { 'signed out': 401, stranger: 404, owner: 200, partner: 200 },
  },
  {
    name: 'GET /api/sessions/:id/messages',
    request: ({ sessionId }) => ({ method: 'GET', path: `/api/sessions/${sessionId}/messages` }),
    expected: { 'signed out': 401, stranger: 404, owner: 200, partner: 200 },
  },
  {
    name: 'POST /api/messages',
    request: ({ sessionId }) => ({
      method: 'POST',
      path: '/api/messages',
      body: { therapy_session_id: sessionId, content: 'hello' },
    }),
    expected: { 'signed out': 401, stranger: 404, owner: 201, partner: 201 },
  },
  {
    name: 'POST /api/sessions/:id/end',
    request: ({ sessionId }) => ({ method: 'POST', path: `/api/sessions/${sessionId}/end` }),
    expected: { 'signed out': 401, stranger: 404, owner: 200, partner: 200 },
  },
  {
    name: 'POST /api/sessions/:id/resume',
    request: ({ sessionId }) => ({ method: 'POST', path: `/api/sessions/${sessionId}/resume` }),
    expected: { 'signed out': 401, stranger: 404, owner: 200, partner: 200 },
  },
  {
    name: 'POST /api/sessions/:id/resume (paused by the owner)',
    request: ({ sessionId }) => ({ method: 'POST', path: `/api/sessions/${sessionId}/resume` }),
    expected: { 'signed out': 401, stranger: 404, owner: 200, partner: 409 },
    withHeldMessage: true,
  },
  {
    name: 'POST /api/messages/:id/visibility',
    request: ({ heldMessageId }) => ({
      method: 'POST',
      path: `/api/messages/${heldMessageId}/visibility`,
      body: { visibility: 'kept' },
    }),
    expected: { 'signed out': 401, stranger: 404, owner: 200, partner: 404 },
    withHeldMessage: true,
  },
  {
    name: 'GET /api/training',
    request: () => ({ method: 'GET', path: '/api/training' }),
    expected: { 'signed out': 401, stranger: 200, owner: 200, partner: 200 },
  },
  {
    name: 'PUT /api/training/:id',
    request: () => ({ method: 'PUT', path: '/api/training/quiz-1', body: { progress: 20 } }),
    expected: { 'signed out': 401, stranger: 200, owner: 200, partner: 200 },
  },
  {
    name: 'POST /api/integrations/waitlist',
    request: () => ({
      method: 'POST',
      path: '/api/integrations/waitlist',
      body: { app: 'signal', email: 'a@example.org' },
    }),
    expected: { 'signed out': 401, stranger: 201, owner: 201, partner: 201 },
  },
];

describe(`authorisation matrix (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  for (const row of matrix) {
    it(row.name, async () => {
      const got: Record<string, number> = {};
      for (const who of Object.keys(row.expected) as Who[]) {
        // A fresh couple for each actor: one actor's change must not decide another's answer.
        const { owner, partner, inviteCode, relationshipId } = await createCouple(t);
        const stranger = await createUser(t);
        const { body: session } = await owner.call('POST', '/api/sessions', {
          relationship_id: relationshipId,
        });
        const held = row.withHeldMessage
          ? await owner.call('POST', '/api/messages', {
              therapy_session_id: session.id,
              content: 'I want to kill myself tonight.',
            })
          : undefined;
        if (held) expect(held.body.visibility).toBe('private');
        const actors: Record<Who, SignedIn | null> = {
          'signed out': null,
          stranger,
          owner,
          partner,
        };
        const { method, path, body } = row.request({
          inviteCode,
          relationshipId,
          sessionId: session.id,
          heldMessageId: held?.body.id ?? '00000000-0000-4000-8000-000000000000',
        });
        const actor = actors[who];
        if (actor) {
          got[who] = (await actor.call(method, path, body)).status;
        } else {
          const response = await fetch(`${t.baseUrl}${path}`, {
            method,
            headers: { origin: t.baseUrl, ...(body ? { 'content-type': 'application/json' } : {}) },
            ...(body ? { body: JSON.stringify(body) } : {}),
          });
          got[who] = response.status;
        }
      }
      expect(got).toEqual(row.expected);
    });
  }
});
