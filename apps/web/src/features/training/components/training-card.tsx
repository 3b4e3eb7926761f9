import { Clock } from 'lucide-react';
import { useId } from 'react';

import type { TrainingItem } from '@kindred/shared/training';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/cn';

import { TRAINING_STRINGS as S } from '../strings';
import { actionFor } from '../utils/training-rules';

import { TYPE_COVERS, TYPE_ICONS } from './item-visuals';

type TrainingCardProps = {
  item: TrainingItem;
  progress: number;
  onOpen: (id: string) => void;
};

const ACTION_LABELS = { start: S.start, continue: S.continue, review: S.review } as const;

/** One item of the hub: title, description, type, minutes, progress and Start / Continue / Review. */
export function TrainingCard({ item, progress, onOpen }: TrainingCardProps) {
  const titleId = useId();
  const Icon = TYPE_ICONS[item.type];
  const action = actionFor(progress);
  const status =
    progress >= 100 ? S.completed : progress > 0 ? S.percentComplete(progress) : S.notStarted;
  return (
    <Card
      className="flex h-full flex-col overflow-hidden"
      data-testid={`training-card-${item.id}`}
      role="article"
      aria-labelledby={titleId}
    >
      <div
        className={cn('flex h-20 items-center justify-center sm:h-24', TYPE_COVERS[item.type])}
        aria-hidden
      >
        <Icon className="size-10" strokeWidth={1.6} />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary">{S.types[item.type]}</Badge>
          <span className="flex items-center gap-1 text-xs font-medium text-muted-foreground">
            <Clock className="size-3.5" aria-hidden />
            {S.minutes(item.durationMinutes)}
          </span>
        </div>
        <h3 id={titleId} className="text-lg leading-snug font-semibold">
          {item.title}
        </h3>
        <p className="text-sm text-muted-foreground">{item.description}</p>
        <div className="mt-auto flex flex-col gap-2 pt-2">
          <div className="flex items-center justify-between text-xs font-medium">
            <span className={cn(progress >= 100 ? 'text-success' : 'text-muted-foreground')}>
              {status}
            </span>
          </div>
          <Progress
            value={progress}
            aria-label={S.progressLabel(item.title)}
            indicatorClassName={progress >= 100 ? 'bg-success' : undefined}
          />
        </div>
        <Button
          variant={action === 'review' ? 'outline' : 'default'}
          onClick={() => onOpen(item.id)}
          aria-describedby={titleId}
          className="mt-1 w-full"
        >
          {ACTION_LABELS[action]}
        </Button>
      </div>
    </Card>
  );
}
