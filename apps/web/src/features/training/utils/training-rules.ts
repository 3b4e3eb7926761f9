import type { TrainingItem, TrainingProgress, TrainingType } from '@kindred/shared/training';

export type TrainingFilter = 'all' | TrainingType;
export const TRAINING_FILTERS: readonly TrainingFilter[] = [
  'all',
  'course',
  'quiz',
  'journal',
  'exercise',
];

export type TrainingAction = 'start' | 'continue' | 'review';

/** 'Continue' while in progress, 'Review' when completed, otherwise 'Start'. */
export function actionFor(progress: number): TrainingAction {
  if (progress >= 100) return 'review';
  if (progress > 0) return 'continue';
  return 'start';
}

export const isInProgress = (progress: number) => progress > 0 && progress < 100;

/** The 'Continue Learning' banner shows the first item whose progress is above 0 and below 100. */
export function firstInProgress(
  items: readonly TrainingItem[],
  progressOf: (id: string) => number,
): TrainingItem | undefined {
  return items.find((item) => isInProgress(progressOf(item.id)));
}

export const matchesFilter = (item: TrainingItem, filter: TrainingFilter) =>
  filter === 'all' || item.type === filter;

/** A whole percentage, 0…100. */
export function percent(done: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((Math.min(Math.max(done, 0), total) / total) * 100);
}

/** Course: pages seen over pages. */
export const courseProgress = (pagesSeen: number, pages: number) => percent(pagesSeen, pages);

/** Quiz: questions answered over questions (-1 marks a question not answered yet). */
export const quizProgress = (answers: readonly number[], questions: number) =>
  percent(answers.filter((answer) => answer >= 0).length, questions);

/** Journal: prompts with something written over prompts. */
export const journalProgress = (entries: readonly string[], prompts: number) =>
  percent(entries.filter((entry) => entry.trim() !== '').length, prompts);

/** Exercise: steps finished over steps. */
export const exerciseProgress = (stepsDone: number, steps: number) => percent(stepsDone, steps);

/** Progress as the server reports it, or none yet. */
export function progressRecord(
  records: readonly TrainingProgress[] | undefined,
  id: string,
): TrainingProgress {
  return (
    records?.find((record) => record.id === id) ?? {
      id,
      progress: 0,
      completed: false,
      data: null,
      updated_at: null,
    }
  );
}

/** 'mm:ss' for a count of seconds. */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}
