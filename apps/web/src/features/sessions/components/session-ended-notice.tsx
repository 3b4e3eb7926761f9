import { CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

import { SESSION_STRINGS as S } from '../strings';

type Person = { id: string; name: string };

type SessionEndedNoticeProps = {
  sessionId: string;
  /** The user who ended it; null while not known yet (or for sessions ended before it was kept). */
  endedBy: string | null;
  me: Person;
  partner: Person | null;
};

/** Who ended the session, as the reader says it. */
export function endedByText(endedBy: string | null, me: Person, partner: Person | null): string {
  if (endedBy !== null && endedBy === me.id) return S.endedByMe;
  if (endedBy !== null && endedBy === partner?.id) return S.endedBy(partner.name);
  return S.endedByUnknown;
}

/**
 * In place of the composer once a session is completed (issue 14): who ended it — the partner who
 * did not sees it the moment it happens — that the conversation stays to read, and the way to the
 * summary.
 */
export function SessionEndedNotice({ sessionId, endedBy, me, partner }: SessionEndedNoticeProps) {
  return (
    <div
      role="status"
      data-testid="session-ended-notice"
      className="shrink-0 border-t border-secondary-border bg-secondary px-4 py-3 text-secondary-foreground md:px-0"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-3 sm:flex-row sm:items-center sm:justify-between md:px-6">
        <div className="flex items-start gap-2.5">
          <CheckCircle2 className="mt-0.5 size-5 shrink-0" aria-hidden />
          <div>
            <p className="font-semibold">{endedByText(endedBy, me, partner)}</p>
            <p className="text-sm">{S.readOnly}</p>
          </div>
        </div>
        <div className="flex flex-wrap gap-2 sm:shrink-0">
          <Button asChild size="sm">
            <Link to={paths.sessionSummary.getHref(sessionId)}>{S.viewSummary}</Link>
          </Button>
          <Button asChild size="sm" variant="outline">
            <Link to={paths.sessions.getHref()}>{S.backToSessions}</Link>
          </Button>
        </div>
      </div>
    </div>
  );
}
