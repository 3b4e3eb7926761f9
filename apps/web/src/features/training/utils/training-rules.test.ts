import { describe, expect, it } from 'vitest';

import { TRAINING_ITEMS } from '@kindred/shared/training';

import {
  actionFor,
  courseProgress,
  exerciseProgress,
  firstInProgress,
  formatClock,
  journalProgress,
  matchesFilter,
  quizProgress,
} from './training-rules';

describe('training rules', () => {
  it('labels the action by progress', () => {
    expect(actionFor(0)).toBe('start');
    expect(actionFor(1)).toBe('continue');
    expect(actionFor(99)).toBe('continue');
    expect(actionFor(100)).toBe('review');
  });

  it('finds the first item strictly between 0 and 100, in catalogue order', () => {
    const progress: Record<string, number> = {
      'course-1': 100,
      'course-2': 0,
      'quiz-1': 40,
      'journal-1': 67,
    };
    expect(firstInProgress(TRAINING_ITEMS, (id) => progress[id] ?? 0)?.id).toBe('quiz-1');
    expect(firstInProgress(TRAINING_ITEMS, () => 100)).toBeUndefined();
    expect(firstInProgress(TRAINING_ITEMS, () => 0)).toBeUndefined();
  });

  it('filters by type', () => {
    expect(TRAINING_ITEMS.filter((i) => matchesFilter(i, 'all'))).toHaveLength(5);
    expect(TRAINING_ITEMS.filter((i) => matchesFilter(i, 'course')).map((i) => i.id)).toEqual([
      'course-1',
      'course-2',
    ]);
  });

  it('computes progress per kind of item', () => {
    expect(courseProgress(1, 5)).toBe(20);
    expect(courseProgress(5, 5)).toBe(100);
    expect(quizProgress([1, -1, 2], 5)).toBe(40);
    expect(journalProgress(['Thanks for dinner', '  ', ''], 3)).toBe(33);
    expect(exerciseProgress(5, 5)).toBe(100);
    expect(exerciseProgress(7, 5)).toBe(100);
  });

  it('formats a countdown', () => {
    expect(formatClock(180)).toBe('3:00');
    expect(formatClock(61)).toBe('1:01');
    expect(formatClock(0)).toBe('0:00');
  });
});
