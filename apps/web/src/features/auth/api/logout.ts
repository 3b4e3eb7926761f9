import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';

import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { clearDrafts } from '@/lib/drafts';

import { forgetSignedOutUser } from '../hooks/use-auth-guard';
import { setSignedOutOnPurpose } from '../sign-out-intent';

/** Ends the server session (POST /auth/logout → 204). */
export function logout(): Promise<void> {
  return api.post<void>(paths.server.signOut);
}

/** Signs out, forgets everything cached for this user and returns to the landing page. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onMutate: () => setSignedOutOnPurpose(true),
    onError: () => setSignedOutOnPurpose(false),
    onSuccess: async () => {
      // Leave the protected page first: signed out on it, the routing rules would send the
      // user to /login instead of home. flushSync: the landing page must be rendered before the
      // session is forgotten, not merely scheduled (a transition can wait on lazy code).
      await navigate(paths.home.getHref(), { replace: true, flushSync: true });
      // Known signed out: no loading screen and no second /api/me round trip.
      await forgetSignedOutUser(queryClient);
      // What was being written in a session does not wait for the next person on this device.
      clearDrafts();
    },
  });
}
