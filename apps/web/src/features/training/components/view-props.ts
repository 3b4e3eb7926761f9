import type {
  TrainingItem,
  TrainingProgress,
  TrainingProgressInput,
} from '@kindred/shared/training';

/** What every item view gets from the dialog. */
export type ItemViewProps<T extends TrainingItem> = {
  item: T;
  record: TrainingProgress;
  /** Stores the item's whole state (progress and saved work). */
  save: (input: TrainingProgressInput, options?: { onSuccess?: () => void }) => void;
  saving: boolean;
  onClose: () => void;
};
