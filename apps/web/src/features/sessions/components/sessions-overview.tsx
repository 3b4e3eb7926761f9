import { CalendarClock, MessagesSquare, Plus, UserPlus } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';

import type { TherapySession } from '@kindred/shared/sessions';

import { PageContainer } from '@/components/layout/page-container';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useSessions } from '@/entities/sessions/api/get-sessions';
import { useStartSession } from '@/entities/sessions/api/start-session';
import { cn } from '@/lib/cn';

import { useCouple } from '../hooks/use-couple';
import { SESSION_STRINGS, SESSIONS_STRINGS as S } from '../strings';
import { formatDateTime } from '../utils/format';

/**
 * /triadic-session (nav: Chat): the couple's sessions, newest first, with the ongoing ones
 * up front to join; or the way to a first session, or to inviting a partner.
 */
export function SessionsOverview() {
  const couple = useCouple();
  const relationshipId = couple.data?.id;
  const sessions = useSessions(relationshipId);
  const start = useStartSession();
  const navigate = useNavigate();
  const hasPartner = !!couple.data?.partner;

  const coupleFailed = couple.isError;
  useEffect(() => {
    if (coupleFailed) {
      toast.error(SESSION_STRINGS.errorToastTitle, {
        id: 'relationship-load-failed',
        description: SESSION_STRINGS.relationshipFailed,
      });
    }
  }, [coupleFailed]);

  const onStart = () => {
    if (!relationshipId || start.isPending) return;
    start.mutate(relationshipId, {
      onSuccess: (session) => void navigate(paths.session.getHref(session.id)),
      onError: () => toast.error(SESSION_STRINGS.errorToastTitle, { description: S.startFailed }),
    });
  };

  const startLabel = start.isPending ? S.starting : null;
  const showNew = hasPartner && (sessions.data?.length ?? 0) > 0;

  return (
    <PageContainer
      title={S.title}
      description={S.description}
      actions={
        showNew ? (
          <Button onClick={onStart} disabled={start.isPending}>
            {start.isPending ? <Spinner className="size-4" /> : <Plus aria-hidden />}
            {startLabel ?? S.newSession}
          </Button>
        ) : null
      }
    >
      {couple.isPending || (relationshipId && sessions.isPending) ? (
        <div role="status" className="flex items-center gap-3 py-10 text-muted-foreground">
          <Spinner className="text-primary" />
          <p className="font-medium">{S.loading}</p>
        </div>
      ) : couple.isError || sessions.isError ? (
        <RetryAlert
          variant="destructive"
          title={S.loadFailed}
          retryLabel={S.tryAgain}
          onRetry={() => void (couple.isError ? couple.refetch() : sessions.refetch())}
        />
      ) : !hasPartner ? (
        <EmptyState
          icon={<UserPlus className="size-6" aria-hidden />}
          title={S.noPartnerTitle}
          text={S.noPartnerText}
          action={
            <Button asChild>
              <Link to={paths.settings.getHref()}>{S.invitePartner}</Link>
            </Button>
          }
        />
      ) : sessions.data && sessions.data.length > 0 ? (
        <SessionList sessions={sessions.data} />
      ) : (
        <EmptyState
          icon={<MessagesSquare className="size-6" aria-hidden />}
          title={S.noSessionsTitle}
          text={S.noSessionsText}
          action={
            <Button onClick={onStart} disabled={start.isPending}>
              {start.isPending ? <Spinner className="size-4" /> : null}
              {startLabel ?? S.startFirst}
            </Button>
          }
        />
      )}
    </PageContainer>
  );
}

const statusBadge = {
  ongoing: 'default',
  scheduled: 'outline',
  completed: 'success',
} as const;

function SessionList({ sessions }: { sessions: TherapySession[] }) {
  // Ongoing sessions first (they are the ones to join), each group newest first.
  const ordered = [
    ...sessions.filter((s) => s.status === 'ongoing'),
    ...sessions.filter((s) => s.status !== 'ongoing'),
  ];
  return (
    <ul aria-label={S.listLabel} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {ordered.map((session) => {
        const ongoing = session.status === 'ongoing';
        return (
          <li key={session.id}>
            <Card
              className={cn(
                'flex h-full flex-col',
                ongoing && 'border-secondary-border bg-primary-soft ring-2 ring-secondary-border',
              )}
            >
              <CardContent className="flex flex-1 flex-col gap-3">
                <div className="flex items-start justify-between gap-3">
                  <h2 id={`session-${session.id}-title`} className="text-lg font-semibold">
                    {S.sessionTitle(session.session_number)}
                  </h2>
                  {ongoing && session.paused ? (
                    // Neutral, like the notice in the chat: nothing of who or why.
                    <Badge variant="outline">{S.paused}</Badge>
                  ) : (
                    <Badge variant={statusBadge[session.status]}>{S.status[session.status]}</Badge>
                  )}
                </div>
                <p className="flex items-center gap-2 text-sm text-muted-foreground">
                  <CalendarClock className="size-4 shrink-0" aria-hidden />
                  <time dateTime={session.started_at}>{formatDateTime(session.started_at)}</time>
                </p>
                <p className="text-sm">{S.statusText[session.status]}</p>
                <div className="mt-auto pt-2">
                  <Button asChild variant={ongoing ? 'default' : 'outline'} className="w-full">
                    <Link
                      to={
                        session.status === 'completed'
                          ? paths.sessionSummary.getHref(session.id)
                          : paths.session.getHref(session.id)
                      }
                      aria-describedby={`session-${session.id}-title`}
                    >
                      {ongoing ? S.join : session.status === 'completed' ? S.summary : S.details}
                    </Link>
                  </Button>
                </div>
              </CardContent>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
