import { useEffect, useState } from 'react';

/** Timers cannot wait longer than this (about 24.8 days); a longer wait is re-armed. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * Whether the moment `at` (epoch ms) has come, turning true by itself when it does; false for
 * null. Re-evaluated whenever `at` changes.
 */
export function useTimeReached(at: number | null): boolean {
  const [now, setNow] = useState(() => Date.now());
  const reached = at !== null && now >= at;
  useEffect(() => {
    if (at === null) return;
    if (Date.now() >= at) {
      // `at` moved into the past (or `now` is old): catch up at once.
      if (now < at) setNow(Date.now());
      return;
    }
    const timer = setTimeout(
      () => setNow(Date.now()),
      Math.min(at - Date.now() + 20, MAX_TIMER_MS),
    );
    return () => clearTimeout(timer);
  }, [at, now]);
  return reached;
}
