// Test data of the couple screens: answers of the API as the server builds them.

import { DEFAULT_NOTIFICATION_PREFERENCES } from '@kindred/shared/notifications';
import type { Preferences } from '@kindred/shared/preferences';
import type { Invitation, Relationship } from '@kindred/shared/relationships';
import type { TherapySession } from '@kindred/shared/sessions';
import { DEFAULT_THERAPIST_STYLE } from '@kindred/shared/therapist-style';

import { signedInUser } from '@/testing/fake-api';

export const partnerUser = { id: 'user-2', name: 'Sam', avatar: 'avatar-3' };

/** The signed-in user's couple; by default they own it and Sam has accepted. */
export function relationship(overrides: Partial<Relationship> = {}): Relationship {
  return {
    id: '6f9619ff-8b86-4011-b42d-00c04fc964ff',
    user_id: signedInUser.id,
    partner_id: partnerUser.id,
    partner_name: partnerUser.name,
    partner_avatar: partnerUser.avatar,
    invite_code: null,
    created_at: '2025-03-01T10:00:00.000Z',
    updated_at: '2025-03-02T12:00:00.000Z',
    role: 'owner',
    partner: { ...partnerUser },
    therapist_style: null,
    ...overrides,
  };
}

/** A couple the user created whose invitation nobody has accepted yet. */
export function openInvitation(code = 'k3x9q2ab'): Relationship {
  return relationship({
    partner_id: null,
    partner_name: null,
    partner_avatar: null,
    partner: null,
    invite_code: code,
  });
}

export function invitation(overrides: Partial<Invitation> = {}): Invitation {
  return {
    inviter_name: 'Jordan',
    inviter_avatar: 'avatar-5',
    ...overrides,
  };
}

export function preferences(overrides: Partial<Preferences> = {}): Preferences {
  return {
    profile: null,
    therapist_style: DEFAULT_THERAPIST_STYLE,
    notifications: DEFAULT_NOTIFICATION_PREFERENCES,
    contact_email: null,
    inside_jokes: [],
    country: null,
    ...overrides,
  };
}

let sessionCounter = 0;

export function session(overrides: Partial<TherapySession> = {}): TherapySession {
  sessionCounter += 1;
  return {
    id: `00000000-0000-4000-8000-${String(sessionCounter).padStart(12, '0')}`,
    relationship_id: relationship().id,
    session_number: sessionCounter,
    status: 'ongoing',
    started_at: '2025-03-05T18:30:00.000Z',
    ended_at: null,
    paused: null,
    ended_by: null,
    summary: null,
    ...overrides,
  };
}

export const notFound = (error: string) => ({ status: 404, body: { error } });

/** The body a fetch stub received. */
export function jsonBody(init: RequestInit | undefined): unknown {
  return typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
}
