import { AlertTriangle, MessagesSquare, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';

import { PageContainer } from '@/components/layout/page-container';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { RetryAlert } from '@/components/ui/retry-alert';
import { PageLoading } from '@/components/ui/page-loading';
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
          <RetryAlert
            variant="warning"
            data-testid="relationship-warning"
            icon={<AlertTriangle aria-hidden />}
            title={S.relationshipWarning}
            retryLabel={S.tryAgain}
            onRetry={couple.retry}
          />
        ) : null}

        {loading ? (
          <PageLoading label={S.loading} />
        ) : sessions.isError ? (
          <RetryAlert
            variant="destructive"
            title={S.loadFailed}
            retryLabel={S.tryAgain}
            onRetry={() => void sessions.refetch()}
          />
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
                // Without a partner the way on is the partner card's 'Invite Partner': one such
                // button per screen.
                <EmptyState
                  heading="h3"
                  icon={<MessagesSquare className="size-6" aria-hidden />}
                  title={S.noSessionsTitle}
                  text={hasPartner ? S.noSessionsWithPartner : S.noSessionsWithoutPartner}
                  action={hasPartner ? startButton(S.startFirst, null) : null}
                />
              )}
            </section>
          </>
        )}
      </div>
    </PageContainer>
  );
}
