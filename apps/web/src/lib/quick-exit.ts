import type { QueryClient } from '@tanstack/react-query';

import { paths } from '@/config/paths';

import { clearDrafts } from './drafts';

/** Where Quick exit goes: a neutral page, replacing this one so Back does not return here. */
export const QUICK_EXIT_URL = 'https://www.google.com/search?q=weather';

/** Two presses of Esc this close together leave at once (where the shortcut is on). */
export const QUICK_EXIT_ESC_WINDOW_MS = 1500;

/**
 * Leaves Kindred at once for a neutral page. `replace`, so Back does not return to the app and
 * the page is not left in the tab's history. Before the page goes: the server session is ended
 * in the background (`keepalive`, so the request outlives the page), the cached answers are
 * forgotten and drafts are removed from storage. Nothing here may stop the exit itself.
 */
export function quickExit(queryClient?: QueryClient): void {
  try {
    void fetch(paths.server.signOut, {
      method: 'POST',
      keepalive: true,
      credentials: 'same-origin',
    }).catch(() => {});
  } catch {
    // The exit matters more than the sign-out.
  }
  try {
    void queryClient?.cancelQueries();
    queryClient?.clear();
  } catch {
    // Ditto.
  }
  clearStorage();
  window.location.replace(QUICK_EXIT_URL);
}

/** This tab's session storage and every draft kept in local storage (lib/drafts.ts). */
function clearStorage(): void {
  try {
    window.sessionStorage.clear();
  } catch {
    // Storage can be unavailable (privacy modes): nothing to clear then.
  }
  clearDrafts();
}
