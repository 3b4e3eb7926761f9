import { PlayCircle } from 'lucide-react';
import { useId } from 'react';

import type { TrainingItem } from '@kindred/shared/training';

import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';

import { TRAINING_STRINGS as S } from '../strings';

import { TYPE_ICONS } from './item-visuals';

type ContinueBannerProps = {
  item: TrainingItem;
  progress: number;
  onResume: (id: string) => void;
};

/** 'Continue Learning': the first item in progress, with 'Resume'. */
export function ContinueBanner({ item, progress, onResume }: ContinueBannerProps) {
  const headingId = useId();
  const Icon = TYPE_ICONS[item.type];
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl border border-secondary-border bg-linear-to-r from-secondary to-primary-soft p-5 sm:flex-row sm:items-center sm:gap-6 sm:p-6"
    >
      <div className="hidden size-14 shrink-0 items-center justify-center rounded-2xl bg-card text-primary shadow-xs sm:flex">
        <Icon className="size-7" aria-hidden />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <h2
          id={headingId}
          className="text-sm font-semibold tracking-wide text-secondary-foreground uppercase"
        >
          {S.continueLearning}
        </h2>
        <p className="text-lg leading-snug font-semibold">{item.title}</p>
        <div className="flex items-center gap-3">
          <Progress
            value={progress}
            aria-label={S.progressLabel(item.title)}
            className="bg-card sm:max-w-xs"
          />
          <span className="shrink-0 text-sm font-medium text-muted-foreground tabular-nums">
            {S.percentComplete(progress)}
          </span>
        </div>
      </div>
      <Button onClick={() => onResume(item.id)} size="lg" className="sm:self-center">
        <PlayCircle aria-hidden />
        {S.resume}
      </Button>
    </section>
  );
}
