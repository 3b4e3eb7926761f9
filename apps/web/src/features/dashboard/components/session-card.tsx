import { CalendarClock } from 'lucide-react';
import { useId } from 'react';

import type { TherapySession } from '@kindred/shared/sessions';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

import { DASHBOARD_STRINGS as S } from '../strings';
import { formatStart } from '../utils/session-stats';

const badgeVariant = { ongoing: 'default', scheduled: 'outline', completed: 'success' } as const;
const buttonVariant = { ongoing: 'default', scheduled: 'outline', completed: 'outline' } as const;

type SessionCardProps = {
  session: TherapySession;
  /** Goes to `href`: the session itself, or a completed one's summary. */
  onOpen: (href: string) => void;
};

/**
 * One session: number, status badge, start, a status text and the button for its status. A
 * completed session cannot be joined: 'View Summary' opens what it wrote (issue 14).
 */
export function SessionCard({ session, onOpen }: SessionCardProps) {
  const titleId = useId();
  const { status } = session;
  return (
    <Card
      className={cn(
        'flex h-full flex-col',
        status === 'ongoing' && 'border-secondary-border ring-2 ring-secondary-border',
      )}
    >
      <CardContent className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-start justify-between gap-3">
          <h3 id={titleId} className="text-lg font-semibold">
            {S.sessionTitle(session.session_number)}
          </h3>
          <Badge variant={badgeVariant[status]}>{S.status[status]}</Badge>
        </div>
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <CalendarClock className="size-4 shrink-0" aria-hidden />
          <span className="sr-only">{S.startedAt} </span>
          <time dateTime={session.started_at}>{formatStart(session.started_at)}</time>
        </p>
        <p className="text-sm">{S.statusText[status]}</p>
        <div className="mt-auto pt-2">
          <Button
            variant={buttonVariant[status]}
            className="w-full"
            aria-describedby={titleId}
            onClick={() =>
              onOpen(
                status === 'completed'
                  ? paths.sessionSummary.getHref(session.id)
                  : paths.session.getHref(session.id),
              )
            }
          >
            {S.action[status]}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
