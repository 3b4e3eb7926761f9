import { paths } from '@/config/paths';

export type SignInState = 'signed-in' | 'signed-out';

export type RouteInput = {
  pathname: string;
  state: SignInState;
  /** The invitation code kept while the user signs in, if any. */
  pendingInviteCode: string | null;
  /** The user signed out on this page (rather than being found signed out). */
  signedOutOnPurpose?: boolean;
};

export type RouteDecision = {
  /** Where to go instead of `pathname`, or null to stay. */
  redirectTo: string | null;
  /** The pending invitation is being acted on: forget it. */
  clearPendingInvite: boolean;
};

// Pages that need a sign-in: they show the couple's own data. Everything else is public: the
// landing page, /login, /register, /accept-invite/* and the not-found page for unknown paths.
const PROTECTED_PATTERNS: RegExp[] = [
  /^\/dashboard$/,
  /^\/triadic-session$/,
  /^\/triadic-session\/[^/]+$/,
  /^\/triadic-session\/[^/]+\/summary$/,
  /^\/integrations$/,
  /^\/personalization$/,
  /^\/self-training$/,
  /^\/settings$/,
  /^\/onboarding$/,
];

function normalise(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

export function isProtectedPath(pathname: string): boolean {
  const path = normalise(pathname);
  return PROTECTED_PATTERNS.some((pattern) => pattern.test(path));
}

const STAY: RouteDecision = { redirectTo: null, clearPendingInvite: false };

/**
 * The routing rules, in order:
 * 1. signed in with a pending invitation → its acceptance page (the code is cleared there);
 * 2. signed in on /login → /dashboard;
 * 3. signed out on a page that needs a sign-in → /login; after signing out on purpose, home
 *    (the sign-out itself goes there).
 * /register is not redirected here: signed in, it decides itself between the dashboard and
 * onboarding (a signed-in user lands there after sign-in).
 */
export function resolveRoute({
  pathname,
  state,
  pendingInviteCode,
  signedOutOnPurpose = false,
}: RouteInput): RouteDecision {
  const path = normalise(pathname);

  if (state === 'signed-in') {
    if (pendingInviteCode) {
      // The code is forgotten only once the invitation page is reached: while its code is still
      // loading, the page being left must keep redirecting rather than decide for itself
      // (/register would send someone without a couple to onboarding).
      const target = paths.acceptInvite.getHref(pendingInviteCode);
      return path === target
        ? { redirectTo: null, clearPendingInvite: true }
        : { redirectTo: target, clearPendingInvite: false };
    }
    if (path === paths.login.path) {
      return { redirectTo: paths.dashboard.getHref(), clearPendingInvite: false };
    }
    return STAY;
  }

  if (isProtectedPath(path)) {
    const target = signedOutOnPurpose ? paths.home.getHref() : paths.login.getHref();
    return { redirectTo: target, clearPendingInvite: false };
  }
  return STAY;
}
