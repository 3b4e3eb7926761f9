import { TrainingHub } from '@/features/training/components/training-hub';

/** /self-training: courses, quizzes, journals and exercises, with the user's progress. */
export default function SelfTrainingRoute() {
  return <TrainingHub />;
}
