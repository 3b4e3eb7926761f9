import { Clock } from 'lucide-react';

import type { TrainingItem, TrainingProgress } from '@kindred/shared/training';

import { Badge } from '@/components/ui/badge';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

import { useSaveTrainingProgress } from '../api/save-training-progress';
import { TRAINING_STRINGS as S } from '../strings';

import { CourseView } from './course-view';
import { ExerciseView } from './exercise-view';
import { TYPE_ICONS } from './item-visuals';
import { JournalView } from './journal-view';
import { QuizView } from './quiz-view';
import type { ItemViewProps } from './view-props';

type TrainingDialogProps = {
  item: TrainingItem | null;
  record: TrainingProgress | null;
  onClose: () => void;
};

/** An opened item, in a dialog: its real content, saving progress as the user goes. */
export function TrainingDialog({ item, record, onClose }: TrainingDialogProps) {
  return (
    <Dialog open={item !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {item && record ? (
        <DialogContent className="max-w-2xl gap-5 sm:p-8">
          <ItemHeader item={item} />
          {/* A fresh view per item: its local state starts from what is stored. */}
          <ItemBody key={item.id} item={item} record={record} onClose={onClose} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function ItemHeader({ item }: { item: TrainingItem }) {
  const Icon = TYPE_ICONS[item.type];
  return (
    <DialogHeader>
      <div className="flex items-center gap-2">
        <Badge variant="secondary">
          <Icon aria-hidden />
          {S.types[item.type]}
        </Badge>
        <span className="flex items-center gap-1 text-xs font-medium text-muted-foreground">
          <Clock className="size-3.5" aria-hidden />
          {S.minutes(item.durationMinutes)}
        </span>
      </div>
      <DialogTitle className="text-xl">{item.title}</DialogTitle>
      <DialogDescription>{item.description}</DialogDescription>
    </DialogHeader>
  );
}

function ItemBody({
  item,
  record,
  onClose,
}: {
  item: TrainingItem;
  record: TrainingProgress;
  onClose: () => void;
}) {
  const mutation = useSaveTrainingProgress();
  const common: Omit<ItemViewProps<TrainingItem>, 'item'> = {
    record,
    saving: mutation.isPending,
    onClose,
    save: (input, options) =>
      mutation.mutate(
        { id: item.id, ...input },
        options?.onSuccess ? { onSuccess: options.onSuccess } : {},
      ),
  };
  switch (item.type) {
    case 'course':
      return <CourseView item={item} {...common} />;
    case 'quiz':
      return <QuizView item={item} {...common} />;
    case 'journal':
      return <JournalView item={item} {...common} />;
    case 'exercise':
      return <ExerciseView item={item} {...common} />;
  }
}
