import { describe, expect, it } from 'vitest';

import { isProtectedPath, resolveRoute } from './routing-rules';

const stay = { redirectTo: null, clearPendingInvite: false };

describe('resolveRoute', () => {
  describe('signed in with a pending invitation', () => {
    it.each(['/', '/dashboard', '/login', '/register', '/settings', '/no/such/page'])(
      'goes from %s to the invitation, keeping the code until it is there',
      (pathname) => {
        expect(
          resolveRoute({ pathname, state: 'signed-in', pendingInviteCode: 'k3x9q2ab' }),
        ).toEqual({ redirectTo: '/accept-invite/k3x9q2ab', clearPendingInvite: false });
      },
    );

    it('stays on the invitation page itself and clears the code there', () => {
      expect(
        resolveRoute({
          pathname: '/accept-invite/k3x9q2ab',
          state: 'signed-in',
          pendingInviteCode: 'k3x9q2ab',
        }),
      ).toEqual({ redirectTo: null, clearPendingInvite: true });
    });

    it('encodes a code that is not a plain path segment', () => {
      expect(
        resolveRoute({ pathname: '/', state: 'signed-in', pendingInviteCode: '../settings' })
          .redirectTo,
      ).toBe('/accept-invite/..%2Fsettings');
    });
  });

  describe('signed in without a pending invitation', () => {
    it.each(['/login', '/login/'])('sends %s to the dashboard', (pathname) => {
      expect(resolveRoute({ pathname, state: 'signed-in', pendingInviteCode: null })).toEqual({
        redirectTo: '/dashboard',
        clearPendingInvite: false,
      });
    });

    it.each([
      '/',
      '/register',
      '/dashboard',
      '/triadic-session',
      '/triadic-session/s-1',
      '/triadic-session/s-1/summary',
      '/integrations',
      '/personalization',
      '/self-training',
      '/settings',
      '/onboarding',
      '/accept-invite/k3x9q2ab',
      '/no/such/page',
    ])('stays on %s', (pathname) => {
      expect(resolveRoute({ pathname, state: 'signed-in', pendingInviteCode: null })).toEqual(stay);
    });
  });

  describe('signed out', () => {
    it.each([
      '/dashboard',
      '/triadic-session',
      '/triadic-session/s-1',
      '/triadic-session/s-1/summary',
      '/integrations',
      '/personalization',
      '/self-training',
      '/settings',
      '/settings/',
      '/onboarding',
    ])('sends %s to /login', (pathname) => {
      expect(resolveRoute({ pathname, state: 'signed-out', pendingInviteCode: null })).toEqual({
        redirectTo: '/login',
        clearPendingInvite: false,
      });
    });

    it.each(['/', '/login', '/register', '/accept-invite', '/accept-invite/k3x9q2ab', '/nowhere'])(
      'may stay on %s',
      (pathname) => {
        expect(resolveRoute({ pathname, state: 'signed-out', pendingInviteCode: null })).toEqual(
          stay,
        );
      },
    );

    it('keeps a pending invitation until the user has signed in', () => {
      expect(
        resolveRoute({ pathname: '/login', state: 'signed-out', pendingInviteCode: 'k3x9q2ab' }),
      ).toEqual(stay);
      expect(
        resolveRoute({
          pathname: '/dashboard',
          state: 'signed-out',
          pendingInviteCode: 'k3x9q2ab',
        }),
      ).toEqual({ redirectTo: '/login', clearPendingInvite: false });
    });
  });

  describe('after signing out on purpose', () => {
    it.each(['/dashboard', '/settings', '/triadic-session/abc'])(
      'sends %s home rather than to /login',
      (pathname) => {
        expect(
          resolveRoute({
            pathname,
            state: 'signed-out',
            pendingInviteCode: null,
            signedOutOnPurpose: true,
          }),
        ).toEqual({ redirectTo: '/', clearPendingInvite: false });
      },
    );

    it('leaves public pages alone', () => {
      expect(
        resolveRoute({
          pathname: '/',
          state: 'signed-out',
          pendingInviteCode: null,
          signedOutOnPurpose: true,
        }),
      ).toEqual({ redirectTo: null, clearPendingInvite: false });
    });
  });
});

describe('isProtectedPath', () => {
  it('treats unknown paths as public so the not-found page can show', () => {
    expect(isProtectedPath('/dashboard/extra')).toBe(false);
    expect(isProtectedPath('/triadic-session/a/b')).toBe(false);
  });
});
