import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { meQueryKey } from '../api/get-me';

const isMeKey = (key: readonly unknown[]) =>
  key.length === meQueryKey.length && key.every((part, i) => part === meQueryKey[i]);

/**
 * Forgets everything cached for the user who has just signed out (or deleted their account) and
 * records that nobody is signed in. The sign-in query itself is kept and set to null, not removed:
 * the app frame watches that very query, and a removed one would leave it showing the user.
 */
export async function forgetSignedOutUser(queryClient: QueryClient): Promise<void> {
  await queryClient.cancelQueries();
  queryClient.removeQueries({ predicate: (query) => !isMeKey(query.queryKey) });
  queryClient.setQueryData(meQueryKey, null);
}

/**
 * Forgets everything cached for whoever was signed in and asks the server again who that is:
 * until it answers the app shows its loading screen, then the signed-in page again, or /login.
 * The query client calls it on any 401 (the sign-in ended elsewhere or expired), so no page stays
 * up with its errors.
 */
export function recheckSignIn(queryClient: QueryClient): void {
  void queryClient.cancelQueries();
  queryClient.removeQueries({ predicate: (query) => !isMeKey(query.queryKey) });
  void queryClient.resetQueries({ queryKey: meQueryKey, exact: true });
}

/**
 * Keeps the screen true to the sign-in when a page comes back: one brought back by Back/Forward
 * from the browser's back-forward cache (`pageshow` with `persisted`) still holds the signed-in
 * state of when it was left, possibly before a sign-out, so it is re-checked before anything is
 * shown again. (A 401 from any request is the query client's to handle: lib/query-client.ts.)
 */
export function useAuthGuard(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) recheckSignIn(queryClient);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [queryClient]);
}
