import { PauseCircle, Play } from 'lucide-react';
import { useEffect, useId, useState } from 'react';

import type { SafetyLanguage } from '@kindred/shared/safety';
import { format, safetyStrings } from '@kindred/shared/safety-strings';
import type { SessionPause } from '@kindred/shared/sessions';

import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { localeFor } from '@/lib/safety-locale';

import { SESSION_STRINGS as S } from '../strings';

/** Timers cannot wait longer than this (about 24.8 days); a longer wait is re-armed. */
const MAX_TIMER_MS = 2_147_483_647;

type PauseBannerProps = {
  paused: SessionPause;
  /** The couple's language. */
  language: SafetyLanguage;
  resuming: boolean;
  onResume: () => void;
};

/**
 * The neutral notice both partners see while a session is paused: it says nothing of who or why.
 * 'Resume session' works from `resume_from` on (at once for the writer, a day later for the
 * partner); until then the banner says when.
 */
export function PauseBanner({ paused, language, resuming, onResume }: PauseBannerProps) {
  const t = safetyStrings(language);
  const canResume = useReached(paused.resume_from);
  const laterId = useId();

  return (
    <section
      aria-label={S.pausedLabel}
      lang={language}
      className="mx-auto w-full max-w-6xl shrink-0 px-3 pt-2 md:px-6"
    >
      <Alert variant="info" className="py-2.5" data-testid="pause-banner">
        <PauseCircle aria-hidden />
        <AlertDescription className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          <span className="font-medium">{t.paused}</span>
          <span className="flex flex-col gap-1 sm:items-end">
            <Button
              size="sm"
              variant="outline"
              className="self-start sm:self-auto"
              disabled={!canResume || resuming}
              aria-describedby={canResume ? undefined : laterId}
              onClick={onResume}
            >
              {resuming ? <Spinner /> : <Play aria-hidden />}
              {t.resume}
            </Button>
            {canResume ? null : (
              <span id={laterId} className="text-xs">
                {format(t.resumeLater, { time: formatResumeTime(paused.resume_from, language) })}
              </span>
            )}
          </span>
        </AlertDescription>
      </Alert>
    </section>
  );
}

/** Whether the time has come, turning true by itself when it does. */
function useReached(iso: string): boolean {
  const at = Date.parse(iso);
  const [now, setNow] = useState(() => Date.now());
  const reached = Number.isNaN(at) || now >= at;
  useEffect(() => {
    if (reached) return;
    const timer = setTimeout(
      () => setNow(Date.now()),
      Math.min(at - Date.now() + 50, MAX_TIMER_MS),
    );
    return () => clearTimeout(timer);
  }, [at, reached, now]);
  return reached;
}

/** '14:05' today; 'Tue, 7 Jan, 14:05' on another day (in the reader's language). */
export function formatResumeTime(iso: string, language: SafetyLanguage, now = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const sameDay = date.toDateString() === now.toDateString();
  return new Intl.DateTimeFormat(
    localeFor(language),
    sameDay
      ? { hour: 'numeric', minute: '2-digit' }
      : { weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' },
  ).format(date);
}
