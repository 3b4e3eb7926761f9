import { useCallback, useEffect, useState } from 'react';

export type Countdown = {
  remaining: number;
  running: boolean;
  finished: boolean;
  start: () => void;
  pause: () => void;
  reset: () => void;
};

/** A seconds countdown with start, pause and reset; it stops by itself at zero. */
export function useCountdown(totalSeconds: number): Countdown {
  const [remaining, setRemaining] = useState(totalSeconds);
  const [running, setRunning] = useState(false);

  const finished = remaining === 0;
  const ticking = running && !finished;

  useEffect(() => {
    if (!ticking) return;
    const timer = window.setInterval(() => {
      setRemaining((seconds) => Math.max(0, seconds - 1));
    }, 1000);
    return () => window.clearInterval(timer);
  }, [ticking]);

  const start = useCallback(() => {
    setRemaining((seconds) => (seconds === 0 ? totalSeconds : seconds));
    setRunning(true);
  }, [totalSeconds]);
  const pause = useCallback(() => setRunning(false), []);
  const reset = useCallback(() => {
    setRunning(false);
    setRemaining(totalSeconds);
  }, [totalSeconds]);

  return { remaining, running: ticking, finished, start, pause, reset };
}
