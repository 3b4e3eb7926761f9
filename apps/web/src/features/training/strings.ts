// Every string of /self-training and its items, in one place.

import type { TrainingType } from '@kindred/shared/training';

import type { TrainingFilter } from './utils/training-rules';

export const TRAINING_STRINGS = {
  title: 'Self-Training Hub',
  description: 'Short courses, quizzes, journals and exercises to practise between sessions.',
  loading: 'Loading your training...',
  loadFailed: "We couldn't load your training progress.",
  tryAgain: 'Try again',

  continueLearning: 'Continue Learning',
  continueText: (title: string, progress: number) => `${title} · ${progress}% complete`,
  resume: 'Resume',

  libraryTitle: 'Your training',
  filterLabel: 'Filter by type',
  filters: {
    all: 'All',
    course: 'Courses',
    quiz: 'Quizzes',
    journal: 'Journals',
    exercise: 'Exercises',
  } satisfies Record<TrainingFilter, string>,
  types: {
    course: 'Course',
    quiz: 'Quiz',
    journal: 'Journal',
    exercise: 'Exercise',
  } satisfies Record<TrainingType, string>,
  minutes: (n: number) => `${n} min`,
  start: 'Start',
  continue: 'Continue',
  review: 'Review',
  notStarted: 'Not started',
  completed: 'Completed',
  percentComplete: (n: number) => `${n}% complete`,
  progressLabel: (title: string) => `${title} progress`,
  emptyFilter: 'Nothing here yet.',

  saveFailed: "Your progress couldn't be saved",
  done: 'Done',

  // Course
  stepOf: (step: number, total: number) => `Step ${step} of ${total}`,
  previous: 'Previous',
  next: 'Next',
  finishCourse: 'Finish',

  // Quiz
  questionOf: (n: number, total: number) => `Question ${n} of ${total}`,
  answersLabel: 'Answers',
  correct: 'Correct!',
  incorrect: 'Not quite.',
  openQuestion: 'No right answer: talk about it together.',
  suggestedAnswer: (answer: string) => `The suggested answer: ${answer}`,
  nextQuestion: 'Next question',
  previousQuestion: 'Previous question',
  seeResults: 'See results',
  resultsTitle: 'Quiz complete',
  results: (matched: number, scored: number) =>
    `You chose the suggested answer on ${matched} of ${scored} questions.`,
  resultsHint: 'Compare your answers with your partner: the differences are worth a conversation.',
  retake: 'Retake Quiz',

  // Journal
  journalPrivate: 'Private: only you can see your journal, not your partner or your therapist.',
  saveEntry: 'Save Entry',
  savingEntry: 'Saving...',
  entrySaved: 'Journal entry saved',
  entrySavedDetail: 'Only you can see it.',
  unsavedEntry: 'Unsaved changes',

  // Exercise
  timeLeft: 'Time left',
  startTimer: 'Start timer',
  pauseTimer: 'Pause',
  resumeTimer: 'Resume timer',
  resetTimer: 'Reset',
  timeUp: "Time's up. Move on when you're ready.",
  untimed: 'Take the time you need.',
  nextStep: 'Next step',
  previousStep: 'Previous step',
  finishExercise: 'Finish exercise',
  exerciseDone: 'Exercise complete',
  exerciseDoneText: 'Well done. Try it again this week and notice what changes.',
  startOver: 'Start over',
} as const;
