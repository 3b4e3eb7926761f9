import { ArrowLeft, Clock, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { SESSION_TIMER_LABEL } from '@kindred/shared/constants';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { paths } from '@/config/paths';

import { SESSION_STRINGS as S } from '../strings';

type SessionHeaderProps = {
  /** Null when the partner is no longer in the couple. */
  partnerName: string | null;
  sessionNumber: number;
  completed: boolean;
  /** The confirmation 'End' opens (issue 14: it ends the session for both). */
  endOpen: boolean;
  onEndOpenChange: (open: boolean) => void;
  ending: boolean;
  onEnd: () => void;
  /** The private 'Get help' entry (composed by the app). */
  getHelp?: ReactNode;
};

/**
 * 'Session with {partner}', the session-number select (disabled: one session is shown at a
 * time), the static '30:00' and 'End', which asks first (issue 14); the notice that the
 * therapist is an AI, not a licensed clinician, and the private 'Get help'.
 */
export function SessionHeader({
  partnerName,
  sessionNumber,
  completed,
  endOpen,
  onEndOpenChange,
  ending,
  onEnd,
  getHelp,
}: SessionHeaderProps) {
  return (
    <header className="shrink-0 border-b border-border bg-card px-3 py-2.5 md:px-0 md:py-3">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-2 md:px-6">
        <div className="flex min-w-0 basis-full items-center gap-1 sm:flex-1 sm:basis-auto">
          <Button asChild variant="ghost" size="icon" className="size-9 shrink-0 rounded-lg">
            <Link to={paths.sessions.getHref()} aria-label={S.allSessions}>
              <ArrowLeft aria-hidden />
            </Link>
          </Button>
          <h1 className="min-w-0 flex-1 truncate text-lg font-semibold tracking-tight md:text-xl">
            {S.headerTitle(partnerName ?? S.yourPartner)}
          </h1>
          {getHelp ? <div className="shrink-0 sm:mr-1">{getHelp}</div> : null}
        </div>
        <div className="flex w-full items-center gap-2 sm:w-auto">
          <label className="sr-only" htmlFor="session-number">
            {S.sessionNumberLabel}
          </label>
          <select
            id="session-number"
            disabled
            defaultValue={sessionNumber}
            className="h-9 cursor-not-allowed appearance-none rounded-lg border border-border-strong bg-muted px-3 text-sm font-medium text-foreground opacity-100"
          >
            <option value={sessionNumber}>{S.sessionOption(sessionNumber)}</option>
          </select>
          <span className="inline-flex h-9 items-center gap-1.5 rounded-lg bg-muted px-3 text-sm font-semibold tabular-nums">
            <Clock className="size-4 text-muted-foreground" aria-hidden />
            <span className="sr-only">{S.timerLabel} </span>
            <span>{SESSION_TIMER_LABEL}</span>
          </span>
          {completed ? (
            <Badge variant="success" className="ml-auto sm:ml-0">
              {S.completedBadge}
            </Badge>
          ) : (
            // Ending a session ends it for both partners (issue 14), so 'End' asks first.
            <ConfirmDialog
              trigger={
                <Button
                  variant="outline"
                  size="sm"
                  className="ml-auto border-destructive/40 text-destructive sm:ml-0 hover:bg-destructive-soft hover:text-destructive"
                  disabled={ending}
                >
                  {ending ? S.ending : S.end}
                </Button>
              }
              open={endOpen}
              onOpenChange={onEndOpenChange}
              busy={ending}
              onConfirm={onEnd}
              title={S.endConfirmTitle}
              description={S.endConfirmText(partnerName)}
              cancelLabel={S.cancel}
              confirmLabel={S.endConfirm}
              busyLabel={S.ending}
            />
          )}
        </div>
      </div>
      <p className="mx-auto mt-1.5 flex max-w-6xl items-center gap-1.5 text-xs text-muted-foreground md:px-6">
        <Info className="size-3.5 shrink-0" aria-hidden />
        {S.aiDisclosure}
      </p>
    </header>
  );
}
