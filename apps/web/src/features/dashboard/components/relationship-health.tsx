import { Activity } from 'lucide-react';
import { useId } from 'react';

import {
  COMMUNICATION_SCORE_PERCENT,
  WEEKLY_CHECKINS_DONE,
  WEEKLY_CHECKINS_TARGET,
} from '@kindred/shared/constants';

import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';

import { DASHBOARD_STRINGS as S } from '../strings';

/**
 * Relationship Health (product-spec §2, §9): two fixed measures, and Session Completion computed
 * from the couple's sessions.
 */
export function RelationshipHealth({ completionPercent }: { completionPercent: number }) {
  return (
    <Card className="flex h-full flex-col">
      <CardHeader className="flex-row items-center gap-2">
        <Activity className="size-5 text-primary" aria-hidden />
        <h2 className="text-lg leading-snug font-semibold">{S.healthTitle}</h2>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col justify-center gap-5">
        <Measure
          label={S.communicationScore}
          shown={`${COMMUNICATION_SCORE_PERCENT}%`}
          value={COMMUNICATION_SCORE_PERCENT}
        />
        <Measure
          label={S.weeklyCheckins}
          shown={S.checkinsValue(WEEKLY_CHECKINS_DONE, WEEKLY_CHECKINS_TARGET)}
          spoken={S.checkinsValueText(WEEKLY_CHECKINS_DONE, WEEKLY_CHECKINS_TARGET)}
          value={WEEKLY_CHECKINS_DONE}
          max={WEEKLY_CHECKINS_TARGET}
        />
        <Measure
          label={S.sessionCompletion}
          shown={`${completionPercent}%`}
          value={completionPercent}
        />
      </CardContent>
    </Card>
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
};

function Measure({ label, shown, spoken, value, max = 100 }: MeasureProps) {
  const labelId = useId();
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
        getValueLabel={() => spoken ?? shown}
      />
    </div>
  );
}
