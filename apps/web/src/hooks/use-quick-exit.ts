import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';

import { QUICK_EXIT_ESC_WINDOW_MS, quickExit } from '@/lib/quick-exit';

/** The quick exit, forgetting this app's query cache on the way out. */
export function useQuickExit(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => quickExit(queryClient), [queryClient]);
}

/** Esc, then Esc again within a moment, anywhere on the page: the quick exit (while mounted). */
export function useQuickExitShortcut(enabled = true): void {
  const exit = useQuickExit();
  const latest = useRef(exit);
  useEffect(() => {
    latest.current = exit;
  });

  useEffect(() => {
    if (!enabled) return;
    let last = -Infinity;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const now = performance.now();
      if (now - last <= QUICK_EXIT_ESC_WINDOW_MS) {
        event.preventDefault();
        latest.current();
        return;
      }
      last = now;
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [enabled]);
}
