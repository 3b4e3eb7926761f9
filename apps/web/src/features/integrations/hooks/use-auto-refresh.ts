import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';

function subscribeToVisibility(onChange: () => void) {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

/** False while the browser tab is in the background. */
export function usePageVisible(): boolean {
  return useSyncExternalStore(
    subscribeToVisibility,
    () => document.visibilityState !== 'hidden',
    () => true,
  );
}

/**
 * A time stamp that renews itself every `intervalMs` and on demand. The countdown restarts after
 * each renewal and pauses while the page is hidden; coming back after the interval has passed
 * renews at once.
 */
export function useAutoRefresh(intervalMs: number) {
  const [stamp, setStamp] = useState(() => ({ at: Date.now(), generation: 0 }));
  const visible = usePageVisible();

  const refresh = useCallback(
    () => setStamp((current) => ({ at: Date.now(), generation: current.generation + 1 })),
    [],
  );

  useEffect(() => {
    if (!visible) return;
    const remaining = Math.max(0, stamp.at + intervalMs - Date.now());
    const timer = window.setTimeout(refresh, remaining);
    return () => window.clearTimeout(timer);
  }, [stamp, visible, intervalMs, refresh]);

  return { at: stamp.at, refresh };
}
