import { useEffect, useState } from 'react';

import type { Me } from '@kindred/shared/api';
import { AUTH_INIT_TIMEOUT_MS } from '@kindred/shared/constants';

import { useMe } from '../api/get-me';

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

/** Who is signed in. Not a therapy session: those are the sessions feature's. */
export type AuthState = { status: AuthStatus; user: Me | null };

/**
 * The sign-in state: loading, then signed in or out. A slow or failing /api/me never holds the app
 * hostage: after AUTH_INIT_TIMEOUT_MS it renders as signed out and switches to signed in if the
 * answer arrives later.
 */
export function useAuth(): AuthState {
  const me = useMe();
  const [timedOut, setTimedOut] = useState(false);
  const waiting = me.isPending;

  useEffect(() => {
    if (!waiting) return;
    const timer = window.setTimeout(() => setTimedOut(true), AUTH_INIT_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [waiting]);

  if (me.data) return { status: 'signed-in', user: me.data };
  if (waiting && !timedOut) return { status: 'loading', user: null };
  return { status: 'signed-out', user: null };
}
