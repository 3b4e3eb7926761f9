import { lazy, Suspense, useEffect, useRef } from 'react';
import { Navigate, Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router';

import { LoadingScreen } from '@/components/layout/loading-screen';
import { NavBar } from '@/components/layout/nav-bar';
import { SkipLink } from '@/components/layout/skip-link';
import { SignOutButton } from '@/features/auth/components/sign-out-button';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useAuthGuard } from '@/features/auth/hooks/use-auth-guard';
import { hasSignedOutOnPurpose, setSignedOutOnPurpose } from '@/features/auth/sign-out-intent';
import { GetHelpButton } from '@/features/safety/components/get-help-button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { cn } from '@/lib/cn';
import { clearPendingInviteCode, getPendingInviteCode } from '@/lib/pending-invite';

import { routeHandle } from '../route-handle';
import { resolveRoute } from '../routing-rules';

const SIGN_IN_LOADING_MESSAGE = 'Loading your session...';

// Signed-in pages only: its live link, schemas and toasts stay out of the landing page's first load.
const InAppNotifications = lazy(() =>
  import('../in-app-notifications').then((module) => ({ default: module.InAppNotifications })),
);

// Signed-in pages only (all of them, onboarding too): keeps the couple's screens live.
const CoupleLiveSync = lazy(() =>
  import('../couple-live-sync').then((module) => ({ default: module.CoupleLiveSync })),
);

/** Shown while the first route's code loads. */
export function RootHydrateFallback() {
  return <LoadingScreen message={SIGN_IN_LOADING_MESSAGE} />;
}

/**
 * The app frame: waits for the sign-in state, applies the routing rules, shows the navigation
 * where it belongs and pads the page so the fixed bar never covers it.
 */
export function RootLayout() {
  const auth = useAuth();
  useAuthGuard();
  const location = useLocation();
  const handle = routeHandle(useMatches());
  useDocumentTitle(handle.title);
  useFocusOnNavigation(location.pathname);

  const decision =
    auth.status === 'loading'
      ? null
      : resolveRoute({
          pathname: location.pathname,
          state: auth.status,
          pendingInviteCode: getPendingInviteCode(),
          signedOutOnPurpose: hasSignedOutOnPurpose(),
        });

  // A sign-out on purpose ends on a public page; once there, a protected page (Back) leads to
  // /login like any other signed-out visit.
  const signedOutOnPublicPage = auth.status === 'signed-out' && decision?.redirectTo === null;
  useEffect(() => {
    if (signedOutOnPublicPage) setSignedOutOnPurpose(false);
  }, [signedOutOnPublicPage]);

  const clearInvite = decision?.clearPendingInvite ?? false;
  useEffect(() => {
    if (clearInvite) clearPendingInviteCode();
  }, [clearInvite]);

  if (decision === null) return <LoadingScreen message={SIGN_IN_LOADING_MESSAGE} />;
  if (decision.redirectTo) return <Navigate to={decision.redirectTo} replace />;

  const showNav = auth.status === 'signed-in' && !handle.hideNav;
  return (
    <>
      <SkipLink />
      {showNav ? (
        <NavBar actions={<SignOutButton />} extra={<GetHelpButton variant="nav" />} />
      ) : null}
      {auth.status === 'signed-in' && auth.user ? (
        <Suspense fallback={null}>
          <CoupleLiveSync />
        </Suspense>
      ) : null}
      {showNav && auth.user ? (
        <Suspense fallback={null}>
          <InAppNotifications userId={auth.user.id} />
        </Suspense>
      ) : null}
      <div
        className={cn(
          'flex min-h-dvh flex-col',
          showNav && 'pb-[calc(4rem+env(safe-area-inset-bottom))] md:pt-16 md:pb-0',
        )}
      >
        <Outlet />
      </div>
      <ScrollRestoration />
    </>
  );
}

/** After an in-app navigation, move focus to the new page so screen readers start there. */
function useFocusOnNavigation(pathname: string) {
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);
}
