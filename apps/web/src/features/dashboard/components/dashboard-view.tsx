import { AlertTriangle, MessagesSquare, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';

import { PageContainer } from '@/components/layout/page-container';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import type { MyRelationship } from '@/entities/relationship/api/get-relationship';
import { useSessions } from '@/entities/sessions/api/get-sessions';
import { useStartSession } from '@/entities/sessions/api/start-session';

import { DASHBOARD_STRINGS as S } from '../strings';
import { sessionCompletionPercent } from '../utils/session-stats';

import { RelationshipHealth } from './relationship-health';
import { SessionCard } from './session-card';

type DashboardViewProps = {
  couple: MyRelationship;
  /** The partner card (composed by the app from the relationships feature). */
  partnerCard: ReactNode;
};

/**
 * /dashboard: partner card, Relationship Health and the sessions grid. A missing couple (404) is
 * normal; any other failure to load it shows the yellow warning banner.
 */
export function DashboardView({ couple, partnerCard }: DashboardViewProps) {
  const relationship = couple.status === 'ready' ? couple.relationship : null;
  const relationshipId = relationship?.id ?? null;
  const hasPartner = !!relationship?.partner;
  const sessions = useSessions(relationshipId);
  const start = useStartSession();
  const navigate = useNavigate();

  const open = (href: string) => void navigate(href);
  const startSession = () => {
    if (!relationshipId || start.isPending) return;
    start.mutate(relationshipId, {
      onSuccess: (session) => open(paths.session.getHref(session.id)),
      onError: () => toast.error(S.startFailedTitle, { description: S.startFailed }),
    });
  };

  const loading = couple.status === 'pending' || (relationshipId !== null && sessions.isPending);
  const list = sessions.data ?? [];

  const startButton = (label: string, icon: ReactNode) => (
    <Button onClick={startSession} disabled={start.isPending}>
      {start.isPending ? <Spinner className="size-4" /> : icon}
      {start.isPending ? S.starting : label}
    </Button>
  );

  return (
    <PageContainer title={S.title} description={S.description}>
      <div className="flex flex-col gap-8">
        {couple.status === 'failed' ? (
          <Alert variant="warning" data-testid="relationship-warning">
            <AlertTriangle aria-hidden />
            <AlertTitle>{S.relationshipWarning}</AlertTitle>
            <AlertDescription className="mt-2">
              <Button variant="outline" size="sm" onClick={couple.retry}>
                {S.tryAgain}
              </Button>
            </AlertDescription>
          </Alert>
        ) : null}

        {loading ? (
          <p role="status" className="flex items-center gap-3 py-10 text-muted-foreground">
            <Spinner className="text-primary" />
            <span className="font-medium">{S.loading}</span>
          </p>
        ) : sessions.isError ? (
          <Alert variant="destructive">
            <AlertTitle>{S.loadFailed}</AlertTitle>
            <AlertDescription className="mt-2">
              <Button variant="outline" size="sm" onClick={() => void sessions.refetch()}>
                {S.tryAgain}
              </Button>
            </AlertDescription>
          </Alert>
        ) : (
          <>
            <div className="grid gap-4 md:grid-cols-2">
              {partnerCard}
              <RelationshipHealth
                completionPercent={sessionCompletionPercent(list)}
                hasPartner={hasPartner}
              />
            </div>

            <section aria-labelledby="sessions-heading" className="flex flex-col gap-4">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <h2 id="sessions-heading" className="text-xl font-semibold tracking-tight">
                  {S.sessionsTitle}
                </h2>
                {hasPartner ? startButton(S.newSession, <Plus aria-hidden />) : null}
              </div>
              {list.length > 0 ? (
                <ul
                  aria-label={S.sessionsLabel}
                  className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
                >
                  {list.map((session) => (
                    <li key={session.id}>
                      <SessionCard session={session} onOpen={open} />
                    </li>
                  ))}
                </ul>
              ) : (
                <Card>
                  <CardContent className="flex flex-col items-center gap-3 px-6 py-12 text-center">
                    <div className="flex size-12 items-center justify-center rounded-2xl bg-secondary text-secondary-foreground">
                      <MessagesSquare className="size-6" aria-hidden />
                    </div>
                    <h3 className="text-lg font-semibold">{S.noSessionsTitle}</h3>
                    <p className="max-w-sm text-muted-foreground">
                      {hasPartner ? S.noSessionsWithPartner : S.noSessionsWithoutPartner}
                    </p>
                    {/* Without a partner the way on is the partner card's 'Invite Partner':
                        one such button per screen. */}
                    {hasPartner ? (
                      <div className="mt-3">{startButton(S.startFirst, null)}</div>
                    ) : null}
                  </CardContent>
                </Card>
              )}
            </section>
          </>
        )}
      </div>
    </PageContainer>
  );
}
