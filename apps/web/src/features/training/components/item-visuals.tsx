import { BookOpen, HeartHandshake, ListChecks, NotebookPen, type LucideIcon } from 'lucide-react';

import type { TrainingType } from '@kindred/shared/training';

/** The picture of each kind of item (its cover image, drawn locally: nothing is fetched). */
export const TYPE_ICONS: Record<TrainingType, LucideIcon> = {
  course: BookOpen,
  quiz: ListChecks,
  journal: NotebookPen,
  exercise: HeartHandshake,
};

export const TYPE_COVERS: Record<TrainingType, string> = {
  course: 'bg-linear-to-br from-secondary to-accent-peach text-secondary-foreground',
  quiz: 'bg-linear-to-br from-accent-lilac to-secondary text-[#4b3573]',
  journal: 'bg-linear-to-br from-accent-peach to-[#fdf3dc] text-[#7a3b1a]',
  exercise: 'bg-linear-to-br from-accent-sage to-[#e3edf9] text-success',
};
