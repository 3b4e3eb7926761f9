import { Activity, Info } from 'lucide-react';
import { useId } from 'react';

import type { RelationshipHealth as Health } from '@kindred/shared/relationship-health';

import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { Spinner } from '@/components/ui/spinner';
import { useRelationshipHealth } from '@/entities/relationship/api/get-relationship-health';

import { DASHBOARD_STRINGS as S } from '../strings';

type RelationshipHealthProps = {
  completionPercent: number;
  /** Whether a partner has joined (the empty state says what is missing). */
  hasPartner: boolean;
};

/**
 * Relationship Health: Communication Score and Weekly Check-ins computed by the server from what
 * the couple really did — fixed figures would be made up — each with how it is computed; until
 * there is anything to measure, an empty state says so. Session Completion comes from the couple's
 * sessions.
 */
export function RelationshipHealth({ completionPercent, hasPartner }: RelationshipHealthProps) {
  const health = useRelationshipHealth();
  return (
    <Card className="flex h-full flex-col">
      <CardHeader className="flex-row items-center gap-2">
        <Activity className="size-5 text-primary" aria-hidden />
        <h2 className="text-lg leading-snug font-semibold">{S.healthTitle}</h2>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col justify-center gap-5">
        {health.isPending ? (
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner className="size-4" />
            {S.healthLoading}
          </p>
        ) : health.isError ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-sm text-muted-foreground">{S.healthFailed}</p>
            <Button variant="outline" size="sm" onClick={() => void health.refetch()}>
              {S.tryAgain}
            </Button>
          </div>
        ) : health.data.has_data ? (
          <Measures health={health.data} />
        ) : (
          <div data-testid="health-empty" className="flex items-start gap-2 text-sm">
            <Info className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
            <p>
              <span className="font-medium">{S.noDataYet}</span>{' '}
              <span className="text-muted-foreground">
                {hasPartner ? S.noDataWithPartner : S.noDataWithoutPartner}
              </span>
            </p>
          </div>
        )}
        <Measure
          label={S.sessionCompletion}
          shown={`${completionPercent}%`}
          value={completionPercent}
        />
      </CardContent>
    </Card>
  );
}

function Measures({ health }: { health: Health }) {
  const { communication, weekly_checkins: checkins } = health;
  return (
    <>
      {communication ? (
        <Measure
          label={S.communicationScore}
          shown={`${communication.percent}%`}
          value={communication.percent}
          how={S.communicationHow(communication.mutual, communication.exchanges)}
        />
      ) : (
        <div className="flex flex-col gap-1 text-sm">
          <span className="font-medium">{S.communicationScore}</span>
          <span className="text-muted-foreground">{S.communicationNoData}</span>
        </div>
      )}
      <Measure
        label={S.weeklyCheckins}
        shown={S.checkinsValue(checkins.days, checkins.of)}
        spoken={S.checkinsValueText(checkins.days, checkins.of)}
        value={checkins.days}
        max={checkins.of}
        how={S.checkinsHow}
      />
    </>
  );
}

type MeasureProps = {
  label: string;
  /** The value as written next to the bar. */
  shown: string;
  /** The value as read out, when different from `shown`. */
  spoken?: string;
  value: number;
  max?: number;
  /** How the value is computed, in a line under the bar. */
  how?: string;
};

function Measure({ label, shown, spoken, value, max = 100, how }: MeasureProps) {
  const labelId = useId();
  const howId = useId();
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span id={labelId} className="font-medium">
          {label}
        </span>
        <span className="font-semibold tabular-nums">{shown}</span>
      </div>
      <Progress
        value={value}
        max={max}
        aria-labelledby={labelId}
        {...(how ? { 'aria-describedby': howId } : {})}
        getValueLabel={() => spoken ?? shown}
      />
      {how ? (
        <p id={howId} className="text-xs text-muted-foreground">
          {how}
        </p>
      ) : null}
    </div>
  );
}
