import {
  AlertTriangle,
  CalendarCheck,
  FileText,
  MessagesSquare,
  Quote,
  Sprout,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';

import type { SessionDetail, SessionSummary } from '@kindred/shared/sessions';

import { PageContainer } from '@/components/layout/page-container';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Progress } from '@/components/ui/progress';
import { PageLoading } from '@/components/ui/page-loading';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';

import { useSessionDetail } from '../api/get-session';
import { SUMMARY_STRINGS as S } from '../strings';
import { formatDateTime } from '../utils/format';

import { endedByText } from './session-ended-notice';

/**
 * /triadic-session/:id/summary ('View Summary', issue 14): what ending the session wrote — each
 * partner's goals in their own words, what was practised, a practice for the week and how far
 * the program got. Sessions ended before summaries existed say so honestly; a session still
 * going on points back to it.
 */
export function SessionSummaryPage({ sessionId }: { sessionId: string }) {
  const detail = useSessionDetail(sessionId);
  const session = detail.data;

  if (detail.isPending) {
    return (
      <PageContainer title={S.pageTitle}>
        <PageLoading label={S.loading} />
      </PageContainer>
    );
  }
  if (!session) {
    return (
      <PageContainer title={S.pageTitle}>
        <LoadError retrying={detail.isFetching} onRetry={() => void detail.refetch()} />
      </PageContainer>
    );
  }

  const conversation = (
    <Button asChild variant="outline">
      <Link to={paths.session.getHref(sessionId)}>
        <MessagesSquare aria-hidden />
        {session.status === 'ongoing' ? S.join : S.readConversation}
      </Link>
    </Button>
  );

  return (
    <PageContainer
      title={S.title(session.session_number)}
      description={<EndedLine session={session} />}
      actions={conversation}
    >
      {session.status !== 'completed' ? (
        <EmptyState
          icon={<CalendarCheck className="size-6" aria-hidden />}
          title={S.notEndedTitle}
          text={S.notEndedText}
          textWidth="md"
        />
      ) : session.summary ? (
        <SummaryContent summary={session.summary} me={session.role} />
      ) : (
        <EmptyState
          icon={<FileText className="size-6" aria-hidden />}
          title={S.noSummaryTitle}
          text={S.noSummaryText}
          textWidth="md"
        />
      )}
      <p className="mt-8">
        <Link
          to={paths.sessions.getHref()}
          className="text-sm font-semibold text-primary underline-offset-4 hover:underline"
        >
          {S.allSessions}
        </Link>
      </p>
    </PageContainer>
  );
}

/** 'Assessment and goal setting · Ended Mar 2, 2025, 3:04 PM · Sam ended the session.' */
function EndedLine({ session }: { session: SessionDetail }) {
  if (session.status !== 'completed' || !session.ended_at) return null;
  const parts = [
    session.summary?.title,
    S.endedOn(formatDateTime(session.ended_at)),
    session.ended_by ? endedByText(session.ended_by, session.me, session.partner) : null,
  ].filter(Boolean);
  return <>{parts.join(' · ')}</>;
}

function SummaryContent({ summary, me }: { summary: SessionSummary; me: SessionDetail['role'] }) {
  // Each partner's goals together, the reader's first.
  const authors = [me, me === 'partnerA' ? 'partnerB' : 'partnerA'] as const;
  const people = authors
    .map((author) => ({
      author,
      goals: summary.goals.filter((goal) => goal.author === author),
    }))
    .filter((person) => person.goals.length > 0);

  return (
    <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
      <Section title={S.goalsTitle} id="summary-goals" className="lg:row-span-2">
        {people.length === 0 ? (
          <p className="text-muted-foreground">{S.noGoals}</p>
        ) : (
          <div className="flex flex-col gap-5">
            {people.map(({ author, goals }) => (
              <div key={author} className="flex flex-col gap-2">
                <h3 className="font-semibold">
                  {author === me ? S.you(goals[0]!.name) : goals[0]!.name}
                </h3>
                <ul className="flex flex-col gap-2">
                  {goals.map((goal, index) => (
                    <li key={index}>
                      <blockquote className="flex gap-2 rounded-xl bg-muted px-4 py-3 leading-relaxed">
                        <Quote className="mt-1 size-4 shrink-0 text-muted-foreground" aria-hidden />
                        <p className="break-words whitespace-pre-wrap">{goal.text}</p>
                      </blockquote>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        )}
      </Section>

      <Section
        title={S.practiceTitle}
        id="summary-practice"
        icon={<Sprout className="size-5" aria-hidden />}
        className="border-secondary-border bg-primary-soft"
      >
        <p className="leading-relaxed break-words whitespace-pre-wrap">{summary.practice}</p>
      </Section>

      <Section title={S.practisedTitle} id="summary-practised">
        {summary.practised.length === 0 ? (
          <p className="text-muted-foreground">{S.nothingPractised}</p>
        ) : (
          <ol className="flex list-decimal flex-col gap-1.5 pl-5">
            {summary.practised.map((step, index) => (
              <li key={index}>{step}</li>
            ))}
          </ol>
        )}
        <div className="mt-5 flex flex-col gap-2">
          <p className="text-sm font-medium">
            <span className="sr-only">{S.progressLabel}: </span>
            {S.steps(summary.steps_reached, summary.steps_total)}
          </p>
          <Progress
            aria-hidden
            value={summary.steps_reached}
            max={Math.max(summary.steps_total, 1)}
          />
        </div>
      </Section>
    </div>
  );
}

function Section({
  title,
  id,
  icon,
  className,
  children,
}: {
  title: string;
  id: string;
  icon?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card className={className}>
      <section aria-labelledby={id}>
        <CardContent className="flex flex-col gap-4">
          <h2 id={id} className="flex items-center gap-2 text-lg font-semibold tracking-tight">
            {icon}
            {title}
          </h2>
          <div>{children}</div>
        </CardContent>
      </section>
    </Card>
  );
}

function LoadError({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  const navigate = useNavigate();
  return (
    <Alert variant="destructive">
      <AlertTriangle aria-hidden />
      <AlertTitle>{S.loadFailed}</AlertTitle>
      <AlertDescription className="mt-1 flex flex-col gap-3">
        <p>{S.loadFailedText}</p>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
            {retrying ? <Spinner className="size-4" /> : null}
            {S.tryAgain}
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => void navigate(paths.dashboard.getHref())}
          >
            {S.returnToDashboard}
          </Button>
        </div>
      </AlertDescription>
    </Alert>
  );
}
